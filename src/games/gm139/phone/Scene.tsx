import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { GameButton } from '../../../ui/GameButton';
import { screen } from '../../../ui/styles';
import { colors, fonts, teamColor, vw } from '../../../ui/tokens';
import { GameFrame, type StatusScreens } from '../../common/phone/GameFrame';
import { SkipPractice } from '../../common/phone/Practice';
import { bigNumber, heading, note } from '../../common/phone/styles';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm139PhoneOwn } from '../rules/views';
import { Chair, ChairRing, Notes, Walker } from '../shared/Art';
import { useWalkSit } from './useWalkSit';
import { useFitText } from '../../../ui/useFitText';

type Own = Snapshot<Gm139PhoneOwn>;

const chip = css`
  padding: ${vw(1.5)} ${vw(4)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-family: ${fonts.display};
  font-size: ${vw(4.4)};
  &[data-final='true'] {
    background: ${colors.accent};
    color: ${colors.ink};
  }
`;
const choices = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(3)};
  width: 100%;
  align-items: stretch;
`;
const sitCall = css`
  /* As big as the screen allows: 30vw for SIT!, smaller for ¡SIÉNTATE! (useFitText). */
  width: 100%;
  white-space: nowrap;
  font-family: ${fonts.display};
  font-size: ${vw(30)};
  line-height: 1;
  color: ${colors.danger};
  text-shadow: 0 ${vw(1.5)} 0 ${colors.dangerDeep};
  animation: gm139-slam 0.45s cubic-bezier(0.2, 1.8, 0.4, 1) both;
  @keyframes gm139-slam {
    from {
      transform: scale(2);
      opacity: 0;
    }
  }
`;
const time = css`
  font-family: ${fonts.display};
  font-size: ${vw(17)};
  line-height: 1;
  color: ${colors.accent};
  small {
    font-size: ${vw(7)};
  }
`;
const verdict = css`
  font-family: ${fonts.display};
  font-size: ${vw(14)};
  line-height: 1.05;
  color: ${colors.left};
  animation: gm139-pop 0.5s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  &[data-out='true'] {
    color: ${colors.danger};
  }
  @keyframes gm139-pop {
    from {
      transform: scale(0.3) rotate(-8deg);
    }
  }
`;
const warning = css`
  width: 100%;
  padding: ${vw(4)};
  border-radius: ${vw(5)};
  background: ${colors.orange};
  color: ${colors.ink};
  animation: gm139-flash 0.6s ease-in-out infinite alternate;
  h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${vw(9)};
  }
  p {
    margin: ${vw(1)} 0 0;
    font-size: ${vw(4.2)};
  }
  @keyframes gm139-flash {
    to {
      background: ${colors.danger};
    }
  }
`;
const rankBadge = css`
  padding: ${vw(2)} ${vw(6)};
  border-radius: 999px;
  font-family: ${fonts.display};
  font-size: ${vw(8)};
  color: ${colors.ink};
  background: ${colors.left};
  &[data-out='true'] {
    background: ${colors.danger};
    color: #fff;
  }
`;
const sats = css`
  display: flex;
  gap: ${vw(2)};
  justify-content: center;
  span {
    width: ${vw(7)};
    height: ${vw(7)};
    border-radius: 50%;
    display: flex;
    align-items: center;
    justify-content: center;
    font-weight: 900;
    font-size: ${vw(4)};
    background: ${colors.left};
  }
  span[data-sat='false'] {
    background: ${colors.danger};
  }
