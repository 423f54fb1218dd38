import type { ReactNode } from 'react';
import type { Item } from '../rules/types';

/**
 * The auction's own art, drawn here as inline SVG (original; nothing copied): the ten exhibits,
 * the bidding paddle, the auctioneer's gavel and a coin. Each draws in a 120 × 120 box.
 */
type ArtProps = { className?: string; title?: string };

function Svg({ className, title, children }: ArtProps & { children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 120 120" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      {children}
    </svg>
  );
}

const shine = '#ffffff';

const EXHIBITS: Record<Item, ReactNode> = {
  artbrush: (
    <g transform="rotate(-38 60 60)">
      <rect x="53" y="4" width="14" height="66" rx="7" fill="#b5653a" />
      <rect x="56" y="9" width="3.5" height="56" rx="1.75" fill="#e39a66" />
      <circle cx="60" cy="12" r="3" fill="#7a3f1e" />
      <rect x="51" y="68" width="18" height="15" rx="2.5" fill="#cfd3dc" />
      <rect x="51" y="73" width="18" height="3.5" fill="#8f96a5" />
      <path d="M51 82 Q47 100 60 116 Q73 100 69 82 Z" fill="#3b2a20" />
      <path d="M53.5 97 Q56 109 60 116 Q64 109 66.5 97 Q60 101 53.5 97 Z" fill="#e8455a" />
      <path d="M56 86 Q55 95 57 103" stroke="#6b5040" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </g>
  ),
  cup: (
    <g>
      <ellipse cx="58" cy="98" rx="46" ry="11" fill="#dfe6f3" />
      <ellipse cx="58" cy="96" rx="31" ry="6" fill="#c3cee2" />
      <path d="M88 56 q22 -3 18 15 q-3 13 -22 12" fill="none" stroke="#f5f7fb" strokeWidth="7" strokeLinecap="round" />
      <path d="M26 50 h64 q-2 40 -32 44 q-30 -4 -32 -44 z" fill="#f8fafd" />
      <path d="M31 66 q27 12 54 0" stroke="#4b7bd8" strokeWidth="4.5" fill="none" />
      <path d="M52 75 l6 -6 l6 6 l-6 6 z" fill="#4b7bd8" />
      <ellipse cx="58" cy="50" rx="32" ry="7.5" fill="#e3e8f1" />
      <ellipse cx="58" cy="51" rx="27" ry="5" fill="#9a6a44" />
      <path d="M46 40 q-6 -8 0 -16 q6 -8 0 -16" stroke={shine} opacity="0.55" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M64 38 q-5 -7 0 -14 q5 -7 0 -14" stroke={shine} opacity="0.4" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M34 58 q3 16 12 24" stroke={shine} strokeWidth="3" fill="none" strokeLinecap="round" opacity="0.9" />
    </g>
  ),
  honey: (
    <g>
      <g transform="rotate(28 90 40)">
        <rect x="87" y="4" width="6" height="52" rx="3" fill="#b5653a" />
        <ellipse cx="90" cy="60" rx="8" ry="10" fill="#c77d45" />
        <path d="M82 58 h16 M82 63 h16" stroke="#8e5128" strokeWidth="2" />
      </g>
      <rect x="24" y="40" width="62" height="68" rx="17" fill="#f2a516" />
      <rect x="31" y="50" width="8" height="46" rx="4" fill="#ffd774" opacity="0.85" />
      <path d="M22 33 q33 -16 66 0 l-4 11 q-29 -8 -58 0 z" fill="#e05a47" />
      <path d="M30 28 l4 8 M44 23 l2 9 M60 21 v9 M74 23 l-2 9" stroke="#b83a2c" strokeWidth="2" strokeLinecap="round" />
      <rect x="23" y="41" width="64" height="6" rx="3" fill="#7a4b1e" />
      <rect x="40" y="62" width="34" height="26" rx="5" fill="#fff3d6" />
      <path d="M57 67 l7 4 v8 l-7 4 l-7 -4 v-8 z" fill="#f2a516" />
      <path d="M76 47 q3 12 -1 17 q-5 -4 -3 -17 z" fill="#f2a516" />
    </g>
  ),
  sword: (
    <g transform="rotate(40 60 60)">
      <path d="M54.5 82 V20 L60 5 L65.5 20 V82 Z" fill="#e3e9f1" />
      <path d="M60 8 L65.5 20 V82 H60 Z" fill="#b9c3d1" />
      <rect x="59" y="22" width="2" height="56" fill="#8e99ab" />
      <rect x="38" y="81" width="44" height="9" rx="4.5" fill="#d4a017" />
      <circle cx="38" cy="85.5" r="5" fill="#e8c25a" />
      <circle cx="82" cy="85.5" r="5" fill="#e8c25a" />
      <rect x="54.5" y="90" width="11" height="20" rx="3" fill="#5b3a29" />
      <path d="M54.5 95 l11 4 M54.5 101 l11 4" stroke="#8a5a3c" strokeWidth="2.4" />
      <circle cx="60" cy="113" r="6.5" fill="#d4a017" />
      <circle cx="60" cy="113" r="2.6" fill="#e8455a" />
    </g>
  ),
  megaphone: (
    <g>
      <path d="M30 50 L86 24 L86 96 L30 70 Z" fill="#ff6b3d" />
      <path d="M30 50 L86 24 L86 40 L30 58 Z" fill="#ff9466" />
      <path d="M44 44 L50 41 L50 79 L44 76 Z" fill="#fff" opacity="0.85" />
      <ellipse cx="86" cy="60" rx="9" ry="36" fill="#ffd0bf" />
      <ellipse cx="87" cy="60" rx="5.5" ry="29" fill="#c94a24" />
      <rect x="16" y="48" width="16" height="24" rx="5" fill="#3d3a4a" />
      <rect x="46" y="68" width="11" height="28" rx="4.5" fill="#3d3a4a" />
      <path d="M101 42 q9 18 0 36" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
      <path d="M108 34 q14 26 0 52" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" opacity="0.6" />
    </g>
  ),
  perfume: (
    <g>
      <path d="M66 30 q22 -14 28 8" stroke="#3d3a4a" strokeWidth="2.5" fill="none" />
      <circle cx="95" cy="46" r="10" fill="#ff5fa2" />
      <path d="M95 56 v10 M91 57 l-3 9 M99 57 l3 9" stroke="#d4a017" strokeWidth="2" strokeLinecap="round" />
      <rect x="53" y="22" width="14" height="14" rx="2.5" fill="#e8c25a" />
      <rect x="49" y="34" width="22" height="14" rx="3" fill="#d4a017" />
      <path d="M26 62 q0 -16 16 -16 h36 q16 0 16 16 v30 q0 18 -18 18 h-32 q-18 0 -18 -18 z" fill="#f1b3e9" />
      <path d="M31 72 q0 -12 12 -12 h34 q12 0 12 12 v18 q0 14 -14 14 h-30 q-14 0 -14 -14 z" fill="#b84fb0" />
      <path d="M60 70 l4 8 l9 1 l-7 6 l2 9 l-8 -5 l-8 5 l2 -9 l-7 -6 l9 -1 z" fill="#ffd6f2" opacity="0.9" />
      <rect x="33" y="56" width="6" height="36" rx="3" fill="#fff" opacity="0.6" />
    </g>
  ),
  diary: (
    <g>
      <rect x="24" y="14" width="68" height="92" rx="7" fill="#7b3fa0" />
      <rect x="86" y="18" width="9" height="84" rx="2.5" fill="#f3ead8" />
      <path d="M88 24 v72 M91 24 v72" stroke="#d8ccb4" strokeWidth="1" />
      <rect x="24" y="14" width="13" height="92" rx="5" fill="#5c2b7a" />
      <rect x="46" y="32" width="34" height="22" rx="3.5" fill="#f3ead8" />
      <path d="M51 40 h24 M51 46 h16" stroke="#b7a98c" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M63 68 l3.5 7 l7.5 1 l-5.5 5 l1.5 7.5 l-7 -4 l-7 4 l1.5 -7.5 l-5.5 -5 l7.5 -1 z" fill="#e8c25a" />
      <rect x="80" y="56" width="22" height="16" rx="4.5" fill="#4a2060" />
      <circle cx="95" cy="64" r="5" fill="#d4a017" />
      <rect x="94" y="63" width="2" height="4" fill="#4a2060" />
      <path d="M66 104 v14 l5 -5 l5 5 v-14" fill="#e23b5a" />
    </g>
  ),
  lamp: (
    <g>
      <path d="M112 50 q5 -9 0 -17 q-7 8 0 17 z" fill="#ff8a3d" />
      <path d="M112 46 q2 -4 0 -8 q-3 4 0 8 z" fill="#ffd23f" />
      <path d="M26 70 q-20 -6 -12 -22 q9 -11 20 2" fill="none" stroke="#c58a16" strokeWidth="6.5" strokeLinecap="round" />
      <path d="M88 70 q16 -2 24 -18 q-2 15 -18 26 z" fill="#e0a82e" />
      <path d="M22 72 q8 -24 42 -24 q32 0 38 24 q-32 16 -80 0 z" fill="#e0a82e" />
      <path d="M36 64 q14 -9 32 -8" stroke="#fff3c4" strokeWidth="3.5" fill="none" strokeLinecap="round" />
      <ellipse cx="62" cy="49" rx="17" ry="5.5" fill="#c58a16" />
      <path d="M53 47 q9 -17 18 0 z" fill="#e0a82e" />
      <circle cx="62" cy="33" r="4.5" fill="#e0a82e" />
      <rect x="54" y="80" width="16" height="10" fill="#d79a22" />
      <ellipse cx="62" cy="92" rx="20" ry="6" fill="#c58a16" />
      <circle cx="46" cy="68" r="3" fill="#e23b5a" />
      <circle cx="62" cy="71" r="3" fill="#3fd0ff" />
      <circle cx="78" cy="68" r="3" fill="#2fbf71" />
    </g>
  ),
  wig: (
    <g>
      <path d="M42 108 q18 8 36 0 l-4 -20 h-28 z" fill="#8fa0c8" />
      <path d="M26 72 q0 -58 34 -58 q34 0 34 58 z" fill="#f4f1ea" />
      <path d="M40 74 q20 -26 40 0 v26 h-40 z" fill="#b7c3e0" />
      {[
        [28, 56],
        [24, 72],
        [26, 88],
        [92, 56],
        [96, 72],
        [94, 88],
        [40, 26],
        [60, 18],
        [80, 26],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="10" fill="#f4f1ea" />
          <circle cx={x} cy={y} r="5.5" fill="none" stroke="#d9d2c3" strokeWidth="2.2" />
        </g>
      ))}
      <path d="M60 100 l-9 8 l9 -2 l9 2 z" fill="#2b2b6b" />
      <circle cx="60" cy="102" r="3" fill="#2b2b6b" />
    </g>
  ),
  wine: (
    <g>
      <path d="M38 48 q0 -11 9 -15 v-18 h14 v18 q9 4 9 15 v58 q0 6 -6 6 h-20 q-6 0 -6 -6 z" fill="#2f5d3a" />
      <rect x="46" y="9" width="16" height="14" rx="2.5" fill="#8e1b3a" />
      <rect x="41" y="64" width="26" height="28" rx="3" fill="#f3ead8" />
      <circle cx="50" cy="74" r="3" fill="#7b3fa0" />
      <circle cx="56" cy="74" r="3" fill="#7b3fa0" />
      <circle cx="53" cy="79" r="3" fill="#7b3fa0" />
      <path d="M46 86 h16" stroke="#b7a98c" strokeWidth="2" strokeLinecap="round" />
      <rect x="42" y="42" width="5" height="58" rx="2.5" fill="#fff" opacity="0.25" />
      <path d="M78 54 h28 q0 24 -14 26 q-14 -2 -14 -26 z" fill="#ffffff" opacity="0.3" />
      <path d="M80 63 h24 q-2 15 -12 16 q-10 -1 -12 -16 z" fill="#8e1b3a" />
      <rect x="91" y="80" width="2.5" height="22" fill="#fff" opacity="0.6" />
      <ellipse cx="92" cy="104" rx="10" ry="3" fill="#fff" opacity="0.6" />
    </g>
  ),
};

