import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm127Params } from '../parameters';

/**
 * SPEC.md §4 gm127 statuses in flow order: the exhibits arrive while players practise a raise
 * (`waitingForExhibits`, the runner's tutorial); today's exhibits parade in; the guide; the wallets;
 * then per exhibit its presentation, the bidding, the hammer and the round's result; at the end the
 * appraiser reveals every exhibit's value (`appraisal`) and play is `finished`.
 */
export type Gm127Status =
  'waitingForExhibits' | 'exhibits' | 'guide' | 'budget' | 'roundStarted' | 'biddingStarted' | 'biddingFinished' | 'roundResult' | 'appraisal' | 'finished';

/** SPEC.md §3 exhibit items. */
export const ITEMS = ['artbrush', 'cup', 'honey', 'sword', 'megaphone', 'perfume', 'diary', 'lamp', 'wig', 'wine'] as const;
export type Item = (typeof ITEMS)[number];

/** SPEC.md §3 sides of an auction: left, right, or nobody (no bids). */
export type LotSide = 'L' | 'R' | '';

export const sideOf = (team: Team): LotSide => (team === 'left' ? 'L' : 'R');
export const teamOfSide = (side: LotSide): Team | null => (side === 'L' ? 'left' : side === 'R' ? 'right' : null);

/** One exhibit put up for auction: its story (which hint), its hidden appraisal, and how it sold. */
export type Lot = {
  item: Item;
  /** Which of the item's hints the auctioneer reads (its stories differ in value). */
  story: number;
  /** The appraiser's value, hidden until the reveal. */
  appraisal: number;
  /** A worthless fake (forgery variant): appraisal 0. */
  forgery: boolean;
  side: LotSide;
  price: number;
  /** Raises accepted on it. */
  bids: number;
};

/** A team's shared wallet: its coins, and its standing bid on the exhibit being sold (reserved, paid only if it wins). */
export type Wallet = { coins: number; bid: number };

export type Bidder = {
  id: string;
  name: string;
  team: Team;
  practiceRaises: number;
  /** Raises this player made that counted. */
  raises: number;
};

/** What the auctioneer says to the whole room. */
export type SharedSay = 'open' | 'start' | 'lastCall' | 'extended' | 'sold' | 'unsold';

/**
 * SPEC.md chatLog: the auctioneer's shared messages (kept at the front, newest first) and the raises
 * (after them, in the order they counted).
 */
export type ChatEntry =
  | { id: number; kind: 'shared'; say: SharedSay; lot: number; item: Item; side: LotSide; price: number; times: number }
  | { id: number; kind: 'bid'; player: string; name: string; side: LotSide; add: number; price: number };

/**
 * The chat log as views carry it: entries by id. A list would shift under every new line (the
 * auctioneer's go to the front, and the oldest raises drop off), and a shifted list is patched
 * entry by entry; by id, a new line is one op and a dropped one a removal. `splitChat` orders it.
 */
export type ChatLog = Record<number, ChatEntry>;

/** A line as the phone's chat shows it: a raise by its bidder's name and side (the id is the big screen's). */
export type PhoneChatEntry = Extract<ChatEntry, { kind: 'shared' }> | Omit<Extract<ChatEntry, { kind: 'bid' }>, 'player'>;

/** The exhibit under the hammer (game ms). */
export type Bidding = {
  lot: number;
  startedAt: number;
  closesAt: number;
  /** The soft close never moves the close past this. */
  maxAt: number;
  /** "Going once, going twice" was said. */
  lastCall: boolean;
  extensions: number;
};

export type Gm127State = {
  mode: GameMode;
  params: Gm127Params;
  status: Gm127Status;
  statusUntil: number | null;
  lots: Lot[];
  /** The exhibit being (or last) presented; -1 before the first. */
  round: number;
  wallets: Record<Team, Wallet>;
  /** The current price and who holds it. */
  price: number;
  leader: Team | null;
  bidding: Bidding | null;
  chat: ChatEntry[];
  chatSeq: number;
  bidders: Bidder[];
  /** Exhibits whose appraisal has been revealed. */
  revealed: number;
};
