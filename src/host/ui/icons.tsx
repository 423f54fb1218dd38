import type { ReactNode } from 'react';
import type { Emote, EventCard, ThrowItem } from '../../protocol/system';

/** Hand-drawn SVG icons: the big screen needs no emoji font. `size` is a CSS length. */
type P = { size?: string; color?: string; className?: string };
const svg = (size: string, className: string | undefined, children: ReactNode, vb = '0 0 24 24') => (
  <svg viewBox={vb} width={size} height={size} className={className} aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const Trophy = ({ size = '1em', color = '#ffcf33', className }: P) =>
  svg(
    size,
    className,
    <>
      <path d="M7 3h10v5a5 5 0 0 1-10 0z" fill={color} />
      <path d="M7 5H4v2a4 4 0 0 0 4 4M17 5h3v2a4 4 0 0 1-4 4" fill="none" stroke={color} strokeWidth="1.6" />
      <rect x="10.5" y="12.5" width="3" height="4" fill={color} />
      <rect x="7" y="17" width="10" height="3" rx="1" fill={color} />
      <path d="M9 5.5v2.5" stroke="#fff" strokeOpacity="0.6" strokeWidth="1.2" strokeLinecap="round" />
    </>,
  );

export const Eye = ({ size = '1em', color = '#fff', className }: P) =>
  svg(
    size,
    className,
    <>
      <path d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12z" fill={color} />
      <circle cx="12" cy="12" r="4.6" fill="#1b1530" />
      <circle cx="13.6" cy="10.4" r="1.5" fill="#fff" />
    </>,
  );

export const Bolt = ({ size = '1em', color = '#ffd23f', className }: P) =>
  svg(size, className, <path d="M13.5 1.5 4 13.5h6.5L9 22.5l11-13h-7z" fill={color} stroke="#1b1530" strokeWidth="0.8" strokeLinejoin="round" />);

export const Megaphone = ({ size = '1em', color = '#fff', className }: P) =>
  svg(
    size,
    className,
    <>
      <path d="M3 9.5h3l10-5v15l-10-5H3z" fill={color} />
      <path d="M6.5 14.5l1.5 5h2.5l-1.2-4.5" fill={color} />
      <path d="M19 8.5c1.5 1 1.5 6 0 7M21 6.5c2.6 2 2.6 9 0 11" stroke={color} strokeWidth="1.4" fill="none" strokeLinecap="round" />
    </>,
  );

export const StarIcon = ({ size = '1em', color = '#ffd23f', className }: P) =>
  svg(
    size,
    className,
    <path d="M12 1.8l3.1 6.4 7 1-5.1 4.9 1.2 7L12 17.8l-6.2 3.3 1.2-7L1.9 9.2l7-1z" fill={color} stroke="#fff" strokeWidth="0.8" strokeLinejoin="round" />,
  );

export const Flower = ({ size = '1em', color = '#ff5fa2', className }: P) =>
  svg(
    size,
    className,
    <>
      {[0, 72, 144, 216, 288].map((a) => (
        <ellipse key={a} cx="12" cy="6.2" rx="3.6" ry="5" fill={color} transform={`rotate(${a} 12 12)`} />
      ))}
      <circle cx="12" cy="12" r="3.4" fill="#ffd23f" />
    </>,
  );

export const Confetti = ({ size = '1em', className }: P) =>
  svg(
    size,
    className,
    <>
      <path d="M3 21l5-14 9 9z" fill="#ffd23f" />
      <path d="M3 21l2.2-6.2 4 4z" fill="#ff5fa2" />
      <circle cx="17" cy="4" r="1.4" fill="#2fbf71" />
      <circle cx="20.5" cy="9" r="1.2" fill="#9b6bff" />
      <rect x="12" y="2" width="2" height="4" rx="1" fill="#ff5fa2" transform="rotate(30 13 4)" />
      <rect x="19" y="13" width="2" height="4" rx="1" fill="#2fbf71" transform="rotate(-40 20 15)" />
    </>,
  );

export const Lock = ({ size = '1em', color = '#fff', open = false, className }: P & { open?: boolean }) =>
  svg(
    size,
    className,
    <>
      <path d={open ? 'M7.5 10V7a4.5 4.5 0 0 1 8.6-1.8' : 'M7.5 10V7a4.5 4.5 0 0 1 9 0v3'} fill="none" stroke={color} strokeWidth="2" />
      <rect x="4.5" y="10" width="15" height="11" rx="2.5" fill={color} />
      <circle cx="12" cy="15.5" r="1.7" fill="#1b1530" />
    </>,
  );

export const Gear = ({ size = '1em', color = '#fff', className }: P) =>
  svg(
    size,
    className,
    <>
      <path
        d="M12 2.5l1.6 2.4 2.8-.8.6 2.8 2.8.6-.8 2.8 2.4 1.6-2.4 1.6.8 2.8-2.8.6-.6 2.8-2.8-.8L12 21.5l-1.6-2.4-2.8.8-.6-2.8-2.8-.6.8-2.8L2.5 12l2.4-1.6-.8-2.8 2.8-.6.6-2.8 2.8.8z"
        fill={color}
      />
      <circle cx="12" cy="12" r="3.4" fill="#1b1530" />
    </>,
  );

export const Speaker = ({ size = '1em', color = '#fff', muted = false, className }: P & { muted?: boolean }) =>
  svg(
    size,
    className,
    <>
      <path d="M3 9h4l5-4.5v15L7 15H3z" fill={color} />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke={color} strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M15.5 8.5c1.4 1.6 1.4 5.4 0 7M18.5 6c2.6 3 2.6 9 0 12" stroke={color} strokeWidth="1.8" fill="none" strokeLinecap="round" />
      )}
    </>,
  );