export function ExhibitArt({ item, className, title }: ArtProps & { item: Item }) {
  return (
    <Svg className={className} title={title}>
      {EXHIBITS[item]}
    </Svg>
  );
}

/** A bidding paddle held up, in the team's colour, with a number on it. */
export function Paddle({ className, color, label }: ArtProps & { color: string; label?: string }) {
  return (
    <Svg className={className}>
      <rect x="54" y="66" width="12" height="50" rx="6" fill="#b5653a" />
      <rect x="57" y="70" width="3" height="42" rx="1.5" fill="#e39a66" />
      <ellipse cx="60" cy="40" rx="38" ry="34" fill={color} />
      <ellipse cx="60" cy="40" rx="30" ry="26" fill="#fff" />
      <text x="60" y="50" textAnchor="middle" fontFamily="Fredoka, 'Arial Rounded MT Bold', sans-serif" fontWeight="700" fontSize="28" fill="#221a3d">
        {label ?? '127'}
      </text>
    </Svg>
  );
}

/** The auctioneer's gavel over its block. */
export function Gavel({ className }: ArtProps) {
  return (
    <Svg className={className}>
      <ellipse cx="60" cy="104" rx="40" ry="9" fill="#6b3f22" />
      <rect x="20" y="92" width="80" height="12" rx="6" fill="#8a5a3c" />
      <g transform="rotate(-35 60 55)">
        <rect x="56" y="44" width="8" height="66" rx="4" fill="#b5653a" />
        <rect x="34" y="22" width="52" height="26" rx="8" fill="#8a5a3c" />
        <rect x="34" y="28" width="52" height="5" fill="#d4a017" />
        <rect x="34" y="38" width="52" height="5" fill="#d4a017" />
        <rect x="38" y="24" width="18" height="4" rx="2" fill="#c98d62" />
      </g>
    </Svg>
  );
}

