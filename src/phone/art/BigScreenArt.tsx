import { css } from '@linaria/core';
import { colors, vw } from '../../ui/tokens';

const svg = css`
  width: ${vw(72)};
  height: auto;
  overflow: visible;
`;
const glow = css`
  animation: bs-glow 1.6s ease-in-out infinite;
  @keyframes bs-glow {
    50% {
      opacity: 0.45;
    }
  }
`;
const pupils = css`
  animation: bs-look 3s ease-in-out infinite;
  @keyframes bs-look {
    0%,
    100% {
      transform: translate(0, -3px);
    }
    50% {
      transform: translate(2px, -6px);
    }
  }
`;
const float = css`
  animation: bs-float 2.2s ease-in-out infinite;
  @keyframes bs-float {
    50% {
      transform: translateY(-4px);
    }
  }
`;

/** A big screen with the two team mascots on it, and a pair of eyes below looking up at it. */
export function BigScreenArt() {
  return (
    <svg className={svg} viewBox="0 0 200 170" aria-hidden="true">
      <g className={float}>
        <rect x="20" y="8" width="160" height="96" rx="12" fill={colors.bgDeep} stroke="#fff" strokeWidth="5" />
        <rect x="30" y="18" width="140" height="76" rx="6" fill="url(#bs-screen)" />
        <defs>
          <linearGradient id="bs-screen" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={colors.noTeam} />
            <stop offset="1" stopColor={colors.cyanDeep} />
          </linearGradient>
        </defs>
        <circle cx="72" cy="62" r="18" fill={colors.left} stroke="#fff" strokeWidth="3" />
        <circle cx="128" cy="62" r="18" fill={colors.right} stroke="#fff" strokeWidth="3" />
        <circle cx="66" cy="58" r="3" fill="#fff" />
        <circle cx="78" cy="58" r="3" fill="#fff" />
        <circle cx="122" cy="58" r="3" fill="#fff" />
        <circle cx="134" cy="58" r="3" fill="#fff" />
        <path d="M67 68q5 5 10 0M123 68q5 5 10 0" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" />
        <path d="M100 28l3.5 7 7.5 1-5.5 5 1.4 7.5L100 45l-6.9 3.5 1.4-7.5-5.5-5 7.5-1z" fill={colors.accent} />
        <path d="M86 112h28l6 10H80z" fill="#fff" />
        <g className={glow} stroke={colors.accent} strokeWidth="4" strokeLinecap="round">
          <path d="M10 20l-8-6M8 56H-2M10 90l-8 6M190 20l8-6M192 56h10M190 90l8 6" />
        </g>
      </g>
      <g transform="translate(0 4)">
        <ellipse cx="78" cy="146" rx="19" ry="17" fill="#fff" stroke={colors.ink} strokeWidth="3" />
        <ellipse cx="122" cy="146" rx="19" ry="17" fill="#fff" stroke={colors.ink} strokeWidth="3" />
        <g className={pupils}>
          <circle cx="78" cy="143" r="8" fill={colors.ink} />
          <circle cx="122" cy="143" r="8" fill={colors.ink} />
          <circle cx="81" cy="140" r="2.6" fill="#fff" />
          <circle cx="125" cy="140" r="2.6" fill="#fff" />
        </g>
      </g>
    </svg>
  );
}
