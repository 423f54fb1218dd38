import { css, cx } from '@linaria/core';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import type { Team } from '../../../protocol/enums';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts } from '../../../ui/tokens';

/*
 * Every game's TV shows its players as faces: a disc with the player's selfie (or initial) in a ring
 * of their team's colour, in a grid whose faces shrink as the room fills so up to 100 fit. These are
 * that disc, tile and grid once; a game adds its own badges, sizes and spacing with its classes.
 * The kit's own rules that a game may override are in :where(), so a game's class always wins,
 * whatever order the stylesheets load in.
 */

/** The size step of a grid of faces by how many it holds: a few get big faces, a full room small ones without names. */
export type FaceSize = 'l' | 'm' | 's' | 'xs';
export const faceSize = (n: number, [m, s, xs]: readonly [number, number, number] = [16, 40, 70]): FaceSize =>
  n <= m ? 'l' : n <= s ? 'm' : n <= xs ? 's' : 'xs';

/** Each player's selfie by id, for the faces (a view's players carry them). */
export const photosOf = (players: readonly Pick<PublicPlayer, 'id' | 'photo'>[]) => new Map(players.map((p) => [p.id, p.photo]));

const disc = css`
  :where(&) {
    position: relative;
    width: var(--face);
    height: var(--face);
    border-radius: 50%;
    border: calc(var(--face) * var(--face-ring, 0.08)) solid ${colors.left};
    background: ${colors.paper} center / cover;
    color: ${colors.ink};
    display: flex;
    align-items: center;
    justify-content: center;
    font-family: ${fonts.display};
    font-size: calc(var(--face) * 0.45);
  }
  :where(&[data-team='right']) {
    border-color: ${colors.right};
  }
`;
const tile = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const grid = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  &[data-size='s'] span,
  &[data-size='xs'] span {
    display: none;
  }
`;

type Div = HTMLAttributes<HTMLDivElement> & { [data: `data-${string}`]: unknown };

/** One face: `--face` (its size) comes from the grid it stands in; `children` are the game's badges on it. */
export function Face({ name, photo, team, className, style, children, ...rest }: { name: string; photo?: string | null; team: Team | null } & Div) {
  return (
    <div className={cx(disc, className)} data-team={team} style={photo ? { ...style, backgroundImage: `url(${photo})` } : style} {...rest}>
      {photo ? '' : [...name][0]}
      {children}
    </div>
  );
}

/** A face with the player's name under it (the grid hides the names once the faces are small). */
export function FaceTile({
  name,
  photo,
  team,
  className,
  face,
  children,
  ...rest
}: { name: string; photo?: string | null; team: Team | null; face?: Div } & Div) {
  return (
    <div className={cx(tile, className)} {...rest}>
      <Face name={name} photo={photo} team={team} {...face}>
        {children}
      </Face>
      <span>{name}</span>
    </div>
  );
}

/** A wrapping grid of faces sized for `count` of them: `sizes` gives each step's face, `steps` where the steps change. */
export function FaceGrid({
  count,
  sizes,
  steps,
  className,
  style,
  ...rest
}: { count: number; sizes: Record<FaceSize, string>; steps?: readonly [number, number, number]; children: ReactNode } & Div) {
  const size = faceSize(count, steps);
  return <div className={cx(grid, className)} data-size={size} style={{ ...style, '--face': sizes[size] } as CSSProperties} {...rest} />;
}

/** The figure on a face's lower right (a count, a tick): gold, the team's green once `data-done`. */
export const faceBadge = css`
  :where(&) {
    position: absolute;
    right: calc(var(--face) * -0.18);
    bottom: calc(var(--face) * -0.12);
    min-width: calc(var(--face) * 0.48);
    height: calc(var(--face) * 0.48);
    padding: 0 calc(var(--face) * 0.08);
    border-radius: 999px;
    background: ${colors.accent};
    color: ${colors.ink};
    font-style: normal;
    font-size: calc(var(--face) * 0.3);
    display: flex;
    align-items: center;
    justify-content: center;
  }
  :where(&[data-done='true']) {
    background: ${colors.left};
    color: #fff;
  }
`;
