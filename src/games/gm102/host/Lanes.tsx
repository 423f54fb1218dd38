import { css } from '@linaria/core';
import type { Snapshot } from 'valtio';
import type { Team } from '../../../protocol/enums';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts } from '../../../ui/tokens';
import { Face, photosOf } from '../../common/host/Faces';
import type { Gm102Board, Gm102BoardRunner } from '../rules/views';

const lanes = css`
  position: relative;
  display: grid;
  grid-template-rows: 1fr 1fr;
  gap: 2vh;
  min-height: 0;
`;
const lane = css`
  position: relative;
  border-radius: 3vh;
  background: linear-gradient(90deg, rgba(47, 191, 113, 0.22), rgba(47, 191, 113, 0.06));
  border: 0.4vh solid rgba(47, 191, 113, 0.6);
  overflow: hidden;
  &[data-team='right'] {
    background: linear-gradient(90deg, rgba(255, 95, 162, 0.22), rgba(255, 95, 162, 0.06));
    border-color: rgba(255, 95, 162, 0.6);
  }
`;
const name = css`
  position: absolute;
  left: 1.4vw;
  top: 1vh;
  font-family: ${fonts.display};
  font-size: 2.6vh;
  color: rgba(255, 255, 255, 0.55);
`;
/** The running field inside a lane: from the start (left) to the line (right edge). */
const field = css`
  position: absolute;
  left: 3vw;
  right: 6vw;
  top: 5vh;
  bottom: 2vh;
`;
const goal = css`
  position: absolute;
  top: 0;
  bottom: 0;
  right: 4.6vw;
  width: 1.2vw;
  background: repeating-linear-gradient(180deg, #fff 0 1.6vh, ${colors.ink} 1.6vh 3.2vh);
  opacity: 0.85;
`;
/**
 * The span a bubble moves along (the field less one face), moved by a transform: a hundred bubbles
 * creeping repaint nothing else.
 */
const rail = css`
  position: absolute;
  left: 0;
  top: calc((100% - var(--face)) * var(--y, 0));
  width: calc(100% - var(--face));
  height: var(--face);
  transform: translateX(calc(100% * var(--at, 0)));
  /* Reports come twice a second: the bubbles creep in between. */
  transition: transform 0.5s linear;
  pointer-events: none;
  &[data-out='true'] {
    /* Caught: slid back to the start. */
    transition: transform 1.4s cubic-bezier(0.5, 0, 0.2, 1);
  }
  &[data-reached='true'] {
    z-index: 2;
  }
`;
const bubble = css`
  --face-ring: 0.09;
  position: absolute;
  left: var(--jx, 0px);
  top: 0;
  box-shadow: 0 0.5vh 0 rgba(0, 0, 0, 0.35);
  pointer-events: auto;
  &[data-out='true'] {
    /* Caught: sliding back, shaking. */
    border-color: ${colors.danger};
    animation: gm102h-wobble 0.45s 3;
  }
  &[data-reached='true'] {
    animation: gm102h-cheer 0.7s ease-in-out infinite alternate;
  }
  &[data-done='true']::after,
  &[data-reached='true']::after,
  &[data-out='true']::after {
    position: absolute;
    right: calc(var(--face) * -0.12);
    bottom: calc(var(--face) * -0.12);
    width: calc(var(--face) * 0.42);
    height: calc(var(--face) * 0.42);
    border-radius: 50%;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: calc(var(--face) * 0.28);
    color: #fff;
  }
  &[data-done='true']::after,
  &[data-reached='true']::after {
    content: '✓';
    background: ${colors.left};
  }
  &[data-reached='true']::after {
    /* Its place over the line. */
    content: attr(data-place);
    color: ${colors.ink};
    background: ${colors.accent};
  }
  &[data-out='true']::after {
    content: '✕';
    background: ${colors.danger};
  }
  @keyframes gm102h-wobble {
    25% {
      transform: rotate(-16deg);
    }
    75% {
      transform: rotate(16deg);
    }
  }
  @keyframes gm102h-cheer {
    from {
      transform: translateY(0);
    }
    to {
      transform: translateY(-30%);
    }
  }
`;

/**
 * Bubble size and rows by how many share a lane, so up to 100 players (50 a lane) fit: rows of
 * faces fill the lane's field (about 21vh on a 16:9 screen, under the host's bars) without covering
 * each other.
 */
function layout(n: number): { face: string; rows: number } {
  if (n <= 2) return { face: '8.5vh', rows: Math.max(1, n) };
  if (n <= 6) return { face: '7vh', rows: 3 };
  if (n <= 16) return { face: '5.2vh', rows: 4 };
  if (n <= 30) return { face: '4.2vh', rows: 5 };
  return { face: '3.5vh', rows: 6 };
}

function Lane({ board, team, players, label }: { board: Snapshot<Gm102Board>; team: Team; players: Snapshot<PublicPlayer[]>; label: string }) {
  const photo = photosOf(players);
  const runners = board.runners.filter((r) => r.team === team);
  const { face, rows } = layout(runners.length);
  const practice = board.status === 'tutorial';
  const at = (r: Snapshot<Gm102BoardRunner>) =>
    practice ? Math.min(1, r.practiceSteps / Math.max(1, board.tutorialStepCount)) : Math.min(1, r.progress / Math.max(1, board.distance));
  return (
    <div className={lane} data-team={team} data-testid={`lane-${team}`}>
      <div className={name}>{label}</div>
      <div className={goal} />
      {/* Practice and race each have their own field: from practice to the race, bubbles are at the start at once. */}
      <div key={practice ? 'practice' : 'race'} className={field} style={{ ['--face' as string]: face }}>
        {runners.map((r, i) => {
          const row = i % rows;
          // Runners sharing a row stand a little apart at the start, so each face shows.
          const jx = `calc(var(--face) * ${((Math.floor(i / rows) % 5) * 0.55).toFixed(2)})`;
          const src = photo.get(r.id);
          const out = r.out && !r.reached;
          return (
            <div
              key={r.id}
              className={rail}
              data-out={out}
              data-reached={r.reached}
              style={{ ['--at' as string]: at(r), ['--y' as string]: rows > 1 ? row / (rows - 1) : 0.5 }}
            >
              <Face
                name={r.name}
                photo={src}
                team={team}
                className={bubble}
                data-testid="runner"
                data-id={r.id}
                data-out={out}
                data-reached={r.reached}
                data-place={r.place ?? ''}
                data-done={practice && r.tutorialDone}
                title={r.name}
                style={{ ['--jx' as string]: at(r) > 0.02 ? '0px' : jx }}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Two lanes of selfie bubbles creeping toward the line: green above, pink below. */
export function Lanes({ board, players, labels }: { board: Snapshot<Gm102Board>; players: Snapshot<PublicPlayer[]>; labels: Record<Team, string> }) {
  return (
    <div className={lanes}>
      <Lane board={board} team="left" players={players} label={labels.left} />
      <Lane board={board} team="right" players={players} label={labels.right} />
    </div>
  );
}
