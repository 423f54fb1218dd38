import { css, cx } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { GameButton } from '../../../ui/GameButton';
import { screen } from '../../../ui/styles';
import { colors, fonts, vw } from '../../../ui/tokens';
import { GameFrame, type StatusScreens } from '../../common/phone/GameFrame';
import { PracticeEnd } from '../../common/phone/Practice';
import { bigNumber, heading, note } from '../../common/phone/styles';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm130PhoneOwn } from '../rules/views';
import { SquatBeat } from '../shared/SquatBeat';
import { Standings } from '../shared/Standings';
import { HoldPads } from './HoldPads';
import { gm130Slice, hideSquatted, onLocalSquat } from './slice';
import { useSquatting } from './useSquatting';

type Own = Snapshot<Gm130PhoneOwn>;

/** Room at the bottom for the thumb pads. */
const padded = css`
  padding-top: ${vw(6)};
  padding-bottom: ${vw(40)};
  gap: ${vw(3)};
`;
const chip = css`
  display: flex;
  align-items: center;
  gap: ${vw(3)};
  padding: ${vw(1.6)} ${vw(4)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-family: ${fonts.display};
  font-size: ${vw(4.6)};
  b {
    color: ${colors.accent};
    min-width: 2ch;
  }
`;
const beat = css`
  --beat-size: ${vw(46)};
  --cue-size: ${vw(9)};
`;
const countBox = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
`;
const big = css`
  font-family: ${fonts.display};
  font-size: ${vw(24)};
  line-height: 1;
  color: #fff;
  text-shadow: 0 ${vw(1.2)} 0 rgba(0, 0, 0, 0.4);
`;
const badge = css`
  position: absolute;
  top: ${vw(-4)};
  left: 100%;
  white-space: nowrap;
  font-family: ${fonts.display};
  font-size: ${vw(7)};
  color: ${colors.accent};
  opacity: 0;
  &[data-held='false'] {
    left: 50%;
    top: auto;
    bottom: ${vw(-9)};
    transform: translateX(-50%);
    font-size: ${vw(5.4)};
    color: ${colors.danger};
  }
`;
const teamLine = css`
  width: 100%;
