import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { startClock } from '../../../engine/clock';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts } from '../../../ui/tokens';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm102Board } from '../rules/views';
import { Watcher } from '../shared/Watcher';
import { sfx } from './sfx';
import { Lanes } from './Lanes';

type Board = Snapshot<Gm102Board>;

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 2vh;
  padding: 3vh 3vw;
  background: radial-gradient(circle at 80% 40%, #3a2c74 0%, ${colors.bgDeep} 75%);
  color: #fff;
  font-family: ${fonts.body};
  overflow: hidden;
  &[data-status='stay'] {
    background: radial-gradient(circle at 80% 40%, #6b2140 0%, ${colors.bgDeep} 75%);
  }
`;
const top = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2.4fr) minmax(0, 1fr);
  align-items: center;
  gap: 2vw;
`;
const total = css`
  justify-self: start;
  display: flex;
  align-items: baseline;
  gap: 1vw;
  font-family: ${fonts.display};
  font-size: 5.6vh;
  padding: 1vh 2vw;
  border-radius: 2vh;
  background: rgba(255, 255, 255, 0.07);
  border-bottom: 0.8vh solid ${colors.left};
  white-space: nowrap;
  &[data-team='right'] {
    justify-self: end;
    border-color: ${colors.right};
  }
  small {
    font-family: ${fonts.body};
    font-size: 2.2vh;
    color: ${colors.textDim};
  }
`;
const callBox = css`
  text-align: center;
  font-family: ${fonts.display};
  font-size: 9vh;
  line-height: 1;
  text-shadow: 0 0.8vh 0 rgba(0, 0, 0, 0.4);
  &[data-tone='run'] {
    color: ${colors.left};
  }
  &[data-tone='stay'] {
    color: ${colors.danger};
    animation: gm102h-call 0.3s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  }
  &[data-tone='peek'] {
    color: ${colors.accent};
  }
  &[data-tone='note'] {
    font-size: 4.6vh;
  }
  small {
    display: block;
    font-family: ${fonts.body};
    font-size: 2.6vh;
    color: ${colors.textDim};
    margin-top: 0.6vh;
    text-shadow: none;
  }
  @keyframes gm102h-call {
    from {
      transform: scale(0.4);
    }
  }
`;
const middle = css`
  display: grid;
  grid-template-columns: 1fr 22vh;
  gap: 1.5vw;
  min-height: 0;
`;
const owlSpot = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1vh;
`;
const owl = css`
  --owl: 22vh;
`;
const foot = css`
  min-height: 5vh;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 2vw;
  font-size: 3vh;
  color: ${colors.textDim};
  text-align: center;
`;
const caughtLine = css`
  font-family: ${fonts.display};
  font-size: 3.6vh;
  color: ${colors.orange};
  max-width: 90vw;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const overlay = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2vh;
  pointer-events: none;
  text-align: center;
`;
const stamp = css`
  font-family: ${fonts.display};
  font-size: 18vh;
  line-height: 1;
  padding: 2vh 4vw;
  border: 1.4vh solid #fff;
  border-radius: 4vh;
  background: rgba(18, 13, 36, 0.7);
  transform: rotate(-6deg);
  animation: gm102h-stamp 0.5s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  @keyframes gm102h-stamp {
    from {
      transform: rotate(-6deg) scale(2.6);
      opacity: 0;
    }
  }
`;
const countdown = css`
  color: ${colors.accent};
`;

/** The header's middle: what the owl says now, with the race clock; practice, the countdown and the end say theirs. */
function Call({ board }: { board: Board }) {
  const { t } = useTranslation('gm102');
  const racing = board.status === 'run' || board.status === 'stay';
  const left = useSecondsLeft(racing ? board.raceEnd : board.status === 'waitingForRun' ? board.statusUntil : null);
  const timeLeft = left !== null && racing ? <small data-testid="time-left">{t('Unit:Seconds_00', { value: left })}</small> : null;
  switch (board.status) {
    case 'tutorial':
      return (
        <div className={callBox} data-tone="note" data-testid="call">
          {t('Host_Tutorial_00', { count: board.tutorialStepCount })}
          <small>{t('Host_TutorialBody_00')}</small>
        </div>
      );
    case 'waitingForRun':
      return (
        <div className={callBox} data-tone="note" data-testid="call">
          {t('Host_Ready_00')} <span className={countdown}>{left}</span>
          <small>{t('Host_ReadyBody_00')}</small>
        </div>
      );
    case 'run':
      return (
        <div className={callBox} data-tone={board.pose === 'peek' ? 'peek' : 'run'} data-testid="call">
          {board.pose === 'peek' ? t('Host_Peek_00') : t('Host_Run_00')}
          {timeLeft}
        </div>
      );
    case 'stay':
      return (
        <div className={callBox} data-tone="stay" data-testid="call">
          {t('Host_Stay_00')}
          {timeLeft}
        </div>
      );
    case 'changingStatusFinished':
      return <div className={callBox} />;
    case 'finished':
      return (
        <div className={callBox} data-tone="note" data-testid="standings">
          {t('Host_Standings_00')}
        </div>
      );
  }
}

/** The final whistle, stamped over the frozen lanes. */
function Finish({ board }: { board: Board }) {
  const { t } = useTranslation('gm102');
  if (board.status !== 'changingStatusFinished') return null;
  return (
    <div className={overlay}>
      <div className={stamp} data-testid="finish">
        {t('Host_Finish_00')}
      </div>
    </div>
  );
}

/** The owl's turns, the caught and the finishers, heard as they happen (not on the first render). */
function useRaceSounds(board: Board) {
  const reached = board.teams.left.reached + board.teams.right.reached;
  const last = useRef<{ pose: string; caught: number; reached: number } | null>(null);
  useEffect(() => {
    const was = last.current;
    last.current = { pose: board.pose, caught: board.caughtNow.length, reached };
    if (!was || board.status === 'tutorial') return;
    if (board.pose !== was.pose) {
      if (board.pose === 'away' && board.status === 'run') sfx.run();
      else if (board.pose === 'facing' && board.status === 'stay') sfx.freeze();
      else if (board.pose === 'peek') sfx.feint();
    }
    if (board.caughtNow.length > was.caught) sfx.caught();
    if (reached > was.reached) sfx.reached();
  }, [board.pose, board.status, board.caughtNow.length, reached]);
}

function Play({ board, players }: { board: Board; players: Snapshot<PublicPlayer[]> }) {
  const { t } = useTranslation('gm102');
  const names = new Map(board.runners.map((r) => [r.id, r.name]));
  const caught = board.caughtNow.map((id) => names.get(id)).filter(Boolean);
  const labels = { left: t('Team_Left_00'), right: t('Team_Right_00') };
  useRaceSounds(board);
  return (
    <section className={stage} data-scene={`host-gm102-${board.status}`} data-status={board.status}>
      <header className={top}>
        <div className={total} data-team="left" data-testid="reached-left">
          {t('Host_Reached_00', { reached: board.teams.left.reached, runners: board.teams.left.runners })}
          <small>{labels.left}</small>
        </div>
        <Call board={board} />
        <div className={total} data-team="right" data-testid="reached-right">
          {t('Host_Reached_00', { reached: board.teams.right.reached, runners: board.teams.right.runners })}
          <small>{labels.right}</small>
        </div>
      </header>
      <div className={middle}>
        <Lanes board={board} players={players} labels={labels} />
        <div className={owlSpot}>
          <Watcher pose={board.status === 'tutorial' ? 'facing' : board.pose} className={owl} />
        </div>
      </div>
      <footer className={foot}>
        {(board.status === 'stay' || board.status === 'run') && caught.length > 0 && (
          <span className={caughtLine} data-testid="caught-names">
            {t('Host_Caught_00', { names: caught.join(', ') })}
          </span>
        )}
      </footer>
      <Finish board={board} />
    </section>
  );
}

/** Statue race (gm102) on the big screen: two lanes of runners, the owl turning round at the line. */
export default function Gm102Board() {
  const { t } = useTranslation('gm102');
  // Countdowns are drawn on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
  }, []);
  const { view, game } = useHostGame('gm102');
  if (!view || !game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{ title: t('Title_00'), howTo: t(game.mode === 'T2' ? 'HowTo_T2_00' : 'HowTo_00'), art: <Watcher pose="facing" className={owl} /> }}
      board={() => game.board && <Play board={game.board} players={view.players} />}
    />
  );
}
