import { css, cx } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import { serverNow } from '../../../engine/clock';
import { sendIntent } from '../../../engine/socketClient';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { GameButton } from '../../../ui/GameButton';
import { screen } from '../../../ui/styles';
import { colors, fonts, vw } from '../../../ui/tokens';
import { GameFrame, type StatusScreens } from '../../common/phone/GameFrame';
import { PracticeEnd } from '../../common/phone/Practice';
import { heading, note } from '../../common/phone/styles';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Step, Zone } from '../rules/types';
import type { Gm134PhoneOwn } from '../rules/views';
import { DishArt, Knob, PoseArt } from '../shared/Art';
import { seconds, signedSeconds } from '../shared/format';
import { Standings } from '../shared/Standings';
import { Timeline } from '../shared/Timeline';
import { gm134Slice, localStep, onLocalStep, stepsDone } from './slice';
import { useHandling, useReached } from './useHandling';

type Own = Snapshot<Gm134PhoneOwn>;

const page = css`
  gap: ${vw(3)};
  padding-top: ${vw(5)};
  padding-bottom: ${vw(5)};
`;
const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${vw(2)};
  padding: ${vw(1.4)} ${vw(4)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-family: ${fonts.display};
  font-size: ${vw(4.4)};
`;
const dishArt = css`
  width: ${vw(62)};
  height: auto;
`;
const poseArt = css`
  width: ${vw(52)};
  height: auto;
`;
const targets = css`
  display: flex;
  gap: ${vw(3)};
  justify-content: center;
  flex-wrap: wrap;
`;
const target = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: ${vw(36)};
  padding: ${vw(2)} ${vw(3)};
  border-radius: ${vw(4)};
  background: ${colors.bgCard};
  border-bottom: ${vw(1.2)} solid ${colors.accent};
  font-size: ${vw(4)};
  b {
    font-family: ${fonts.display};
    font-size: ${vw(13)};
    line-height: 1.05;
    color: ${colors.accent};
  }
`;
const hiddenClock = css`
  font-family: ${fonts.display};
  font-size: ${vw(12)};
  letter-spacing: 0.2em;
  padding: ${vw(1)} ${vw(6)};
  border-radius: ${vw(4)};
  background: #0c0918;
  color: #ff6b3d;
  box-shadow: inset 0 0 ${vw(2)} rgba(255, 107, 61, 0.4);
`;
const stepList = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(1.6)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vw(4.6)};
  li[data-done='true'] {
    color: ${colors.left};
  }
  li[data-done='true']::before {
    content: '✓ ';
  }
  li[data-now='true'] {
    font-weight: 900;
    color: #fff;
  }
`;
const call = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${vw(6)};
  color: ${colors.accent};
`;
const knob = css`
  appearance: none;
  border: none;
  background: none;
  padding: 0;
  width: ${vw(48)};
  height: ${vw(48)};
  border-radius: 50%;
  touch-action: manipulation;
  svg {
    width: 100%;
    height: 100%;
    display: block;
  }
  &:active svg {
    transform: scale(0.94);
  }
  &[data-off='true'] {
    opacity: 0.7;
  }
`;
const verdict = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${vw(11)};
  line-height: 1.05;
  color: ${colors.accent};
  &[data-zone='raw'] {
    color: #ff8aa0;
  }
  &[data-zone='burnt'],
  &[data-zone='never'] {
    color: #d9a27c;
  }
  &[data-zone='good'] {
    color: #7fd18b;
  }
`;
const errorRow = css`
  display: flex;
  gap: ${vw(4)};
  justify-content: center;
`;
const errorBox = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  font-size: ${vw(3.8)};
  color: ${colors.textDim};
  b {
    font-family: ${fonts.display};
    font-size: ${vw(10)};
    color: #fff;
    line-height: 1.1;
  }
`;
const timeline = css`
  --dot: ${vw(6)};
  --bar: ${vw(6)};
  --tag: ${vw(3.6)};
  --legend: ${vw(3.4)};
  width: ${vw(84)};
`;
const standings = css`
  width: ${vw(86)};
  --st-font: ${vw(3.8)};
  --st-label: ${vw(24)};
  --st-value: ${vw(16)};
  --st-bar: ${vw(4.4)};
`;

function teamColor(team: string | null): string {
  return team === 'right' ? colors.right : team === 'left' ? colors.left : colors.noTeam;
}

/** Sends a tap on the knob: how long after the timer's start it came, on this phone's synced clock. */
function tapKnob(own: Own): void {
  if (own.round < 0) {
    sendIntent('gm134:tap', { elapsedMs: 0 });
    localStep(gm134Slice, 'stopFire');
    return;
  }
  if (own.startAt === null) return;
  const elapsed = serverNow() - own.startAt;
  if (elapsed < 0) return;
  sendIntent('gm134:tap', { elapsedMs: Math.round(elapsed) });
  localStep(gm134Slice, 'stopFire');
}

