import type { Team } from '../../../protocol/enums';
import type { Gm127Params } from '../parameters';
import { sideOf, type ChatEntry, type Gm127State, type SharedSay } from './types';

/**
 * Why a raise was refused: the `detail` of its error, which the phone turns into words. Each is
 * checked before anything changes, so a refused raise leaves the state as it was.
 */
export const REFUSED = {
  stranger: 'not in this game',
  notOpen: 'bidding is not open',
  closed: 'bidding has closed',
  raise: 'no such raise',
  wallet: 'not enough coins in the team wallet',
} as const;
export type Refusal = keyof typeof REFUSED;

export const refusalOf = (detail: string | undefined): Refusal | null => (Object.keys(REFUSED) as Refusal[]).find((k) => REFUSED[k] === detail) ?? null;

/** The raise amounts a game allows (the three buttons). */
export const raiseSteps = (p: Gm127Params): number[] => [p.raises.small, p.raises.medium, p.raises.large];

/** SPEC.md ownWallet: a team's coins less its standing bid on the exhibit being sold. */
export const available = (s: Gm127State, team: Team): number => s.wallets[team].coins - s.wallets[team].bid;

/**
 * SPEC.md gm127: "shared messages go to the front of the chat log". The auctioneer's lines go to
 * the front, newest first; a line said again at once (late bids, one after another) is counted on
 * the one already there instead of repeated.
 */
export function sayShared(s: Gm127State, say: SharedSay): void {
  const lot = s.lots[s.round]!;
  const front = s.chat[0];
  if (front?.kind === 'shared' && front.say === say && front.lot === s.round) {
    front.times++;
    front.price = s.price;
    return;
  }
  const side = say === 'sold' && s.leader ? sideOf(s.leader) : '';
  s.chat.unshift({ id: ++s.chatSeq, kind: 'shared', say, lot: s.round, item: lot.item, side, price: s.price, times: 1 });
}

/** A raise goes after everything said before it; only the newest `chatBidsKept` raises are kept. */
function logBid(s: Gm127State, entry: Omit<Extract<ChatEntry, { kind: 'bid' }>, 'id' | 'kind'>): void {
  s.chat.push({ id: ++s.chatSeq, kind: 'bid', ...entry });
  const bids = s.chat.filter((e) => e.kind === 'bid').length;
  if (bids > s.params.chatBidsKept) {
    const first = s.chat.findIndex((e) => e.kind === 'bid');
    s.chat.splice(first, bids - s.params.chatBidsKept);
  }
}

/**
 * Checks a raise of `add` by a player at game time `now`, changing nothing: null when it may count,
 * else why not. SPEC.md gm127: a bid reduces the wallet only while status is biddingStarted and the
 * wallet stays at or above 0 (a team's bid never goes past its coins).
 */
export function checkRaise(s: Gm127State, playerId: string, add: number, now: number): Refusal | null {
  const bidder = s.bidders.find((b) => b.id === playerId);
  if (!bidder) return 'stranger';
  if (s.status !== 'biddingStarted' || !s.bidding) return 'notOpen';
  if (now >= s.bidding.closesAt) return 'closed';
  if (!raiseSteps(s.params).includes(add)) return 'raise';
  if (s.price + add > s.wallets[bidder.team].coins) return 'wallet';
  return null;
}

/**
 * A raise that counts: the player's team now bids the current price plus `add` (raises are applied
 * one at a time in the order they reach the server, each on the price the one before it left, so
 * none is lost and none is spent twice). A raise with less than the soft close's window left pushes
 * the close back.
 */
export function applyRaise(s: Gm127State, playerId: string, add: number, now: number): void {
  const bidder = s.bidders.find((b) => b.id === playerId)!;
  const bidding = s.bidding!;
  const lot = s.lots[bidding.lot]!;
  s.price += add;
  s.leader = bidder.team;
  s.wallets[bidder.team].bid = s.price;
  bidder.raises++;
  lot.bids++;
  logBid(s, { player: bidder.id, name: bidder.name, side: sideOf(bidder.team), add, price: s.price });
  const { windowMs, extendMs } = s.params.softClose;
  if (bidding.closesAt - now < windowMs) {
    const close = Math.min(Math.max(bidding.closesAt, now + extendMs), bidding.maxAt);
    if (close > bidding.closesAt) {
      bidding.closesAt = close;
      bidding.extensions++;
      sayShared(s, 'extended');
    }
  }
}

/** The hammer falls: the leader pays its bid and takes the exhibit; the other team's bid is released. */
export function settleLot(s: Gm127State): void {
  const lot = s.lots[s.round]!;
  if (s.leader) {
    lot.side = sideOf(s.leader);
    lot.price = s.price;
    s.wallets[s.leader].coins -= s.price;
  }
  sayShared(s, s.leader ? 'sold' : 'unsold');
  s.wallets.left.bid = 0;
  s.wallets.right.bid = 0;
  s.bidding = null;
}

export type TeamValue = { appraisals: number; coins: number; value: number; won: number };

/** GAMES.md: a team's value is the appraisals of the exhibits it won plus the coins it kept ÷ 2. */
export function teamValues(s: Gm127State): Record<Team, TeamValue> {
  const value = (team: Team): TeamValue => {
    const won = s.lots.filter((l) => l.side === sideOf(team));
    const appraisals = won.reduce((a, l) => a + l.appraisal, 0);
    const coins = s.wallets[team].coins;
    return { appraisals, coins, value: Math.round(appraisals + coins / s.params.coinsDivisor), won: won.length };
  };
  return { left: value('left'), right: value('right') };
}
