import type { CSSProperties } from 'react';
import { css } from '@linaria/core';
import type { Team } from '../../protocol/enums';
import { colors } from '../../ui/tokens';

const avatar = css`
  --size: 6vw;
  width: var(--size);
  height: var(--size);
  border-radius: 50%;
  flex: none;
  object-fit: cover;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  font-size: calc(var(--size) * 0.48);
  font-weight: 900;
  color: #fff;
  text-transform: uppercase;
  background: ${colors.noTeam};
  border: calc(var(--size) * 0.06) solid ${colors.noTeam};
  box-shadow: 0 0.3vw 0.8vw rgba(0, 0, 0, 0.35);
  &[data-team='left'] {
    background: ${colors.left};
    border-color: ${colors.left};
  }
  &[data-team='right'] {
    background: ${colors.right};
    border-color: ${colors.right};
  }
  &[data-team='none'] {
    background: ${colors.noTeam};
    border-color: ${colors.noTeam};
  }
`;

/** A player's selfie in a ring of their team colour, or their initial when there is no photo. */
export function Avatar({ name, photo, team, size }: { name: string; photo: string | null; team: Team | null; size?: string }) {
  const style = size ? ({ '--size': size } as CSSProperties) : undefined;
  if (photo) return <img className={avatar} src={photo} alt="" data-team={team ?? 'none'} style={style} />;
  return (
    <span className={avatar} data-team={team ?? 'none'} style={style} aria-hidden="true">
      {[...name][0] ?? '?'}
    </span>
  );
}
