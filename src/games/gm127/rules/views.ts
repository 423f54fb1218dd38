import type { Team } from '../../../protocol/enums';
import { keyedBy } from '../../../protocol/patch';
import type { ViewCtx } from '../../common/rules';
import type { Gm127Params } from '../parameters';
import { available, teamValues, type TeamValue } from './bidding';
import { sideOf, type ChatEntry, type ChatLog, type Gm127State, type Gm127Status, type Item, type LotSide, type PhoneChatEntry } from './types';

/** The raises a phone's chat shows under the auctioneer's newest line. */
export const PHONE_CHAT_RAISES = 4;

/**
 * The phone's chat: what it draws, the auctioneer's newest line and the newest raises. A burst of
 * raises then reaches a phone as the few it shows, not the whole log the big screen keeps.
 */
function phoneChat(chat: readonly ChatEntry[]): Record<number, PhoneChatEntry> {
  const shared = chat.find((e) => e.kind === 'shared');
  const raises = chat
    .filter((e) => e.kind === 'bid')
    .slice(-PHONE_CHAT_RAISES)
    .map(({ player: _id, ...e }) => e);
  return keyedBy<PhoneChatEntry, 'id'>(shared ? [shared, ...raises] : raises, 'id');
}

/**
 * An exhibit as phones and the TV see it: its appraisal (and whether it is a fake) only once the
 * appraiser has revealed it, never before (a phone never receives what it must not see).
 */
export type LotView = {
  index: number;
  item: Item;
  story: number;
  side: LotSide;
  price: number;
  bids: number;
  appraisal: number | null;
  forgery: boolean | null;
};

/** SPEC.md bidResults / lastCheckedRoundInfo: how an exhibit sold. */
export type BidResult = { index: number; item: Item; side: LotSide; price: number };

/** The exhibit under the hammer, its close in server ms (the soft close moves it). */
export type CurrentLot = {
  index: number;
  item: Item;
  story: number;
  price: number;
  leader: LotSide;
  closesAt: number | null;
  maxAt: number | null;
  lastCall: boolean;
  extensions: number;
};

/** An exhibit on the phone's list: what it shows of it (not how many raises it drew). */
export type PhoneLot = Omit<LotView, 'bids'>;
/** The exhibit under the hammer on the phone: its close, not the soft close's workings. */
export type PhoneCurrentLot = Omit<CurrentLot, 'maxAt' | 'lastCall' | 'extensions'>;

/** What the phone's screens show, nothing more: a raise or a soft-close extension moves only what the bidding screen draws. */
export type Gm127PhoneOwn = {
  status: Gm127Status;
  /** When the status ends, server ms: only on the screens that count it down (the exhibit's intro, a lot's result). */
  statusUntil: number | null;
  team: Team | null;
  playing: boolean;
  tutorialDone: boolean;
  raises: Gm127Params['raises'];
  lots: PhoneLot[];
  lot: PhoneCurrentLot | null;
  /** SPEC.md ownWallet: the team's coins less its standing bid on this exhibit (what it can still raise to). */
  ownWallet: number;
  /** The team's coins (what the standing bid may go up to). */
  coins: number;
  /** The team's standing bid on this exhibit. */
  ownBid: number;
  /** SPEC.md chatLog as the phone shows it: the auctioneer's newest line, then the newest raises (by id: `splitChat` orders them). */
  chatLog: Record<number, PhoneChatEntry>;
  /** SPEC.md bidResults: the exhibits sold (or not) so far. */
  bidResults: BidResult[];
  /** SPEC.md lastCheckedRoundInfo: the exhibit the hammer last fell on. */
  lastCheckedRoundInfo: BidResult | null;
  /** The teams' values, once every appraisal is out. */
  values: Record<Team, TeamValue> | null;
};

export type Gm127Board = {
  status: Gm127Status;
  statusUntil: number | null;
  raises: Gm127Params['raises'];
  coinsDivisor: number;
  softClose: Gm127Params['softClose'];
  practiceRaises: number;
  lots: LotView[];
  lot: CurrentLot | null;
  wallets: Record<Team, { coins: number; bid: number }>;
  chatLog: ChatLog;
  bidResults: BidResult[];
  lastCheckedRoundInfo: BidResult | null;
  bidders: { id: string; name: string; team: Team; raises: number; tutorialDone: boolean }[];
  revealed: number;
  values: Record<Team, TeamValue> | null;
};

