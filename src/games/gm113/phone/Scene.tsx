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
import type { Team } from '../../../protocol/enums';
import type { Gm113PhoneOwn } from '../rules/views';
import { BeamBar } from '../shared/Beam';
import { SwingFigure } from '../shared/SwingFigure';
import { Crowd, VisitorDefs } from '../shared/Visitors';
import { GripPads } from './GripPads';
import { gm113Slice, onLocalSwing, type LocalJudge } from './slice';
import { useSwinging } from './useSwinging';

type Own = Snapshot<Gm113PhoneOwn>;

/** Room at the bottom for the grip pads. */
const padded = css`
  padding-top: ${vw(5)};
  padding-bottom: ${vw(38)};
  gap: ${vw(2.6)};
`;
const chip = css`
  display: flex;
  align-items: center;
  gap: ${vw(2.4)};
  padding: ${vw(1.4)} ${vw(4)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-family: ${fonts.display};
  font-size: ${vw(4.4)};
  b {
    color: ${colors.accent};
    min-width: 2ch;
  }
`;
const posture = css`
  display: inline-flex;
  align-items: center;
  gap: ${vw(1.6)};
  padding: ${vw(1)} ${vw(3.2)};
  border-radius: 999px;
  font-size: ${vw(3.8)};
  font-weight: 700;
  background: rgba(47, 191, 113, 0.2);
  color: #bff5d6;
  &[data-upright='false'] {
    background: rgba(255, 90, 90, 0.22);
    color: #ffd0d0;
    animation: gm113-nudge 0.8s ease-in-out infinite;
  }
  svg {
    width: ${vw(4.6)};
    height: ${vw(4.6)};
  }
  @keyframes gm113-nudge {
    50% {
      transform: rotate(-4deg);
    }
  }
`;
const figure = css`
  --fig-size: ${vw(52)};
  --cue-size: ${vw(8.5)};
`;
const figureSmall = css`
  --fig-size: ${vw(40)};
  --cue-size: ${vw(7)};
`;
const patternName = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${vw(9.5)};
  line-height: 1.1;
  color: ${colors.accent};
  text-shadow: 0 ${vw(0.8)} 0 rgba(0, 0, 0, 0.35);
`;
const countBox = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
`;
const big = css`
  font-family: ${fonts.display};
  font-size: ${vw(20)};
  line-height: 1;
  color: #fff;
  text-shadow: 0 ${vw(1.2)} 0 rgba(0, 0, 0, 0.4);
`;
const judgeText = css`
  position: absolute;
  top: ${vw(-3)};
  left: 100%;
  margin-left: ${vw(2)};
  white-space: nowrap;
  font-family: ${fonts.display};
  font-size: ${vw(6)};
  color: ${colors.accent};
  opacity: 0;
  &[data-judge='early'],
  &[data-judge='late'] {
    color: ${colors.cyan};
  }
  &[data-judge='grip'] {
    color: ${colors.danger};
  }
`;
const beam = css`
  width: 100%;
  font-size: ${vw(4)};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${vw(1)};
  }
`;
const friends = css`
  width: ${vw(70)};
  height: ${vw(30)};
`;
const plus = css`
  font-family: ${fonts.display};
  font-size: ${vw(16)};
  line-height: 1;
  color: var(--team, ${colors.accent});
  text-shadow: 0 ${vw(1)} 0 rgba(0, 0, 0, 0.35);
`;
const table = css`
  width: 100%;
  display: grid;
  grid-template-columns: 1fr auto auto;
  gap: ${vw(2)} ${vw(4)};
  align-items: center;
  font-size: ${vw(4.2)};
  text-align: left;
  b {
    font-family: ${fonts.display};
    font-size: ${vw(7)};
    text-align: right;
  }
  small {
    color: ${colors.textDim};
    text-align: right;
  }
  [data-mine='true'] {
    font-weight: 900;
  }
`;

const teamColor = (team: Team | null) => (team === 'right' ? colors.right : team === 'left' ? colors.left : colors.noTeam);

function PostureChip() {
  const { t } = useTranslation('gm113');
  const { upright } = useSnapshot(gm113Slice);
  const ok = upright !== false;
  return (
    <div className={posture} data-upright={ok} data-testid="posture" role="status">
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <rect
          x="6"
          y={ok ? 2 : 5}
          width="8"
          height={ok ? 16 : 12}
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          transform={ok ? undefined : 'rotate(60 10 11)'}
        />
      </svg>
      {t(ok ? 'Upright_Ok_00' : 'Upright_No_00')}
    </div>
  );
}

