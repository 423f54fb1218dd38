import type { ThrowItem } from '../../protocol/system';
import { colors } from '../../ui/tokens';

/** The things a phone throws at the big screen: confetti popper, flower, star. */
export function ItemArt({ item, className }: { item: ThrowItem; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true">
      {item === 'confetti' && (
        <g strokeLinejoin="round">
          <path d="M10 56 L22 22 L42 42 Z" fill={colors.noTeam} stroke="#fff" strokeWidth="3" />
          <path d="M14 45l6 6M17 36l11 11" stroke={colors.accent} strokeWidth="3.2" strokeLinecap="round" />
          <rect x="38" y="8" width="6" height="10" rx="1.5" fill={colors.right} transform="rotate(25 41 13)" />
          <rect x="50" y="22" width="6" height="10" rx="1.5" fill={colors.left} transform="rotate(-30 53 27)" />
          <circle cx="30" cy="12" r="3.5" fill={colors.cyan} />
          <circle cx="54" cy="42" r="3.5" fill={colors.accent} />
          <path d="M46 4q4 6 0 10M58 12q-2 6 4 8" stroke={colors.orange} strokeWidth="3" fill="none" strokeLinecap="round" />
        </g>
      )}
      {item === 'flower' && (
        <g>
          <path d="M32 36v24" stroke={colors.leftDeep} strokeWidth="4" strokeLinecap="round" />
          <path d="M32 50q-10-2-12-10 9 0 12 10zM32 54q10-2 12-10-9 0-12 10z" fill={colors.left} />
          {[0, 72, 144, 216, 288].map((a) => (
            <ellipse key={a} cx="32" cy="14" rx="8" ry="11" fill={colors.right} stroke="#fff" strokeWidth="2.5" transform={`rotate(${a} 32 24)`} />
          ))}
          <circle cx="32" cy="24" r="7" fill={colors.accent} stroke="#fff" strokeWidth="2.5" />
        </g>
      )}
      {item === 'star' && (
        <g>
          <path
            d="M32 4l8.2 17.2 18.8 2.3-13.8 13 3.6 18.6L32 45.8 15.2 55.1l3.6-18.6-13.8-13 18.8-2.3z"
            fill={colors.accent}
            stroke="#fff"
            strokeWidth="3.4"
            strokeLinejoin="round"
          />
          <circle cx="26" cy="30" r="2.6" fill={colors.ink} />
          <circle cx="38" cy="30" r="2.6" fill={colors.ink} />
          <path d="M27 37q5 4 10 0" stroke={colors.ink} strokeWidth="2.6" fill="none" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}
