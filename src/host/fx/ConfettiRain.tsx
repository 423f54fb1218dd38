import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { colors, layers } from '../../ui/tokens';

const rain = css`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  z-index: ${layers.common};
  i {
    position: absolute;
    top: -3vw;
    width: 0.9vw;
    height: 1.6vw;
    border-radius: 0.2vw;
    background: var(--c);
    left: var(--x);
    animation: confetti-fall var(--d) linear var(--delay) infinite;
  }
  @keyframes confetti-fall {
    from {
      transform: translateY(0) rotate(0deg);
    }
    to {
      transform: translateY(62vw) rotate(var(--r));
    }
  }
`;
const PALETTE = [colors.left, colors.right, colors.noTeam, colors.accent, '#ffffff', '#4dd0ff'];

/** Falling confetti for winners; positions are fixed per piece so React renders it once. */
export function ConfettiRain({ pieces = 70 }: { pieces?: number }) {
  return (
    <div className={rain} aria-hidden="true">
      {Array.from({ length: pieces }, (_, i) => {
        const style = {
          '--x': `${(i * 37.7) % 100}%`,
          '--c': PALETTE[i % PALETTE.length],
          '--d': `${3 + ((i * 7) % 13) / 5}s`,
          '--delay': `${-((i * 11) % 40) / 10}s`,
          '--r': `${(i % 2 ? 1 : -1) * (360 + ((i * 53) % 540))}deg`,
        } as CSSProperties;
        return <i key={i} style={style} />;
      })}
    </div>
  );
}
