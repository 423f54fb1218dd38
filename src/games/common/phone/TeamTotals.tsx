import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import type { Team } from '../../../protocol/enums';
import { colors, fonts, vw } from '../../../ui/tokens';

/*
 * Both teams' totals side by side on a phone's result screen, each a card edged in the team's
 * colour (the player's own outlined in gold): the team's name, the figure big, a line under it.
 * The kit's rules are defaults in :where(), so a game's class (its figure size, a card's entrance)
 * always wins, whatever order the stylesheets load in.
 */
const totals = css`
  :where(&) {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${vw(3)};
    width: 100%;
  }
  :where(& > div) {
    padding: ${vw(3)};
    border-radius: ${vw(4)};
    background: ${colors.bgCard};
    border-bottom: ${vw(1.5)} solid ${colors.left};
  }
  :where(& > div[data-team='right']) {
    border-color: ${colors.right};
  }
  :where(& > div[data-mine='true']) {
    box-shadow: inset 0 0 0 ${vw(0.7)} ${colors.accent};
  }
  :where(& strong) {
    display: block;
    font-family: ${fonts.display};
    font-size: ${vw(11)};
    line-height: 1.1;
  }
  :where(& small) {
    display: block;
    color: ${colors.textDim};
    font-size: ${vw(3.4)};
  }
`;

/** The two cards; `testId` names the row, `cardTestId` each team's card. */
export function TeamTotals({
  label,
  value,
  caption,
  mine,
  testId,
  cardTestId,
  className,
}: {
  label: (team: Team) => ReactNode;
  value: (team: Team) => ReactNode;
  caption: (team: Team) => ReactNode;
  mine: Team | null | undefined;
  testId?: string;
  cardTestId: (team: Team) => string;
  className?: string;
}) {
  return (
    <div className={cx(totals, className)} data-testid={testId}>
      {(['left', 'right'] as const).map((team) => (
        <div key={team} data-team={team} data-mine={team === mine} data-testid={cardTestId(team)}>
          <small>{label(team)}</small>
          <strong>{value(team)}</strong>
          <small>{caption(team)}</small>
        </div>
      ))}
    </div>
  );
}
