import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import { client } from '../../../engine/clientStore';
import { clearIntentError, sendIntent } from '../../../engine/socketClient';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { GameButton } from '../../../ui/GameButton';
import { colors, fonts, teamColor, teamTone, vw } from '../../../ui/tokens';
import { refusalOf } from '../rules/bidding';
import { PHONE_CHAT_RAISES, type BidResult, type Gm127PhoneOwn, type LotView } from '../rules/views';
import { Coin, ExhibitArt, FakeStamp } from '../shared/Art';
import { sharedText, sideTeam, splitChat, teamName } from '../shared/chat';
import { formatNumber } from '../../../i18n/numbers';

export type Own = Snapshot<Gm127PhoneOwn>;

export const BID = 'gm127:bid';

export const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${vw(2)};
  padding: ${vw(1.4)} ${vw(3.6)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.1);
  font-family: ${fonts.display};
  font-size: ${vw(4.2)};
  white-space: nowrap;
  b {
    color: ${colors.accent};
  }
  &[data-side='L'] {
    background: ${colors.left};
  }
  &[data-side='R'] {
    background: ${colors.right};
  }
`;
export const card = css`
  width: 100%;
  padding: ${vw(3.5)} ${vw(4)};
  border-radius: ${vw(4)};
  background: ${colors.bgCard};
  box-shadow: 0 ${vw(1)} 0 rgba(0, 0, 0, 0.3);
`;
const coinRow = css`
  display: flex;
  align-items: center;
  gap: ${vw(2)};
  font-family: ${fonts.display};
  svg {
    width: ${vw(8)};
    height: ${vw(8)};
    flex: none;
  }
`;

/** Coins, with the coin. */
export function Coins({ n, className, testId }: { n: number; className?: string; testId?: string }) {
  return (
    <span className={`${coinRow} ${className ?? ''}`} data-testid={testId}>
      <Coin />
      <span>{formatNumber(n)}</span>
    </span>
  );
}

const pad = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${vw(2.5)};
  width: 100%;
  button {
    width: 100%;
    min-width: 0;
    min-height: ${vw(24)};
    padding: ${vw(2)} ${vw(1)};
    flex-direction: column;
    gap: ${vw(0.5)};
    font-size: ${vw(8)};
    line-height: 1;
  }
  button small {
    font-family: ${fonts.body};
    font-size: ${vw(3.4)};
    font-weight: 700;
    opacity: 0.85;
  }
  button[data-afford='false'] {
    filter: grayscale(0.8) brightness(0.75);
  }
`;

/**
 * The three raise buttons. Each says what the price would become; one the team cannot afford looks
 * spent, and a tap on it is still sent: the server is the judge, and its refusal is shown.
 */
/** The three raises; `onRaise` hears each affordable one with the price it asks, as it is sent. */
export function RaisePad({ own, practice, onRaise }: { own: Own; practice?: boolean; onRaise?: (to: number) => void }) {
  const { t } = useTranslation('gm127');
  const price = own.lot?.price ?? 0;
  const steps = [own.raises.small, own.raises.medium, own.raises.large];
  return (
    <div className={pad} data-testid="raise-pad">
      {steps.map((add) => {
        const to = practice ? null : price + add;
        const afford = to === null || to <= own.coins;
        return (
          <GameButton
            key={add}
            tone={teamTone(own.team)}
            lock={false}
            data-testid={`raise-${add}`}
            data-afford={afford}
            aria-label={t('Raise_Label_00', { add })}
            onPress={() => {
              vibrate(buzz.tap);
              if (to !== null && afford) onRaise?.(to);
              sendIntent(practice ? 'gm127:practice' : BID, { add });
            }}
          >
            +{add}
            {to !== null && <small>{t('Raise_To_00', { price: to })}</small>}
          </GameButton>
        );
      })}
    </div>
  );
}

const refused = css`
  margin: 0;
  padding: ${vw(2)} ${vw(4)};
  border-radius: ${vw(3)};
  background: ${colors.dangerDeep};
  font-weight: 800;
  font-size: ${vw(4.2)};
  animation: gm127-shake 0.45s both;
  @keyframes gm127-shake {
    20%,
    60% {
      transform: translateX(-${vw(1.5)});
    }
    40%,
    80% {
      transform: translateX(${vw(1.5)});
    }
  }
`;

/** Why the last raise did not count (the server's answer), until the next raise or exhibit. */
export function Refusal({ lot }: { lot: number }) {
  const { t } = useTranslation('gm127');
  const error = useSnapshot(client).intents[BID]?.error ?? null;
  useEffect(() => {
    // A new exhibit starts with a clean slate.
    clearIntentError(BID);
  }, [lot]);
  useEffect(() => {
    if (error) vibrate(buzz.error);
  }, [error]);
  if (!error) return null;
  const why = refusalOf(error.detail);
  const key = why === 'wallet' ? 'Refused_wallet_00' : why === 'closed' || why === 'notOpen' ? 'Refused_closed_00' : 'Refused_other_00';
  return (
    <p className={refused} role="alert" data-testid="bid-refused" data-why={why ?? ''}>
      {t(key)}
    </p>
  );
}

