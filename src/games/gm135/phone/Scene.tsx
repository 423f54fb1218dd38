import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendIntent } from '../../../engine/socketClient';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { GameButton } from '../../../ui/GameButton';
import { screen } from '../../../ui/styles';
import { colors, fonts, teamColor, vw } from '../../../ui/tokens';
import { GameFrame, type StatusScreens } from '../../common/phone/GameFrame';
import { bigNumber, heading, note } from '../../common/phone/styles';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import { Ball, PrizeArt, PrizeBox } from '../shared/Art';
import type { Team } from '../../../protocol/enums';
import { Card, chip, OPEN, Refusal, Soundboard, type Own } from './parts';

const page = css`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(3)};
  padding: ${vw(4)} ${vw(5)} ${vw(6)};
  text-align: center;
`;
const topBar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vw(3)};
  width: 100%;
  > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${vw(1.5)};
  }
`;
const ball = css`
  width: ${vw(24)};
  height: ${vw(24)};
  flex: none;
  filter: drop-shadow(0 ${vw(1.5)} ${vw(2)} rgba(0, 0, 0, 0.45));
  &[data-spin='true'] {
    animation: gm135-roll 0.5s linear infinite;
  }
  &[data-spin='false'] {
    animation: gm135-drop 0.5s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  }
  @keyframes gm135-roll {
    to {
      transform: rotate(360deg);
    }
  }
  @keyframes gm135-drop {
    from {
      transform: translateY(-${vw(10)}) scale(0.5);
    }
  }
`;
const title = css`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${vw(6.4)};
  line-height: 1.15;
  text-align: left;
`;
const whereBtn = css`
  appearance: none;
  border: 0;
  padding: ${vw(1.5)} ${vw(4)};
  border-radius: 999px;
  background: ${colors.cyan};
  color: ${colors.ink};
  font-weight: 800;
  font-size: ${vw(3.8)};
`;
const bingoWord = css`
  font-family: ${fonts.display};
  font-size: ${vw(20)};
  line-height: 1;
  color: ${colors.accent};
  text-shadow: 0 ${vw(1.2)} 0 ${colors.accentDeep};
  animation: gm135-bingo 0.7s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  @keyframes gm135-bingo {
    from {
      transform: scale(0.2) rotate(-12deg);
    }
  }
`;
const boxBtn = css`
  appearance: none;
  border: 0;
  background: none;
  padding: 0;
  svg {
    width: ${vw(62)};
    height: ${vw(62)};
    animation: gm135-wiggle 1s ease-in-out infinite;
  }
  @keyframes gm135-wiggle {
    25% {
      transform: rotate(-5deg);
    }
    75% {
      transform: rotate(5deg);
    }
  }
`;
const prizeArt = css`
  width: ${vw(56)};
  height: ${vw(56)};
  animation: gm135-pop 0.8s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  @keyframes gm135-pop {
    from {
      transform: translateY(${vw(20)}) scale(0.2);
    }
  }
`;
const art = css`
  width: ${vw(34)};
  height: ${vw(34)};
`;
const list = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vw(2)};
  max-width: 100%;
`;
const teamsRow = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vw(3)};
  width: 100%;
  > div {
    padding: ${vw(2.5)};
    border-radius: ${vw(3)};
    background: ${colors.bgCard};
    border-bottom: ${vw(1.2)} solid ${colors.left};
    font-size: ${vw(3.6)};
  }
  > div[data-team='right'] {
    border-color: ${colors.right};
  }
  strong {
    display: block;
    font-family: ${fonts.display};
    font-size: ${vw(8)};
    line-height: 1.1;
  }
`;
const spacer = css`
  flex: 1;
