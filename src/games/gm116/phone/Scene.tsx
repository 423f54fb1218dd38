import { css } from '@linaria/core';
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
import { heading, note } from '../../common/phone/styles';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm116PhoneOwn } from '../rules/views';
import { RopeView } from '../shared/RopeView';
import { gm116Slice, onLocalJump } from './slice';
import { useJumping } from './useJumping';

type Own = Snapshot<Gm116PhoneOwn>;

const big = css`
  font-family: ${fonts.display};
  font-size: ${vw(20)};
  line-height: 1;
  color: ${colors.accent};
`;
const dots = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${vw(1.6)};
  justify-content: center;
  max-width: 100%;
`;
const dot = css`
  width: ${vw(5)};
  height: ${vw(5)};
  border-radius: 50%;
  background: ${colors.left};
  &[data-type='barely'] {
    background: ${colors.accent};
  }
  &[data-type='out'] {
    background: ${colors.danger};
    transform: scale(1.3);
  }
  &[data-provisional='true'] {
    opacity: 0.5;
  }
`;
const fault = css`
  font-family: ${fonts.display};
  font-size: ${vw(16)};
  color: ${colors.danger};
  line-height: 1;
  animation: gm116-shake 0.5s both;
  @keyframes gm116-shake {
    20%,
    60% {
      transform: translateX(-${vw(2)});
    }
    40%,
    80% {
      transform: translateX(${vw(2)});
    }
  }
`;
const grade = css`
  width: ${vw(32)};
  height: ${vw(32)};
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  font-family: ${fonts.display};
  font-size: ${vw(20)};
  color: ${colors.ink};
  background: ${colors.accent};
  box-shadow: 0 ${vw(1.5)} 0 ${colors.accentDeep};
  animation: gm116-pop 0.5s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  @keyframes gm116-pop {
    from {
      transform: scale(0.2) rotate(-20deg);
    }
    to {
      transform: none;
    }
  }
`;
const hold = css`
  width: ${vw(44)};
  height: auto;
