import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScene } from '../../../phone/scenes/LoadingScene';
import { screen } from '../../../ui/styles';
import { colors, fonts, teamColor, vw } from '../../../ui/tokens';
import { GameFrame, type StatusScreens } from '../../common/phone/GameFrame';
import { PracticeEnd } from '../../common/phone/Practice';
import { heading, note } from '../../common/phone/styles';
import { TeamTotals } from '../../common/phone/TeamTotals';
import { useGuess } from '../../common/phone/useGuess';
import { usePhoneGame } from '../../common/phone/usePhoneGame';
import { useSecondsLeft } from '../../common/useServerTime';
import { Coin, ExhibitArt, Gavel, Paddle } from '../shared/Art';
import { sideTeam, teamName } from '../shared/chat';
import { sideOf } from '../rules/types';
import { BID, card, ChatFeed, CheerButton, chip, Coins, LotList, RaisePad, Refusal, type Own } from './parts';
import { formatNumber, warmNumbers } from '../../../i18n/numbers';

const art = css`
  width: ${vw(40)};
  height: ${vw(40)};
  filter: drop-shadow(0 ${vw(2)} ${vw(3)} rgba(0, 0, 0, 0.45));
`;
const bigArt = css`
  width: ${vw(52)};
  height: ${vw(52)};
  filter: drop-shadow(0 ${vw(2)} ${vw(3)} rgba(0, 0, 0, 0.45));
  animation: gm127-rise 0.6s cubic-bezier(0.2, 1.4, 0.4, 1) both;
  @keyframes gm127-rise {
    from {
      transform: translateY(${vw(10)}) scale(0.6);
      opacity: 0;
    }
  }
`;
const big = css`
  font-family: ${fonts.display};
  font-size: ${vw(16)};
  line-height: 1;
  color: ${colors.accent};
`;
const hint = css`
  position: relative;
  font-size: ${vw(4.8)};
  line-height: 1.45;
  font-weight: 700;
  text-align: left;
  &::before {
    content: '“';
    position: absolute;
    left: ${vw(1.5)};
    top: -${vw(3)};
    font-family: ${fonts.display};
    font-size: ${vw(12)};
    color: ${colors.accent};
  }
  p {
    margin: 0 0 0 ${vw(5)};
  }
`;
const grid = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${vw(3)};
  width: 100%;
  figure {
    margin: 0;
    padding: ${vw(2)};
    border-radius: ${vw(3)};
    background: ${colors.bgCard};
    animation: gm127-rise 0.5s cubic-bezier(0.2, 1.4, 0.4, 1) both;
  }
  svg {
    width: 100%;
    height: ${vw(20)};
  }
  figcaption {
    font-size: ${vw(3.6)};
    font-weight: 700;
  }
`;
const rules = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(3)};
  width: 100%;
  text-align: left;
  li {
    display: grid;
    grid-template-columns: ${vw(14)} 1fr;
    gap: ${vw(3)};
    align-items: center;
    font-size: ${vw(4.2)};
    line-height: 1.4;
  }
  svg {
    width: ${vw(14)};
    height: ${vw(14)};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: contents;
  }
`;
const clock = css`
  font-family: ${fonts.display};
  font-size: ${vw(7)};
  width: ${vw(15)};
  height: ${vw(15)};
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.bgCard};
  border: ${vw(1)} solid ${colors.cyan};
  flex: none;
  &[data-hot='true'] {
    border-color: ${colors.danger};
    color: ${colors.danger};
    animation: gm127-tick 1s ease-in-out infinite;
  }
  @keyframes gm127-tick {
    50% {
      transform: scale(1.12);
    }
  }
`;
/** The bidding screen: everything on one phone screen, the buttons under the thumb. */
const bidScreen = css`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${vw(3)};
  padding: ${vw(4)} ${vw(4)} ${vw(5)};
`;
const lotRow = css`
  display: flex;
  align-items: center;
  gap: ${vw(3)};
  text-align: left;
  svg {
    width: ${vw(20)};
    height: ${vw(20)};
    flex: none;
  }
  > div:nth-child(2) {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    font-family: ${fonts.display};
    font-size: ${vw(6)};
    line-height: 1.1;
  }
  small {
    color: ${colors.textDim};
    font-size: ${vw(3.6)};
  }
`;
const priceCard = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(1.5)};
  border-bottom: ${vw(1.5)} solid ${colors.noTeam};
  &[data-leader='L'] {
    border-color: ${colors.left};
  }
  &[data-leader='R'] {
    border-color: ${colors.right};
  }
  small {
    color: ${colors.textDim};
    font-size: ${vw(3.8)};
  }
