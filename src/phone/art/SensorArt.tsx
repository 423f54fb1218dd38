import { css } from '@linaria/core';
import { colors, vw } from '../../ui/tokens';

const svg = css`
  width: ${vw(50)};
  height: auto;
  overflow: visible;
`;
const tilt = css`
  transform-origin: 60px 60px;
  animation: sa-tilt 1.3s ease-in-out infinite;
  @keyframes sa-tilt {
    0%,
    100% {
      transform: rotate(-14deg);
    }
    50% {
      transform: rotate(14deg);
    }
  }
`;
const wave = css`
  animation: sa-wave 1.3s ease-out infinite;
  @keyframes sa-wave {
    from {
      opacity: 0.9;
    }
    to {
      opacity: 0;
      transform: scale(1.3);
    }
  }
  transform-origin: 60px 60px;
`;

/** A phone rocking, with motion waves: the sensor check. `state` tints it. */
export function SensorArt({ state }: { state: 'ask' | 'measure' | 'ok' | 'bad' }) {
  const screenColor = state === 'ok' ? colors.left : state === 'bad' ? colors.danger : colors.noTeam;
  return (
    <svg className={svg} viewBox="0 0 120 120" aria-hidden="true">
      {state === 'measure' && (
        <g className={wave} fill="none" stroke={colors.cyan} strokeWidth="3.5" strokeLinecap="round">
          <path d="M18 40a50 50 0 000 40M102 40a50 50 0 010 40" />
          <path d="M8 30a64 64 0 000 60M112 30a64 64 0 010 60" opacity="0.6" />
        </g>
      )}
      <g className={state === 'measure' || state === 'ask' ? tilt : undefined}>
        <rect x="36" y="10" width="48" height="100" rx="10" fill={colors.bgDeep} stroke="#fff" strokeWidth="4.5" />
        <rect x="43" y="22" width="34" height="74" rx="4" fill={screenColor} />
        {state === 'ok' && <path d="M50 58l8 8 14-16" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />}
        {state === 'bad' && <path d="M52 48l16 20M68 48L52 68" stroke="#fff" strokeWidth="5" strokeLinecap="round" />}
        {(state === 'ask' || state === 'measure') && (
          <path d="M47 62h6l4-10 6 20 4-10h6" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        )}
      </g>
    </svg>
  );
}