`;

function teamColor(team: string | null): string {
  return team === 'right' ? colors.right : team === 'left' ? colors.left : colors.noTeam;
}

/** The squat count, popping at each squat this phone feels (straight on the elements: no React render). */
function Count({ value }: { value: number }) {
  const { t } = useTranslation('gm130');
  const slice = useSnapshot(gm130Slice);
  const numberRef = useRef<HTMLDivElement>(null);
  const badgeRef = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      onLocalSquat((held) => {
        if (held)
          numberRef.current?.animate([{ transform: 'scale(1.3)', color: colors.accent }, { transform: 'scale(1)' }], { duration: 320, easing: 'ease-out' });
        const a = badgeRef.current?.animate(
          [
            { opacity: 1, translate: `0 ${vw(2)}` },
            { opacity: 1, translate: '0 0', offset: 0.3 },
            { opacity: 0, translate: `0 ${vw(-4)}` },
          ],
          { duration: 900, easing: 'ease-out' },
        );
        if (a) a.onfinish = () => hideSquatted(gm130Slice);
        vibrate(held ? buzz.hop : buzz.error);
      }),
    [],
  );
  return (
    <div className={countBox}>
      <div ref={numberRef} className={big} data-testid="squat-count">
        {value}
      </div>
      <div ref={badgeRef} className={badge} data-held={slice.lastHeld} aria-hidden={!slice.isShowSquatted}>
        {t(slice.lastHeld ? 'Squat_Plus_00' : 'Squat_NoHands_00')}
      </div>
    </div>
  );
}

function Tutorial({ own }: { own: Own }) {
  const { t } = useTranslation('gm130');
  return (
    <main className={cx(screen, padded)} data-scene="gm130-tutorialSquatting">
      <h1 className={heading}>{t('Tutorial_Title_00')}</h1>
      <SquatBeat half={null} color={teamColor(own.team)} labels={{ down: t('Cue_Down_00'), up: t('Cue_Up_00') }} className={beat} />
      <p className={note}>{t('Tutorial_Body_00', { count: own.practiceSquats })}</p>
      <PracticeEnd game="gm130" done={own.tutorialDone} doneText={t('Tutorial_Done_00')} skipLabel={t('Tutorial_Skip_00')}>
        <div className={bigNumber} data-testid="practice">
          {Math.min(own.practice, own.practiceSquats)} / {own.practiceSquats}
        </div>
      </PracticeEnd>
    </main>
  );
}

function Squatting({ own }: { own: Own }) {
  const { t } = useTranslation('gm130');
  const left = useSecondsLeft(own.statusUntil);
  const half = own.half;
  const toFirstBeat = useSecondsLeft(half?.firstBeat) ?? 0;
  return (
    <main className={cx(screen, padded)} data-scene="gm130-squatting">
      <div className={chip}>
        {t(half?.index === 1 ? 'Half_1_00' : 'Half_0_00')}
        <b data-testid="seconds-left">{left ?? ''}</b>
      </div>
      <SquatBeat half={half} color={teamColor(own.team)} labels={{ down: t('Cue_Down_00'), up: t('Cue_Up_00') }} countIn className={beat} />
      <Count value={half ? own.counts[half.index] : 0} />
      <p className={note}>{t(toFirstBeat > 0 ? 'CountIn_00' : 'Squat_Body_00')}</p>
    </main>
  );
}

function Break({ own }: { own: Own }) {
  const { t } = useTranslation('gm130');
  return (
    <main className={cx(screen, padded)} data-scene="gm130-break">
      <h1 className={heading}>{t('Break_Title_00')}</h1>
      <BreathArt color={teamColor(own.team)} />
      <Count value={own.counts[0]} />
      <p className={note}>{t('Break_Body_00')}</p>
    </main>
  );
}

function HalfResult({ own }: { own: Own }) {
  const { t } = useTranslation('gm130');
  const left = useSecondsLeft(own.statusUntil) ?? 0;
  const first = own.standings.halves[0];
  return (
    <main className={cx(screen, padded)} data-scene="gm130-halfResult">
      <h1 className={heading}>{t('HalfResult_Title_00')}</h1>
      <div className={big} data-testid="half-count">
        {own.counts[0]}
      </div>
      <p className={note}>{t('Squats_00', { count: own.counts[0] })}</p>
      <Standings scores={first} mine={own.team} className={teamLine} />
      <p className={note}>{t('HalfResult_Next_00', { count: left })}</p>
    </main>
  );
}

function Finished({ own }: { own: Own }) {
  const { t } = useTranslation('gm130');
  const total = own.counts[0] + own.counts[1];
  return (
    <main className={cx(screen, padded)} data-scene="gm130-squattingFinished">
      <h1 className={heading}>{t('Finished_Title_00')}</h1>
      <div className={big} data-testid="total-count">
        {total}
      </div>
      <p className={note}>{t('Squats_00', { count: total })}</p>
      <div className={chip} data-testid="place">
        {t('Finished_Place_00', { place: own.place, of: own.of })}
      </div>
      <Standings scores={own.standings.total} mine={own.team} className={teamLine} />
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm130');
  return (
    <main className={screen} data-scene="gm130-watching">
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <SquatBeat half={null} color={colors.noTeam} labels={{ down: t('Cue_Down_00'), up: t('Cue_Up_00') }} className={beat} />
      <p className={note}>{t('Watch_Body_00')}</p>
      <GameButton tone="accent" lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Cheer_00')}
      </GameButton>
    </main>
  );
}

/** A figure catching its breath, hands on its knees. */
function BreathArt({ color }: { color: string }) {
  return (
    <svg viewBox="0 0 120 110" width="38%" aria-hidden="true">
      <ellipse cx="60" cy="104" rx="34" ry="4" fill="rgba(0,0,0,0.3)" />
      <path d="M44 102l6-30M76 102l-6-30" stroke={color} strokeWidth="9" strokeLinecap="round" />
      <path d="M50 72q10-30 30-34" stroke={color} strokeWidth="14" strokeLinecap="round" fill="none" />
      <path d="M78 42l-8 26M66 46l-12 22" stroke="#ffd9b8" strokeWidth="6" strokeLinecap="round" />
      <circle cx="88" cy="30" r="11" fill="#ffd9b8" />
      <path d="M100 20q6 4 4 10M104 14q9 6 6 16" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" opacity="0.7">
        <animate attributeName="opacity" values="0.2;0.9;0.2" dur="1.6s" repeatCount="indefinite" />
      </path>
    </svg>
  );
}

/** Squat (gm130) on the phone: the common frame around a screen for each status, the thumb pads below. */
export default function Gm130Scene() {
  const { view, game } = usePhoneGame('gm130');
  const own = game?.own ?? null;
  const params = game?.params;
  const playing = !!own?.playing && !!game?.entryStatus.entry && (game.phase === 'tutorial' || game.phase === 'play');
  useSquatting(playing, params);
  if (!view || !game || !params) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm130'> = {
    tutorialSquatting: (o) => <Tutorial own={o} />,
    squatting: (o) => <Squatting own={o} />,
    break: (o) => <Break own={o} />,
    halfResult: (o) => <HalfResult own={o} />,
    squattingFinished: (o) => <Finished own={o} />,
  };
  return (
    <>
      <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />
      {playing && own && <HoldPads team={own.team ?? ''} serverBoth={own.bothHolding} clockOffset={own.clockOffset} />}
    </>
  );
}
