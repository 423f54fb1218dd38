import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { startClock } from '../../../engine/clock';
import type { PublicPlayer } from '../../../protocol/views';
import { colors, fonts } from '../../../ui/tokens';
import { HostGameFrame } from '../../common/host/HostGameFrame';
import { title } from '../../common/host/styles';
import { useHostGame } from '../../common/host/useHostGame';
import { useSecondsLeft } from '../../common/useServerTime';
import type { Gm127Board } from '../rules/views';
import { Coin, ExhibitArt, FakeStamp, Gavel, Paddle } from '../shared/Art';
import { chatInOrder, sharedText, sideTeam, splitChat, teamName } from '../shared/chat';
import { Bidders } from './Bidders';
import { sfx, warmUpSfx } from './sfx';
import { formatNumber } from '../../../i18n/numbers';

type Board = Snapshot<Gm127Board>;
type Players = Snapshot<PublicPlayer[]>;

const stage = css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: 1.6vh;
  padding: 2.4vh 2.4vw;
  background:
    radial-gradient(ellipse at 50% 0%, rgba(255, 210, 63, 0.16) 0%, transparent 45%), radial-gradient(circle at 50% 30%, #3d2460 0%, ${colors.bgDeep} 72%);
  color: #fff;
  font-family: ${fonts.body};
  overflow: hidden;
`;
const top = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 2vw;
  min-height: 8vh;
`;
const walletCard = css`
  display: flex;
  align-items: center;
  gap: 1vw;
  padding: 1vh 1.4vw;
  border-radius: 1.8vh;
  background: rgba(255, 255, 255, 0.07);
  border-bottom: 0.7vh solid ${colors.left};
  font-family: ${fonts.display};
  font-size: 5vh;
  justify-self: start;
  &[data-team='right'] {
    border-color: ${colors.right};
    justify-self: end;
    flex-direction: row-reverse;
    text-align: right;
  }
  svg {
    width: 5vh;
    height: 5vh;
  }
  small {
    display: block;
    font-family: ${fonts.body};
    font-size: 2vh;
    color: ${colors.textDim};
  }
  em {
    font-style: normal;
    color: ${colors.accent};
  }
`;
const pill = css`
  padding: 0.8vh 2vw;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.09);
  font-family: ${fonts.display};
  font-size: 3.6vh;
  white-space: nowrap;
  b {
    color: ${colors.accent};
  }
`;
const center = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2vh;
  text-align: center;
  min-height: 0;
`;
const sub = css`
  margin: 0;
  font-size: 3vh;
  color: ${colors.textDim};
  max-width: 70vw;
  line-height: 1.4;
`;
const rise = css`
  animation: gm127h-rise 0.7s cubic-bezier(0.2, 1.4, 0.4, 1) both;
  @keyframes gm127h-rise {
    from {
      transform: translateY(6vh) scale(0.6);
      opacity: 0;
    }
  }
`;
const shelf = css`
  display: flex;
  gap: 2vw;
  justify-content: center;
  align-items: flex-end;
  flex-wrap: wrap;
`;
const pedestal = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.8vh;
  width: 15vw;
  svg:first-child {
    width: 20vh;
    height: 20vh;
    filter: drop-shadow(0 1.5vh 1.5vh rgba(0, 0, 0, 0.5));
  }
  &::after {
    content: '';
    order: 1;
    width: 12vw;
    height: 2.4vh;
    border-radius: 0.6vh;
    background: linear-gradient(#e9dfc9, #b9a98a);
  }
  strong {
    order: 2;
    font-family: ${fonts.display};
    font-size: 3vh;
  }
  &[data-upcoming='true'] svg:first-child {
    filter: brightness(0) opacity(0.35);
  }
`;
const tag = css`
  order: 3;
  padding: 0.5vh 1.2vw;
  border-radius: 999px;
  font-family: ${fonts.display};
  font-size: 2.6vh;
  background: rgba(255, 255, 255, 0.1);
  &[data-side='L'] {
    background: ${colors.left};
  }
  &[data-side='R'] {
    background: ${colors.right};
  }
`;
const spotlight = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 4vw;
  align-items: center;
  max-width: 86vw;
  > svg {
    width: 42vh;
    height: 42vh;
    filter: drop-shadow(0 2vh 2vh rgba(0, 0, 0, 0.5));
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: 2vh;
    align-items: flex-start;
    text-align: left;
  }
`;
const hint = css`
  margin: 0;
  padding: 2vh 2vw;
  border-radius: 2vh;
  background: rgba(255, 255, 255, 0.08);
  font-size: 3.6vh;
  line-height: 1.4;
  font-weight: 700;
  border-left: 0.8vh solid ${colors.accent};
  max-width: 48vw;
`;
const bidGrid = css`
  display: grid;
  grid-template-columns: 34vh minmax(0, 1fr) 30vw;
  gap: 2vw;
  align-items: stretch;
  min-height: 0;
`;
const lotCol = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1vh;
  text-align: center;
  svg {
    width: 30vh;
    height: 30vh;
    filter: drop-shadow(0 1.5vh 1.5vh rgba(0, 0, 0, 0.5));
  }
  strong {
    font-family: ${fonts.display};
    font-size: 3.6vh;
  }
  p {
    margin: 0;
    font-size: 2.1vh;
    color: ${colors.textDim};
    line-height: 1.35;
  }
`;
const priceCol = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.6vh;
`;
const price = css`
  font-family: ${fonts.display};
  font-size: 20vh;
  line-height: 1;
  color: ${colors.accent};
  text-shadow: 0 1vh 0 rgba(0, 0, 0, 0.4);
`;
const leader = css`
  padding: 1vh 3vw;
  border-radius: 999px;
  font-family: ${fonts.display};
  font-size: 4.4vh;
  background: rgba(255, 255, 255, 0.1);
  &[data-side='L'] {
    background: ${colors.left};
  }
  &[data-side='R'] {
    background: ${colors.right};
  }
`;
const clock = css`
  font-family: ${fonts.display};
  font-size: 6vh;
  width: 12vh;
  height: 12vh;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 0.9vh solid ${colors.cyan};
  background: rgba(0, 0, 0, 0.25);
  &[data-hot='true'] {
    border-color: ${colors.danger};
    color: ${colors.danger};
    animation: gm127h-tick 1s ease-in-out infinite;
  }
  @keyframes gm127h-tick {
    50% {
      transform: scale(1.12);
    }
  }
`;
const chat = css`
  display: flex;
  flex-direction: column;
  gap: 0.8vh;
  padding: 1.6vh 1.2vw;
  border-radius: 2vh;
  background: rgba(0, 0, 0, 0.28);
  min-height: 0;
  overflow: hidden;
  font-size: 2.4vh;
`;
const said = css`
  padding: 0.8vh 1vw;
  border-radius: 1.2vh;
  background: rgba(255, 210, 63, 0.16);
  color: ${colors.accent};
  font-weight: 800;
  &:not(:first-child) {
    opacity: 0.6;
    font-size: 2vh;
  }
`;
const bids = css`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 0.6vh;
  flex: 1;
  min-height: 0;
  overflow: hidden;
`;
const bidLine = css`
  display: flex;
  align-items: center;
  gap: 0.8vw;
  white-space: nowrap;
  animation: gm127h-in 0.25s ease-out both;
  i {
    width: 1.4vh;
    height: 1.4vh;
    border-radius: 50%;
    flex: none;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    max-width: 14vw;
  }
  b {
    margin-left: auto;
    font-family: ${fonts.display};
  }
  @keyframes gm127h-in {
    from {
      opacity: 0;
      transform: translateY(1.5vh);
    }
  }
`;
const bang = css`
  width: 28vh;
  height: 28vh;
  transform-origin: 70% 80%;
  animation: gm127h-bang 0.5s cubic-bezier(0.3, 1.6, 0.5, 1) both;
  @keyframes gm127h-bang {
    from {
      transform: rotate(-25deg) translateY(-4vh);
    }
  }
`;
const soldBanner = css`
  padding: 1.6vh 5vw;
  border-radius: 2.4vh;
  font-family: ${fonts.display};
  font-size: 11vh;
  background: ${colors.noTeam};
  box-shadow: 0 1vh 0 rgba(0, 0, 0, 0.35);
  animation: gm127h-pop 0.6s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  &[data-side='L'] {
    background: ${colors.left};
  }
  &[data-side='R'] {
    background: ${colors.right};
  }
  @keyframes gm127h-pop {
    from {
      transform: scale(0.2);
    }
  }
`;
const rules = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 2vw;
  max-width: 90vw;
  > div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 1.6vh;
    padding: 3vh 2vw;
    border-radius: 2.4vh;
    background: rgba(255, 255, 255, 0.07);
    font-size: 3vh;
    line-height: 1.4;
  }
  svg {
    width: 16vh;
    height: 16vh;
  }
`;
const wallets = css`
  display: flex;
  gap: 6vw;
  > div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 1vh;
    padding: 3vh 4vw;
    border-radius: 3vh;
    background: rgba(255, 255, 255, 0.07);
    border-bottom: 1vh solid ${colors.left};
    font-family: ${fonts.display};
    font-size: 10vh;
    line-height: 1;
  }
  > div[data-team='right'] {
    border-color: ${colors.right};
  }
  svg {
    width: 16vh;
    height: 16vh;
    animation: gm127h-spin 1.2s ease-out both;
  }
  small {
    font-family: ${fonts.body};
    font-size: 3vh;
    color: ${colors.textDim};
  }
  @keyframes gm127h-spin {
    from {
      transform: rotateY(720deg) scale(0.4);
    }
  }
`;
const table = css`
  display: grid;
  grid-template-columns: repeat(var(--lots), minmax(0, 1fr));
  gap: 1.4vw;
  width: 100%;
  > div {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.8vh;
    padding: 1.6vh 0.8vw;
    border-radius: 2vh;
    background: rgba(255, 255, 255, 0.06);
    border-bottom: 0.8vh solid rgba(255, 255, 255, 0.15);
  }
  > div[data-side='L'] {
    border-color: ${colors.left};
  }
  > div[data-side='R'] {
    border-color: ${colors.right};
  }
  > div > svg:first-child {
    width: 14vh;
    height: 14vh;
  }
  strong {
    font-family: ${fonts.display};
    font-size: 2.8vh;
  }
  small {
    font-size: 2vh;
    color: ${colors.textDim};
  }
`;
const appraised = css`
  font-family: ${fonts.display};
  font-size: 6vh;
  line-height: 1;
  color: ${colors.accent};
  &[data-hidden='true'] {
    color: ${colors.textDim};
    opacity: 0.5;
  }
  &[data-hidden='false'] {
    animation: gm127h-flip 0.6s ease-out both;
  }
  @keyframes gm127h-flip {
    from {
      transform: rotateX(90deg);
    }
  }
`;
const stampCls = css`
  position: absolute;
  top: 4vh;
  width: 80%;
`;
const totalsRow = css`
  display: flex;
  gap: 4vw;
  > div {
    min-width: 28vw;
    padding: 2vh 2vw;
    border-radius: 2.4vh;
    background: rgba(255, 255, 255, 0.07);
    border-bottom: 1vh solid ${colors.left};
    animation: gm127h-pop 0.6s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  }
  > div[data-team='right'] {
    border-color: ${colors.right};
  }
  strong {
    display: block;
    font-family: ${fonts.display};
    font-size: 9vh;
    line-height: 1.05;
  }
  small {
    display: block;
    font-size: 2.4vh;
    color: ${colors.textDim};
  }
`;
const practiceArt = css`
  display: flex;
  gap: 2vw;
  svg {
    width: 16vh;
    height: 16vh;
    animation: gm127h-wave 1.4s ease-in-out infinite alternate;
  }
  svg:nth-child(2) {
    animation-delay: 0.4s;
  }
  @keyframes gm127h-wave {
    to {
      transform: translateY(-2vh) rotate(8deg);
    }
  }
`;

function Wallets({ board }: { board: Board }) {
  const { t } = useTranslation('gm127');
  return (
    <>
      {(['left', 'right'] as const).map((team) => {
        const w = board.wallets[team];
        return (
          <div key={team} className={walletCard} data-team={team} data-testid={`wallet-${team}`}>
            <Coin />
            <div>
              {w.coins - w.bid}
              <small>
                {teamName(t, team)}
                {w.bid > 0 && (
                  <>
                    {' · '}
                    <em>{t('Host_Bid_00', { price: w.bid })}</em>
                  </>
                )}
              </small>
            </div>
          </div>
        );
      })}
    </>
  );
}

function Chat({ board }: { board: Board }) {
  const { t } = useTranslation('gm127');
  const { shared, bids: raises } = splitChat(board.chatLog);
  return (
    <div className={chat} data-testid="host-chat">
      {shared.slice(0, 2).map((e) => (
        <div key={e.id} className={said} data-say={e.say}>
          {sharedText(t, e, board.lots.length)}
        </div>
      ))}
      <div className={bids}>
        {raises.slice(-12).map((e) => (
          <div key={e.id} className={bidLine} data-testid="host-chat-bid">
            <i style={{ background: sideTeam(e.side) === 'left' ? colors.left : colors.right }} />
            <span>{e.name}</span>
            <em>+{e.add}</em>
            <b>{e.price}</b>
          </div>
        ))}
      </div>
    </div>
  );
}

function Shelf({ board }: { board: Board }) {
  const { t } = useTranslation('gm127');
  const done = board.bidResults.length;
  return (
    <div className={shelf}>
      {board.lots.map((l) => (
        <div
          key={l.index}
          className={board.status === 'exhibits' ? `${pedestal} ${rise}` : pedestal}
          style={{ animationDelay: `${l.index * 0.2}s` }}
          data-upcoming={l.index >= done && board.status === 'roundResult'}
        >
          <ExhibitArt item={l.item} />
          <strong>{t(`Item_${l.item}_00`)}</strong>
          {board.status === 'roundResult' && (
            <span className={tag} data-side={l.index < done ? l.side : ''} data-testid="shelf-tag">
              {l.index >= done ? t('Host_Upcoming_00') : l.side ? t('Lot_Bought_00', { team: teamName(t, l.side), price: l.price }) : t('Lot_Unsold_00')}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

function Appraisal({ board }: { board: Board }) {
  const { t } = useTranslation('gm127');
  const v = board.values;
  return (
    <>
      <h1 className={title}>{t(v ? 'Total_Title_00' : 'Appraisal_Title_00')}</h1>
      <div className={table} style={{ ['--lots' as string]: board.lots.length }}>
        {board.lots.map((l) => (
          <div key={l.index} data-side={l.side} data-testid="host-lot">
            <ExhibitArt item={l.item} />
            <strong>{t(`Item_${l.item}_00`)}</strong>
            <small>{l.side ? t('Lot_Bought_00', { team: teamName(t, l.side), price: l.price }) : t('Lot_Unsold_00')}</small>
            <div className={appraised} data-hidden={l.appraisal === null} data-testid="host-appraisal">
              {l.appraisal ?? '?'}
            </div>
            {l.forgery && <FakeStamp className={stampCls} label={t('Fake_00')} />}
          </div>
        ))}
      </div>
      {v ? (
        <div className={totalsRow}>
          {(['left', 'right'] as const).map((team) => (
            <div key={team} data-team={team} data-testid={`host-value-${team}`}>
              <small>{teamName(t, team)}</small>
              <strong>{v[team].value}</strong>
              <small>{t('Total_Line_00', { appraisals: v[team].appraisals, coins: v[team].coins, divisor: board.coinsDivisor })}</small>
            </div>
          ))}
        </div>
      ) : (
        <p className={sub}>{t('Appraisal_Body_00')}</p>
      )}
    </>
  );
}

/** The board's sounds, played when what they mark first shows. */
function useSounds(board: Board) {
  const seen = useRef({ chat: -1, revealed: board.revealed, status: board.status });
  useEffect(() => warmUpSfx(), []);
  useEffect(() => {
    const s = seen.current;
    const all = chatInOrder(board.chatLog);
    const fresh = all.filter((e) => e.id > s.chat);
    if (s.chat >= 0) {
      const lastBid = [...fresh].reverse().find((e) => e.kind === 'bid');
      if (lastBid?.kind === 'bid') sfx.raise(lastBid.add);
      for (const e of fresh) {
        if (e.kind !== 'shared') continue;
        if (e.say === 'sold' || e.say === 'unsold') sfx.hammer(e.say === 'sold');
        if (e.say === 'lastCall') sfx.lastCall();
        if (e.say === 'extended') sfx.extended();
      }
    }
    s.chat = Math.max(s.chat, ...all.map((e) => e.id), 0);
    if (board.revealed > s.revealed) {
      const l = board.lots[board.revealed - 1];
      if (l) sfx.reveal(l.appraisal ?? 0, !!l.forgery);
    }
    s.revealed = board.revealed;
  }, [board.chatLog, board.revealed, board.lots]);
}

function Play({ board, players }: { board: Board; players: Players }) {
  const { t } = useTranslation('gm127');
  useSounds(board);
  const lot = board.lot;
  const untilNext = useSecondsLeft(board.statusUntil);
  const close = useSecondsLeft(board.status === 'biddingStarted' ? lot?.closesAt : null);
  const last = board.lastCheckedRoundInfo;
  const lotPill = lot && (
    <div className={pill} data-testid="host-lot-pill">
      {t('Lot_Of_00', { n: lot.index + 1, of: board.lots.length })}
    </div>
  );
  const body = (() => {
    switch (board.status) {
      case 'waitingForExhibits':
        return (
          <>
            <div className={practiceArt}>
              <Paddle color={colors.left} />
              <Paddle color={colors.right} />
            </div>
            <h1 className={title}>{t('Host_Practice_00')}</h1>
            <p className={sub}>{t('Host_PracticeBody_00')}</p>
            <Bidders board={board} players={players} practice />
          </>
        );
      case 'exhibits':
        return (
          <>
            <h1 className={title}>{t('Exhibits_Title_00', { count: board.lots.length })}</h1>
            <Shelf board={board} />
            <p className={sub}>{t('Exhibits_Body_00')}</p>
          </>
        );
      case 'guide':
        return (
          <>
            <h1 className={title}>{t('Guide_Title_00')}</h1>
            <div className={rules}>
              <div>
                <Paddle color={colors.left} />
                {t('Guide_Raise_00', { small: board.raises.small, medium: board.raises.medium, large: board.raises.large })}
              </div>
              <div>
                <Gavel />
                {t('Guide_Close_00', { window: Math.round(board.softClose.windowMs / 1000), extend: Math.round(board.softClose.extendMs / 1000) })}
              </div>
              <div>
                <Coin />
                {t('Guide_Score_00', { divisor: board.coinsDivisor })}
              </div>
            </div>
          </>
        );
      case 'budget':
        return (
          <>
            <h1 className={title}>{t('Host_Budget_00')}</h1>
            <div className={wallets}>
              {(['left', 'right'] as const).map((team) => (
                <div key={team} data-team={team}>
                  <Coin />
                  {formatNumber(board.wallets[team].coins)}
                  <small>{teamName(t, team)}</small>
                </div>
              ))}
            </div>
          </>
        );
      case 'roundStarted':
        return (
          lot && (
            <div className={spotlight}>
              <ExhibitArt item={lot.item} className={rise} />
              <div>
                {lotPill}
                <h1 className={title}>{t(`Item_${lot.item}_00`)}</h1>
                <p className={hint} data-testid="host-hint">
                  {t(`Hint_${lot.item}_0${lot.story}`)}
                </p>
                {untilNext !== null && <p className={sub}>{t('Round_Opens_00', { count: untilNext })}</p>}
              </div>
            </div>
          )
        );
      case 'biddingStarted':
        return (
          lot && (
            <div className={bidGrid}>
              <div className={lotCol}>
                <ExhibitArt item={lot.item} />
                <strong>{t(`Item_${lot.item}_00`)}</strong>
                <p>{t(`Hint_${lot.item}_0${lot.story}`)}</p>
              </div>
              <div className={priceCol}>
                {lotPill}
                <div className={price} data-testid="host-price">
                  {lot.price}
                </div>
                <div className={leader} data-side={lot.leader} data-testid="host-leader">
                  {lot.leader ? t('Host_Leads_00', { team: teamName(t, lot.leader) }) : t('Bid_NoBids_00')}
                </div>
                <div className={clock} data-hot={close !== null && close <= 3}>
                  {close ?? ''}
                </div>
              </div>
              <Chat board={board} />
            </div>
          )
        );
      case 'biddingFinished':
        return (
          last && (
            <>
              <Gavel className={bang} />
              <div className={soldBanner} data-side={last.side} data-testid="host-sold">
                {last.side ? t('Host_SoldTo_00', { team: teamName(t, last.side) }) : t('Unsold_00')}
              </div>
              <p className={sub}>
                {last.side
                  ? t('Host_SoldLine_00', { item: t(`Item_${last.item}_00`), price: last.price })
                  : t('Sold_None_00', { item: t(`Item_${last.item}_00`) })}
              </p>
            </>
          )
        );
      case 'roundResult':
        return (
          <>
            <h1 className={title}>{t('Result_Title_00', { n: board.bidResults.length, of: board.lots.length })}</h1>
            <Shelf board={board} />
          </>
        );
      case 'appraisal':
      case 'finished':
        return <Appraisal board={board} />;
    }
  })();
  const showWallets = board.status !== 'waitingForExhibits' && board.status !== 'exhibits' && board.status !== 'guide';
  return (
    <section className={stage} data-scene={`host-gm127-${board.status}`}>
      <header className={top}>{showWallets ? <Wallets board={board} /> : <span />}</header>
      <div className={center}>{body}</div>
      {board.status === 'biddingStarted' || board.status === 'roundStarted' ? <Bidders board={board} players={players} /> : <span />}
    </section>
  );
}

/** Auction (gm127) on the big screen: the exhibits, the price and the chat, every bidder, the appraisal. */
export default function Gm127Board() {
  const { t } = useTranslation('gm127');
  // Closes are drawn on this screen's clock, synced to the server like the phones'.
  useEffect(() => {
    void startClock();
  }, []);
  const { view, game } = useHostGame('gm127');
  if (!view || !game) return null;
  return (
    <HostGameFrame
      game={game}
      intro={{ title: t('Title_00'), howTo: t('HowTo_00'), art: <Gavel className={bang} /> }}
      board={() => game.board && <Play board={game.board} players={view.players} />}
    />
  );
}