export const Crown = ({ size = '1em', color = '#ffcf33', className }: P) =>
  svg(
    size,
    className,
    <>
      <path d="M2.5 8l4.5 4 5-7 5 7 4.5-4-2 11h-15z" fill={color} stroke="#1b1530" strokeWidth="0.8" strokeLinejoin="round" />
      <circle cx="12" cy="14.5" r="1.6" fill="#ff5fa2" />
    </>,
  );

export const Phone = ({ size = '1em', color = '#fff', className }: P) =>
  svg(
    size,
    className,
    <>
      <rect x="6.5" y="1.5" width="11" height="21" rx="2.4" fill={color} />
      <rect x="8" y="4" width="8" height="15" rx="0.8" fill="#1b1530" />
    </>,
  );

export const Hands = ({ size = '1em', className }: P) =>
  svg(
    size,
    className,
    <>
      <rect x="21" y="6" width="22" height="40" rx="4" fill="#fff" />
      <rect x="24" y="11" width="16" height="29" rx="1.5" fill="#1b1530" />
      <path d="M8 54c0-14 4-22 13-26l3 10c-5 2-6 8-6 16z" fill="#ffb98a" stroke="#1b1530" strokeWidth="1.4" />
      <path d="M56 54c0-14-4-22-13-26l-3 10c5 2 6 8 6 16z" fill="#ffb98a" stroke="#1b1530" strokeWidth="1.4" />
    </>,
    '0 0 64 60',
  );

export const Sensor = ({ size = '1em', color = '#fff', className }: P) =>
  svg(
    size,
    className,
    <>
      <path d="M4 12c2-5 4-5 6 0s4 5 6 0 4-5 6 0" fill="none" stroke={color} strokeWidth="2.2" strokeLinecap="round" />
    </>,
  );

export const Bench = ({ size = '1em', color = '#fff', className }: P) =>
  svg(
    size,
    className,
    <>
      <circle cx="12" cy="6" r="3" fill={color} />
      <path d="M6 21v-5a6 6 0 0 1 12 0v5z" fill={color} />
    </>,
  );

export const ItemIcon = ({ item, size = '1em', className }: P & { item: ThrowItem }) =>
  item === 'flower' ? (
    <Flower size={size} className={className} />
  ) : item === 'star' ? (
    <StarIcon size={size} className={className} />
  ) : (
    <Confetti size={size} className={className} />
  );