`;
const price = css`
  font-family: ${fonts.display};
  font-size: ${vw(17)};
  line-height: 1;
  color: ${colors.accent};
`;
const walletRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vw(2)};
  font-size: ${vw(3.8)};
  color: ${colors.textDim};
  > span:first-child {
    font-size: ${vw(6.5)};
    color: #fff;
  }
`;
const spacer = css`
  flex: 1;
`;
const wallet = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(2)};
  svg {
    width: ${vw(30)};
    height: ${vw(30)};
    animation: gm127-spin 1.2s ease-out both;
  }
  @keyframes gm127-spin {
    from {
      transform: rotateY(720deg) scale(0.4);
    }
  }
`;
const gavel = css`
  width: ${vw(44)};
  height: ${vw(44)};
  transform-origin: 70% 80%;
  animation: gm127-bang 0.5s cubic-bezier(0.3, 1.6, 0.5, 1) both;
  @keyframes gm127-bang {
    from {
      transform: rotate(-25deg) translateY(-${vw(6)});
    }
  }
`;
const sold = css`
  font-family: ${fonts.display};
  font-size: ${vw(14)};
  line-height: 1;
  padding: ${vw(2)} ${vw(8)};
  border-radius: ${vw(4)};
  background: ${colors.noTeam};
  &[data-side='L'] {
    background: ${colors.left};
  }
  &[data-side='R'] {
    background: ${colors.right};
  }
`;
const totals = css`
  > div {
    border-radius: ${vw(3.5)};
    animation: gm127-rise 0.5s both;
  }
  strong {
    font-size: ${vw(10)};
  }
