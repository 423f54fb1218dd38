import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../protocol/enums';
import { colors, fonts, vw } from '../../../ui/tokens';

const wrap = css`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${vw(2.4)};
`;
const row = css`
  display: grid;
  grid-template-columns: ${vw(18)} 1fr ${vw(12)};
  align-items: center;
  gap: ${vw(2)};
`;
const label = css`
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(3.8)};
  text-align: left;
  color: var(--team);
`;
const track = css`
  height: ${vw(4.4)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  overflow: hidden;
`;
const fill = css`
  display: block;
  height: 100%;
  width: calc(var(--v) * 100%);
  border-radius: 999px;
  background: var(--team);
  background-image: linear-gradient(180deg, rgba(255, 255, 255, 0.35), rgba(255, 255, 255, 0) 60%);
  transition: width 300ms ease-out;
`;
const num = css`
  font-weight: 800;
  font-size: ${vw(3.6)};
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

/** Both teams side by side, as values per head (GAMES.md principle 2), scaled to `max`. */
export function TeamMeters({ values, max, mine, testId }: { values: Record<Team, number>; max: number; mine: Team | null; testId?: string }) {
  const { t } = useTranslation('System');
  return (
    <div className={wrap} data-testid={testId}>
      {(['left', 'right'] as const).map((team) => (
        <div
          key={team}
          className={row}
          style={{ '--team': team === 'left' ? colors.left : colors.right, '--v': Math.min(1, values[team] / max) } as CSSProperties}
          data-mine={String(mine === team)}
        >
          <span className={label}>{team === 'left' ? t('Team_Left_00') : t('Team_Right_00')}</span>
          <span className={track}>
            <span className={fill} />
          </span>
          <span className={num}>{Math.round(values[team])}</span>
        </div>
      ))}
    </div>
  );
}
