import { useTranslation } from 'react-i18next';
import type { Team } from '../../../protocol/enums';
import { TeamBars } from '../../common/TeamBars';

/** Squats per player of each team as two bars (GAMES.md: the score is per head). */
export function Standings({ scores, mine, className }: { scores: Record<Team, number>; mine?: Team | null; className?: string }) {
  const { t } = useTranslation('gm130');
  const max = Math.max(1, scores.left, scores.right);
  return (
    <TeamBars
      label={(team) => t(`Team_${team}_00`)}
      widths={{ left: (scores.left / max) * 100, right: (scores.right / max) * 100 }}
      values={scores}
      mine={mine}
      caption={t('PerHead_00')}
      testId="standings"
      valueTestId={(team) => `per-head-${team}`}
      className={className}
    />
  );
}