`;

function Practice({ own }: { own: Own }) {
  const { t } = useTranslation('gm127');
  return (
    <main className={screen} data-scene="gm127-waitingForExhibits">
      <Paddle className={art} color={teamColor(own.team)} />
      <h1 className={heading}>{t('Practice_Title_00')}</h1>
      <p className={note}>{t('Practice_Body_00')}</p>
      <PracticeEnd
        game="gm127"
        done={own.tutorialDone}
        doneText={t('Practice_Done_00')}
        skipLabel={t('Practice_Skip_00')}
        doneClassName={chip}
        doneTestId="practice-done"
      >
        <RaisePad own={own} practice />
      </PracticeEnd>
    </main>
  );
}

function Exhibits({ own }: { own: Own }) {
  const { t } = useTranslation('gm127');
  return (
    <main className={screen} data-scene="gm127-exhibits">
      <h1 className={heading}>{t('Exhibits_Title_00', { count: own.lots.length })}</h1>
      <div className={grid}>
        {own.lots.map((l) => (
          <figure key={l.index} style={{ animationDelay: `${l.index * 0.25}s` }} data-testid="exhibit">
            <ExhibitArt item={l.item} />
            <figcaption>{t(`Item_${l.item}_00`)}</figcaption>
          </figure>
        ))}
      </div>
      <p className={note}>{t('Exhibits_Body_00')}</p>
    </main>
  );
}

function Guide({ own, divisor, softClose }: { own: Own; divisor: number; softClose: { windowMs: number; extendMs: number } }) {
  const { t } = useTranslation('gm127');
  return (
    <main className={screen} data-scene="gm127-guide">
      <h1 className={heading}>{t('Guide_Title_00')}</h1>
      <ol className={rules}>
        <li>
          <Paddle color={teamColor(own.team)} />
          <span>{t('Guide_Raise_00', { small: own.raises.small, medium: own.raises.medium, large: own.raises.large })}</span>
        </li>
        <li>
          <Gavel />
          <span>{t('Guide_Close_00', { window: Math.round(softClose.windowMs / 1000), extend: Math.round(softClose.extendMs / 1000) })}</span>
        </li>
        <li>
          <Coin />
          <span>{t('Guide_Score_00', { divisor })}</span>
        </li>
      </ol>
    </main>
  );
}

function Budget({ own }: { own: Own }) {
  const { t } = useTranslation('gm127');
  return (
    <main className={screen} data-scene="gm127-budget">
      <h1 className={heading}>{t('Budget_Title_00')}</h1>
      <div className={wallet}>
        <Coin />
        <div className={big} data-testid="budget">
          {formatNumber(own.coins)}
        </div>
      </div>
      <p className={note}>{t('Budget_Body_00', { team: own.team ? teamName(t, own.team) : '' })}</p>
    </main>
  );
}

function RoundStarted({ own }: { own: Own }) {
  const { t } = useTranslation('gm127');
  const left = useSecondsLeft(own.statusUntil);
  const lot = own.lot;
  if (!lot) return null;
  return (
    <main className={screen} data-scene="gm127-roundStarted">
      <span className={chip}>{t('Lot_Of_00', { n: lot.index + 1, of: own.lots.length })}</span>
      <ExhibitArt className={bigArt} item={lot.item} />
      <h1 className={heading}>{t(`Item_${lot.item}_00`)}</h1>
      <div className={`${card} ${hint}`} data-testid="hint">
        <p>{t(`Hint_${lot.item}_0${lot.story}`)}</p>
      </div>
      {left !== null && <p className={note}>{t('Round_Opens_00', { count: left })}</p>}
    </main>
  );
}

function Bidding({ own }: { own: Own }) {
  const { t } = useTranslation('gm127');
  const lot = own.lot;
  const left = useSecondsLeft(lot?.closesAt);
  // A raise shows at once, ours, until the view's price moves (this raise or a rival's) or it is refused.
  const [shownPrice, guessPrice] = useGuess(lot?.price ?? 0, BID);
  if (!lot) return null;
  const guessed = shownPrice !== lot.price && own.team !== null;
  const shownLeader = guessed ? sideOf(own.team!) : lot.leader;
  const leader = sideTeam(shownLeader);
  const ours = leader !== null && leader === own.team;
  return (
    <main className={bidScreen} data-scene="gm127-biddingStarted">
      <div className={lotRow}>
        <ExhibitArt item={lot.item} />
        <div>
          <small>{t('Lot_Of_00', { n: lot.index + 1, of: own.lots.length })}</small>
          <strong>{t(`Item_${lot.item}_00`)}</strong>
        </div>
        <div className={clock} data-hot={left !== null && left <= 3} data-testid="bid-clock">
          {left ?? ''}
        </div>
      </div>
      <div className={`${card} ${priceCard}`} data-leader={shownLeader} data-guessed={guessed} data-testid="price-card">
        <small>{t('Bid_Price_00')}</small>
        <div className={price} data-testid="price">
          {guessed ? shownPrice : lot.price}
        </div>
        <span className={chip} data-side={shownLeader} data-testid="leader">
          {leader ? t(ours ? 'Bid_LeadUs_00' : 'Bid_LeadThem_00', { team: teamName(t, leader) }) : t('Bid_NoBids_00')}
        </span>
      </div>
      <ChatFeed own={own} />
      <div className={spacer} />
      <div className={walletRow}>
        <Coins n={own.ownWallet} testId="own-wallet" />
        <span>{own.ownBid > 0 ? t('Bid_OurBid_00', { price: own.ownBid }) : t('Bid_Wallet_00')}</span>
      </div>
      <Refusal lot={lot.index} />
      <RaisePad own={own} onRaise={guessPrice} />
    </main>
  );
}

function BiddingFinished({ own }: { own: Own }) {
  const { t } = useTranslation('gm127');
  const r = own.lastCheckedRoundInfo;
  if (!r) return null;
  const buyer = sideTeam(r.side);
  const item = t(`Item_${r.item}_00`);
  return (
    <main className={screen} data-scene="gm127-biddingFinished">
      <Gavel className={gavel} />
      <div className={sold} data-side={r.side} data-testid="sold">
        {t(r.side ? 'Sold_00' : 'Unsold_00')}
      </div>
      <ExhibitArt className={art} item={r.item} />
      <p className={note} data-testid="sold-line">
        {buyer === null
          ? t('Sold_None_00', { item })
          : buyer === own.team
            ? t('Sold_Us_00', { item, price: r.price })
            : t('Sold_Them_00', { item, price: r.price, team: teamName(t, buyer) })}
      </p>
    </main>
  );
}

function RoundResult({ own }: { own: Own }) {
  const { t } = useTranslation('gm127');
  const left = useSecondsLeft(own.statusUntil);
  const last = own.bidResults.length >= own.lots.length;
  return (
    <main className={screen} data-scene="gm127-roundResult">
      <h1 className={heading}>{t('Result_Title_00', { n: own.bidResults.length, of: own.lots.length })}</h1>
      <div className={walletRow}>
        <Coins n={own.coins} testId="coins-left" />
        <span>{t('Result_Coins_00')}</span>
      </div>
      <LotList own={own} results={own.bidResults} />
      {left !== null && <p className={note}>{t(last ? 'Result_Appraisal_00' : 'Result_Next_00', { count: left })}</p>}
    </main>
  );
}

function Appraisal({ own, divisor }: { own: Own; divisor: number }) {
  const { t } = useTranslation('gm127');
  const v = own.values;
  return (
    <main className={screen} data-scene={`gm127-${own.status}`}>
      <h1 className={heading}>{t(v ? 'Total_Title_00' : 'Appraisal_Title_00')}</h1>
      <LotList own={own} results={own.lots} appraise />
      {v ? (
        <TeamTotals
          label={(team) => teamName(t, team)}
          value={(team) => v[team].value}
          caption={(team) => t('Total_Line_00', { appraisals: v[team].appraisals, coins: v[team].coins, divisor })}
          mine={own.team}
          testId="values"
          cardTestId={(team) => `value-${team}`}
          className={totals}
        />
      ) : (
        <p className={note}>{t('Appraisal_Body_00')}</p>
      )}
    </main>
  );
}

function Watching() {
  const { t } = useTranslation('gm127');
  return (
    <main className={screen} data-scene="gm127-watching">
      <Gavel className={art} />
      <h1 className={heading}>{t('Watch_Title_00')}</h1>
      <p className={note}>{t('Watch_Body_00')}</p>
      <CheerButton />
    </main>
  );
}

/** Auction (gm127) on the phone: the common frame around a screen for each status. */
export default function Gm127Scene() {
  const { view, game } = usePhoneGame('gm127');
  // The budget and the raises show coins: the number formatter is built while the game is introduced.
  useEffect(() => warmNumbers(), []);
  const params = game?.params;
  if (!view || !game || !params) return <LoadingScene progress={1} />;
  const screens: StatusScreens<'gm127'> = {
    waitingForExhibits: (o) => <Practice own={o} />,
    exhibits: (o) => <Exhibits own={o} />,
    guide: (o) => <Guide own={o} divisor={params.coinsDivisor} softClose={params.softClose} />,
    budget: (o) => <Budget own={o} />,
    roundStarted: (o) => <RoundStarted own={o} />,
    biddingStarted: (o) => <Bidding own={o} />,
    biddingFinished: (o) => <BiddingFinished own={o} />,
    roundResult: (o) => <RoundResult own={o} />,
    appraisal: (o) => <Appraisal own={o} divisor={params.coinsDivisor} />,
    finished: (o) => <Appraisal own={o} divisor={params.coinsDivisor} />,
  };
  return <GameFrame view={view} game={game} screens={screens} watching={() => <Watching />} />;
}