/** This call's hit count, with this phone's own judgement of each swing popping beside it (no React render per swing). */
function Hits({ value }: { value: number }) {
  const { t } = useTranslation('gm113');
  const numberRef = useRef<HTMLDivElement>(null);
  const judgeRef = useRef<HTMLDivElement>(null);
  const labels = useRef<Record<LocalJudge, string>>({} as Record<LocalJudge, string>);
  labels.current = {
    on: t('Judge_on_00'),
    early: t('Judge_early_00'),
    late: t('Judge_late_00'),
    grip: t('Judge_grip_00'),
    practice: t('Judge_practice_00'),
  };
  useEffect(
    () =>
      onLocalSwing((judge) => {
        const el = judgeRef.current;
        if (el) {
          el.dataset.judge = judge;
          el.textContent = labels.current[judge];
          el.animate(
            [
              { opacity: 1, translate: `0 ${vw(2)}` },
              { opacity: 1, translate: '0 0', offset: 0.3 },
              { opacity: 0, translate: `0 ${vw(-4)}` },
            ],
            { duration: 850, easing: 'ease-out' },
          );
        }
        if (judge === 'on')
          numberRef.current?.animate([{ transform: 'scale(1.25)', color: colors.accent }, { transform: 'scale(1)' }], { duration: 300, easing: 'ease-out' });
        vibrate(judge === 'on' ? buzz.hop : judge === 'grip' ? buzz.error : buzz.tap);
      }),
    [],
  );
  return (
    <div className={countBox}>
      <div ref={numberRef} className={big} data-testid="hits">
        {value}
      </div>
      <div ref={judgeRef} className={judgeText} aria-live="polite" data-testid="judge" />
    </div>
  );
}

function Practice({ own }: { own: Own }) {
  const { t } = useTranslation('gm113');
  return (
    <main className={cx(screen, padded)} data-scene="gm113-waitingForSwinging" data-practice="true">
      <h1 className={heading}>{t('Tutorial_Title_00')}</h1>
      <PostureChip />
      <SwingFigure pattern="side" call={null} color={teamColor(own.team)} label={t('Cue_Swing_00')} className={figureSmall} />
      <p className={note}>{t(own.holdingNeeded === 'both' ? 'Tutorial_BodyBoth_00' : 'Tutorial_Body_00', { count: own.practiceSwings })}</p>
      <PracticeEnd game="gm113" done={own.tutorialDone} doneText={t('Tutorial_Done_00')} skipLabel={t('Tutorial_Skip_00')}>
        <div className={countBox}>
          <div className={bigNumber} data-testid="practice">
            {Math.min(own.practice, own.practiceSwings)} / {own.practiceSwings}
          </div>
          <Judge />
        </div>
      </PracticeEnd>
    </main>
  );
}

/** The practice's "nice swing!" beside its count: the same pop as in a call. */
function Judge() {
  const { t } = useTranslation('gm113');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      onLocalSwing((judge) => {
        const el = ref.current;
        if (!el) return;
        el.dataset.judge = judge;
        el.textContent = t(judge === 'grip' ? 'Judge_grip_00' : 'Judge_practice_00');
        el.animate(
          [
            { opacity: 1, translate: `0 ${vw(2)}` },
            { opacity: 0, translate: `0 ${vw(-4)}` },
          ],
          { duration: 850, easing: 'ease-out' },
        );
        vibrate(judge === 'grip' ? buzz.error : buzz.hop);
      }),
    [t],
  );
  return <div ref={ref} className={judgeText} aria-live="polite" data-testid="judge" />;
}

function Announce({ own }: { own: Own }) {
  const { t } = useTranslation('gm113');
  const left = useSecondsLeft(own.statusUntil);
  const pattern = own.nextPattern ?? 'side';
  return (
    <main className={cx(screen, padded)} data-scene="gm113-waitingForSwinging" data-practice="false">
      <div className={chip}>
        {t('Call_00', { index: (own.call?.index ?? -1) + 2, of: own.calls })}
        <b data-testid="seconds-left">{left ?? ''}</b>
      </div>
      <p className={note}>{t('Next_00')}</p>
      <h1 className={patternName} data-testid="next-pattern">
        {t(`Pattern_${pattern}_00`)}
      </h1>
      <SwingFigure pattern={pattern} call={null} color={teamColor(own.team)} label={t('Cue_Swing_00')} className={figure} />
      <p className={note}>{t(`PatternHow_${pattern}_00`)}</p>
      <PostureChip />
    </main>
  );
}

