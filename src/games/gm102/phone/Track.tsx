import { css } from '@linaria/core';
import { colors, fonts, vw } from '../../../ui/tokens';

const track = css`
  position: relative;
  width: 100%;
  height: ${vw(16)};
  border-radius: ${vw(8)};
  background: repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.08) 0 ${vw(4)}, rgba(255, 255, 255, 0.03) ${vw(4)} ${vw(8)});
  box-shadow: inset 0 ${vw(0.8)} 0 rgba(0, 0, 0, 0.35);
`;
const line = css`
  position: absolute;
  top: -${vw(2)};
  bottom: -${vw(2)};
  right: ${vw(6)};
  width: ${vw(2)};
  background: repeating-linear-gradient(180deg, #fff 0 ${vw(2)}, ${colors.ink} ${vw(2)} ${vw(4)});
  border-radius: ${vw(0.5)};
`;
const token = css`
  position: absolute;
  top: 50%;
  left: calc(${vw(8)} + (100% - ${vw(22)}) * var(--at, 0));
  width: ${vw(13)};
  height: ${vw(13)};
  margin: -${vw(6.5)} 0 0 -${vw(6.5)};
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  font-family: ${fonts.display};
  font-size: ${vw(5.5)};
  color: #fff;
  background: var(--team, ${colors.noTeam});
  border: ${vw(1)} solid #fff;
  box-shadow: 0 ${vw(1)} 0 rgba(0, 0, 0, 0.35);
  /* Progress arrives twice a second: it creeps in between. */
  transition: left 0.5s linear;
  &[data-out='true'] {
    /* Caught: a slide back to the start. */
    transition: left 1.2s cubic-bezier(0.5, 0, 0.2, 1);
    animation: gm102-wobble 0.5s 2;
  }
  @keyframes gm102-wobble {
    25% {
      transform: rotate(-14deg);
    }
    75% {
      transform: rotate(14deg);
    }
  }
`;
const pct = css`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  margin-top: ${vw(3)};
  text-align: center;
  font-family: ${fonts.display};
  font-size: ${vw(6)};
  color: ${colors.textDim};
`;

/** This runner on the course: the start on the left, the line on the right; a catch slides them back. */
export function Track({ progress, distance, color, out, label }: { progress: number; distance: number; color: string; out: boolean; label: string }) {
  const at = Math.min(1, Math.max(0, distance > 0 ? progress / distance : 0));
  return (
    <div className={track} data-testid="track" style={{ ['--team' as string]: color }}>
      <div className={line} />
      <div className={token} data-out={out} data-testid="my-runner" style={{ ['--at' as string]: at }}>
        ★
      </div>
      <div className={pct} data-testid="progress-pct">
        {label}
      </div>
    </div>
  );
}
