import { css, cx } from '@linaria/core';
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
  grid-template-columns: var(--st-label, 26vw) 1fr var(--st-value, 18vw);
  align-items: center;
  gap: var(--st-gap, 2.4vw);
  text-align: left;
  &[data-mine='true'] span:first-child {
    font-weight: 900;
  }
  &[data-lead='true'] span:first-child::after {
    content: ' ★';
    color: ${colors.accent};
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
  white-space: nowrap;
`;
const caption = css`
  margin: 0;
  text-align: center;
  color: ${colors.textDim};
  font-size: 0.85em;
`;

/**
 * Each team's mean error (seconds) as two bars: the shorter bar is the better team (GAMES.md: the
 * mean absolute error per head, lower wins); the leader is starred.
 */
export function Standings({
  errors,
  mine,
  testId = 'standings',
  className,
}: {
  errors: Record<Team, number>;
  mine?: Team | null;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation('gm134');
  const max = Math.max(0.5, errors.left, errors.right);
  const lead = errors.left === errors.right ? null : errors.left < errors.right ? 'left' : 'right';
  return (
    <div className={cx(box, className)} data-testid={testId}>
      {(['left', 'right'] as const).map((team) => (
        <div key={team} className={row} data-mine={team === mine} data-lead={team === lead}>
          <span>{t(`Team_${team}_00`)}</span>
          <div className={track}>
            <div className={fill} data-team={team} style={{ width: `${(errors[team] / max) * 100}%` }} />
          </div>
          <span className={value} data-testid={`${testId}-${team}`}>
            {t('Unit:Seconds_00', { value: errors[team].toFixed(2) })}
          </span>
        </div>
      ))}
      <p className={caption}>{t('AvgError_00')}</p>
    </div>
  );
}
