import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import type { Team } from '../../protocol/enums';
import { colors, fonts } from '../../ui/tokens';

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
  transition: width var(--st-speed, 0.6s) cubic-bezier(0.22, 1, 0.36, 1);
  &[data-team='right'] {
    background: ${colors.right};
  }
`;
const value = css`
  font-family: ${fonts.display};
  font-size: var(--st-value-size, 1.5em);
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
 * Both teams' standings as two bars, left above right, on the TV and the phones alike: every game
 * draws its standings with this, giving only its own numbers, words and sizes. The sizes come from
 * the caller's class: --st-font, --st-gap, --st-label, --st-value, --st-bar (and --st-value-size,
 * --st-speed).
 */
export function TeamBars({
  label,
  widths,
  values,
  mine,
  lead,
  caption: note,
  testId,
  valueTestId = (team) => (testId ? `${testId}-${team}` : undefined),
  className,
}: {
  label: (team: Team) => string;
  /** Each bar's length, in percent of the track. */
  widths: Record<Team, number>;
  values: Record<Team, ReactNode>;
  /** This phone's team, its name in bold. */
  mine?: Team | null;
  /** The leading team, starred. */
  lead?: Team | null;
  caption?: string;
  testId?: string;
  valueTestId?: (team: Team) => string | undefined;
  className?: string;
}) {
  return (
    <div className={cx(box, className)} data-testid={testId}>
      {(['left', 'right'] as const).map((team) => (
        <div key={team} className={row} data-team={team} data-mine={team === mine} data-lead={team === lead}>
          <span>{label(team)}</span>
          <div className={track}>
            <div className={fill} data-team={team} style={{ width: `${widths[team]}%` }} />
          </div>
          <span className={value} data-testid={valueTestId(team)}>
            {values[team]}
          </span>
        </div>
      ))}
      {note && <p className={caption}>{note}</p>}
    </div>
  );
}
