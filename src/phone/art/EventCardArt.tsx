import type { EventCard } from '../../protocol/system';
import { colors } from '../../ui/tokens';

/** Each event card's emblem. */
export function EventCardArt({ card, className }: { card: EventCard; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 100 100" aria-hidden="true">
      <circle cx="50" cy="50" r="44" fill="rgba(255,255,255,0.16)" />
      {card === 'double' && (
        <g fontWeight="900" textAnchor="middle" fontFamily="sans-serif">
          <text x="50" y="66" fontSize="46" fill="#fff" stroke={colors.ink} strokeWidth="2">
            ×2
          </text>
          <path d="M20 22l4 8M80 22l-4 8M50 10v9" stroke={colors.accent} strokeWidth="5" strokeLinecap="round" />
        </g>
      )}
      {card === 'md612' && (
        <g strokeLinejoin="round">
          <rect x="30" y="22" width="34" height="48" rx="5" fill="#fff" stroke={colors.ink} strokeWidth="3" transform="rotate(-10 47 46)" />
          <path d="M47 36l3.5 7 7.5 1-5.5 5 1.4 7.5L47 53l-6.9 3.5 1.4-7.5-5.5-5 7.5-1z" fill={colors.accent} transform="rotate(-10 47 46)" />
          <path d="M62 78c4-8 10-12 18-12l4-10c2-4 8-2 7 2l-3 12c-2 9-10 14-20 14z" fill={colors.orange} stroke={colors.ink} strokeWidth="3" />
        </g>
      )}
      {card === 'smallTeamBoost' && (
        <g>
          <circle cx="40" cy="62" r="10" fill="#fff" stroke={colors.ink} strokeWidth="3" />
          <path d="M28 86q12-14 24 0" fill="#fff" stroke={colors.ink} strokeWidth="3" />
          <path d="M70 78V26M56 40l14-14 14 14" stroke={colors.accent} strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </g>
      )}
      {card === 'reverse' && (
        <g fill="none" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M26 44a24 24 0 0144-10" stroke={colors.accent} />
          <path d="M72 20v14H58" stroke={colors.accent} />
          <path d="M74 56a24 24 0 01-44 10" stroke="#fff" />
          <path d="M28 80V66h14" stroke="#fff" />
        </g>
      )}
      {card === 'silent' && (
        <g strokeLinejoin="round">
          <path d="M22 40v20h14l18 14V26L36 40z" fill="#fff" stroke={colors.ink} strokeWidth="3" />
          <path d="M64 38l18 24M82 38L64 62" stroke={colors.danger} strokeWidth="7" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}