`;

const teamName = (t: (k: string) => string, team: Team) => t(`Team_${team}_00`);

/** Each team's bingos against the N it needs. */
function Teams({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  return (
    <div className={teamsRow} data-testid="teams">
      {(['left', 'right'] as const).map((team) => (
        <div key={team} data-team={team} data-testid={`team-${team}`}>
          {teamName(t, team)}
          <strong>
            {own.teams[team].bingos} / {own.teams[team].target}
          </strong>
          {t('Teams_Bingos_00')}
        </div>
      ))}
    </div>
  );
}

/** The call, the draw count and this card's reaches. */
function Header({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  const reachUp = own.reachCount > own.prevReachCount;
  useEffect(() => {
    if (reachUp) vibrate(buzz.success);
  }, [reachUp, own.reachCount]);
  return (
    <div className={topBar}>
      <div>
        <p className={title} data-testid="call-line">
          {own.spinning ? t('Call_Spinning_00') : own.current !== null ? t('Call_Number_00', { n: own.current }) : t('Call_None_00')}
        </p>
        <span className={chip} data-testid="draws">
          {t('Draw_Of_00', { n: own.draws + (own.spinning ? 1 : 0), of: own.maxDraws })}
        </span>
        {own.reachCount > 0 && (
          <span className={chip} data-hot={reachUp} data-testid="reach">
            {t('Reach_00', { count: own.reachCount })}
          </span>
        )}
      </div>
      <Ball
        className={ball}
        n={own.spinning ? null : own.current}
        color={teamColor(own.team)}
        key={own.spinning ? 'spin' : (own.current ?? 'none')}
        spin={own.spinning}
      />
    </div>
  );
}

function Choose({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  return (
    <main className={page} data-scene="gm135-selectingBingoCells">
      <h1 className={heading}>{t('Choose_Title_00')}</h1>
      <p className={note}>{own.parity ? t(`Choose_Parity_${own.parity}_00`, { range: own.range }) : t('Choose_Range_00', { range: own.range })}</p>
      <Card own={own} />
      <p className={note}>{t('Choose_Body_00')}</p>
      <GameButton
        tone="ghost"
        size="small"
        lock={false}
        disabled={own.reshufflesLeft <= 0}
        data-testid="shuffle"
        onPress={() => sendIntent('gm135:shuffle', {})}
      >
        {t('Choose_Shuffle_00', { count: own.reshufflesLeft })}
      </GameButton>
      <Refusal intent={OPEN} />
    </main>
  );
}

function Chosen({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  return (
    <main className={page} data-scene="gm135-bingoCellsSelected">
      <h1 className={heading}>{t('Chosen_Title_00')}</h1>
      <Card own={own} active={false} />
      <p className={note} data-testid="chosen">
        {t('Chosen_Body_00')}
      </p>
    </main>
  );
}

function Starting({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  const left = useSecondsLeft(own.prepareRemainingTime);
  return (
    <main className={page} data-scene="gm135-bingoStarted">
      <h1 className={heading}>{t('Start_Title_00')}</h1>
      {left !== null && <div className={bigNumber}>{left}</div>}
      <Card own={own} size="small" />
      <p className={note}>{t('Start_Body_00', { count: own.teams[own.team ?? 'left'].target })}</p>
      <Teams own={own} />
    </main>
  );
}

/** The draw: the call, the card to tap, a "where?" flash and the soundboard. */
function Play({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  const [flashKey, setFlashKey] = useState(0);
  const fresh = own.hasOpenableNumber;
  useEffect(() => {
    if (fresh) vibrate(buzz.attention);
  }, [fresh, own.current]);
  return (
    <main className={page} data-scene={`gm135-${own.status}`}>
      <Header own={own} />
      <Card own={own} flashKey={flashKey} />
      {own.canOpen && (
        <button type="button" className={whereBtn} data-testid="where" onClick={() => setFlashKey((k) => k + 1)}>
          {t('Play_Where_00')}
        </button>
      )}
      <Refusal intent={OPEN} reset={own.draws} />
      <div className={spacer} />
      <Soundboard own={own} />
    </main>
  );
}

function Bingo({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  const mine = own.bingo && own.moment.includes(own.bingo.id) ? own.bingo : undefined;
  const others = own.winners.filter((w) => own.moment.includes(w.id));
  useEffect(() => {
    if (mine) vibrate(buzz.success);
  }, [mine]);
  if (mine)
    return (
      <main className={page} data-scene="gm135-bingo">
        <div className={bingoWord} data-testid="my-bingo">
          {t('Bingo_00')}
        </div>
        <p className={note}>{t('Bingo_Mine_00', { n: mine.draw })}</p>
        <Card own={own} active={false} lines={mine.lines} />
        <p className={note}>{t('Bingo_Box_00')}</p>
      </main>
    );
  return (
    <main className={page} data-scene="gm135-bingo">
      <h1 className={heading}>{t('Bingo_Others_00', { count: own.moment.length })}</h1>
      <div className={list} data-testid="moment">
        {others.map((w) => (
          <span key={w.id} className={chip} data-team={w.team}>
            {w.name}
          </span>
        ))}
      </div>
      {own.stage === 'card' && <Card own={own} size="small" />}
      <Teams own={own} />
      <Soundboard own={own} />
    </main>
  );
}

function Winners({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  if (!own.winners.length) return <p className={note}>{t('Winners_None_00')}</p>;
  return (
    <div className={list} data-testid="winners">
      {own.winners.map((w) => (
        <span key={w.id} className={chip} data-team={w.team}>
          {w.name}
          {w.prize && ` · ${t(`Prize_${w.prize}_00`)}`}
        </span>
      ))}
    </div>
  );
}

function Box({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  if (own.stage === 'prizeBox')
    return (
      <main className={page} data-scene="gm135-prizeBox">
        <h1 className={heading}>{t('Box_Title_00')}</h1>
        <button
          type="button"
          className={boxBtn}
          data-testid="prize-box"
          onClick={() => {
            vibrate(buzz.success);
            sendIntent('gm135:openPrizeBox', {});
          }}
        >
          <PrizeBox color={teamColor(own.team)} />
        </button>
        <p className={note}>{t('Box_Tap_00')}</p>
      </main>
    );
  return (
    <main className={page} data-scene="gm135-prizeBox">
      <PrizeBox className={art} color={teamColor(own.team)} />
      <h1 className={heading}>{t('Box_Watch_00')}</h1>
      <Winners own={own} />
      <Soundboard own={own} />
    </main>
  );
}

function Opened({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  const prize = own.stage === 'prizeBoxOpened' ? own.bingo?.prize : null;
  if (prize)
    return (
      <main className={page} data-scene="gm135-prizeBoxOpened">
        <h1 className={heading}>{t('Opened_Title_00')}</h1>
        <PrizeArt className={prizeArt} prize={prize} />
        <div className={bigNumber} data-testid="prize" data-prize={prize}>
          {t(`Prize_${prize}_00`)}
        </div>
        <p className={note}>{t('Opened_Body_00')}</p>
      </main>
    );
  return (
    <main className={page} data-scene="gm135-prizeBoxOpened">
      <h1 className={heading}>{t('Opened_Watch_00')}</h1>
      <Winners own={own} />
      <Soundboard own={own} />
    </main>
  );
}

function Sounds({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  return (
    <main className={page} data-scene="gm135-playingSound">
      <h1 className={heading}>{t('Sounds_Title_00')}</h1>
      <p className={note}>{own.bingo ? t('Sounds_Winner_00', { n: own.bingo.draw }) : t('Sounds_Body_00')}</p>
      <Soundboard own={own} full />
      <p className={note} data-testid="my-sounds">
        {t('Sounds_Count_00', { count: own.sounds })}
      </p>
    </main>
  );
}

function Finished({ own }: { own: Own }) {
  const { t } = useTranslation('gm135');
  return (
    <main className={page} data-scene="gm135-finished">
      <h1 className={heading}>{own.bingo ? t('End_Bingo_00', { n: own.bingo.draw }) : t('End_NoBingo_00')}</h1>
      <Card own={own} size="small" active={false} lines={own.bingo?.lines} />
      <Teams own={own} />
      <Winners own={own} />
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm135');
  return (
    <main className={screen} data-scene="gm135-watching">
      <Ball className={art} n={null} />
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <p className={note}>{t('Watch_Body_00')}</p>
    </main>
  );
}

/** Bingo (gm135) on the phone: the common frame around a screen for each status. */
export default function Gm135Scene() {
  const { view, game } = usePhoneGame('gm135');
  if (!view || !game) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm135'> = {
    selectingBingoCells: (o) => <Choose own={o} />,
    bingoCellsSelected: (o) => <Chosen own={o} />,
    bingoStarted: (o) => <Starting own={o} />,
    rouletteStarted: (o) => <Play own={o} />,
    rouletteStopped: (o) => <Play own={o} />,
    bingo: (o) => <Bingo own={o} />,
    prizeBox: (o) => <Box own={o} />,
    prizeBoxOpened: (o) => <Opened own={o} />,
    playingSound: (o) => <Sounds own={o} />,
    finished: (o) => <Finished own={o} />,
  };
  return <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />;
}