const feed = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(1.2)};
  text-align: left;
  font-size: ${vw(3.8)};
  overflow: hidden;
`;
const sharedLine = css`
  padding: ${vw(1.8)} ${vw(3)};
  border-radius: ${vw(2.5)};
  background: rgba(255, 210, 63, 0.16);
  color: ${colors.accent};
  font-weight: 800;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const bidLine = css`
  display: flex;
  align-items: center;
  gap: ${vw(2)};
  padding: 0 ${vw(1)};
  white-space: nowrap;
  animation: gm127-in 0.25s ease-out both;
  i {
    width: ${vw(2.6)};
    height: ${vw(2.6)};
    border-radius: 50%;
    flex: none;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    max-width: ${vw(40)};
  }
  b {
    margin-left: auto;
    font-family: ${fonts.display};
  }
  @keyframes gm127-in {
    from {
      opacity: 0;
      transform: translateY(${vw(2)});
    }
  }
`;

/** SPEC.md chatLog on the phone: the auctioneer's newest line on top, then the latest raises. */
export function ChatFeed({ own, bids = PHONE_CHAT_RAISES }: { own: Own; bids?: number }) {
  const { t } = useTranslation('gm127');
  const { shared, bids: raises } = splitChat(own.chatLog);
  const front = shared[0];
  return (
    <div className={`${card} ${feed}`} data-testid="chat-log">
      {front && (
        <div className={sharedLine} data-testid="chat-shared" data-say={front.say}>
          {sharedText(t, front, own.lots.length)}
        </div>
      )}
      {raises.slice(-bids).map((e) => (
        <div key={e.id} className={bidLine} data-testid="chat-bid">
          <i style={{ background: teamColor(sideTeam(e.side)) }} />
          <span>{e.name}</span>
          <em>+{e.add}</em>
          <b>{e.price}</b>
        </div>
      ))}
      {raises.length === 0 && <div className={bidLine}>{t('Chat_Quiet_00')}</div>}
    </div>
  );
}

const list = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(2)};
  width: 100%;
`;
const row = css`
  position: relative;
  display: grid;
  grid-template-columns: ${vw(13)} 1fr auto;
  align-items: center;
  gap: ${vw(3)};
  padding: ${vw(1.5)} ${vw(3)};
  border-radius: ${vw(3)};
  background: ${colors.bgCard};
  text-align: left;
  font-size: ${vw(4)};
  &[data-mine='true'] {
    box-shadow: inset 0 0 0 ${vw(0.7)} ${colors.accent};
  }
  > svg:first-child {
    width: ${vw(13)};
    height: ${vw(13)};
  }
  strong {
    display: block;
    font-family: ${fonts.display};
    font-size: ${vw(4.6)};
  }
  small {
    color: ${colors.textDim};
  }
`;
const worth = css`
  font-family: ${fonts.display};
  font-size: ${vw(6)};
  color: ${colors.accent};
  min-width: ${vw(14)};
  text-align: right;
  &[data-hidden='true'] {
    color: ${colors.textDim};
  }
  &[data-pop='true'] {
    animation: gm127-pop 0.5s cubic-bezier(0.2, 1.6, 0.4, 1) both;
  }
  @keyframes gm127-pop {
    from {
      transform: scale(0.2);
    }
  }
`;
const stamp = css`
  position: absolute;
  right: ${vw(15)};
  top: 50%;
  width: ${vw(22)};
  transform: translateY(-50%);
`;

/** Who bought what, for how much, and (once revealed) what each exhibit was worth. */
export function LotList({ own, results, appraise }: { own: Own; results: readonly Snapshot<BidResult>[] | readonly Snapshot<LotView>[]; appraise?: boolean }) {
  const { t } = useTranslation('gm127');
  const mine = own.team === 'left' ? 'L' : own.team === 'right' ? 'R' : null;
  return (
    <div className={list} data-testid="lot-list">
      {results.map((r) => {
        const lot = own.lots[r.index];
        const appraisal = lot?.appraisal ?? null;
        return (
          <div key={r.index} className={row} data-mine={r.side !== '' && r.side === mine} data-testid="lot-row" data-side={r.side}>
            <ExhibitArt item={r.item} />
            <div>
              <strong>{t(`Item_${r.item}_00`)}</strong>
              <small>{r.side ? t('Lot_Bought_00', { team: teamName(t, r.side), price: r.price }) : t('Lot_Unsold_00')}</small>
            </div>
            {appraise && (
              <div className={worth} data-hidden={appraisal === null} data-pop={appraisal !== null} data-testid="appraisal">
                {appraisal === null ? '?' : appraisal}
              </div>
            )}
            {appraise && lot?.forgery && <FakeStamp className={stamp} label={t('Fake_00')} />}
          </div>
        );
      })}
    </div>
  );
}

export function CheerButton() {
  const { t } = useTranslation('gm127');
  return (
    <GameButton tone="ghost" size="small" lock={false} onPress={() => sendIntent('cheer', {})}>
      {t('Cheer_00')}
    </GameButton>
  );
}