const EMOTE_FACES: Record<Emote, ReactNode> = {
  clap: (
    <>
      <path d="M7 14l5-8 2 1-3 6 5-5 1.5 1.5-5 6 5-3 1 1.6-6 4a5 5 0 0 1-6-3z" fill="#ffb98a" stroke="#1b1530" strokeWidth="0.8" />
      <path d="M16 3l1-2M19 5l2-1M19.5 8.5h2" stroke="#ffd23f" strokeWidth="1.4" strokeLinecap="round" />
    </>
  ),
  laugh: (
    <>
      <circle cx="12" cy="12" r="10" fill="#ffd23f" />
      <path d="M6.5 9.5l2.5-1 -2.5-1M17.5 9.5l-2.5-1 2.5-1" stroke="#1b1530" strokeWidth="1.3" fill="none" strokeLinecap="round" />
      <path d="M6 13h12a6 6 0 0 1-12 0z" fill="#1b1530" />
    </>
  ),
  wow: (
    <>
      <circle cx="12" cy="12" r="10" fill="#ffd23f" />
      <circle cx="8.5" cy="9.5" r="1.5" fill="#1b1530" />
      <circle cx="15.5" cy="9.5" r="1.5" fill="#1b1530" />
      <ellipse cx="12" cy="16" rx="2.6" ry="3.2" fill="#1b1530" />
    </>
  ),
  heart: <path d="M12 21s-9-5.6-9-11.7A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 9 2.7C21 15.4 12 21 12 21z" fill="#ff5fa2" stroke="#fff" strokeWidth="1" />,
  fire: (
    <path
      d="M12 22c-5 0-7.5-3.5-7.5-7.5 0-4 3.5-6.5 4-10.5 2.5 1.5 3.5 4 3.5 6 1-1 1.6-2.5 1.5-4 3 2 6 5.5 6 9 0 4-2.5 7-7.5 7z"
      fill="#ff7a2e"
      stroke="#ffd23f"
      strokeWidth="1.2"
    />
  ),
  cry: (
    <>
      <circle cx="12" cy="12" r="10" fill="#ffd23f" />
      <path d="M7 10h3M14 10h3" stroke="#1b1530" strokeWidth="1.4" strokeLinecap="round" />
      <path d="M8 17.5a5 5 0 0 1 8 0" stroke="#1b1530" strokeWidth="1.4" fill="none" />
      <path d="M8 11.5l-1 4a1.2 1.2 0 0 0 2.2 0z" fill="#5ac8ff" />
    </>
  ),
};
export const EmoteIcon = ({ icon, size = '1em', className }: P & { icon: Emote }) => svg(size, className, EMOTE_FACES[icon]);

const CARD_GLYPHS: Record<EventCard, ReactNode> = {
  double: (
    <text x="12" y="16.5" textAnchor="middle" fontSize="11" fontWeight="900" fill="#1b1530">
      ×2
    </text>
  ),
  md612: (
    <>
      <rect x="4" y="5" width="9" height="13" rx="1.5" fill="#fff" stroke="#1b1530" transform="rotate(-12 8 11)" />
      <rect x="11" y="5" width="9" height="13" rx="1.5" fill="#ff5fa2" stroke="#1b1530" transform="rotate(12 16 11)" />
      <path d="M9 20l6-2-5-1" stroke="#1b1530" fill="none" strokeWidth="1.2" />
    </>
  ),
  smallTeamBoost: <path d="M12 3l7 8h-4v9H9v-9H5z" fill="#2fbf71" stroke="#1b1530" strokeWidth="0.8" />,
  reverse: (
    <>
      <path d="M5 9a7 7 0 0 1 12-3l2-2v6h-6l2-2a4.5 4.5 0 0 0-7.5 1.5z" fill="#9b6bff" />
      <path d="M19 15a7 7 0 0 1-12 3l-2 2v-6h6l-2 2a4.5 4.5 0 0 0 7.5-1.5z" fill="#ff5fa2" />
    </>
  ),
  silent: (
    <>
      <path d="M3 9h4l5-4.5v15L7 15H3z" fill="#1b1530" />
      <path d="M16 9l5 6M21 9l-5 6" stroke="#ff5a5a" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
};
export const CardGlyph = ({ card, size = '1em', className }: P & { card: EventCard }) => svg(size, className, CARD_GLYPHS[card]);
