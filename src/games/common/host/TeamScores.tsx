import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import type { Team } from '../../../protocol/enums';
import { colors, fonts } from '../../../ui/tokens';

/*
 * The header row of a game's TV board: each team's score in a card edged in the team's colour, with
 * what it counts in small beside it, and the game's own chip (a round, a turn) between them when it
 * has one. Every game draws this row; the kit's rules are defaults in :where(), so a game's class
 * (its sizes, its grid) always wins, whatever order the stylesheets load in.
 */

const row = css`
  :where(&) {
    display: flex;
    align-items: center;
    justify-content: space-between;
    font-family: ${fonts.display};
  }
`;
const card = css`
  :where(&) {
    display: flex;
    align-items: center;
    gap: 1.2vw;
    padding: 1vh 2vw;
    border-radius: 2vh;
    background: rgba(255, 255, 255, 0.07);
    border-bottom: 0.8vh solid ${colors.left};
    font-size: 6vh;
  }
  :where(&[data-team='right']) {
    border-color: ${colors.right};
  }
  :where(& small) {
    font-family: ${fonts.body};
    font-size: 2.2vh;
    color: ${colors.textDim};
  }
`;

/** One team's card: `score` big, `label` small after it (before it on the right team's card when `mirror`). */
export function TeamScore({
  team,
  score,
  label,
  mirror,
  className,
  testId,
}: {
  team: Team;
  score: ReactNode;
  label: ReactNode;
  mirror?: boolean;
  className?: string;
  testId?: string;
}) {
  const outer = mirror && team === 'right';
  return (
    <div className={cx(card, className)} data-team={team} data-testid={testId}>
      {outer && <small>{label}</small>}
      {score}
      {!outer && <small>{label}</small>}
    </div>
  );
}

/** Both teams' cards in a row, left and right, `middle` between them; their test ids are `${testId}-left` and `-right`. */
export function TeamScores({
  score,
  label,
  middle,
  mirror,
  testId,
  className,
  cardClassName,
}: {
  score: (team: Team) => ReactNode;
  label: (team: Team) => ReactNode;
  middle?: ReactNode;
  mirror?: boolean;
  testId: string;
  className?: string;
  cardClassName?: string;
}) {
  const side = (team: Team) => (
    <TeamScore team={team} score={score(team)} label={label(team)} mirror={mirror} className={cardClassName} testId={`${testId}-${team}`} />
  );
  return (
    <header className={cx(row, className)}>
      {side('left')}
      {middle}
      {side('right')}
    </header>
  );
}
