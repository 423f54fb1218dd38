import { css, cx } from '@linaria/core';
import type { CSSProperties } from 'react';
import { colors, fonts, teamColor, vw } from './tokens';

const ring = css`
  --size: ${vw(14)};
  --ring: ${colors.noTeam};
  position: relative;
  width: var(--size);
  height: var(--size);
  flex: none;
  border-radius: 50%;
  padding: calc(var(--size) * 0.07);
  background: var(--ring);
  box-shadow: 0 ${vw(0.8)} ${vw(2)} rgba(0, 0, 0, 0.3);
`;
const face = css`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  object-fit: cover;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.paper};
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: calc(var(--size) * 0.42);
  overflow: hidden;
`;

/** A player's photo in a ring of their team colour, or their initial when there is no photo. */
export function Avatar({
  photo,
  name,
  team,
  size = 14,
  className,
}: {
  photo: string | null | undefined;
  name: string;
  team?: 'left' | 'right' | null;
  size?: number;
  className?: string;
}) {
  const style = { '--size': vw(size), '--ring': teamColor(team) } as CSSProperties;
  const initial = [...(name.trim() || '?')][0]!.toUpperCase();
  return (
    <span className={cx(ring, className)} style={style} data-team={team ?? 'none'}>
      {photo ? (
        <img className={face} src={photo} alt="" draggable={false} />
      ) : (
        <span className={face} aria-hidden="true">
          {initial}
        </span>
      )}
    </span>
  );
}
