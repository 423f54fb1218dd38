import { css } from '@linaria/core';
import { colors, fonts, vw } from '../../../ui/tokens';

/** The course: the phone's column less its padding (88 units of --vw, as the screen's padding is 6 each side). */
const track = css`
  position: relative;
  width: ${vw(88)};
  height: ${vw(16)};
  border-radius: ${vw(8)};
  background: repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.08) 0 ${vw(4)}, rgba(255, 255, 255, 0.03) ${vw(4)} ${vw(8)});
  box-shadow: inset 0 ${vw(0.8)} 0 rgba(0, 0, 0, 0.35);
`;
const line = css`
  position: absolute;
  top: calc(${vw(2)} * -1);
  bottom: calc(${vw(2)} * -1);
  right: ${vw(6)};
  width: ${vw(2)};
  background: repeating-linear-gradient(180deg, #fff 0 ${vw(2)}, ${colors.ink} ${vw(2)} ${vw(4)});
  border-radius: ${vw(0.5)};
`;
/** The span the runner's centre moves along; moved by a transform, so creeping repaints nothing else. */
const rail = css`
  position: absolute;
  top: 0;
  bottom: 0;
  left: ${vw(8)};
  width: 0;
  /* From the start (8 in) to the line (14 in from the right): 88 − 22 = 66. */
  transform: translateX(calc(${vw(66)} * var(--at, 0)));
  /* Progress arrives twice a second: it creeps in between. */
  transition: transform 0.5s linear;
  &[data-out='true'] {
    /* Caught: a slide back to the start. */
    transition: transform 1.2s cubic-bezier(0.5, 0, 0.2, 1);
  }
`;
const token = css`
  position: absolute;
  top: 50%;
  left: 0;
  width: ${vw(13)};
  height: ${vw(13)};
  margin: calc(${vw(6.5)} * -1) 0 0 calc(${vw(6.5)} * -1);
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
  &[data-out='true'] {
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
      <div className={rail} data-out={out} style={{ ['--at' as string]: at }}>
        <div className={token} data-out={out} data-testid="my-runner">
          ★
        </div>
      </div>
      <div className={pct} data-testid="progress-pct">
        {label}
      </div>
    </div>
  );
}
