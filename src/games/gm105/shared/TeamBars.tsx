import { css, cx } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../protocol/enums';
import { colors, fonts } from '../../../ui/tokens';

const box = css`
  display: flex;
  flex-direction: column;
  gap: var(--tb-gap, 8px);
  width: 100%;
`;
const row = css`
  display: grid;
  grid-template-columns: var(--tb-label, 90px) 1fr var(--tb-value, 60px);
  align-items: center;
  gap: var(--tb-gap, 8px);
  font-size: var(--tb-font, 16px);
  &[data-mine='true'] {
    font-weight: 900;
  }
`;
const label = css`
  text-align: left;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const track = css`
  height: var(--tb-bar, 18px);
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  overflow: hidden;
`;
const fill = css`
  height: 100%;
  width: var(--w);
  border-radius: 999px;
  background: ${colors.left};
  transition: width 0.8s cubic-bezier(0.22, 1, 0.36, 1);
  [data-team='right'] > div > & {
    background: ${colors.right};
  }
`;
const value = css`
  font-family: ${fonts.display};
  font-size: 1.35em;
  text-align: right;
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
  return (
    <div className={cx(box, className)} data-testid={testId}>
      {(['left', 'right'] as const).map((team) => {
        const v = values[team];
        const w = v === null || max <= 0 ? 0 : Math.min(100, (100 * v) / max);
        return (
          <div key={team} className={row} data-team={team} data-mine={mine === team}>
            <span className={label}>{t(`Team_${team}_00`)}</span>
            <div className={track}>
              <div className={fill} style={{ '--w': `${w}%` } as CSSProperties} />
            </div>
            <span className={value} data-testid={testId ? `${testId}-${team}` : undefined}>
              {v === null ? '—' : v}
            </span>
          </div>
        );
      })}
    </div>
  );
}