`;

/** The round chip at the top of a round's screens: "Round 2 of 3", or the final. */
function RoundChip({ own }: { own: Own }) {
  const { t } = useTranslation('gm139');
  if (own.round < 0) return null;
  return (
    <div className={chip} data-final={own.final}>
      {own.final ? t('Final_Title_00') : t('Round_Of_00', { n: own.round + 1, of: own.rounds })}
    </div>
  );
}

/** Sat in time, round by round (SPEC.md §3 isSat per round). */
function SatRow({ own }: { own: Own }) {
  if (own.isSat.length === 0) return null;
  return (
    <div className={sats} data-testid="is-sat">
      {own.isSat.map((s, i) => (
        <span key={i} data-sat={s}>
          {s ? '✓' : '✕'}
        </span>
      ))}
    </div>
  );
}

function Cheer({ own }: { own: Own }) {
  const { t } = useTranslation('gm139');
  return (
    <GameButton tone={own.team ?? 'accent'} lock={false} onPress={() => sendIntent('cheer', {})} data-testid="cheer">
      {t('Cheer_00')}
    </GameButton>
  );
}

/** A player already out: the round goes on without them; they cheer. */
function OutScreen({ own, scene }: { own: Own; scene: string }) {
  const { t } = useTranslation('gm139');
  return (
    <main className={screen} data-scene={scene} data-out="true">
      <RoundChip own={own} />
      <Chair size={vw(30)} color={colors.textDim} />
      <h1 className={heading}>{own.out && own.out.round < own.round ? t('OutSince_00', { n: own.out.round + 1 }) : t('Out_Title_00')}</h1>
      {own.out && <p className={note}>{t(`Reason_${own.out.reason}_00`)}</p>}
      <p className={note}>{t('OutCheer_Body_00')}</p>
      <Cheer own={own} />
    </main>
  );
}

function MakeCircle({ own }: { own: Own }) {
  const { t } = useTranslation('gm139');
  return (
    <main className={screen} data-scene="gm139-tutorialMakeCircle">
      <h1 className={heading}>{t('Circle_Title_00')}</h1>
      <ChairRing size={vw(48)} chairs={6} walkerColors={[teamColor(own.team)]} />
      <p className={note}>{t('Circle_Body_00')}</p>
      <div className={choices}>
        <GameButton tone={own.team ?? 'accent'} onPress={() => sendIntent('gm139:circledUp', { bothHolding: false })} data-testid="circle-pocket">
          {t('Circle_Pocket_00')}
        </GameButton>
        <GameButton tone="cyan" onPress={() => sendIntent('gm139:circledUp', { bothHolding: true })} data-testid="circle-hands">
          {t('Circle_Hands_00')}
        </GameButton>
      </div>
      <SkipPractice game="gm139" label={t('Practice_Skip_00')} />
    </main>
  );
}

function PracticeWalk({ own }: { own: Own }) {
  const { t } = useTranslation('gm139');
  return (
    <main className={screen} data-scene="gm139-tutorialWalking">
      <Notes size={vw(44)} playing />
      <h1 className={heading}>{t('Practice_Walk_Title_00')}</h1>
      <Walker size={vw(40)} color={teamColor(own.team)} hands={!!own.bothHolding} />
      <p className={note}>{t(own.bothHolding ? 'Practice_Walk_Hands_00' : 'Practice_Walk_Pocket_00')}</p>
      <SkipPractice game="gm139" label={t('Practice_Skip_00')} />
    </main>
  );
}

/** Buzzes once when the screen appears: the cue for a phone in a pocket. */
function useBuzzOnShow(pattern: readonly number[] | number): void {
  useEffect(() => void vibrate(pattern), []);
}

function PracticeSit() {
  const { t } = useTranslation('gm139');
  useBuzzOnShow(buzz.attention);
  return (
    <main className={screen} data-scene="gm139-pendingTutorialSit">
      <h1 className={heading}>{t('Practice_Sit_Title_00')}</h1>
      <Chair size={vw(44)} color={colors.accent} />
      <p className={note}>{t('Practice_Sit_Body_00')}</p>
    </main>
  );
}

/** Practice done: this player waits for the others, or (once play begins) everyone stands up for round 1. */
function PracticeSat({ own, inPlay }: { own: Own; inPlay: boolean }) {
  const { t } = useTranslation('gm139');
  const left = useSecondsLeft(inPlay ? own.statusUntil : null);
  return (
    <main className={screen} data-scene="gm139-tutorialSat">
      <div className={verdict}>{t(inPlay ? 'Practice_Over_Title_00' : 'Practice_Done_Title_00')}</div>
      {inPlay ? <Walker size={vw(40)} color={teamColor(own.team)} /> : <Chair size={vw(40)} color={colors.left} />}
      {left !== null && <div className={bigNumber}>{left}</div>}
      <p className={note}>{t(inPlay ? 'Practice_Over_Body_00' : 'Practice_Done_Body_00')}</p>
    </main>
  );
}

function Warning({ until }: { until: number }) {
  const { t } = useTranslation('gm139');
  const left = useSecondsLeft(until);
  useBuzzOnShow(buzz.error);
  return (
    <div className={warning} role="alert" data-testid="warning">
      <h2>{t('Warn_Title_00')}</h2>
      <p>{t('Warn_Body_00', { count: left ?? 0 })}</p>
    </div>
  );
}

function Walking({ own }: { own: Own }) {
  const { t } = useTranslation('gm139');
  const toMusic = useSecondsLeft(own.musicStartAt);
  if (own.out) return <OutScreen own={own} scene="gm139-roundWalking" />;
  const leadIn = toMusic !== null && toMusic > 0;
  return (
    <main className={screen} data-scene="gm139-roundWalking">
      <RoundChip own={own} />
      {leadIn ? (
        <>
          <h1 className={heading}>{t('LeadIn_Title_00')}</h1>
          <div className={bigNumber}>{toMusic}</div>
          <p className={note}>{t('LeadIn_Body_00')}</p>
        </>
      ) : (
        <>
          <Notes size={vw(50)} playing />
          <h1 className={heading}>{t('Walk_Title_00')}</h1>
          <Walker size={vw(36)} color={teamColor(own.team)} hands={!!own.bothHolding} />
          {own.warnedUntil !== null ? <Warning until={own.warnedUntil} /> : <p className={note}>{t('Walk_Body_00')}</p>}
        </>
      )}
    </main>
  );
}

function PendingSit({ own }: { own: Own }) {
  const { t } = useTranslation('gm139');
  const buzzed = useRef(false);
  const call = useFitText<HTMLDivElement>(t('Sit_Title_00'));
  useEffect(() => {
    if (!own.out && !buzzed.current) {
      buzzed.current = true;
      vibrate(buzz.attention);
    }
  }, [own.out]);
  if (own.out) return <OutScreen own={own} scene="gm139-pendingRoundSit" />;
  return (
    <main className={screen} data-scene="gm139-pendingRoundSit">
      <RoundChip own={own} />
      {own.sit ? (
        <>
          <Chair size={vw(36)} color={colors.left} />
          <h1 className={heading}>{t('Sat_Title_00')}</h1>
          <div className={time} data-testid="my-sit">
            {(own.sit.ms / 1000).toFixed(2)}
            <small> s</small>
          </div>
          <p className={note}>{t('Sat_Body_00')}</p>
        </>
      ) : (
        <>
          <div className={sitCall} ref={call}>
            {t('Sit_Title_00')}
          </div>
          <Chair size={vw(40)} color={colors.accent} />
          <p className={note}>{t('Sit_Body_00')}</p>
        </>
      )}
    </main>
  );
}

function RoundSat({ own }: { own: Own }) {
  const { t } = useTranslation('gm139');
  const outBefore = own.out && own.out.round < own.round;
  if (outBefore) return <OutScreen own={own} scene="gm139-roundSat" />;
  return (
    <main className={screen} data-scene="gm139-roundSat">
      <RoundChip own={own} />
      <h1 className={heading}>{t('RoundSat_Title_00')}</h1>
      {own.sit ? (
        <>
          <div className={time} data-testid="my-sit">
            {(own.sit.ms / 1000).toFixed(2)}
            <small> s</small>
          </div>
          {own.sit.rank !== null && (
            <div className={rankBadge} data-testid="my-rank" data-out={own.out?.round === own.round}>
              {t('Rank_00', { rank: own.sit.rank, of: own.sit.of })}
            </div>
          )}
        </>
      ) : (
        <p className={note}>{t('RoundSat_NoSit_00')}</p>
      )}
      <p className={note}>{t('RoundSat_Body_00')}</p>
    </main>
  );
}

function RoundFinished({ own }: { own: Own }) {
  const { t } = useTranslation('gm139');
  const outNow = own.out?.round === own.round;
  if (own.out && !outNow) return <OutScreen own={own} scene="gm139-roundFinished" />;
  return (
    <main className={screen} data-scene="gm139-roundFinished">
      <RoundChip own={own} />
      <div className={verdict} data-out={outNow} data-testid="verdict">
        {t(outNow ? 'Out_Title_00' : 'Safe_Title_00')}
      </div>
      <p className={note}>{outNow && own.out ? t(`Reason_${own.out.reason}_00`) : t('Safe_Body_00')}</p>
      <SatRow own={own} />
      <p className={note}>{t('Survivors_00', { left: own.survivors.left, lt: own.members.left, right: own.survivors.right, rt: own.members.right })}</p>
    </main>
  );
}

function Cheering({ own }: { own: Own }) {
  const { t } = useTranslation('gm139');
  const outNow = own.out?.round === own.round;
  const names = own.outs.map((o) => o.name).join(', ');
  return (
    <main className={screen} data-scene="gm139-roundCheering">
      <RoundChip own={own} />
      <h1 className={heading}>{t(outNow ? 'Cheering_You_Title_00' : 'Cheering_Title_00')}</h1>
      <p className={note}>{outNow ? t('Cheering_You_Body_00') : names ? t('Cheering_Body_00', { names }) : t('Cheering_None_00')}</p>
      <Cheer own={own} />
    </main>
  );
}

function CheeringFinished({ own }: { own: Own }) {
  const { t } = useTranslation('gm139');
  const left = useSecondsLeft(own.next === 'end' ? null : own.statusUntil);
  const still = own.survivors.left + own.survivors.right;
  return (
    <main className={screen} data-scene="gm139-roundCheeringFinished">
      <h1 className={heading} data-testid="next">
        {own.next === 'end' ? t('Next_end_00') : own.next === 'final' ? t('Next_final_00') : t('Next_round_00', { n: own.round + 2 })}
      </h1>
      {left !== null && <div className={bigNumber}>{left}</div>}
      <p className={note}>
        {own.out ? t('Next_Out_00') : own.next === 'end' ? t('Next_Survived_00') : t('Next_StandUp_00')} {t('StillIn_00', { count: still })}
      </p>
      <SatRow own={own} />
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm139');
  return (
    <main className={screen} data-scene="gm139-watching">
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <ChairRing size={vw(50)} chairs={5} walkerColors={[colors.left, colors.right, colors.left, colors.right, colors.left, colors.right]} spin />
      <p className={note}>{t('Watch_Body_00')}</p>
      <GameButton tone="accent" lock={false} onPress={() => sendIntent('cheer', {})}>
        {t('Cheer_00')}
      </GameButton>
    </main>
  );
}

/** Musical chairs (gm139) on the phone: the common frame around a screen for each status. */
export default function Gm139Scene() {
  const { view, game } = usePhoneGame('gm139');
  const own = game?.own ?? null;
  const params = game?.params;
  const live = game?.phase === 'tutorial' || game?.phase === 'play';
  // The detector runs for the whole practice and every round this player is still in.
  useWalkSit(!!own?.playing && live && !own.out && !(game?.phase === 'tutorial' && own.tutorialDone), params, own?.round ?? -1, own?.musicStartAt ?? null);
  if (!view || !game || !params) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm139'> = {
    tutorialMakeCircle: (o) => <MakeCircle own={o} />,
    tutorialWalking: (o) => <PracticeWalk own={o} />,
    pendingTutorialSit: () => <PracticeSit />,
    tutorialSat: (o) => <PracticeSat own={o} inPlay={game.phase === 'play'} />,
    roundWalking: (o) => <Walking own={o} />,
    pendingRoundSit: (o) => <PendingSit own={o} />,
    roundSat: (o) => <RoundSat own={o} />,
    roundFinished: (o) => <RoundFinished own={o} />,
    roundCheering: (o) => <Cheering own={o} />,
    roundCheeringFinished: (o) => <CheeringFinished own={o} />,
  };
  return <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />;
}
