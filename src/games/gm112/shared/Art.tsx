import type { CSSProperties } from 'react';

/** A four-pointed throwing star with a hole in the middle and a glint: drawn here, original. */
export function Shuriken({ size = '100%', color, style, className }: { size?: string; color?: string; style?: CSSProperties; className?: string }) {
  return (
    <svg viewBox="-50 -50 100 100" width={size} height={size} style={style} className={className} aria-hidden="true">
      <ShurikenGlyph color={color} />
    </svg>
  );
}

/** The star's shapes in a −50…50 box, to place inside another drawing. */
export function ShurikenGlyph({ color = '#d9dfee' }: { color?: string }) {
  return (
    <g>
      <g stroke="#2b2f45" strokeWidth="3" strokeLinejoin="round">
        <path d="M0 -47 L9 -9 L47 0 L9 9 L0 47 L-9 9 L-47 0 L-9 -9 Z" fill={color} transform="rotate(12)" />
        <path d="M0 -47 L9 -9 L0 0 Z M47 0 L9 9 L0 0 Z M0 47 L-9 9 L0 0 Z M-47 0 L-9 -9 L0 0 Z" fill="rgba(0,0,0,0.18)" stroke="none" transform="rotate(12)" />
        <circle r="8" fill="#1b1530" />
      </g>
      <path d="M-20 -30 L-6 -12" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity="0.7" />
    </g>
  );
}

export type Pose = 'guard' | 'left' | 'right';

/**
 * The swordsman, seen from behind (so their left is on the left of the picture), a headband in the
 * team's colour, the sword up in guard or swept to a side.
 */
export function Swordsman({ pose = 'guard', color, size = '100%', className }: { pose?: Pose; color: string; size?: string; className?: string }) {
  return (
    <svg viewBox="0 0 120 140" width={size} className={className} aria-hidden="true" data-pose={pose}>
      <SwordsmanFigure pose={pose} color={color} />
    </svg>
  );
}

/** The swordsman's shapes in a 120 × 140 box, to place inside another drawing. */
export function SwordsmanFigure({ pose = 'guard', color }: { pose?: Pose; color: string }) {
  const blade = pose === 'guard' ? 0 : pose === 'left' ? -62 : 62;
  return (
    <g>
      <ellipse cx="60" cy="134" rx="34" ry="5" fill="rgba(0,0,0,0.3)" />
      {/* legs in a wide stance, hakama */}
      <path d="M38 132 L50 92 L70 92 L82 132 L66 132 L60 104 L54 132 Z" fill="#2c2c54" />
      {/* body */}
      <path d="M42 96 Q40 62 60 58 Q80 62 78 96 Z" fill="#3f3f7a" />
      <path d="M44 80 L76 80" stroke="#23234a" strokeWidth="5" />
      {/* head from behind, topknot and headband */}
      <circle cx="60" cy="44" r="14" fill="#2b1d14" />
      <circle cx="60" cy="28" r="5" fill="#2b1d14" />
      <path d="M46 44 Q60 38 74 44" stroke={color} strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M73 43 L84 38 M73 45 L83 49" stroke={color} strokeWidth="3.5" strokeLinecap="round" />
      {/* arms and sword, turning about the hands */}
      <g transform={`rotate(${blade} 60 74)`} style={{ transition: 'transform 120ms ease-out' }}>
        <path d="M46 70 Q52 74 60 74 Q68 74 74 70" stroke="#f1c9a5" strokeWidth="7" fill="none" strokeLinecap="round" />
        <rect x="57" y="62" width="6" height="14" rx="2" fill="#7a3b1d" />
        <rect x="52" y="60" width="16" height="4" rx="2" fill="#c9a24a" />
        <path d="M57.5 60 L58 6 Q60 0 62 6 L62.5 60 Z" fill="#e8edf7" stroke="#9aa4bd" strokeWidth="1.2" />
        <path d="M60 56 L60 10" stroke="#fff" strokeWidth="1" opacity="0.8" />
      </g>
      {pose !== 'guard' && (
        <path
          d={pose === 'left' ? 'M70 10 Q30 10 10 50' : 'M50 10 Q90 10 110 50'}
          stroke="#fff"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          opacity="0.75"
          strokeDasharray="4 6"
        />
      )}
    </g>
  );
}

/**
 * Where to stand: the swordsman from behind in the middle, the two sides as fields either side,
 * the chosen one lit in the team's colour.
 */
export function SideMap({ side, color, className }: { side: 'left' | 'right' | null; color: string; className?: string }) {
  const field = (s: 'left' | 'right') => (side === s ? color : 'rgba(255,255,255,0.08)');
  return (
    <svg viewBox="0 0 240 120" width="100%" className={className} aria-hidden="true">
      <rect x="4" y="8" width="92" height="104" rx="14" fill={field('left')} opacity={side === 'left' ? 0.85 : 1} />
      <rect x="144" y="8" width="92" height="104" rx="14" fill={field('right')} opacity={side === 'right' ? 0.85 : 1} />
      <g transform="translate(92 10) scale(0.48)">
        <SwordsmanFigure color={color} />
      </g>
      {(['left', 'right'] as const).map((s) => (
        <g key={s} transform={`translate(${s === 'left' ? 50 : 190} 60)`} opacity={side === s ? 1 : 0.45}>
          <g transform={`rotate(${s === 'left' ? -90 : 90})`}>
            <path d="M0 -20 L0 14 M-9 5 L0 14 L9 5" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </g>
          <g transform="translate(0 -34) scale(0.16)">
            <ShurikenGlyph />
          </g>
        </g>
      ))}
    </svg>
  );
}
