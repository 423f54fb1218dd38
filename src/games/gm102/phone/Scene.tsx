import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import { serverNow } from '../../../engine/clock';
import { sendIntent } from '../../../engine/socketClient';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { GameButton } from '../../../ui/GameButton';
import { screen } from '../../../ui/styles';
import { colors, fonts, teamColor, vw } from '../../../ui/tokens';
import { GameFrame, type StatusScreens } from '../../common/phone/GameFrame';
import { PracticeEnd } from '../../common/phone/Practice';
import { heading, note } from '../../common/phone/styles';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm102PhoneOwn } from '../rules/views';
import { Graph } from '../shared/Graph';
import { Watcher } from '../shared/Watcher';
import { gm102Slice, onLocalStep } from './slice';
import { Track } from './Track';
import { useRunning } from './useRunning';

type Own = Snapshot<Gm102PhoneOwn>;

const stage = css`
  justify-content: space-between;
  padding-top: ${vw(10)};
  padding-bottom: ${vw(14)};
  &[data-tone='run'] {
    background: radial-gradient(circle at 50% 30%, rgba(47, 191, 113, 0.45), transparent 70%);
  }
  &[data-tone='stay'] {
    background: radial-gradient(circle at 50% 30%, rgba(255, 90, 90, 0.5), transparent 70%);
  }
  &[data-tone='caught'] {
    background: radial-gradient(circle at 50% 30%, rgba(255, 138, 61, 0.45), transparent 70%);
  }
  &[data-tone='goal'] {
    background: radial-gradient(circle at 50% 30%, rgba(255, 210, 63, 0.45), transparent 70%);
  }
`;
const call = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${vw(17)};
  line-height: 1;
  letter-spacing: 0.02em;
  text-shadow: 0 ${vw(1.2)} 0 rgba(0, 0, 0, 0.4);
  animation: gm102-call 0.35s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  &[data-tone='run'] {
    color: ${colors.left};
  }
  &[data-tone='stay'] {
    color: ${colors.danger};
  }
  &[data-tone='goal'] {
    color: ${colors.accent};
  }
  @keyframes gm102-call {
    from {
      transform: scale(0.3);
    }
    to {
      transform: scale(1);
    }
  }
`;
const owl = css`
  --owl: ${vw(40)};
`;
const owlSmall = css`
  --owl: ${vw(26)};
`;
const big = css`
  font-family: ${fonts.display};
  font-size: ${vw(18)};
  line-height: 1;
  color: ${colors.accent};
`;
const wide = css`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(4)};
  padding-bottom: ${vw(8)};
`;
const warn = css`
  padding: ${vw(2.5)} ${vw(5)};
  border-radius: ${vw(4)};
  background: ${colors.danger};
  font-weight: 800;
  font-size: ${vw(4.6)};
`;
const grace = css`
  width: ${vw(30)};
  height: ${vw(3)};
  border-radius: ${vw(2)};
  background: rgba(255, 255, 255, 0.18);
  overflow: hidden;
  div {
    height: 100%;
    background: #fff;
    animation: gm102-grace var(--grace, 1s) linear both;
  }
  @keyframes gm102-grace {
    from {
      width: 100%;
    }
    to {
      width: 0;
    }
  }
`;
const caught = css`
  font-family: ${fonts.display};
  font-size: ${vw(17)};
  line-height: 1;
  color: ${colors.orange};
  animation: gm102-shake 0.5s both;
  @keyframes gm102-shake {
    20%,
    60% {
      transform: translateX(calc(${vw(2)} * -1));
    }
    40%,
    80% {
      transform: translateX(${vw(2)});
    }
  }
`;
const place = css`
  width: ${vw(34)};
  height: ${vw(34)};
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  font-family: ${fonts.display};
  font-size: ${vw(15)};
  color: ${colors.ink};
  background: ${colors.accent};
  box-shadow: 0 ${vw(1.5)} 0 ${colors.accentDeep};
  animation: gm102-pop 0.5s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  @keyframes gm102-pop {
    from {
      transform: scale(0.2) rotate(-20deg);
    }
    to {
      transform: none;
    }
  }
`;
const stepCount = css`
  font-family: ${fonts.display};
  font-size: ${vw(7)};
  color: #fff;
`;
const stamp = css`
  font-family: ${fonts.display};
  font-size: ${vw(22)};
  line-height: 1;
  color: #fff;
  padding: ${vw(3)} ${vw(6)};
  border: ${vw(1.6)} solid #fff;
  border-radius: ${vw(5)};
  transform: rotate(-8deg);
  animation: gm102-stamp 0.45s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  @keyframes gm102-stamp {
    from {
      transform: rotate(-8deg) scale(2.4);
      opacity: 0;
    }
  }
`;
const hold = css`
  width: ${vw(40)};
  height: auto;
