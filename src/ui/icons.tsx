import { Svg, type P } from './svg';

/*
 * Line icons drawn inline (no icon font, no emoji: phones without colour-emoji fonts show them all).
 * The profile photo picker's (a phone's first screen) live apart, so that screen loads only those.
 */
export { CameraIcon, ImageIcon, UserIcon } from './photoIcons';

export const MenuIcon = (p: P) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);
export const CloseIcon = (p: P) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
export const EditIcon = (p: P) => (
  <Svg {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </Svg>
);
export const CheckIcon = (p: P) => (
  <Svg {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
export const WarnIcon = (p: P) => (
  <Svg {...p}>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5M12 17.3v.2" />
  </Svg>
);
export const WifiOffIcon = (p: P) => (
  <Svg {...p}>
    <path d="M3 3l18 18M8.5 16.5a5 5 0 017 0M5 12.5a10 10 0 0114 0M2 9a15 15 0 0120 0" />
    <circle cx="12" cy="20" r=".6" />
  </Svg>
);
export const TvIcon = (p: P) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="12" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </Svg>
);
export const CopyIcon = (p: P) => (
  <Svg {...p}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V5a1 1 0 00-1-1H5a1 1 0 00-1 1v10a1 1 0 001 1h3" />
  </Svg>
);
export const ExitIcon = (p: P) => (
  <Svg {...p}>
    <path d="M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10" />
  </Svg>
);
export const DocIcon = (p: P) => (
  <Svg {...p}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M15 3v4h4M9 12h7M9 16h7" />
  </Svg>
);
export const ShieldIcon = (p: P) => (
  <Svg {...p}>
    <path d="M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-4.5" />
  </Svg>
);
export const HandshakeIcon = (p: P) => (
  <Svg {...p}>
    <path d="M3 11l4-4 4 2 3-2 7 5-4 4-2-1-2 2-3-2-2 1z" />
  </Svg>
);
export const HeartIcon = (p: P) => (
  <Svg {...p}>
    <path d="M12 20s-8-5-8-11a4.5 4.5 0 018-2.8A4.5 4.5 0 0120 9c0 6-8 11-8 11z" />
  </Svg>
);
export const UsersIcon = (p: P) => (
  <Svg {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-4 3.3-6 6.5-6s5.7 2 6.5 6" />
    <path d="M15.5 4.8a3.5 3.5 0 010 6.4M18 14c2 .8 3.2 2.8 3.6 6" />
  </Svg>
);
export const ReloadIcon = (p: P) => (
  <Svg {...p}>
    <path d="M20 12a8 8 0 11-2.3-5.7M20 4v5h-5" />
  </Svg>
);
export const QrIcon = (p: P) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="14" y="3.5" width="6.5" height="6.5" rx="1" />
    <rect x="3.5" y="14" width="6.5" height="6.5" rx="1" />
    <path d="M14 14h3v3M20.5 14v.1M14 20.5h6.5V17" />
  </Svg>
);
export const SensorIcon = (p: P) => (
  <Svg {...p}>
    <rect x="8" y="3" width="8" height="18" rx="2" />
    <path d="M4 8c-1.3 2.5-1.3 5.5 0 8M20 8c1.3 2.5 1.3 5.5 0 8" />
  </Svg>
);
export const SkipIcon = (p: P) => (
  <Svg {...p}>
    <path d="M5 5l9 7-9 7zM18 5v14" />
  </Svg>
);
export const BackIcon = (p: P) => (
  <Svg {...p}>
    <path d="M15 5l-7 7 7 7" />
  </Svg>
);
export const ChevronIcon = (p: P) => (
  <Svg {...p}>
    <path d="M9 5l7 7-7 7" />
  </Svg>
);
export const MegaphoneIcon = (p: P) => (
  <Svg {...p}>
    <path d="M3 10v4h3l8 5V5L6 10z" />
    <path d="M18 8.5a5 5 0 010 7" />
  </Svg>
);
export const TabsIcon = (p: P) => (
  <Svg {...p}>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 6V4h7v2" />
  </Svg>
);
export const GlobeIcon = (p: P) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.4 3.6 5.2 3.6 8.5s-1.2 6.1-3.6 8.5c-2.4-2.4-3.6-5.2-3.6-8.5s1.2-6.1 3.6-8.5z" />
  </Svg>
);
export const VolumeIcon = (p: P) => (
  <Svg {...p}>
    <path d="M4 10v4h4l5 4V6l-5 4z" />
    <path d="M16.5 9a4 4 0 010 6M19 6.5a8 8 0 010 11" />
  </Svg>
);

/** A filled star (MVP, item, event cards). */
export const StarFill = (p: P) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" {...p}>
    <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
  </svg>
);
