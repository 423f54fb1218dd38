import { css } from '@linaria/core';
import { colors, sizes } from '../../ui/tokens';

const svg = css`
  width: ${sizes.holdingFinger};
  height: auto;
`;
const shake = css`
  transform-origin: 100px 110px;
  animation: hp-wobble 2.4s ease-in-out infinite;
  @keyframes hp-wobble {
    0%,
    100% {
      transform: rotate(-2deg);
    }
    50% {
      transform: rotate(2deg);
    }
  }
`;

/** Two hands gripping a phone upright (§9 holding finger 70). */
export function HoldPhoneArt() {
  const skin = '#ffc9a3';
  const skinEdge = '#e0946a';
  return (
    <svg className={svg} viewBox="0 0 200 190" aria-hidden="true">
      <ellipse cx="100" cy="180" rx="62" ry="7" fill="rgba(0,0,0,0.25)" />
      <g className={shake}>
        <rect x="62" y="14" width="76" height="150" rx="14" fill={colors.bgDeep} stroke="#fff" strokeWidth="5" />
        <rect x="71" y="28" width="58" height="118" rx="6" fill={colors.noTeam} />
        <circle cx="100" cy="70" r="16" fill={colors.accent} />
        <path d="M92 70l6 6 11-12" fill="none" stroke={colors.ink} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="80" y="100" width="40" height="7" rx="3.5" fill="rgba(255,255,255,0.6)" />
        <rect x="86" y="114" width="28" height="7" rx="3.5" fill="rgba(255,255,255,0.35)" />
        {/* left hand */}
        <path
          d="M20 150c0-26 14-44 40-52l10 0c8 0 10 10 2 13l-8 3c4 2 6 8 0 11l-6 2c4 2 5 8-1 10l-6 2c3 3 2 8-3 9-12 4-22 8-28 12z"
          fill={skin}
          stroke={skinEdge}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        {/* right hand */}
        <path
          d="M180 150c0-26-14-44-40-52l-10 0c-8 0-10 10-2 13l8 3c-4 2-6 8 0 11l6 2c-4 2-5 8 1 10l6 2c-3 3-2 8 3 9 12 4 22 8 28 12z"
          fill={skin}
          stroke={skinEdge}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M58 92c2-8 4-14 10-16M142 92c-2-8-4-14-10-16" fill="none" stroke={skinEdge} strokeWidth="3" strokeLinecap="round" />
      </g>
    </svg>
  );
}
