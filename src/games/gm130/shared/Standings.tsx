import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../protocol/enums';
import { colors, fonts } from '../../../ui/tokens';

const box = css`
  display: flex;
  flex-direction: column;
  gap: var(--st-gap, 2.4vw);
  font-size: var(--st-font, 4vw);
`;
const row = css`
  display: grid;
  grid-template-columns: var(--st-label, 26vw) 1fr var(--st-value, 16vw);
  align-items: center;
  gap: var(--st-gap, 2.4vw);
  text-align: left;
  &[data-mine='true'] span:first-child {
    font-weight: 900;
  }
`;
const track = css`
  height: var(--st-bar, 5vw);
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  overflow: hidden;
`;
const fill = css`
  height: 100%;
  border-radius: 999px;
  background: ${colors.left};
  transition: width 0.6s cubic-bezier(0.22, 1, 0.36, 1);
  &[data-team='right'] {
    background: ${colors.right};
  }
`;
const value = css`
  font-family: ${fonts.display};
  font-size: 1.5em;
  text-align: right;
`;
const caption = css`
  margin: 0;
  text-align: center;
  color: ${colors.textDim};
  font-size: 0.85em;
`;

/** Squats per player of each team as two bars (GAMES.md: the score is per head). */
export function Standings({ scores, mine, className }: { scores: Record<Team, number>; mine?: Team | null; className?: string }) {
  const { t } = useTranslation('gm130');
  const max = Math.max(1, scores.left, scores.right);
  return (
    <div className={className ? `${box} ${className}` : box} data-testid="standings">
      {(['left', 'right'] as const).map((team) => (
        <div key={team} className={row} data-mine={team === mine}>
          <span>{t(`Team_${team}_00`)}</span>
          <div className={track}>
            <div className={fill} data-team={team} style={{ width: `${(scores[team] / max) * 100}%` }} />
          </div>
          <span className={value} data-testid={`per-head-${team}`}>
            {scores[team]}
          </span>
        </div>
      ))}
      <p className={caption}>{t('PerHead_00')}</p>
    </div>
  );
}
