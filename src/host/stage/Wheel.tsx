import { css } from '@linaria/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../protocol/enums';
import { colors } from '../../ui/tokens';
import { gameColor, gameNumber } from '../ui/gameArt';
import { useWheelSpin } from './useWheelSpin';

const box = css`
  position: relative;
  width: var(--d, 34vw);
  height: var(--d, 34vw);
  flex: none;
`;
const disc = css`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  will-change: transform;
  box-shadow:
    0 0 0 0.8vw ${colors.accent},
    0 0 0 1.3vw #1b1530,
    0 1.5vw 4vw rgba(0, 0, 0, 0.6);
  svg {
    width: 100%;
    height: 100%;
    display: block;
  }
`;
const pointer = css`
  position: absolute;
  left: 50%;
  top: -2.4vw;
  transform: translateX(-50%);
  width: 0;
  height: 0;
  z-index: 2;
  border-left: 1.8vw solid transparent;
  border-right: 1.8vw solid transparent;
  border-top: 3.6vw solid #fff;
  filter: drop-shadow(0 0.4vw 0 rgba(0, 0, 0, 0.45));
`;
const hub = css`
  position: absolute;
  left: 50%;
  top: 50%;
  width: 7vw;
  height: 7vw;
  transform: translate(-50%, -50%);
  border-radius: 50%;
  z-index: 1;
  background: radial-gradient(circle at 35% 30%, #fff7c2, ${colors.accent} 55%, #c98f00);
  box-shadow: 0 0.4vw 1vw rgba(0, 0, 0, 0.5);
`;
const bulbs = css`
  position: absolute;
  inset: -1.05vw;
  border-radius: 50%;
  pointer-events: none;
  background: repeating-conic-gradient(#fff 0 2deg, transparent 2deg 15deg);
  mask: radial-gradient(circle, transparent calc(50% - 0.5vw), #000 calc(50% - 0.5vw));
  animation: bulbs 0.8s steps(2) infinite;
  opacity: 0.85;
  @keyframes bulbs {
    50% {
      transform: rotate(7.5deg);
    }
  }
`;

function arc(i: number, n: number): string {
  const a0 = (i / n) * 2 * Math.PI - Math.PI / 2;
  const a1 = ((i + 1) / n) * 2 * Math.PI - Math.PI / 2;
  const large = 1 / n > 0.5 ? 1 : 0;
  return `M50 50 L${50 + 50 * Math.cos(a0)} ${50 + 50 * Math.sin(a0)} A50 50 0 ${large} 1 ${50 + 50 * Math.cos(a1)} ${50 + 50 * Math.sin(a1)}Z`;
}

/** The game-show wheel: equal segments (the server stops on a candidate uniformly). */
export function Wheel({
  segments,
  land,
  spinning,
  onTick,
  onStop,
}: {
  segments: GameId[];
  land: number | null;
  spinning: boolean;
  onTick: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation('Host');
  const ref = useRef<HTMLDivElement>(null);
  const n = segments.length;
  useWheelSpin(ref, n, land, spinning, onTick, onStop);
  return (
    <div className={box} data-testid="wheel">
      <div className={pointer} />
      <div className={bulbs} />
      <div className={disc} ref={ref}>
        <svg viewBox="0 0 100 100">
          {segments.map((id, i) => (
            <g key={i}>
              <path d={n === 1 ? 'M50 0A50 50 0 1 1 49.99 0Z' : arc(i, n)} fill={gameColor(id)} stroke="#1b1530" strokeWidth="0.6" />
              {i % 2 === 1 && <path d={arc(i, n)} fill="#fff" opacity="0.28" />}
              <g transform={`rotate(${((i + 0.5) / n) * 360} 50 50)`}>
                <text x="50" y="14" textAnchor="middle" fontSize="7" fontWeight="900" fill="#1b1530">
                  {gameNumber(id)}
                </text>
                <text x="50" y="21" textAnchor="middle" fontSize="3.2" fontWeight="800" fill="#1b1530">
                  {t(`Game_${id}_Short_00`)}
                </text>
              </g>
            </g>
          ))}
        </svg>
      </div>
      <div className={hub} />
    </div>
  );
}
