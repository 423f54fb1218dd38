import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { startClock } from '../../../engine/clock';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts } from '../../../ui/tokens';
import { FaceGrid, FaceTile, photosOf } from '../../common/host/Faces';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { TeamScores } from '../../common/host/TeamScores';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm116Board } from '../rules/views';

type Board = Snapshot<Gm116Board>;
type Players = Snapshot<PublicPlayer[]>;
import { RopeView } from '../shared/RopeView';
import { useRopeSound } from './sfx';

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 2vh;
  padding: 3vh 3vw;
  background: radial-gradient(circle at 50% 20%, #3a2c74 0%, ${colors.bgDeep} 70%);
  color: #fff;
  font-family: ${fonts.body};
`;
const center = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2vh;
  text-align: center;
`;
const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: 7.5vh;
  line-height: 1.1;
  text-shadow: 0 0.6vh 0 rgba(0, 0, 0, 0.4);
`;
const sub = css`
  margin: 0;
  font-size: 3vh;
  color: ${colors.textDim};
`;
const count = css`
  font-family: ${fonts.display};
  font-size: 16vh;
  line-height: 1;
  color: ${colors.accent};
  text-shadow: 0 1vh 0 rgba(0, 0, 0, 0.4);
`;
const rope = css`
  --rope-height: 34vh;
  width: 70vw;
  border-radius: 3vh;
`;
const grid = css`
  gap: 1.4vh 1.2vw;
  max-height: 26vh;
  overflow: hidden;
`;
const tile = css`
  width: calc(var(--face) + 1vh);
  gap: 0.6vh;
  font-size: 1.8vh;
  transition:
    opacity 0.3s,
    transform 0.3s;
  &[data-out='true'] {
    opacity: 0.35;
    transform: translateY(1vh) rotate(-8deg);
  }
`;
const face = css`
  &[data-last='safe']::after,
  &[data-last='barely']::after,
  &[data-last='out']::after,
  &[data-done='true']::after {
    position: absolute;
    right: calc(var(--face) * -0.1);
    bottom: calc(var(--face) * -0.1);
    width: calc(var(--face) * 0.4);
    height: calc(var(--face) * 0.4);
    border-radius: 50%;
    font-size: calc(var(--face) * 0.27);
    display: flex;
    align-items: center;
    justify-content: center;
    color: #fff;
  }
  &[data-last='safe']::after,
  &[data-done='true']::after {
    content: '✓';
    background: ${colors.left};
  }
  &[data-last='barely']::after {
    content: '!';
    background: ${colors.orange};
  }
  &[data-last='out']::after {
    content: '✕';
    background: ${colors.danger};
  }
`;
const gradeBadge = css`
  width: 18vh;
  height: 18vh;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  font-family: ${fonts.display};
  font-size: 12vh;
  color: ${colors.ink};
  background: ${colors.accent};
  box-shadow: 0 1vh 0 ${colors.accentDeep};
  animation: g116-pop 0.6s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  @keyframes g116-pop {
    from {
      transform: scale(0.2) rotate(-25deg);
    }
    to {
      transform: none;
    }
  }
`;
const coin = css`
  width: 22vh;
  height: 22vh;
  border-radius: 50%;
  background: ${colors.left};
  border: 1.2vh solid #fff;
  animation: g116-flip 1.6s cubic-bezier(0.3, 0.1, 0.2, 1) both;
  &[data-team='right'] {
    background: ${colors.right};
  }
  @keyframes g116-flip {
    from {
      transform: rotateY(0);
    }
    to {
      transform: rotateY(1800deg);
    }
  }
`;

const teamName = (t: (k: string) => string, team: string) => t(team === 'left' ? 'Team_Left_00' : 'Team_Right_00');

const FACES = { l: '7.5vh', m: '5vh', s: '3.8vh', xs: '3vh' };

export function Tiles({ board, players, team }: { board: Board; players: Players; team?: 'left' | 'right' }) {
  const photo = photosOf(players);
  const shown = board.jumpers.filter((j) => !team || j.team === team);
  // Faces shrink as the room fills, so all of up to 100 players fit the strip (names go below 5vh).
  return (
    <FaceGrid count={shown.length} sizes={FACES} className={grid} data-testid="jumpers">
      {shown.map((j) => (
        <FaceTile
          key={j.id}
          name={j.name}
          photo={photo.get(j.id)}
          team={j.team}
          className={tile}
          face={{ className: face, 'data-last': j.last?.type ?? '', 'data-done': board.status === 'tutorialJumping' && j.tutorialDone }}
          data-out={j.out}
          data-testid="jumper"
        />
      ))}
    </FaceGrid>
  );
}

function Play({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm116');
  useRopeSound(board.status === 'jumping' ? board.rope : null);
  const left = useSecondsLeft(board.status === 'waitingForJumping' ? board.statusUntil : null);
  const jumping = board.rope?.team ?? board.firstTeam;
  const color = jumping === 'right' ? colors.right : colors.left;
  const names = new Map(board.jumpers.map((j) => [j.id, j.name]));
  const lastTurn = board.turns[board.turns.length - 1];
  return (
    <section className={stage} data-scene={`host-gm116-${board.status}`}>
      <TeamScores testId="total" score={(side) => board.totals[side]} label={(side) => teamName(t, side)} />
      <div className={center}>
        {board.status === 'tutorialJumping' && (
          <>
            <h1 className={title}>{t('Host_Tutorial_00', { count: board.practiceHops })}</h1>
            <p className={sub}>{t('Host_TutorialBody_00')}</p>
          </>
        )}
        {board.status === 'decidingTurn' && (
          <>
            <div className={coin} data-team={board.firstTeam} />
            <h1 className={title}>{t('Host_First_00', { team: teamName(t, board.firstTeam) })}</h1>
          </>
        )}
        {board.status === 'waitingForJumping' && (
          <>
            <h1 className={title}>{t('Host_Ready_00', { team: teamName(t, jumping) })}</h1>
            {left !== null && <div className={count}>{left}</div>}
            <p className={sub}>{t('Host_ReadyBody_00')}</p>
          </>
        )}
        {board.status === 'jumping' && board.rope && (
          <>
            <div className={count} data-testid="host-cleared">
              {board.rope.cleared}
            </div>
            <RopeView rope={board.rope} color={color} label={t('Jump_Cue_00')} className={rope} />
          </>
        )}
        {board.status === 'turnResult' && lastTurn && (
          <>
            <h1 className={title}>{t('Host_TurnResult_00', { team: teamName(t, lastTurn.team), count: lastTurn.cleared })}</h1>
            {lastTurn.grade && (
              <div className={gradeBadge} data-testid="turn-grade">
                {lastTurn.grade}
              </div>
            )}
            {lastTurn.faulted.length > 0 && (
              <p className={sub} data-testid="faulted">
                {t('Host_Missed_00', { names: lastTurn.faulted.map((id) => names.get(id)).join(', ') })}
              </p>
            )}
          </>
        )}
        {board.status === 'finished' && <h1 className={title}>{t('Finished_Title_00')}</h1>}
      </div>
      <Tiles board={board} players={players} team={board.status === 'tutorialJumping' ? undefined : jumping} />
    </section>
  );
}

/** Jump rope (gm116) on the big screen: the rope turning in time, every jumper, the turn results. */
export default function Gm116Board() {
  const { t } = useTranslation('gm116');
  // The rope is drawn on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
  }, []);
  const { view, game } = useHostGame('gm116');
  if (!view || !game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{ title: t('Title_00'), howTo: t('HowTo_00') }}
      board={() => game.board && <Play board={game.board} players={view.players} />}
    />
  );
}
