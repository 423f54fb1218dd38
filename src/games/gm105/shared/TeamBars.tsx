import { css, cx } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../protocol/enums';
import { TeamBars as Bars } from '../../common/TeamBars';

/** The quiz's own look: names kept to one line, the player's whole row in bold, smaller figures, slower bars. */
const quiz = css`
  width: 100%;
  --st-value-size: 1.35em;
  --st-speed: 0.8s;
  & > [data-mine='true'] {
    font-weight: 900;
  }
  & > div > span:first-child {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** Both teams' scores as bars (per head: a team of 30 and one of 20 compare fairly); null shows as "—". */
export function TeamBars({
  values,
  max,
  mine,
  className,
  testId,
}: {
  values: Record<Team, number | null>;
  max: number;
  mine?: Team | null;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('gm105');
  const width = (v: number | null) => (v === null || max <= 0 ? 0 : Math.min(100, (100 * v) / max));
  return (
    <Bars
      label={(team) => t(`Team_${team}_00`)}
      widths={{ left: width(values.left), right: width(values.right) }}
      values={{ left: values.left ?? '—', right: values.right ?? '—' }}
      mine={mine}
      testId={testId}
      className={cx(quiz, className)}
    />
  );
}
