import { css } from '@linaria/core';
import type { Team } from '../../protocol/enums';
import { colors, vw } from '../../ui/tokens';

const svg = css`
  width: ${vw(26)};
  height: ${vw(26)};
  flex: none;
  filter: drop-shadow(0 ${vw(1)} 0 rgba(0, 0, 0, 0.2));
`;

/** The team mascots: a sprouting green blob (left) and a pink blob with a bow (right); purple: no team yet. */
export function TeamFlag({ team, className }: { team: Team | null; className?: string }) {
  const body = team === 'left' ? colors.left : team === 'right' ? colors.right : colors.noTeam;
  const deep = team === 'left' ? colors.leftDeep : team === 'right' ? colors.rightDeep : colors.noTeamDeep;
  return (
    <svg className={className ?? svg} viewBox="0 0 100 100" aria-hidden="true">
      {team === 'left' && (
        <g>
          <path d="M50 22 C50 12 44 6 34 6 C36 16 42 20 50 22 Z" fill="#b8f7cf" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
          <path d="M50 22 C52 10 60 4 70 6 C66 16 58 21 50 22 Z" fill="#8ef0b4" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
        </g>
      )}
      <path d="M50 20c22 0 38 16 38 38 0 22-16 36-38 36S12 80 12 58c0-22 16-38 38-38z" fill={body} stroke="#fff" strokeWidth="4" />
      <path d="M22 70c6 14 18 20 28 20s22-6 28-20c-8 8-18 11-28 11s-20-3-28-11z" fill={deep} opacity="0.5" />
      <ellipse cx="38" cy="54" rx="6.5" ry="8" fill="#fff" />
      <ellipse cx="62" cy="54" rx="6.5" ry="8" fill="#fff" />
      <circle cx="39.5" cy="56" r="3.6" fill={colors.ink} />
      <circle cx="63.5" cy="56" r="3.6" fill={colors.ink} />
      <path d="M42 70q8 7 16 0" fill="none" stroke={colors.ink} strokeWidth="3.4" strokeLinecap="round" />
      <circle cx="28" cy="66" r="4" fill="#fff" opacity="0.35" />
      <circle cx="72" cy="66" r="4" fill="#fff" opacity="0.35" />
      {team === 'right' && (
        <g transform="translate(64 20) rotate(18)">
          <path d="M0 0 L-14 -9 L-14 9 Z M0 0 L14 -9 L14 9 Z" fill={colors.accent} stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
          <circle r="4.5" fill={colors.orange} stroke="#fff" strokeWidth="2.5" />
        </g>
      )}
      {team === null && (
        <text x="50" y="40" textAnchor="middle" fontSize="16" fontWeight="900" fill="#fff">
          ?
        </text>
      )}
    </svg>
  );
}