`;

/** A phone held at the chest with both hands, knees up: running on the spot. */
function RunArt() {
  return (
    <svg className={hold} viewBox="0 0 120 130" aria-hidden="true">
      <circle cx="60" cy="22" r="15" fill="#ffd9b8" />
      <path d="M36 100c0-34 10-52 24-52s24 18 24 52z" fill={colors.noTeam} />
      <rect x="49" y="56" width="22" height="32" rx="4" fill="#222" stroke="#fff" strokeWidth="2" />
      <circle cx="47" cy="72" r="6.5" fill="#ffd9b8" />
      <circle cx="73" cy="72" r="6.5" fill="#ffd9b8" />
      <path d="M48 100 L40 112 L46 126" stroke="#5a4a8a" strokeWidth="8" fill="none" strokeLinecap="round" />
      <path d="M72 100 L74 126" stroke="#5a4a8a" strokeWidth="8" fill="none" strokeLinecap="round" />
    </svg>
  );
}

const pctOf = (o: Own) => Math.floor((100 * Math.min(o.progress, o.distance)) / Math.max(1, o.distance));

function useMyTrack(o: Own) {
  const { t } = useTranslation('gm102');
  return <Track progress={o.progress} distance={o.distance} color={teamColor(o.team)} out={o.out} label={t('Progress_00', { pct: pctOf(o) })} />;
}

/** Each detected step pops the step count, straight on the element: no React render. */
function useStepPop() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      onLocalStep(() => {
        ref.current?.animate([{ transform: 'scale(1.3)', color: colors.accent }, { transform: 'scale(1)' }], { duration: 200, easing: 'ease-out' });
      }),
    [],
  );
  return ref;
}

function Tutorial({ own }: { own: Own }) {
  const { t } = useTranslation('gm102');
  const pop = useStepPop();
  return (
    <main className={screen} data-scene="gm102-tutorial">
      <h1 className={heading}>{t('Tutorial_Title_00')}</h1>
      <RunArt />
      <p className={note}>{t('Tutorial_Body_00', { count: own.tutorialStepCount })}</p>
      <PracticeEnd game="gm102" done={own.tutorialDone} doneText={t('Tutorial_Done_00')} skipLabel={t('Tutorial_Skip_00')} skipTestId={null}>
        <div ref={pop} className={big} data-testid="practice-steps">
          {Math.min(own.practiceSteps, own.tutorialStepCount)} / {own.tutorialStepCount}
        </div>
      </PracticeEnd>
    </main>
  );
}

function Ready({ own }: { own: Own }) {
  const { t } = useTranslation('gm102');
  const left = useSecondsLeft(own.statusUntil);
  return (
    <main className={`${screen} ${stage}`} data-scene="gm102-waitingForRun">
      <h1 className={heading}>{t('Ready_Title_00')}</h1>
      <Watcher pose="facing" className={owl} />
      {left !== null && <div className={big}>{left}</div>}
      <p className={note}>{t('Ready_Body_00')}</p>
      {useMyTrack(own)}
    </main>
  );
}

function Run({ own }: { own: Own }) {
  const { t } = useTranslation('gm102');
  const slice = useSnapshot(gm102Slice);
  const pop = useStepPop();
  const cheating = own.cheatUntil !== null && own.cheatUntil > serverNow();
  return (
    <main className={`${screen} ${stage}`} data-scene="gm102-run" data-tone="run">
      <h1 className={call} data-tone="run">
        {t('Run_Call_00')}
      </h1>
      <Watcher pose={own.pose} className={owl} />
      {cheating ? (
        <div className={warn} role="alert" data-testid="cheat">
          {t('Run_Cheat_00')}
        </div>
      ) : (
        <div ref={pop} className={stepCount} data-testid="steps">
          {t('Run_Steps_00', { count: slice.steps })}
        </div>
      )}
      <div className={wide}>{useMyTrack(own)}</div>
    </main>
  );
}

function Stay({ own }: { own: Own }) {
  const { t } = useTranslation('gm102');
  const slice = useSnapshot(gm102Slice);
  return (
    <main className={`${screen} ${stage}`} data-scene="gm102-stay" data-tone="stay">
      <h1 className={call} data-tone="stay">
        {t('Stay_Call_00')}
      </h1>
      <Watcher pose="facing" className={owl} />
      {slice.stayDelayed ? (
        <div className={grace} style={{ ['--grace' as string]: `${(own.invincibleFrame / 60).toFixed(2)}s` }} data-testid="grace">
          <div />
        </div>
      ) : (
        <p className={note} data-testid="holding">
          {t('Stay_Hold_00')}
        </p>
      )}
      <div className={wide}>{useMyTrack(own)}</div>
    </main>
  );
}

function WaitingForReRun({ own }: { own: Own }) {
  const { t } = useTranslation('gm102');
  const keep = own.mode === 'T2';
  return (
    <main className={`${screen} ${stage}`} data-scene="gm102-waitingForReRun" data-tone="caught">
      <div className={caught} data-testid="caught">
        {t('Caught_Title_00')}
      </div>
      <Watcher pose={own.pose} className={owlSmall} />
      <p className={note}>{t(keep ? 'Caught_Keep_00' : 'Caught_Back_00')}</p>
      <div className={wide}>{useMyTrack(own)}</div>
    </main>
  );
}

function TeamLine({ own }: { own: Own }) {
  const { t } = useTranslation('gm102');
  return (
    <p className={note} data-testid="team-line">
      {t('Teams_00', { left: own.teams.left.reached, leftAll: own.teams.left.runners, right: own.teams.right.reached, rightAll: own.teams.right.runners })}
    </p>
  );
}

function Reached({ own }: { own: Own }) {
  const { t } = useTranslation('gm102');
  return (
    <main className={`${screen} ${stage}`} data-scene="gm102-reached" data-tone="goal">
      <h1 className={call} data-tone="goal">
        {t('Reached_Call_00')}
      </h1>
      {own.place !== null && (
        <div className={place} data-testid="place">
          {t('Reached_Place_00', { place: own.place })}
        </div>
      )}
      {own.savedGraph ? (
        <Graph points={own.savedGraph} distance={own.distance} color={teamColor(own.team)} label={t('Graph_00')} />
      ) : (
        <p className={note}>{t('Reached_Body_00')}</p>
      )}
      <TeamLine own={own} />
      <GameButton tone={own.team ?? 'accent'} lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Cheer_00')}
      </GameButton>
    </main>
  );
}

function Finish({ own }: { own: Own }) {
  const { t } = useTranslation('gm102');
  return (
    <main className={`${screen} ${stage}`} data-scene="gm102-changingStatusFinished">
      <div className={stamp}>{t('Finish_Call_00')}</div>
      <Watcher pose="facing" className={owlSmall} />
      <p className={note}>{t(own.reached ? 'Finish_Reached_00' : 'Finish_Body_00')}</p>
      <div className={wide}>{useMyTrack(own)}</div>
    </main>
  );
}

function DroppedOut({ own }: { own: Own }) {
  const { t } = useTranslation('gm102');
  return (
    <main className={screen} data-scene="gm102-droppedOut">
      <h1 className={heading}>{t('Dropped_Title_00')}</h1>
      <div className={big} data-testid="final-pct">
        {pctOf(own)}%
      </div>
      <p className={note}>{t(own.caught > 0 ? 'Dropped_Caught_00' : 'Dropped_Body_00', { count: own.caught })}</p>
      {own.savedGraph && <Graph points={own.savedGraph} distance={own.distance} color={teamColor(own.team)} label={t('Graph_00')} />}
      <TeamLine own={own} />
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm102');
  return (
    <main className={screen} data-scene="gm102-watching">
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <Watcher pose="facing" className={owl} />
      <p className={note}>{t('Watch_Body_00')}</p>
      <GameButton tone="accent" lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Cheer_00')}
      </GameButton>
    </main>
  );
}

/** A buzz when the phone's moment changes: the watcher turns, a catch, the line. */
function useBuzz(status: string | undefined) {
  useEffect(() => {
    if (status === 'stay') vibrate(buzz.attention);
    else if (status === 'waitingForReRun') vibrate(buzz.error);
    else if (status === 'reached') vibrate(buzz.success);
  }, [status]);
}

/** Statue race (gm102) on the phone: the common frame around a screen for each status. */
export default function Gm102Scene() {
  const { view, game } = usePhoneGame('gm102');
  const own = game?.own ?? null;
  const params = game?.params;
  const playing = !!own?.playing && game?.entryStatus.entry === true;
  const racing = game?.phase === 'play' && own !== null && own.status !== 'changingStatusFinished' && own.status !== 'droppedOut' && !own.reached;
  // From practice to the final whistle: the step finder keeps its history across the watcher's turns.
  useRunning(own, params, playing && (game?.phase === 'tutorial' || racing));
  useBuzz(game?.phase === 'play' ? own?.status : undefined);
  if (!view || !game || !params) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm102'> = {
    tutorial: (o) => <Tutorial own={o} />,
    waitingForRun: (o) => <Ready own={o} />,
    run: (o) => <Run own={o} />,
    stay: (o) => <Stay own={o} />,
    waitingForReRun: (o) => <WaitingForReRun own={o} />,
    reached: (o) => <Reached own={o} />,
    changingStatusFinished: (o) => <Finish own={o} />,
    droppedOut: (o) => <DroppedOut own={o} />,
  };
  return <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />;
}
