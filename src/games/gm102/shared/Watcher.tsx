import { css } from '@linaria/core';
import type { Pose } from '../rules/types';

const box = css`
  position: relative;
  width: var(--owl, 30vw);
  aspect-ratio: 100 / 120;
  perspective: calc(var(--owl, 30vw) * 4);
`;
const turner = css`
  position: absolute;
  inset: 0;
  transform-style: preserve-3d;
  transition: transform 0.28s cubic-bezier(0.3, 1.4, 0.5, 1);
  transform: rotateY(0deg);
  &[data-pose='away'] {
    transform: rotateY(180deg);
  }
  /* A fake half-turn: round far enough to glimpse the runners (its eyes show), then back. */
  &[data-pose='peek'] {
    transform: rotateY(62deg);
    transition-duration: 0.18s;
  }
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    backface-visibility: hidden;
  }
  svg + svg {
    transform: rotateY(180deg);
  }
`;

/**
 * The watcher: a big owl at the finish line (our own art). Facing the runners in a stay, its back
 * to them in a run, and now and then a fake half-turn (`peek`). The turn is a CSS 3D flip of two
 * faces, so a pose change is one attribute.
 */
export function Watcher({ pose, className }: { pose: Pose; className?: string }) {
  return (
    <div className={className ? `${box} ${className}` : box} data-testid="watcher" data-pose={pose} aria-hidden="true">
      <div className={turner} data-pose={pose}>
        <svg viewBox="0 0 100 120">
          <path d="M22 30 L18 6 L36 22 Z M78 30 L82 6 L64 22 Z" fill="#8a5a2b" />
          <ellipse cx="50" cy="68" rx="38" ry="48" fill="#b07a3f" />
          <ellipse cx="50" cy="84" rx="24" ry="28" fill="#f1d9b0" />
          <path d="M40 78 q5 4 10 0 q5 4 10 0 M38 90 q6 4 12 0 q6 4 12 0" stroke="#c9a474" strokeWidth="2.2" fill="none" />
          <circle cx="33" cy="44" r="15" fill="#fff8ec" />
          <circle cx="67" cy="44" r="15" fill="#fff8ec" />
          <circle cx="33" cy="45" r="8" fill="#221a3d" />
          <circle cx="67" cy="45" r="8" fill="#221a3d" />
          <circle cx="36" cy="42" r="2.6" fill="#fff" />
          <circle cx="70" cy="42" r="2.6" fill="#fff" />
          <path d="M45 56 L55 56 L50 66 Z" fill="#ff8a3d" />
          <path d="M14 70 q-8 24 10 40 M86 70 q8 24 -10 40" stroke="#8a5a2b" strokeWidth="6" fill="none" strokeLinecap="round" />
        </svg>
        <svg viewBox="0 0 100 120">
          <path d="M22 30 L18 6 L36 22 Z M78 30 L82 6 L64 22 Z" fill="#6e4520" />
          <ellipse cx="50" cy="68" rx="38" ry="48" fill="#8a5a2b" />
          <path
            d="M30 50 q5 6 10 0 q5 6 10 0 q5 6 10 0 q5 6 10 0 M26 68 q6 6 12 0 q6 6 12 0 q6 6 12 0 q6 6 12 0 M30 86 q5 6 10 0 q5 6 10 0 q5 6 10 0 q5 6 10 0"
            stroke="#6e4520"
            strokeWidth="3"
            fill="none"
          />
          <path d="M40 108 L50 120 L60 108 Z" fill="#6e4520" />
        </svg>
      </div>
    </div>
  );
}
