import type { Meaning, Pattern } from '../rules/types';

/** The quiz's own red and blue (not the teams' green and pink), for the A / B buttons. */
export const QUIZ_COLORS = { red: '#ff4d5e', redDeep: '#b8243a', blue: '#3a8bff', blueDeep: '#1d56b8', paper: '#fff8ec', paperDeep: '#d9c9a8', ink: '#221a3d' };

/** A button's symbol: ✓ (check), ✗ (ballot), ○ (circle), × (cross), or the letters A and B. */
export type MarkName = 'check' | 'ballot' | 'circle' | 'cross' | 'A' | 'B';
export type Face = { mark: MarkName; tone: 'paper' | 'red' | 'blue'; meaning: Meaning };

/**
 * How each SPEC.md pattern draws a phone's two buttons, first then second. Mark questions draw both
 * buttons alike (paper), so only the symbol and its place say what a button means; choice questions
 * swap red and blue between A and B.
 */
export function facesOf(pattern: Pattern): [Face, Face] {
  switch (pattern) {
    case 'vx':
      return [
        { mark: 'check', tone: 'paper', meaning: 'yes' },
        { mark: 'ballot', tone: 'paper', meaning: 'no' },
      ];
    case 'xv':
      return [
        { mark: 'ballot', tone: 'paper', meaning: 'no' },
        { mark: 'check', tone: 'paper', meaning: 'yes' },
      ];
    case 'ox':
      return [
        { mark: 'circle', tone: 'paper', meaning: 'yes' },
        { mark: 'cross', tone: 'paper', meaning: 'no' },
      ];
    case 'xo':
      return [
        { mark: 'cross', tone: 'paper', meaning: 'no' },
        { mark: 'circle', tone: 'paper', meaning: 'yes' },
      ];
    case 'rAbB':
      return [
        { mark: 'A', tone: 'red', meaning: 'A' },
        { mark: 'B', tone: 'blue', meaning: 'B' },
      ];
    case 'bArB':
      return [
        { mark: 'A', tone: 'blue', meaning: 'A' },
        { mark: 'B', tone: 'red', meaning: 'B' },
      ];
  }
}

/** A symbol drawn in a 100×100 box in `color` (original strokes, no font glyphs). */
export function MarkIcon({ mark, color = QUIZ_COLORS.ink, className }: { mark: MarkName; color?: string; className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" data-mark={mark}>
      {mark === 'check' && <path d="M18 54 L40 76 L84 24" fill="none" stroke={color} strokeWidth="14" strokeLinecap="round" strokeLinejoin="round" />}
      {mark === 'ballot' && (
        <g fill="none" stroke={color} strokeLinecap="round" strokeLinejoin="round">
          {/* A hand-drawn ballot cross: one long bowed stroke with a flick, one short straight one (× is the clean one). */}
          <path d="M16 26 Q44 40 84 86" strokeWidth="14" />
          <path d="M70 16 Q50 50 30 84 L22 78" strokeWidth="11" />
        </g>
      )}
      {mark === 'circle' && <circle cx="50" cy="50" r="32" fill="none" stroke={color} strokeWidth="13" />}
      {mark === 'cross' && (
        <g stroke={color} strokeWidth="13" strokeLinecap="round">
          <path d="M22 22 L78 78" />
          <path d="M78 22 L22 78" />
        </g>
      )}
      {(mark === 'A' || mark === 'B') && (
        <g fill="none" stroke={color} strokeWidth="12" strokeLinecap="round" strokeLinejoin="round">
          {mark === 'A' ? (
            <>
              <path d="M24 86 L50 14 L76 86" />
              <path d="M34 60 L66 60" />
            </>
          ) : (
            <path d="M30 14 L30 86 L56 86 Q78 86 78 66 Q78 48 56 48 L30 48 M30 14 L52 14 Q72 14 72 31 Q72 48 52 48" />
          )}
        </g>
      )}
    </svg>
  );
}

/** The quiz show's buzzer, our mascot: a round dome on a stand, a question mark floating over it. */
export function BuzzerArt({ className, lit = false }: { className?: string; lit?: boolean }) {
  return (
    <svg viewBox="0 0 200 180" className={className} aria-hidden="true">
      <defs>
        <radialGradient id="gm105-dome" cx="40%" cy="30%" r="75%">
          <stop offset="0" stopColor={lit ? '#fff3a0' : '#ff8a96'} />
          <stop offset="0.55" stopColor={lit ? '#ffd23f' : QUIZ_COLORS.red} />
          <stop offset="1" stopColor={lit ? '#c79a00' : QUIZ_COLORS.redDeep} />
        </radialGradient>
      </defs>
      {lit && (
        <g stroke="#ffd23f" strokeWidth="6" strokeLinecap="round" opacity="0.85">
          <path d="M30 84 L12 76" />
          <path d="M170 84 L188 76" />
          <path d="M46 60 L34 44" />
          <path d="M154 60 L166 44" />
        </g>
      )}
      {/* The question mark in its bubble. */}
      <g transform="translate(100 34)">
        <ellipse cx="0" cy="0" rx="30" ry="26" fill="#fff8ec" />
        <path d="M-6 20 L-14 34 L4 22 Z" fill="#fff8ec" />
        <path d="M-9 -7 Q-9 -16 0 -16 Q10 -16 10 -7 Q10 -1 3 3 Q0 5 0 10" fill="none" stroke={QUIZ_COLORS.blue} strokeWidth="6" strokeLinecap="round" />
        <circle cx="0" cy="17" r="3.6" fill={QUIZ_COLORS.blue} />
      </g>
      {/* Stand, collar and dome. */}
      <ellipse cx="100" cy="162" rx="74" ry="12" fill="rgba(0,0,0,0.25)" />
      <path d="M34 128 Q34 150 100 156 Q166 150 166 128 L166 118 L34 118 Z" fill="#3a2f63" />
      <ellipse cx="100" cy="118" rx="66" ry="16" fill="#5a4a92" />
      <path d="M46 118 Q46 66 100 64 Q154 66 154 118 Z" fill="url(#gm105-dome)" />
      <ellipse cx="100" cy="118" rx="54" ry="10" fill={lit ? '#c79a00' : QUIZ_COLORS.redDeep} opacity="0.55" />
      <path d="M70 90 Q76 76 92 72" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" opacity="0.6" />
    </svg>
  );
}

/** A pencil over a card: the edit mode's art. */
export function WriteArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 150" className={className} aria-hidden="true">
      <rect x="26" y="22" width="130" height="104" rx="12" fill="#fff8ec" transform="rotate(-5 91 74)" />
      <g transform="rotate(-5 91 74)" stroke="#c9c1e6" strokeWidth="5" strokeLinecap="round">
        <path d="M46 56 L132 56" />
        <path d="M46 78 L120 78" />
        <path d="M46 100 L100 100" />
      </g>
      <g transform="translate(150 36) rotate(35)">
        <rect x="-10" y="0" width="20" height="86" rx="3" fill="#ffd23f" />
        <rect x="-10" y="0" width="20" height="14" rx="3" fill="#ff8aa0" />
        <rect x="-10" y="12" width="20" height="6" fill="#c9c1e6" />
        <path d="M-10 86 L0 108 L10 86 Z" fill="#f3d2a2" />
        <path d="M-3.5 100 L0 108 L3.5 100 Z" fill="#221a3d" />
      </g>
    </svg>
  );
}