/** A gold coin with a star. */
export function Coin({ className }: ArtProps) {
  return (
    <Svg className={className}>
      <circle cx="60" cy="62" r="50" fill="#c79a00" />
      <circle cx="60" cy="58" r="50" fill="#ffd23f" />
      <circle cx="60" cy="58" r="38" fill="none" stroke="#e8b400" strokeWidth="6" />
      <path d="M60 30 l8 17 l18 2 l-14 12 l4 18 l-16 -9 l-16 9 l4 -18 l-14 -12 l18 -2 z" fill="#e8b400" />
      <path d="M30 36 q12 -16 32 -18" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" opacity="0.7" />
    </Svg>
  );
}

/** A red stamp over a fake. */
export function FakeStamp({ className, label }: ArtProps & { label: string }) {
  return (
    <svg className={className} viewBox="0 0 160 60" aria-hidden="true">
      <g transform="rotate(-12 80 30)">
        <rect x="6" y="8" width="148" height="44" rx="8" fill="none" stroke="#ff3b3b" strokeWidth="5" />
        <text x="80" y="42" textAnchor="middle" fontFamily="Fredoka, 'Arial Rounded MT Bold', sans-serif" fontWeight="800" fontSize="28" fill="#ff3b3b">
          {label}
        </text>
      </g>
    </svg>
  );
}
