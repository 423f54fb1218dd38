import { colors } from '../../ui/tokens';

/** The party mark: two phones (green and pink team) leaning on a star. */
export function Logo({ className, size = 34 }: { className?: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 120 100" style={{ width: `calc(var(--vw) * ${size})`, height: 'auto' }} aria-hidden="true">
      <ellipse cx="60" cy="92" rx="40" ry="5" fill="rgba(0,0,0,0.25)" />
      <g transform="rotate(-16 38 52)">
        <rect x="18" y="14" width="40" height="70" rx="9" fill={colors.left} stroke="#fff" strokeWidth="4" />
        <rect x="25" y="23" width="26" height="46" rx="4" fill={colors.leftDeep} />
        <circle cx="33" cy="42" r="3.2" fill="#fff" />
        <circle cx="43" cy="42" r="3.2" fill="#fff" />
        <path d="M31 52q7 7 14 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </g>
      <g transform="rotate(16 82 52)">
        <rect x="62" y="14" width="40" height="70" rx="9" fill={colors.right} stroke="#fff" strokeWidth="4" />
        <rect x="69" y="23" width="26" height="46" rx="4" fill={colors.rightDeep} />
        <circle cx="77" cy="42" r="3.2" fill="#fff" />
        <circle cx="87" cy="42" r="3.2" fill="#fff" />
        <path d="M75 52q7 7 14 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </g>
      <path
        d="M60 4l6.5 13.5 14.8 1.8-10.9 10.2 2.8 14.6L60 36.8l-13.2 7.3 2.8-14.6-10.9-10.2 14.8-1.8z"
        fill={colors.accent}
        stroke="#fff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}
