import { css } from '@linaria/core';
import { colors, vw } from '../../ui/tokens';

/*
 * Drawn as layers of one 200 × 170 picture, each animated as a whole with transform or opacity on
 * its own compositor layer: an animation inside an SVG (a <g>'s transform or opacity) is redrawn,
 * and its SVG laid out again, on the main thread every frame, which at a low-end phone's speed
 * took the idle "eyes on the big screen" screen past its frames (npm run bench: the lobby).
 */
const art = css`
  position: relative;
  width: ${vw(72)};
  aspect-ratio: 200 / 170;
  & > div,
  & > div > div {
    position: absolute;
    inset: 0;
  }
  svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
`;
const float = css`
  will-change: transform;
  animation: bs-float 2.2s ease-in-out infinite;
  @keyframes bs-float {
    50% {
      transform: translateY(-2.35%);
    }
  }
`;
const glow = css`
  will-change: opacity;
  animation: bs-glow 1.6s ease-in-out infinite;
  @keyframes bs-glow {
    50% {
      opacity: 0.45;
    }
  }
`;
const pupils = css`
  will-change: transform;
  transform: translate(0, -1.76%);
  animation: bs-look 3s ease-in-out infinite;
  @keyframes bs-look {
    0%,
    100% {
      transform: translate(0, -1.76%);
    }
    50% {
      transform: translate(1%, -3.53%);
    }
  }
`;

const VIEW = '0 0 200 170';

/** A big screen with the two team mascots on it, and a pair of eyes below looking up at it. */
export function BigScreenArt() {
  return (
    <div className={art} aria-hidden="true">
      <div className={float}>
        <svg viewBox={VIEW}>
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
        </svg>
        <div className={glow}>
          <svg viewBox={VIEW}>
            <path d="M10 20l-8-6M8 56H-2M10 90l-8 6M190 20l8-6M192 56h10M190 90l8 6" stroke={colors.accent} strokeWidth="4" strokeLinecap="round" />
          </svg>
        </div>
      </div>
      <div>
        <svg viewBox={VIEW}>
          <ellipse cx="78" cy="150" rx="19" ry="17" fill="#fff" stroke={colors.ink} strokeWidth="3" />
          <ellipse cx="122" cy="150" rx="19" ry="17" fill="#fff" stroke={colors.ink} strokeWidth="3" />
        </svg>
      </div>
      <div className={pupils}>
        <svg viewBox={VIEW}>
          <circle cx="78" cy="147" r="8" fill={colors.ink} />
          <circle cx="122" cy="147" r="8" fill={colors.ink} />
          <circle cx="81" cy="144" r="2.6" fill="#fff" />
          <circle cx="125" cy="144" r="2.6" fill="#fff" />
        </svg>
      </div>
    </div>
  );
}
