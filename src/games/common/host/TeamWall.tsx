import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import type { Team } from '../../../protocol/enums';
import { colors, fonts } from '../../../ui/tokens';

const wall = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  width: 100%;
`;
const panel = css`
  display: flex;
  flex-direction: column;
  gap: 0.8vh;
  border-radius: 1.6vh;
  background: rgba(255, 255, 255, 0.05);
  border-top: 0.6vh solid ${colors.left};
  &[data-team='right'] {
    border-color: ${colors.right};
  }
  h3 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: 2.4vh;
    color: ${colors.textDim};
  }
`;

/**
 * The teams side by side on the TV, each in a panel under its name (the games whose faces stand by
 * team): `children` fills a team's panel. The game's classes give the gaps and padding.
 */
export function TeamWall({
  label,
  testId,
  className,
  sideClassName,
  children,
}: {
  label: (team: Team) => string;
  testId: string;
  className?: string;
  sideClassName?: string;
  children: (team: Team) => ReactNode;
}) {
  return (
    <div className={cx(wall, className)} data-testid={testId}>
      {(['left', 'right'] as const).map((team) => (
        <div key={team} className={cx(panel, sideClassName)} data-team={team} data-testid={`${testId}-${team}`}>
          <h3>{label(team)}</h3>
          {children(team)}
        </div>
      ))}
    </div>
  );
}
