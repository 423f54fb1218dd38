import type { ReactNode } from 'react';
import type { Prize, SoundItem } from './items';

/**
 * Bingo's own art, drawn in code (SVG): the caller's ball, the ten soundboard items, the prize box
 * and its six prizes. Original shapes; nothing traced or sampled.
 */

type SvgProps = { className?: string };

/** A bingo ball with its number; a "?" while the roulette spins. */
export function Ball({ n, className, color = '#ffd23f', spin }: SvgProps & { n: number | null; color?: string; spin?: boolean }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" data-spin={spin}>
      <defs>
        <radialGradient id="gm135-ball" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#fff" stopOpacity="0.9" />
          <stop offset="0.35" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="50" cy="50" r="47" fill={color} />
      <circle cx="50" cy="50" r="30" fill="#fff8ec" />
      <text
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Fredoka, sans-serif"
        fontWeight="700"
        fontSize={n !== null && n >= 10 ? 30 : 36}
        fill="#221a3d"
      >
        {n === null ? '?' : n}
      </text>
      <circle cx="50" cy="50" r="47" fill="url(#gm135-ball)" />
    </svg>
  );
}

const ICONS: Record<SoundItem, ReactNode> = {
  spring: (
    <>
      <path d="M30 80h40" stroke="#7c8599" strokeWidth="7" strokeLinecap="round" />
      <path d="M34 72c32-6 32-10 0-14s32-8 0-14 32-8 0-14 32-8 0-12" fill="none" stroke="#c9d2e6" strokeWidth="6" strokeLinecap="round" />
      <circle cx="50" cy="18" r="9" fill="#ff8a3d" />
    </>
  ),
  bulbHorn: (
    <>
      <circle cx="26" cy="50" r="17" fill="#ff5a5a" />
      <path d="M41 45h16l26-16v42L57 55H41z" fill="#ffd23f" stroke="#c79a00" strokeWidth="3" strokeLinejoin="round" />
      <path d="M88 38l8-6M90 50h8M88 62l8 6" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  cheer: (
    <>
      <path d="M50 90L30 30h40z" fill="#3fd0ff" />
      <circle cx="30" cy="24" r="9" fill="#ff5fa2" />
      <circle cx="50" cy="16" r="10" fill="#ffd23f" />
      <circle cx="70" cy="24" r="9" fill="#2fbf71" />
      <path d="M40 52h20M38 66h24" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  trumpet: (
    <>
      <path d="M12 44h48l26-18v48L60 56H12z" fill="#ffd23f" stroke="#c79a00" strokeWidth="3" strokeLinejoin="round" />
      <rect x="26" y="32" width="6" height="12" rx="2" fill="#c79a00" />
      <rect x="36" y="32" width="6" height="12" rx="2" fill="#c79a00" />
      <rect x="46" y="32" width="6" height="12" rx="2" fill="#c79a00" />
      <path d="M26 56c0 14 26 14 26 0" fill="none" stroke="#c79a00" strokeWidth="4" />
    </>
  ),
  turntable: (
    <>
      <rect x="8" y="14" width="84" height="72" rx="10" fill="#5a4a8a" />
      <circle cx="44" cy="50" r="30" fill="#221a3d" />
      <circle cx="44" cy="50" r="20" fill="none" stroke="#4a3d78" strokeWidth="2" />
      <circle cx="44" cy="50" r="8" fill="#ff5fa2" />
      <path d="M82 22v30l-18 14" fill="none" stroke="#c9d2e6" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  tambourine: (
    <>
      <circle cx="50" cy="50" r="36" fill="#fff8ec" stroke="#c17b3f" strokeWidth="9" />
      {[0, 72, 144, 216, 288].map((a) => (
        <circle
          key={a}
          cx={50 + 36 * Math.cos((a * Math.PI) / 180)}
          cy={50 + 36 * Math.sin((a * Math.PI) / 180)}
          r="7"
          fill="#ffd23f"
          stroke="#c79a00"
          strokeWidth="2"
        />
      ))}
    </>
  ),
  frog: (
    <>
      <ellipse cx="50" cy="62" rx="36" ry="26" fill="#2fbf71" />
      <circle cx="32" cy="34" r="13" fill="#2fbf71" />
      <circle cx="68" cy="34" r="13" fill="#2fbf71" />
      <circle cx="32" cy="33" r="6" fill="#fff" />
      <circle cx="68" cy="33" r="6" fill="#fff" />
      <circle cx="33" cy="34" r="3" fill="#221a3d" />
      <circle cx="67" cy="34" r="3" fill="#221a3d" />
      <path d="M30 64c12 10 28 10 40 0" fill="none" stroke="#16864a" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  cat: (
    <>
      <path d="M18 22l16 18h32l16-18 4 40c0 18-16 28-36 28S14 80 14 62z" fill="#ff8a3d" />
      <circle cx="37" cy="56" r="5" fill="#221a3d" />
      <circle cx="63" cy="56" r="5" fill="#221a3d" />
      <path d="M46 66l4 4 4-4" fill="#ff5fa2" stroke="#221a3d" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 64h22M8 72h22M70 64h22M70 72h22" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  dog: (
    <>
      <ellipse cx="50" cy="56" rx="30" ry="30" fill="#c17b3f" />
      <ellipse cx="20" cy="46" rx="11" ry="22" fill="#7a4a20" transform="rotate(15 20 46)" />
      <ellipse cx="80" cy="46" rx="11" ry="22" fill="#7a4a20" transform="rotate(-15 80 46)" />
      <ellipse cx="50" cy="70" rx="16" ry="12" fill="#fff8ec" />
      <ellipse cx="50" cy="64" rx="6" ry="4" fill="#221a3d" />
      <circle cx="38" cy="48" r="4.5" fill="#221a3d" />
      <circle cx="62" cy="48" r="4.5" fill="#221a3d" />
    </>
  ),
  chicken: (
    <>
      <ellipse cx="52" cy="62" rx="32" ry="26" fill="#fff8ec" />
      <circle cx="40" cy="34" r="16" fill="#fff8ec" />
      <path d="M32 16c4-8 10-8 10 0 4-8 10-6 8 4" fill="#ff5a5a" />
      <path d="M22 34l-12 4 12 4z" fill="#ffd23f" />
      <circle cx="36" cy="31" r="3.5" fill="#221a3d" />
      <path d="M26 44c-2 8 6 10 6 2" fill="#ff5a5a" />
      <path d="M74 50c10 0 14 8 10 16" fill="none" stroke="#e6dbff" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
};

export function SoundIcon({ item, className }: SvgProps & { item: SoundItem }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true">
      {ICONS[item]}
    </svg>
  );
}

const PRIZE_ART: Record<Prize, ReactNode> = {
  crown: (
    <>
      <path d="M14 74L8 28l24 20 18-30 18 30 24-20-6 46z" fill="#ffd23f" stroke="#c79a00" strokeWidth="4" strokeLinejoin="round" />
      <rect x="14" y="74" width="72" height="12" rx="4" fill="#c79a00" />
      <circle cx="50" cy="58" r="7" fill="#ff5fa2" />
      <circle cx="28" cy="62" r="5" fill="#3fd0ff" />
      <circle cx="72" cy="62" r="5" fill="#2fbf71" />
    </>
  ),
  cake: (
    <>
      <rect x="16" y="50" width="68" height="36" rx="6" fill="#ffd6e8" />
      <path d="M16 58c8 8 12-6 22 2s14-6 24 2 14-6 22 0" fill="none" stroke="#ff5fa2" strokeWidth="6" />
      <rect x="26" y="30" width="48" height="22" rx="5" fill="#fff8ec" />
      <rect x="47" y="12" width="6" height="18" rx="2" fill="#3fd0ff" />
      <path d="M50 2c6 6 4 10 0 10s-6-4 0-10z" fill="#ff8a3d" />
    </>
  ),
  rocket: (
    <>
      <path d="M50 6c18 14 22 40 14 64H36C28 46 32 20 50 6z" fill="#fff8ec" stroke="#9b6bff" strokeWidth="4" />
      <circle cx="50" cy="36" r="9" fill="#3fd0ff" stroke="#9b6bff" strokeWidth="3" />
      <path d="M36 56L20 74l18-2zM64 56l16 18-18-2z" fill="#ff5a5a" />
      <path d="M40 72c2 12 8 22 10 22s8-10 10-22z" fill="#ffd23f" />
    </>
  ),
  trophy: (
    <>
      <path d="M28 12h44v22c0 16-10 26-22 26S28 50 28 34z" fill="#ffd23f" stroke="#c79a00" strokeWidth="4" />
      <path d="M28 20H14c0 16 8 20 16 20M72 20h14c0 16-8 20-16 20" fill="none" stroke="#c79a00" strokeWidth="5" />
      <rect x="44" y="60" width="12" height="14" fill="#c79a00" />
      <rect x="28" y="74" width="44" height="14" rx="4" fill="#9b6bff" />
    </>
  ),
  gem: (
    <>
      <path d="M22 34l14-18h28l14 18-28 50z" fill="#3fd0ff" stroke="#1593c2" strokeWidth="4" strokeLinejoin="round" />
      <path d="M22 34h56M36 16l14 68M64 16L50 84M36 16l14 18 14-18" fill="none" stroke="#1593c2" strokeWidth="3" />
    </>
  ),
  balloon: (
    <>
      <ellipse cx="40" cy="38" rx="22" ry="26" fill="#ff5fa2" />
      <ellipse cx="64" cy="44" rx="20" ry="24" fill="#3fd0ff" />
      <path d="M40 64c4 10-6 18 4 30M64 68c-4 10 4 16-6 26" fill="none" stroke="#fff" strokeWidth="2" />
      <ellipse cx="33" cy="28" rx="5" ry="8" fill="#fff" opacity="0.5" />
    </>
  ),
};

export function PrizeArt({ prize, className }: SvgProps & { prize: Prize }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true">
      {PRIZE_ART[prize]}
    </svg>
  );
}

/** The prize box: a ribboned gift; `open` lifts the lid. */
export function PrizeBox({ open, className, color = '#9b6bff' }: SvgProps & { open?: boolean; color?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true">
      <rect x="16" y="44" width="68" height="48" rx="4" fill={color} />
      <rect x="45" y="44" width="10" height="48" fill="#ffd23f" />
      <g transform={open ? 'translate(-10 -20) rotate(-24 16 40)' : undefined}>
        <rect x="10" y="30" width="80" height="16" rx="4" fill={color} stroke="#fff" strokeOpacity="0.25" strokeWidth="2" />
        <rect x="45" y="30" width="10" height="16" fill="#ffd23f" />
        <path d="M50 30c-14-18-30-6-16 0M50 30c14-18 30-6 16 0" fill="none" stroke="#ffd23f" strokeWidth="6" strokeLinecap="round" />
      </g>
      {open && <path d="M30 38l-8-14M50 34V16M70 38l8-14" stroke="#ffd23f" strokeWidth="4" strokeLinecap="round" />}
    </svg>
  );
}