`;

/** A phone held flat against the chest with both hands: the pose the detector expects. */
function HoldArt() {
  return (
    <svg className={hold} viewBox="0 0 120 120" aria-hidden="true">
      <circle cx="60" cy="26" r="16" fill="#ffd9b8" />
      <path d="M30 112c0-30 12-50 30-50s30 20 30 50z" fill={colors.noTeam} />
      <rect x="48" y="62" width="24" height="36" rx="4" fill="#222" stroke="#fff" strokeWidth="2" />
      <circle cx="46" cy="80" r="7" fill="#ffd9b8" />
      <circle cx="74" cy="80" r="7" fill="#ffd9b8" />
    </svg>
  );
}

function teamColor(team: string | null): string {
  return team === 'right' ? colors.right : team === 'left' ? colors.left : colors.noTeam;
}

function Results() {
  const slice = useSnapshot(gm116Slice);
  return (
    <div className={dots} data-testid="jump-results">
      {slice.jumpResults.map((r, i) => (
        <span key={i} className={dot} data-type={r.type} data-provisional={i >= slice.judged} />
      ))}
    </div>
  );
}

function Tutorial({ own, practice }: { own: Own; practice: number }) {
  const { t } = useTranslation('gm116');
  return (
    <main className={screen} data-scene="gm116-tutorialJumping">
      <h1 className={heading}>{t('Tutorial_Title_00')}</h1>
      <HoldArt />
      <p className={note}>{t('Tutorial_Body_00', { count: practice })}</p>
      <PracticeEnd game="gm116" done={own.tutorialDone} doneText={t('Tutorial_Done_00')} skipLabel={t('Tutorial_Skip_00')} skipTestId={null}>
        <div className={big} data-testid="practice-hops">
          {own.practiceHops} / {practice}
        </div>
      </PracticeEnd>
    </main>
  );
}

/** Each detected jump pops the count and buzzes, straight on the element: no React render. */
function useJumpPop() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      onLocalJump(() => {
        ref.current?.animate([{ transform: 'scale(1.35)', color: '#fff' }, { transform: 'scale(1)' }], {
          duration: 260,
          easing: 'cubic-bezier(0.2, 1.4, 0.4, 1)',
        });
        vibrate(buzz.hop);
      }),
    [],
  );
  return ref;
}

function Deciding({ own }: { own: Own }) {
  const { t } = useTranslation('gm116');
  return (
    <main className={screen} data-scene="gm116-decidingTurn">
      <h1 className={heading}>{t('Deciding_Title_00')}</h1>
      <p className={note}>{t(own.firstTeam === own.team ? 'Deciding_You_00' : 'Deciding_Them_00')}</p>
    </main>
  );
}

function Ready({ own }: { own: Own }) {
  const { t } = useTranslation('gm116');
  const left = useSecondsLeft(own.statusUntil);
  return (
    <main className={screen} data-scene="gm116-waitingForJumping">
      <h1 className={heading}>{t('Ready_Title_00')}</h1>
      <HoldArt />
      {left !== null && <div className={big}>{left}</div>}
      <p className={note}>{t('Ready_Body_00')}</p>
    </main>
  );
}

function Jumping({ own }: { own: Own }) {
  const { t } = useTranslation('gm116');
  const pop = useJumpPop();
  return (
    <main className={screen} data-scene="gm116-jumping">
      <div ref={pop} className={big} data-testid="cleared">
        {own.rope?.cleared ?? 0}
      </div>
      {own.rope && <RopeView rope={own.rope} color={teamColor(own.rope.team)} label={t('Jump_Cue_00')} />}
      <Results />
      <p className={note}>{own.out ? t('Jump_Out_00') : t('Jump_Body_00')}</p>
    </main>
  );
}

function WaitingForTurn({ own }: { own: Own }) {
  const { t } = useTranslation('gm116');
  return (
    <main className={screen} data-scene="gm116-waitingForTurn">
      <h1 className={heading}>{t('Wait_Title_00')}</h1>
      {own.rope && <RopeView rope={own.rope} color={teamColor(own.rope.team)} label="" />}
      <div className={big}>{own.rope?.cleared ?? 0}</div>
      <GameButton tone={own.team ?? 'accent'} lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Wait_Cheer_00')}
      </GameButton>
    </main>
  );
}

function TurnResult({ own }: { own: Own }) {
  const { t } = useTranslation('gm116');
  return (
    <main className={screen} data-scene="gm116-turnResult">
      {own.fault === 'YOU' || own.fault === 'YOU_AND_OTHERS' ? (
        <div className={fault} data-testid="fault">
          {t(own.fault === 'YOU' ? 'Fault_You_00' : 'Fault_YouAndOthers_00')}
        </div>
      ) : (
        <h1 className={heading}>{t(own.fault === 'OTHERS' ? 'Fault_Others_00' : 'TurnResult_Title_00')}</h1>
      )}
      <p className={note}>{t('TurnResult_Cleared_00', { count: own.rope?.cleared ?? 0 })}</p>
      {own.grade && own.rope?.team === own.team && (
        <div className={grade} data-testid="grade">
          {own.grade.grade}
        </div>
      )}
      <Results />
    </main>
  );
}

function Finished({ own }: { own: Own }) {
  const { t } = useTranslation('gm116');
  return (
    <main className={screen} data-scene="gm116-finished">
      <h1 className={heading}>{t('Finished_Title_00')}</h1>
      <p className={note}>{t('TurnResult_Total_00', { left: own.totals.left, right: own.totals.right })}</p>
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm116');
  return (
    <main className={screen} data-scene="gm116-watching">
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <p className={note}>{t('Watch_Body_00')}</p>
      <GameButton tone="accent" lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Wait_Cheer_00')}
      </GameButton>
    </main>
  );
}

/** Jump rope (gm116) on the phone: the common frame around a screen for each status. */
export default function Gm116Scene() {
  const { view, game } = usePhoneGame('gm116');
  const own = game?.own ?? null;
  const params = game?.params;
  const jumpingNow = game?.phase === 'play' && (own?.status === 'waitingForJumping' || own?.status === 'jumping') && !own.out;
  const practising = game?.phase === 'tutorial' && own?.tutorialDone === false;
  useJumping(!!own?.playing && (jumpingNow || practising), params, params?.stepNumToSendHearBeat ?? 5, own?.rope?.frameBase ?? null);
  if (!view || !game || !params) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm116'> = {
    tutorialJumping: (o) => <Tutorial own={o} practice={params.practiceHops} />,
    decidingTurn: (o) => <Deciding own={o} />,
    waitingForJumping: (o) => <Ready own={o} />,
    jumping: (o) => <Jumping own={o} />,
    waitingForTurn: (o) => <WaitingForTurn own={o} />,
    turnResult: (o) => <TurnResult own={o} />,
    finished: (o) => <Finished own={o} />,
  };
  return <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />;
}