/** The stove's knob, big, to tap when the flame must go off. */
function KnobButton({ own, off }: { own: Own; off: boolean }) {
  const { t } = useTranslation('gm134');
  return (
    <button
      className={knob}
      data-off={off}
      data-testid="knob"
      aria-label={t('Knob_00')}
      disabled={off}
      onPointerDown={(e) => {
        e.preventDefault();
        if (!off) tapKnob(own);
      }}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <Knob x={50} y={54} r={38} off={off} />
      </svg>
    </button>
  );
}

/** A "Got it!" that pops when this phone does a step, before the server has it (drawn on the element). */
function GotIt() {
  const { t } = useTranslation('gm134');
  const el = useRef<HTMLParagraphElement>(null);
  useEffect(
    () =>
      onLocalStep(() => {
        el.current?.animate(
          [
            { opacity: 0, transform: 'scale(0.6)' },
            { opacity: 1, transform: 'scale(1.15)', offset: 0.3 },
            { opacity: 1, transform: 'scale(1)', offset: 0.7 },
            { opacity: 0, transform: 'scale(1)' },
          ],
          { duration: 1400, easing: 'ease-out' },
        );
      }),
    [],
  );
  return (
    <p ref={el} className={call} style={{ opacity: 0 }} aria-hidden="true">
      {t('Timer_Got_00')}
    </p>
  );
}

function Drill({ own }: { own: Own }) {
  const { t } = useTranslation('gm134');
  const slice = useSnapshot(gm134Slice);
  const step = own.practice ?? 'turnOver';
  const done = own.tutorialDone || slice.practised;
  return (
    <main className={cx(screen, page)} data-scene="gm134-movie" data-drill="true">
      <h1 className={heading}>{t('Drill_Title_00')}</h1>
      <p className={note}>{t('Drill_Body_00', { dish: t(`Dish_${own.dish ?? 'steak'}_00`) })}</p>
      {step === 'stopFire' ? <KnobButton own={own} off={done} /> : <PoseArt step={step} color={teamColor(own.team)} className={poseArt} />}
      <p className={note}>{t(`Pose_${step}_00`)}</p>
      <PracticeEnd game="gm134" done={done} doneText={t('Drill_Done_00')} skipLabel={t('Drill_Skip_00')} doneClassName={call} doneTestId="drill-done">
        <p className={note}>{t('Drill_Still_00')}</p>
      </PracticeEnd>
    </main>
  );
}

function Movie({ own }: { own: Own }) {
  const { t } = useTranslation('gm134');
  const left = useSecondsLeft(own.startAt);
  if (own.round < 0 || !own.dish) return <Drill own={own} />;
  const first = own.steps[0]?.step ?? 'turnOver';
  return (
    <main className={cx(screen, page)} data-scene="gm134-movie">
      <div className={chip}>{t('Round_00', { n: own.round + 1, of: own.rounds })}</div>
      <h1 className={heading}>{t(`Dish_${own.dish}_00`)}</h1>
      <DishArt dish={own.dish} stove={own.stove} state="idle" className={dishArt} />
      <div className={targets}>
        {own.steps.map((s) => (
          <div key={s.step} className={target} data-testid="target">
            {t(`Step_${s.step}_00`)}
            <b>{t('Unit:Seconds_00', { value: seconds(s.target) })}</b>
          </div>
        ))}
      </div>
      <p className={note}>{t(`Pose_${first}_00`)}</p>
      <p className={call} data-testid="starts-in">
        {left ? t('Movie_Starts_00', { count: left }) : t('Movie_Go_00')}
      </p>
    </main>
  );
}

function Cooking({ own }: { own: Own }) {
  const { t } = useTranslation('gm134');
  const slice = useSnapshot(gm134Slice);
  const done = stepsDone(slice);
  const now = own.steps[done]?.step ?? null;
  return (
    <main className={cx(screen, page)} data-scene="gm134-timerStarted">
      <div className={chip}>{t(`Dish_${own.dish ?? 'steak'}_00`)}</div>
      <h1 className={heading}>{t('Timer_Title_00')}</h1>
      <DishArt dish={own.dish ?? 'steak'} stove={own.stove} state="cooking" className={dishArt} />
      <div className={hiddenClock} aria-label={t('Timer_Hidden_00')}>
        ?.?
      </div>
      {own.steps.length > 1 && (
        <ol className={stepList}>
          {own.steps.map((s, k) => (
            <li key={s.step} data-done={k < done} data-now={k === done}>
              {t(`Step_${s.step}_00`)}
            </li>
          ))}
        </ol>
      )}
      {now === null ? (
        <p className={call} data-testid="steps-done">
          {t('Timer_Done_00')}
        </p>
      ) : now === 'stopFire' ? (
        <KnobButton own={own} off={false} />
      ) : (
        <p className={note}>{t('Timer_Step_00', { action: t(`Step_${now}_00`) })}</p>
      )}
      <GotIt />
    </main>
  );
}