function Calling({ own }: { own: Own }) {
  const { t } = useTranslation('gm113');
  const left = useSecondsLeft(own.statusUntil);
  const call = own.call;
  const toFirstBeat = useSecondsLeft(call?.firstBeat) ?? 0;
  const team = own.team;
  if (!call) return null;
  return (
    <main className={cx(screen, padded)} data-scene="gm113-call">
      <div className={chip}>
        {t('Call_00', { index: call.index + 1, of: call.of })} · {t(`Pattern_${call.pattern}_00`)}
        <b data-testid="seconds-left">{left ?? ''}</b>
      </div>
      <SwingFigure pattern={call.pattern} call={call} color={teamColor(team)} label={t('Cue_Swing_00')} countIn className={figure} />
      <Hits value={own.hits} />
      <p className={note}>{t(toFirstBeat > 0 ? 'CountIn_00' : 'Call_Body_00')}</p>
      {team && own.beam && (
        <div className={beam}>
          <BeamBar team={team} fill={own.beam.fill} visitors={own.beam.visitors} label={t('Beam_00')} />
        </div>
      )}
      <PostureChip />
    </main>
  );
}

function MakeFriends({ own }: { own: Own }) {
  const { t } = useTranslation('gm113');
  const team = own.team ?? 'left';
  const visitors = own.beam?.visitors ?? 0;
  const fresh = own.callVisitors;
  return (
    <main className={cx(screen, padded)} data-scene="gm113-makeFriends" style={{ ['--team' as string]: teamColor(team) }}>
      <h1 className={heading}>{t('MakeFriends_Title_00')}</h1>
      <div className={plus} data-testid="new-visitors">
        +{fresh}
      </div>
      <div className={friends}>
        <Crowd count={visitors} fresh={fresh} max={40} aspect={70 / 30} />
      </div>
      <p className={note}>{fresh > 0 ? t('MakeFriends_Yours_00', { count: fresh }) : t('MakeFriends_None_00')}</p>
      <p className={note} data-testid="call-hits">
        {t('Hits_00', { count: own.hits })}
      </p>
    </main>
  );
}

function Finished({ own }: { own: Own }) {
  const { t } = useTranslation('gm113');
  return (
    <main className={cx(screen, padded)} data-scene="gm113-swingingFinished">
      <h1 className={heading}>{t('Finished_Title_00')}</h1>
      <div className={big} data-testid="total-hits">
        {own.total}
      </div>
      <p className={note}>{t('Hits_00', { count: own.total })}</p>
      {own.place !== null && (
        <div className={chip} data-testid="place">
          {t('Finished_Place_00', { place: own.place, of: own.of })}
        </div>
      )}
      <div className={table} data-testid="standings">
        {(['left', 'right'] as const).map((team) => (
          <div key={team} style={{ display: 'contents' }} data-mine={team === own.team}>
            <span data-mine={team === own.team} style={{ color: teamColor(team) }}>
              {t(`Team_${team}_00`)}
            </span>
            <small>{t('Visitors_00', { count: own.standings?.[team].visitors ?? 0 })}</small>
            <b data-testid={`per-head-${team}`}>{own.standings?.[team].perHead ?? 0}</b>
          </div>
        ))}
      </div>
      <p className={note}>{t('PerHead_00')}</p>
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm113');
  return (
    <main className={screen} data-scene="gm113-watching">
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <SwingFigure pattern="arc" call={null} color={colors.noTeam} label={t('Cue_Swing_00')} className={figureSmall} />
      <p className={note}>{t('Watch_Body_00')}</p>
      <GameButton tone="accent" lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Cheer_00')}
      </GameButton>
    </main>
  );
}

/** Swing signal (gm113) on the phone: the common frame around a screen for each status, the grip pads below. */
export default function Gm113Scene() {
  const { view, game } = usePhoneGame('gm113');
  const own = game?.own ?? null;
  const params = game?.params;
  const playing = !!own?.playing && !!game?.entryStatus.entry && (game.phase === 'tutorial' || game.phase === 'play');
  useSwinging(playing, params);
  if (!view || !game || !params) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm113'> = {
    waitingForSwinging: (o) => (o.practicing ? <Practice own={o} /> : <Announce own={o} />),
    call: (o) => <Calling own={o} />,
    makeFriends: (o) => <MakeFriends own={o} />,
    swingingFinished: (o) => <Finished own={o} />,
  };
  return (
    <>
      <VisitorDefs />
      <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />
      {playing && own && <GripPads team={own.team ?? ''} serverHolding={own.holding} need={own.holdingNeeded} />}
    </>
  );
}
