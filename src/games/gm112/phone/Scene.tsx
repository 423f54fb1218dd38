import { css, cx } from '@linaria/core';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { serverNow } from '../../../engine/clock';
import { sendIntent } from '../../../engine/socketClient';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { GameButton } from '../../../ui/GameButton';
import { screen } from '../../../ui/styles';
import { colors, fonts, teamColor, vw } from '../../../ui/tokens';
import { GameFrame, type StatusScreens } from '../../common/phone/GameFrame';
import { PracticeEnd } from '../../common/phone/Practice';
import { bigNumber, heading, note } from '../../common/phone/styles';
import { useGuess } from '../../common/phone/useGuess';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import { Shuriken, Swordsman } from '../shared/Art';
import { FlickPad } from './FlickPad';
import { CheerButton, chip, MyStars, Pips, SidePicker, Standings, TurnChip, type Own } from './parts';
import { guard, useGuard } from './useGuard';

const play = css`
  justify-content: flex-start;
  padding-top: ${vw(6)};
  gap: ${vw(3.5)};
  /* Nothing on a game screen scrolls or zooms under a flicking thumb. */
  touch-action: none;
  overscroll-behavior: none;
`;
/** Screens without a flick pad sit in the middle of the phone. */
const calm = css`
  gap: ${vw(4)};
  touch-action: manipulation;
`;
const art = css`
  width: ${vw(46)};
  max-width: 100%;
`;
const hero = css`
  font-family: ${fonts.display};
  font-size: ${vw(12)};
  line-height: 1.05;
  color: ${colors.accent};
  text-shadow: 0 ${vw(1)} 0 rgba(0, 0, 0, 0.4);
  animation: gm112-pop 0.5s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  &[data-tone='hit'] {
    color: ${colors.accent};
  }
  &[data-tone='defended'] {
    color: ${colors.cyan};
  }
  &[data-tone='timeup'] {
    color: ${colors.orange};
  }
  @keyframes gm112-pop {
    from {
      transform: scale(0.3) rotate(-6deg);
      opacity: 0;
    }
  }
`;
const list = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vw(2.5)};
  width: 100%;
  max-height: ${vw(105)};
  overflow-y: auto;
  touch-action: pan-y;
  button {
    width: 100%;
    font-size: ${vw(4.4)};
    padding: ${vw(3)} ${vw(2)};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const ticks = css`
  display: flex;
  gap: ${vw(4)};
  span {
    padding: ${vw(2)} ${vw(4)};
    border-radius: ${vw(3)};
    background: rgba(255, 255, 255, 0.08);
    font-family: ${fonts.display};
    font-size: ${vw(5)};
    color: ${colors.textDim};
  }
  span[data-done='true'] {
    background: ${colors.left};
    color: #fff;
  }
`;
const tally = css`
  display: flex;
  gap: ${vw(5)};
  font-family: ${fonts.display};
  font-size: ${vw(5)};
  b {
    font-size: ${vw(9)};
    display: block;
    line-height: 1;
  }
  span:first-child b {
    color: ${colors.cyan};
  }
  span:last-child b {
    color: ${colors.accent};
  }
`;
const warn = css`
  padding: ${vw(2)} ${vw(4)};
  border-radius: ${vw(3)};
  background: ${colors.danger};
  color: #fff;
  font-weight: 800;
  font-size: ${vw(4)};
`;
const sideTag = css`
  font-family: ${fonts.display};
  font-size: ${vw(5)};
  color: var(--team);
`;

/** The swordsman in guard, sweeping to the side of each cut this phone feels. */
function Sword({ own }: { own: Own }) {
  const g = useSnapshot(guard);
  const { t } = useTranslation('gm112');
  // The sword sweeps to the cut's side, then comes back to guard.
  const [back, setBack] = useState(0);
  useEffect(() => {
    if (g.seq === 0) return;
    const h = setTimeout(() => setBack(g.seq), 500);
    return () => clearTimeout(h);
  }, [g.seq]);
  const swept = g.seq > 0 && back !== g.seq && g.side ? g.side : 'guard';
  return (
    <>
      <div className={art} data-testid="guard" data-cut={g.seq > 0 ? (g.side ?? 'chop') : ''}>
        <Swordsman color={teamColor(own.team)} pose={swept} />
      </div>
      {!g.upright && <div className={warn}>{t('Guard_Upright_00')}</div>}
    </>
  );
}

function Tally({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  if (!own.tally) return null;
  return (
    <div className={tally} data-testid="tally">
      <span>
        <b>{own.tally.blocked}</b>
        {t('Tally_Blocked_00')}
      </span>
      <span>
        <b>{own.tally.hits}</b>
        {t('Tally_Hits_00')}
      </span>
    </div>
  );
}

function Practice({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  return (
    <main className={cx(screen, play)} data-scene="gm112-tutorialShuriken">
      <h1 className={heading}>{t('Practice_Title_00')}</h1>
      <p className={note}>{t('Practice_Body_00')}</p>
      <FlickPad color={teamColor(own.team)} label={t('Flick_Label_00')} onFlick={() => sendIntent('gm112:practice', {})} />
      <PracticeEnd game="gm112" done={own.tutorialDone} doneText={t('Practice_Done_00')} skipLabel={t('Practice_Skip_00')} />
    </main>
  );
}

/**
 * One candidate's button. Fifty of them, and every vote in the room changes one count: only that
 * button renders again, so a tap on a slow phone does not wait behind the whole list.
 */
const Candidate = memo(function Candidate({
  candidate: c,
  chosen,
  team,
  onVote,
}: {
  candidate: Own['candidates'][number];
  chosen: boolean;
  team: Own['team'];
  onVote: (id: string) => void;
}) {
  return (
    <GameButton
      size="small"
      lock={false}
      tone={chosen ? (team ?? 'accent') : 'ghost'}
      aria-pressed={chosen}
      onPress={() => onVote(c.id)}
      data-testid="candidate"
    >
      {c.name}
      {c.votes > 0 ? ` · ${c.votes}` : ''}
    </GameButton>
  );
});

function Voting({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  const left = useSecondsLeft(own.statusUntil);
  const [myVote, vote] = useGuess(own.myVote, 'gm112:vote');
  const pick = useRef(vote);
  pick.current = vote;
  const onVote = useCallback((id: string) => {
    pick.current(id);
    sendIntent('gm112:vote', { for: id });
  }, []);
  if (own.role === 'thrower') {
    return (
      <main className={cx(screen, calm)} data-scene="gm112-voting">
        <TurnChip own={own} />
        <h1 className={heading}>{t('Voting_Other_00', { team: t(`Team_${own.turn!.defending}_00`) })}</h1>
        <p className={note}>{t('Side_Ask_00')}</p>
        <SidePicker own={own} />
      </main>
    );
  }
  return (
    <main className={cx(screen, calm)} data-scene="gm112-voting">
      <div className={chip}>
        {t('Voting_Left_00')}
        <b data-testid="voting-remaining-time">{left ?? ''}</b>
      </div>
      <h1 className={heading}>{t('Voting_Title_00')}</h1>
      <p className={note}>{t('Voting_Body_00')}</p>
      <div className={list} data-testid="candidates">
        {own.candidates.map((c) => (
          <Candidate key={c.id} candidate={c} chosen={myVote === c.id} team={own.team} onVote={onVote} />
        ))}
      </div>
    </main>
  );
}

function VotingFinished({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  const name = own.swordsman?.name ?? '';
  return (
    <main className={cx(screen, calm)} data-scene="gm112-votingFinished">
      <TurnChip own={own} />
      {own.role === 'swordsman' ? (
        <>
          <div className={hero} data-testid="you-swordsman">
            {t('Chosen_You_00')}
          </div>
          <div className={art}>
            <Swordsman color={teamColor(own.team)} />
          </div>
          <p className={note}>{t('Chosen_YouBody_00')}</p>
        </>
      ) : (
        <>
          <h1 className={heading} data-testid="chosen">
            {t(own.role === 'thrower' ? 'Chosen_Other_00' : 'Chosen_Mate_00', { name })}
          </h1>
          {own.role === 'thrower' ? (
            <SidePicker own={own} />
          ) : (
            <>
              <div className={art}>
                <Swordsman color={teamColor(own.team)} />
              </div>
              <CheerButton />
            </>
          )}
        </>
      )}
    </main>
  );
}

function TurnStarted({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  const name = own.swordsman?.name ?? '';
  return (
    <main className={cx(screen, calm)} data-scene="gm112-turnStarted">
      <TurnChip own={own} />
      {own.role === 'thrower' && (
        <>
          <h1 className={heading}>{t('Start_Throw_00')}</h1>
          <p className={note}>{t('Start_ThrowBody_00', { name })}</p>
          <SidePicker own={own} />
        </>
      )}
      {own.role === 'swordsman' && (
        <>
          <h1 className={heading}>{t('Start_Sword_00')}</h1>
          <div className={art}>
            <Swordsman color={teamColor(own.team)} />
          </div>
          <p className={note}>{t('Start_SwordBody_00')}</p>
        </>
      )}
      {own.role === 'defender' && (
        <>
          <h1 className={heading}>{t('Start_Defend_00', { name })}</h1>
          <div className={art}>
            <Swordsman color={teamColor(own.team)} />
          </div>
          <CheerButton />
        </>
      )}
    </main>
  );
}

function SwordPractice({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  const name = own.swordsman?.name ?? '';
  if (own.role !== 'swordsman') {
    return (
      <main className={cx(screen, calm)} data-scene="gm112-tutorialSwordsman">
        <TurnChip own={own} />
        <h1 className={heading}>{t('Warmup_Other_00', { name })}</h1>
        {own.role === 'thrower' ? (
          <>
            <p className={note}>{t('Start_ThrowBody_00', { name })}</p>
            <SidePicker own={own} />
          </>
        ) : (
          <CheerButton />
        )}
      </main>
    );
  }
  return (
    <main className={cx(screen, calm)} data-scene="gm112-tutorialSwordsman">
      <TurnChip own={own} />
      <h1 className={heading}>{t('Warmup_Title_00')}</h1>
      <Sword own={own} />
      <div className={ticks} data-testid="practiced">
        <span data-done={own.practiced.left}>{t('Warmup_Left_00')}</span>
        <span data-done={own.practiced.right}>{t('Warmup_Right_00')}</span>
      </div>
      <p className={note}>{t('Warmup_Body_00')}</p>
      <GameButton tone="ghost" size="small" onPress={() => sendIntent('gm112:ready', {})} data-testid="sword-ready">
        {t('Warmup_Ready_00')}
      </GameButton>
    </main>
  );
}

function CountIn({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  const left = useSecondsLeft(own.statusUntil);
  return (
    <main className={cx(screen, calm)} data-scene="gm112-waitingForThrowing">
      <TurnChip own={own} />
      <div className={bigNumber} data-testid="count-in">
        {left ?? ''}
      </div>
      {own.role === 'thrower' && (
        <>
          <h1 className={heading}>{t('Ready_Throw_00')}</h1>
          <div className={sideTag} style={{ ['--team' as string]: teamColor(own.team) }} data-testid="my-side">
            {t(own.side === 'right' ? 'Side_Right_00' : 'Side_Left_00')}
          </div>
          <Pips left={own.starsLeft} of={own.shurikenPerThrower} />
        </>
      )}
      {own.role === 'swordsman' && (
        <>
          <h1 className={heading}>{t('Ready_Sword_00')}</h1>
          <Sword own={own} />
          <p className={note}>{t('Ready_SwordBody_00')}</p>
        </>
      )}
      {own.role === 'defender' && (
        <>
          <h1 className={heading}>{t('Ready_Defend_00', { name: own.swordsman?.name ?? '' })}</h1>
          <CheerButton />
        </>
      )}
    </main>
  );
}

/** The thrower's flick screen: flicks this phone sent count at once, before the server's view catches up. */
function Throwing({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  const left = useSecondsLeft(own.statusUntil);
  const [flicked, setFlicked] = useState(0);
  const thrown = Math.max(own.myStars.length, flicked);
  const starsLeft = Math.max(0, own.shurikenPerThrower - thrown);
  return (
    <main className={cx(screen, play)} data-scene="gm112-throwing">
      <div className={chip}>
        {t('Throw_Time_00')}
        <b data-testid="seconds-left">{left ?? ''}</b>
      </div>
      <div className={sideTag} style={{ ['--team' as string]: teamColor(own.team) }} data-testid="my-side">
        {t(own.side === 'right' ? 'Side_Right_00' : 'Side_Left_00')}
      </div>
      <Pips left={starsLeft} of={own.shurikenPerThrower} />
      <FlickPad
        color={teamColor(own.team)}
        label={t('Flick_Label_00')}
        disabled={starsLeft <= 0}
        onFlick={() => {
          setFlicked(thrown + 1);
          // The moment it left the screen on this phone's synced clock, in game time.
          sendIntent('gm112:throw', { at: serverNow() - own.clockOffset });
        }}
      />
      <MyStars stars={own.myStars} of={own.shurikenPerThrower} />
    </main>
  );
}

function Guarding({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  const left = useSecondsLeft(own.statusUntil);
  const last = own.status === 'outOfShuriken';
  return (
    <main className={cx(screen, calm)} data-scene={`gm112-${own.status}`}>
      <div className={chip}>
        {last ? t('Last_Stars_00') : t('Throw_Time_00')}
        {!last && <b data-testid="seconds-left">{left ?? ''}</b>}
      </div>
      {own.role === 'swordsman' ? (
        <>
          <h1 className={heading}>{t('Guard_Title_00')}</h1>
          <Sword own={own} />
          <Tally own={own} />
          <p className={note}>{t('Guard_Body_00')}</p>
        </>
      ) : (
        <>
          <h1 className={heading}>{t('Guard_Cheer_00', { name: own.swordsman?.name ?? '' })}</h1>
          <Tally own={own} />
          <CheerButton />
        </>
      )}
    </main>
  );
}

function OutOfShuriken({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  if (own.role !== 'thrower') return <Guarding own={own} />;
  return (
    <main className={cx(screen, calm)} data-scene="gm112-outOfShuriken">
      <h1 className={heading}>{t('Out_Title_00')}</h1>
      <div className={art}>
        <Shuriken size="50%" color={colors.textDim} />
      </div>
      <MyStars stars={own.myStars} of={own.shurikenPerThrower} />
      <p className={note}>{t('Out_Body_00')}</p>
    </main>
  );
}

function TurnResult({ own }: { own: Own }) {
  const { t } = useTranslation('gm112');
  const tally = own.tally ?? { blocked: 0, thrown: 0, result: null };
  const r = tally.result ?? 'hit';
  return (
    <main className={cx(screen, calm)} data-scene="gm112-turnResult">
      <TurnChip own={own} />
      <div className={hero} data-tone={r} data-testid="turn-result" data-result={r}>
        {t(`Result_${r}_00`)}
      </div>
      {own.role === 'thrower' && own.myResult && (
        <>
          <h1 className={heading} data-testid="my-result" data-result={own.myResult}>
            {t(`Mine_${own.myResult}_00`)}
          </h1>
          <MyStars stars={own.myStars} of={own.shurikenPerThrower} />
        </>
      )}
      {own.role === 'swordsman' && (
        <h1 className={heading} data-testid="my-blocks">
          {t('Blocked_You_00', { count: tally.blocked, thrown: tally.thrown })}
        </h1>
      )}
      {own.role === 'defender' && <h1 className={heading}>{t('Blocked_Team_00', { count: tally.blocked, thrown: tally.thrown })}</h1>}
      <Standings own={own} />
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm112');
  return (
    <main className={screen} data-scene="gm112-watching">
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <div className={art}>
        <Swordsman color={colors.noTeam} />
      </div>
      <p className={note}>{t('Watch_Body_00')}</p>
      <CheerButton />
    </main>
  );
}

/** Statuses in which the swordsman's phone runs the cut detector: from the call to the last star (it never restarts mid-turn). */
const GUARDING = new Set(['turnStarted', 'tutorialSwordsman', 'waitingForThrowing', 'throwing', 'outOfShuriken']);

/** Shuriken (gm112) on the phone: the common frame around a screen for each status and role. */
export default function Gm112Scene() {
  const { view, game } = usePhoneGame('gm112');
  const own = game?.own ?? null;
  const params = game?.params;
  const guarding = !!own && own.role === 'swordsman' && GUARDING.has(own.status) && !!game?.entryStatus.entry && game.phase === 'play';
  useGuard(guarding, params?.swing);
  if (!view || !game || !params) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm112'> = {
    tutorialShuriken: (o) => <Practice own={o} />,
    voting: (o) => <Voting own={o} />,
    votingFinished: (o) => <VotingFinished own={o} />,
    turnStarted: (o) => <TurnStarted own={o} />,
    tutorialSwordsman: (o) => <SwordPractice own={o} />,
    waitingForThrowing: (o) => <CountIn own={o} />,
    throwing: (o) => (o.role === 'thrower' ? <Throwing key={o.turn?.index} own={o} /> : <Guarding own={o} />),
    outOfShuriken: (o) => <OutOfShuriken own={o} />,
    turnResult: (o) => <TurnResult own={o} />,
  };
  return <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />;
}
