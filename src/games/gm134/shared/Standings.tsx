import { useTranslation } from 'react-i18next';
import type { Team } from '../../../protocol/enums';
import { TeamBars } from '../../common/TeamBars';

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
  const seconds = (team: Team) => t('Unit:Seconds_00', { value: errors[team].toFixed(2) });
  return (
    <TeamBars
      label={(team) => t(`Team_${team}_00`)}
      widths={{ left: (errors.left / max) * 100, right: (errors.right / max) * 100 }}
      values={{ left: seconds('left'), right: seconds('right') }}
      mine={mine}
      lead={errors.left === errors.right ? null : errors.left < errors.right ? 'left' : 'right'}
      caption={t('AvgError_00')}
      testId={testId}
      className={className}
    />
  );
}
