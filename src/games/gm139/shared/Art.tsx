import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { colors } from '../../../ui/tokens';

/** Musical chairs' own art, drawn inline (SVG and CSS): the phone and the big screen both use it. */

const chairSvg = css`
  display: block;
  overflow: visible;
`;

/** One chair, seen from the side: back, seat, legs. */
export function Chair({ color = colors.accent, size, className }: { color?: string; size: string; className?: string }) {
  return (
    <svg className={`${chairSvg} ${className ?? ''}`} style={{ width: size, height: size }} viewBox="0 0 100 100" aria-hidden="true">
      <rect x="22" y="8" width="14" height="52" rx="6" fill={color} />
      <rect x="22" y="48" width="58" height="14" rx="6" fill={color} />
      <rect x="26" y="60" width="8" height="34" rx="3" fill="#fff" opacity="0.85" />
      <rect x="68" y="60" width="8" height="34" rx="3" fill="#fff" opacity="0.85" />
      <rect x="22" y="8" width="14" height="10" rx="5" fill="#fff" opacity="0.35" />
    </svg>
  );
}

const ring = css`
  position: relative;
  width: var(--ring);
  height: var(--ring);
  flex: none;
`;
const spot = css`
  position: absolute;
  width: calc(var(--ring) * 0.16);
  height: calc(var(--ring) * 0.16);
  margin: calc(var(--ring) * -0.08);
`;
const walkers = css`
  position: absolute;
  inset: 0;
  &[data-spin='true'] {
    animation: gm139-orbit 6s linear infinite;
  }
  @keyframes gm139-orbit {
    to {
      transform: rotate(360deg);
    }
  }
`;
const walker = css`
  position: absolute;
  left: 50%;
  top: 50%;
  width: calc(var(--ring) * 0.075);
  height: calc(var(--ring) * 0.075);
  margin: calc(var(--ring) * -0.0375);
  border-radius: 50%;
  border: calc(var(--ring) * 0.012) solid #fff;
`;
const track = css`
  position: absolute;
  inset: 9%;
  border-radius: 50%;
  border: calc(var(--ring) * 0.006) dashed rgba(255, 255, 255, 0.35);
`;

/**
 * A ring of chairs, seats facing out, and walkers (team-coloured dots) going round it while
 * `spin`; a chair fewer than walkers, as in the game.
 */
export function ChairRing({ size, chairs = 7, walkerColors = [], spin = false }: { size: string; chairs?: number; walkerColors?: string[]; spin?: boolean }) {
  const n = Math.max(3, Math.min(12, chairs));
  const dots = walkerColors.slice(0, 12);
  return (
    <div className={ring} style={{ '--ring': size } as CSSProperties} aria-hidden="true">
      <div className={track} />
      {Array.from({ length: n }, (_, i) => {
        // Placed round the ring; each chair's back to the middle, its seat facing out.
        const a = (i / n) * 2 * Math.PI;
        const x = Math.sin(a);
        const style = { left: `${50 + 30 * x}%`, top: `${50 - 30 * Math.cos(a)}%`, transform: x < -0.01 ? 'scaleX(-1)' : undefined };
        return (
          <div key={i} className={spot} style={style}>
            <Chair size="100%" color={i % 2 ? colors.cyan : colors.accent} />
          </div>
        );
      })}
      <div className={walkers} data-spin={spin}>
        {dots.map((c, i) => {
          const a = (i / dots.length) * 360;
          return <div key={i} className={walker} style={{ background: c, transform: `rotate(${a}deg) translateY(calc(var(--ring) * -0.41))` }} />;
        })}
      </div>
    </div>
  );
}

const notes = css`
  position: relative;
  width: var(--notes);
  height: calc(var(--notes) * 0.5);
  span {
    position: absolute;
    bottom: 0;
    font-size: calc(var(--notes) * 0.22);
    line-height: 1;
    color: ${colors.accent};
    animation: gm139-float 1.8s ease-in infinite;
    opacity: 0;
  }
  &[data-still='true'] span {
    animation: none;
    opacity: 0.35;
    transform: translateY(calc(var(--notes) * -0.2)) rotate(-10deg);
  }
  @keyframes gm139-float {
    0% {
      opacity: 0;
      transform: translateY(0) rotate(-10deg);
    }
    20% {
      opacity: 1;
    }
    100% {
      opacity: 0;
      transform: translateY(calc(var(--notes) * -0.45)) rotate(12deg);
    }
  }
`;

/** Music notes floating up while the music plays, hanging still when it stops. */
export function Notes({ size, playing }: { size: string; playing: boolean }) {
  const glyphs = ['♪', '♫', '♪', '♬', '♫'];
  return (
    <div className={notes} style={{ '--notes': size } as CSSProperties} data-still={!playing} aria-hidden="true">
      {glyphs.map((g, i) => (
        <span key={i} style={{ left: `${8 + i * 19}%`, animationDelay: `${i * 0.36}s`, color: i % 2 ? colors.cyan : colors.accent }}>
          {g}
        </span>
      ))}
    </div>
  );
}

const feet = css`
  display: block;
  overflow: visible;
  /* The whole figure bobs (a composited transform): animating the legs inside the SVG would repaint every frame. */
  animation: gm139-step 0.5s ease-in-out infinite alternate;
  &[data-still='true'] {
    animation: none;
  }
  @keyframes gm139-step {
    from {
      transform: translateY(0) rotate(-3deg);
    }
    to {
      transform: translateY(-4%) rotate(3deg);
    }
  }
`;

/** A walker from the side, mid-stride and bobbing (or standing when `still`); the phone in a pocket or in both hands. */
export function Walker({ size, color = colors.noTeam, still = false, hands = false }: { size: string; color?: string; still?: boolean; hands?: boolean }) {
  return (
    <svg className={feet} style={{ width: size, height: size }} viewBox="0 0 100 100" data-still={still} aria-hidden="true">
      <circle cx="50" cy="16" r="11" fill="#ffd9b8" />
      <path d="M38 30h24l4 30H34z" fill={color} />
      <rect x="40" y="56" width="9" height="36" rx="4" fill="#3b2f6e" transform={still ? undefined : 'rotate(-14 44 58)'} />
      <rect x="51" y="56" width="9" height="36" rx="4" fill="#5a4a99" transform={still ? undefined : 'rotate(14 55 58)'} />
      {hands ? (
        <rect x="44" y="34" width="14" height="20" rx="3" fill="#222" stroke="#fff" strokeWidth="2" />
      ) : (
        <rect x="56" y="60" width="8" height="12" rx="2" fill="#222" stroke="#fff" strokeWidth="1.5" />
      )}
    </svg>
  );
}
