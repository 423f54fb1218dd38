import { css } from '@linaria/core';
import { useEffect } from 'react';
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
  grid-template-columns: 1fr auto 1fr;
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
  min-width: 30vw;
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
  small {
    display: block;
    font-family: ${fonts.body};
    font-size: 2.6vh;
    color: ${colors.textDim};
    margin-top: 0.6vh;
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
const banner = css`
  padding: 2vh 4vw;
  border-radius: 3vh;
  background: rgba(18, 13, 36, 0.86);
  box-shadow: 0 1vh 0 rgba(0, 0, 0, 0.35);
  font-family: ${fonts.display};
  font-size: 8vh;
  line-height: 1.1;
  small {
    display: block;
    font-family: ${fonts.body};
    font-size: 3vh;
    color: ${colors.textDim};
  }
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
  font-family: ${fonts.display};
  font-size: 16vh;
  line-height: 1;
  color: ${colors.accent};
`;
const shares = css`
  display: flex;
  gap: 4vw;
  font-family: ${fonts.display};
  font-size: 7vh;
  div {
    min-width: 20vw;
    padding: 1.5vh 2vw;
    border-radius: 2vh;
    background: rgba(18, 13, 36, 0.86);
    border-bottom: 1vh solid ${colors.left};
  }
  div[data-team='right'] {
    border-color: ${colors.right};
  }
  small {
    display: block;
    font-family: ${fonts.body};
    font-size: 2.4vh;
    color: ${colors.textDim};
  }
`;

function Call({ board }: { board: Board }) {
  const { t } = useTranslation('gm102');
  const left = useSecondsLeft(board.status === 'run' || board.status === 'stay' ? board.raceEnd : null);
  const timeLeft = left !== null ? <small data-testid="time-left">{t('Host_TimeLeft_00', { s: left })}</small> : null;
  if (board.status === 'run')
    return (
      <div className={callBox} data-tone={board.pose === 'peek' ? 'peek' : 'run'} data-testid="call">
        {board.pose === 'peek' ? t('Host_Peek_00') : t('Host_Run_00')}
        {timeLeft}
      </div>
    );
  if (board.status === 'stay')
    return (
      <div className={callBox} data-tone="stay" data-testid="call">
        {t('Host_Stay_00')}
        {timeLeft}
      </div>
    );
  return <div className={callBox} />;
}

function Overlay({ board }: { board: Board }) {
  const { t } = useTranslation('gm102');
  const left = useSecondsLeft(board.status === 'waitingForRun' ? board.statusUntil : null);
  if (board.status === 'tutorial')
    return (
      <div className={overlay}>
        <div className={banner}>
          {t('Host_Tutorial_00', { count: board.tutorialStepCount })}
          <small>{t('Host_TutorialBody_00')}</small>
        </div>
      </div>
    );
  if (board.status === 'waitingForRun')
    return (
      <div className={overlay}>
        <div className={banner}>
          {t('Host_Ready_00')}
          <small>{t('Host_ReadyBody_00')}</small>
        </div>
        {left !== null && <div className={countdown}>{left}</div>}
      </div>
    );
  if (board.status === 'changingStatusFinished')
    return (
      <div className={overlay}>
        <div className={stamp} data-testid="finish">
          {t('Host_Finish_00')}
        </div>
      </div>
    );
  if (board.status === 'finished')
    return (
      <div className={overlay} data-testid="standings">
        <div className={banner}>{t('Host_Standings_00')}</div>
        <div className={shares}>
          {(['left', 'right'] as const).map((side) => (
            <div key={side} data-team={side} data-testid={`share-${side}`}>
              {t('Host_Reached_00', { reached: board.teams[side].reached, runners: board.teams[side].runners })}
              <small>{t(side === 'left' ? 'Team_Left_00' : 'Team_Right_00')}</small>
            </div>
          ))}
        </div>
      </div>
    );
  return null;
}

function Play({ board, players }: { board: Board; players: Snapshot<PublicPlayer[]> }) {
  const { t } = useTranslation('gm102');
  const names = new Map(board.runners.map((r) => [r.id, r.name]));
  const caught = board.caughtNow.map((id) => names.get(id)).filter(Boolean);
  const labels = { left: t('Team_Left_00'), right: t('Team_Right_00') };
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
      <Overlay board={board} />
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
