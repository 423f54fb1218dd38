import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../protocol/enums';
import { colors, hostColors } from '../../ui/tokens';

const bar = css`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: stretch;
  gap: 0;
  border-radius: 999px;
  overflow: hidden;
  box-shadow: 0 0.6vw 1.6vw rgba(0, 0, 0, 0.4);
  min-width: 50vw;
  &[data-size='l'] {
    min-width: 70vw;
    font-size: 1.4em;
  }
`;
const side = css`
  display: flex;
  align-items: center;
  gap: 1.2vw;
  padding: 0.6vw 2vw;
  font-weight: 900;
  font-size: 1.8vw;
  &[data-team='left'] {
    background: linear-gradient(90deg, ${hostColors.leftDeep}, ${colors.left});
    justify-content: flex-start;
  }
  &[data-team='right'] {
    background: linear-gradient(270deg, ${hostColors.rightDeep}, ${colors.right});
    justify-content: flex-end;
  }
  b {
    font-size: 3.6vw;
    line-height: 1;
    text-shadow: 0 0.3vw 0 rgba(0, 0, 0, 0.3);
  }
`;
const vs = css`
  display: flex;
  align-items: center;
  padding: 0 1.2vw;
  background: #1b1530;
  color: ${colors.accent};
  font-weight: 900;
  font-size: 1.6vw;
`;

/** Team totals across games, left green against right pink. */
export function ScoreBar({ scores, size }: { scores: Record<Team, number>; size?: 'l' }) {
  const { t } = useTranslation('Host');
  return (
    <div className={bar} data-size={size} data-testid="score-bar">
      <div className={side} data-team="left">
        <span>{t('Team_left_00')}</span>
        <b data-testid="score-left">{scores.left}</b>
      </div>
      <div className={vs}>{t('Score_Vs_00')}</div>
      <div className={side} data-team="right">
        <b data-testid="score-right">{scores.right}</b>
        <span>{t('Team_right_00')}</span>
      </div>
    </div>
  );
}
