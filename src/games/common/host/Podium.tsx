import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { colors, fonts } from '../../../ui/tokens';

/* The kit's rules are defaults in :where(), so a game's class (its gaps and sizes) always wins. */
const podium = css`
  :where(&) {
    display: flex;
    gap: 3vw;
    align-items: flex-end;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  :where(& li) {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.6vh;
    font-size: 2.6vh;
  }
  :where(& b) {
    font-family: ${fonts.display};
    font-size: 4vh;
    color: ${colors.accent};
  }
`;

/** The best few of a round on the TV, side by side, each with their figure in gold above their name. */
export function Podium({ entries, className }: { entries: readonly { id: string; name: string; score: ReactNode }[]; className?: string }) {
  return (
    <ol className={cx(podium, className)} data-testid="podium">
      {entries.map((e) => (
        <li key={e.id}>
          <b>{e.score}</b>
          {e.name}
        </li>
      ))}
    </ol>
  );
}