/** The worst zone of this player's steps: what the dish looks like. */
function worst(own: Own): Zone {
  const order: Zone[] = ['perfect', 'good', 'raw', 'burnt', 'never'];
  const by = (z: Zone | null) => order.indexOf(z ?? 'never');
  let out: Zone = 'perfect';
  let size = -1;
  for (const s of own.steps) {
    const e = s.error === null ? Infinity : Math.abs(s.error);
    if (e > size || (e === size && by(s.zone) > by(out))) {
      size = e;
      out = s.zone ?? 'never';
    }
  }
  return out;
}

function Stopped({ own }: { own: Own }) {
  const { t } = useTranslation('gm134');
  const zone = worst(own);
  const two = own.steps.length > 1;
  return (
    <main className={cx(screen, page)} data-scene="gm134-timerStopped">
      <h1 className={verdict} data-zone={zone} data-testid="verdict">
        {t(`Verdict_${zone}_00`)}
      </h1>
      <DishArt dish={own.dish ?? 'steak'} stove={own.stove} state={zone} className={dishArt} />
      <div className={errorRow}>
        {own.steps.map((s) => (
          <div key={s.step} className={errorBox}>
            {two ? t(`Step_${s.step}_00`) : t('YourError_00')}
            <b data-testid="my-error">{s.error === null ? '—' : t('Unit:Seconds_00', { value: signedSeconds(s.error) })}</b>
            {s.mark === null
              ? t('Stopped_Never_00', { target: seconds(s.target) })
              : t('Stopped_Target_00', { target: seconds(s.target), you: (s.mark / 1000).toFixed(1) })}
          </div>
        ))}
      </div>
      <Timeline
        className={timeline}
        zones={own.zones}
        marks={own.steps.map((s) => ({ key: s.step, error: s.error, team: own.team, mine: true, label: two ? t(`Short_${s.step}_00`) : t('You_00') }))}
      />
    </main>
  );
}

function Finished({ own }: { own: Own }) {
  const { t } = useTranslation('gm134');
  const { round, total } = own.standings;
  return (
    <main className={cx(screen, page)} data-scene="gm134-roundFinished">
      <h1 className={heading}>{t('Finished_Title_00', { dish: t(`Dish_${own.dish ?? 'steak'}_00`) })}</h1>
      {round && (
        <>
          <p className={note}>{t('Finished_Round_00')}</p>
          <Standings errors={round} mine={own.team} testId="round-errors" className={standings} />
        </>
      )}
      {total && own.round > 0 && (
        <>
          <p className={note}>{t('Finished_Total_00')}</p>
          <Standings errors={total} mine={own.team} testId="total-errors" className={standings} />
        </>
      )}
      {own.meanError !== null && (
        <div className={chip} data-testid="my-mean">
          {t('Finished_Mine_00', { s: (own.meanError / 1000).toFixed(2), place: own.place, of: own.of })}
        </div>
      )}
      <p className={call}>{own.next ? t('Next_00', { dish: t(`Dish_${own.next}_00`) }) : t('Last_00')}</p>
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm134');
  return (
    <main className={screen} data-scene="gm134-watching">
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <DishArt dish="steak" stove={null} state="cooking" className={dishArt} />
      <p className={note}>{t('Watch_Body_00')}</p>
      <GameButton tone="accent" lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Cheer_00')}
      </GameButton>
    </main>
  );
}

/** The step this phone's detector should wait for now: the drill's, or the dish's next once its timer has started. */
function expected(own: Own | null, done: number, practised: boolean, started: boolean): Step | null {
  if (!own || !own.playing) return null;
  if (own.round < 0) return own.tutorialDone || practised ? null : own.practice;
  if (own.status === 'timerStarted' || (own.status === 'movie' && started)) return own.steps[done]?.step ?? null;
  return null;
}

/** Kitchen timer (gm134) on the phone: the common frame around a screen for each status. */
export default function Gm134Scene() {
  const { view, game } = usePhoneGame('gm134');
  const slice = useSnapshot(gm134Slice);
  const own = game?.own ?? null;
  const params = game?.params;
  const playing = !!own?.playing && !!game?.entryStatus.entry && (game.phase === 'tutorial' || game.phase === 'play');
  const started = useReached(own && own.round >= 0 ? own.startAt : null);
  useHandling(playing, params, expected(own, stepsDone(slice), slice.practised, started), own && own.round >= 0 ? own.startAt : null);
  // The phone buzzes when the timer starts and when it stops: it may be lying face down.
  const status = own?.status;
  useEffect(() => {
    if (playing && (status === 'timerStarted' || status === 'timerStopped')) vibrate(buzz.attention);
  }, [playing, status]);
  if (!view || !game || !params) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm134'> = {
    movie: (o) => <Movie own={o} />,
    timerStarted: (o) => <Cooking own={o} />,
    timerStopped: (o) => <Stopped own={o} />,
    roundFinished: (o) => <Finished own={o} />,
  };
  return <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />;
}
