import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm110Params } from '../parameters';
import type { Item, SlotKind } from '../shared/menu';

/**
 * SPEC.md §4 gm110 statuses, in flow order. Tutorial: `grouping` (the squads and roles are shown;
 * a phone moves on to `tutorialOrder`, the practice, once its player has seen theirs). Per customer:
 * `order` (members see their part privately), `roundStarted` (the drawing pad is open),
 * `pendingAnswer` (the leaders assemble the order; `answered` on the phones of a squad whose leader
 * served), `answerClosed`, `answerJudged` (stars per squad), `waitingForRoundResult`, `roundResult`;
 * after the last customer, `replay`: each order beside the real one, then play is over.
 */
export const STATUSES = [
  'grouping',
  'tutorialOrder',
  'order',
  'roundStarted',
  'pendingAnswer',
  'answered',
  'answerClosed',
  'answerJudged',
  'waitingForRoundResult',
  'roundResult',
  'replay',
] as const;
export type Gm110Status = (typeof STATUSES)[number];

/** SPEC.md §6: a squad's leader assembles the order, its members remember parts of it. */
export type Role = 'leader' | 'member';

export type Squad = {
  /** 0-based across both teams; `index` is its number within its team. */
  id: number;
  team: Team;
  index: number;
  leader: string;
  /** Every player of the squad, the leader first. */
  players: string[];
};

/** One squad's part of a customer: who remembers which slots, their notes, the leader's pick. */
export type SquadRound = {
  /** Slots (indices into the order) each rememberer was told. */
  assign: Record<string, number[]>;
  /** Each rememberer's note: the stored image's URL. */
  notes: Record<string, string>;
  /** SPEC.md candidate: the leader's pick per slot, null while not chosen. */
  candidate: (Item | null)[];
  /** SPEC.md buttonClicked: the leader served; the candidate can no longer change. */
  served: boolean;
  /** After the picking closed: stars and which slots were wrong. */
  stars: number | null;
  wrong: boolean[] | null;
};

export type Customer = {
  index: number;
  order: Item[];
  slots: SlotKind[];
  /** Game times: the order was told; the pad opened and closes; the picking closes (null until it opens). */
  orderedAt: number;
  drawFrom: number;
  drawUntil: number;
  pickUntil: number | null;
  squads: SquadRound[];
};

export type Orderer = {
  id: string;
  name: string;
  team: Team;
  /** Has seen their squad and role (grouping → tutorialOrder). */
  acked: boolean;
  /** The practice: a member's note, a leader's pick and serve. */
  practiceNote: string | null;
  practicePick: Item | null;
  practiceServed: boolean;
};

export type Gm110State = {
  mode: GameMode;
  params: Gm110Params;
  status: Gm110Status;
  /** Game time the current status ends (null: the runner ends it, as the tutorial). */
  statusUntil: number | null;
  players: Orderer[];
  squads: Squad[];
  /** The practice order: one topping everyone sees. */
  practice: Item;
  customers: Customer[];
  /** The customer being replayed (replay). */
  replayIndex: number;
  over: boolean;
};