/** The phone's statuses whose screen shows a countdown. */
const COUNTED_DOWN: ReadonlySet<Gm127Status> = new Set(['roundStarted', 'roundResult']);

const until = (s: Gm127State, v: ViewCtx) => (s.statusUntil === null ? null : v.serverTime(s.statusUntil));

function lots(s: Gm127State): LotView[] {
  return s.lots.map((l, index) => {
    const out = index < s.revealed && (s.status === 'appraisal' || s.status === 'finished');
    return {
      index,
      item: l.item,
      story: l.story,
      side: l.side,
      price: l.price,
      bids: l.bids,
      appraisal: out ? l.appraisal : null,
      forgery: out ? l.forgery : null,
    };
  });
}

function current(s: Gm127State, v: ViewCtx): CurrentLot | null {
  const l = s.lots[s.round];
  if (!l || s.status === 'appraisal' || s.status === 'finished') return null;
  const b = s.bidding;
  return {
    index: s.round,
    item: l.item,
    story: l.story,
    price: s.price,
    leader: s.leader ? sideOf(s.leader) : '',
    closesAt: b ? v.serverTime(b.closesAt) : null,
    maxAt: b ? v.serverTime(b.maxAt) : null,
    lastCall: b?.lastCall ?? false,
    extensions: b?.extensions ?? 0,
  };
}

/** Exhibits whose hammer has fallen. */
function results(s: Gm127State): BidResult[] {
  const done = s.status === 'biddingFinished' || s.status === 'roundResult' || s.status === 'appraisal' || s.status === 'finished' ? s.round + 1 : s.round;
  return s.lots.slice(0, Math.max(0, done)).map((l, index) => ({ index, item: l.item, side: l.side, price: l.price }));
}

const valuesOf = (s: Gm127State) => (s.status === 'finished' || (s.status === 'appraisal' && s.revealed >= s.lots.length) ? teamValues(s) : null);

export function phoneOwn(s: Gm127State, playerId: string, v: ViewCtx): Gm127PhoneOwn {
  const b = s.bidders.find((x) => x.id === playerId);
  const team = b?.team ?? null;
  const bidResults = results(s);
  const lot = current(s, v);
  return {
    status: s.status,
    statusUntil: COUNTED_DOWN.has(s.status) ? until(s, v) : null,
    team,
    playing: !!b,
    tutorialDone: !!b && v.practiced(b.id),
    raises: s.params.raises,
    lots: lots(s).map(({ bids: _n, ...l }) => l),
    lot: lot && { index: lot.index, item: lot.item, story: lot.story, price: lot.price, leader: lot.leader, closesAt: lot.closesAt },
    ownWallet: team ? available(s, team) : 0,
    coins: team ? s.wallets[team].coins : 0,
    ownBid: team ? s.wallets[team].bid : 0,
    chatLog: phoneChat(s.chat),
    bidResults,
    lastCheckedRoundInfo: bidResults[bidResults.length - 1] ?? null,
    values: valuesOf(s),
  };
}

export function hostBoard(s: Gm127State, v: ViewCtx): Gm127Board {
  const bidResults = results(s);
  return {
    status: s.status,
    statusUntil: until(s, v),
    raises: s.params.raises,
    coinsDivisor: s.params.coinsDivisor,
    softClose: s.params.softClose,
    practiceRaises: s.params.practiceRaises,
    lots: lots(s),
    lot: current(s, v),
    wallets: { left: { ...s.wallets.left }, right: { ...s.wallets.right } },
    chatLog: keyedBy(s.chat, 'id'),
    bidResults,
    lastCheckedRoundInfo: bidResults[bidResults.length - 1] ?? null,
    bidders: s.bidders.map((x) => ({ id: x.id, name: x.name, team: x.team, raises: x.raises, tutorialDone: v.practiced(x.id) })),
    revealed: s.status === 'appraisal' || s.status === 'finished' ? s.revealed : 0,
    values: valuesOf(s),
  };
}
