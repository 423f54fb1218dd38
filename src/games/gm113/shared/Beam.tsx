import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { colors, fonts } from '../../../ui/tokens';
import { VisitorIcon } from './Visitors';

const tower = css`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-end;
  --team: ${colors.left};
  &[data-team='right'] {
    --team: ${colors.right};
  }
`;
const shaft = css`
  position: relative;
  flex: 1;
  width: 46%;
  min-height: 0;
  border-radius: 999px 999px 0 0;
  background: rgba(255, 255, 255, 0.06);
  box-shadow: inset 0 0 0 0.25vh rgba(255, 255, 255, 0.12);
  overflow: hidden;
`;
const light = css`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: calc(var(--fill, 0) * 100%);
  background: linear-gradient(to top, var(--team), color-mix(in srgb, var(--team) 35%, #fff) 85%, #fff);
  box-shadow: 0 0 3vh var(--team);
  transition: height 0.35s cubic-bezier(0.22, 1, 0.36, 1);
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: repeating-linear-gradient(to top, rgba(255, 255, 255, 0.22) 0 6%, transparent 6% 12%);
  }
`;
const lamp = css`
  width: 100%;
  aspect-ratio: 2 / 1;
  flex: none;
  svg {
    width: 100%;
    height: 100%;
    display: block;
  }
`;
const count = css`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -30%);
  display: flex;
  flex-direction: column;
  align-items: center;
  font-family: ${fonts.display};
  font-size: var(--beam-count, 4vh);
  color: #fff;
  text-shadow: 0 0.3vh 0 rgba(0, 0, 0, 0.4);
  z-index: 1;
`;
const lander = css`
  position: absolute;
  left: 50%;
  top: 0;
  width: 70%;
  transform: translateX(-50%);
  opacity: 0;
  pointer-events: none;
`;

/**
 * A team's signal beam: a lamp whose light climbs as the team swings together (`fill` 0–1); each
 * time it tops out a visitor rides it down (Web Animations, started when `visitors` grows).
 */
export function Beam({ team, fill, visitors, label }: { team: 'left' | 'right'; fill: number; visitors: number; label?: string }) {
  const riderRef = useRef<HTMLDivElement>(null);
  const seen = useRef(visitors);
  useEffect(() => {
    const grew = visitors - seen.current;
    seen.current = visitors;
    if (grew <= 0) return;
    riderRef.current?.animate(
      [
        { opacity: 0, transform: 'translate(-50%, -40%) scale(0.5)' },
        { opacity: 1, transform: 'translate(-50%, 20%) scale(1)', offset: 0.25 },
        { opacity: 1, transform: 'translate(-50%, 520%) scale(1)', offset: 0.85 },
        { opacity: 0, transform: 'translate(-50%, 560%) scale(0.8)' },
      ],
      { duration: 1100, easing: 'ease-in' },
    );
  }, [visitors]);
  return (
    <div className={tower} data-team={team} data-testid={`beam-${team}`} style={{ ['--fill' as string]: Math.min(1, Math.max(0, fill)).toFixed(3) }}>
      <div className={count} aria-label={label}>
        <span data-testid={`visitors-${team}`}>{visitors}</span>
      </div>
      <div className={shaft}>
        <div className={light} />
        <div ref={riderRef} className={lander} aria-hidden="true">
          <VisitorIcon look={visitors} size="100%" />
        </div>
      </div>
      <div className={lamp} aria-hidden="true">
        <svg viewBox="0 0 100 50">
          <path d="M8 4h84l-12 24H20z" fill="var(--team)" stroke={colors.ink} strokeWidth="3" strokeLinejoin="round" />
          <path d="M20 6h60" stroke="#fff" strokeOpacity="0.6" strokeWidth="3" strokeLinecap="round" />
          <rect x="30" y="28" width="40" height="12" rx="3" fill={colors.bgRaised} stroke={colors.ink} strokeWidth="3" />
          <rect x="18" y="40" width="64" height="8" rx="3" fill={colors.bgCard} stroke={colors.ink} strokeWidth="3" />
        </svg>
      </div>
    </div>
  );
}

const bar = css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.6em;
  width: 100%;
  --team: ${colors.left};
  &[data-team='right'] {
    --team: ${colors.right};
  }
`;
const track = css`
  height: 0.9em;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  overflow: hidden;
  div {
    height: 100%;
    border-radius: 999px;
    background: var(--team);
    box-shadow: 0 0 0.6em var(--team);
    transition: width 0.35s cubic-bezier(0.22, 1, 0.36, 1);
  }
`;

/** The beam as a bar on the phone: how full it is and the team's visitors so far. */
export function BeamBar({ team, fill, visitors, label }: { team: 'left' | 'right'; fill: number; visitors: number; label: string }) {
  return (
    <div className={bar} data-team={team} data-testid={`beam-bar-${team}`}>
      <span>{label}</span>
      <div className={track}>
        <div style={{ width: `${Math.round(Math.min(1, Math.max(0, fill)) * 100)}%` }} />
      </div>
      <span>
        <VisitorIcon look={visitors} size="1.3em" /> {visitors}
      </span>
    </div>
  );
}
