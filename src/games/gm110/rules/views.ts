import type { Team } from '../../../protocol/enums';
import type { ViewCtx } from '../../common/rules';
import type { Item, SlotKind } from '../shared/menu';
import { teamMean } from './orders';
import { rememberers } from './squads';
import type { Customer, Gm110State, Gm110Status, Role, Squad, SquadRound } from './types';

export type MemberView = { id: string; name: string; leader: boolean };
export type SquadView = { id: number; team: Team; index: number; leader: string; members: MemberView[] };
/** A note as its squad sees it: who drew it, for which slots, the image's URL. */
export type NoteView = { by: string; name: string; slots: number[]; url: string | null };
/** A squad's order after judging, beside the real one. */
export type JudgedView = { order: Item[]; slots: SlotKind[]; candidate: (Item | null)[]; wrong: boolean[]; stars: number };
/** One customer of the replay as the phone shows it: the two orders and the stars (the notes are the big screen's). */
export type HistoryView = JudgedView & { customer: number };

export type Gm110PhoneOwn = {
  status: Gm110Status;
  /** This player's id (squads list players by id). */
  me: string;
  /** When the status ends, server ms: only while a screen counts it down (the order, the pick). */
  statusUntil: number | null;
  team: Team | null;
  playing: boolean;
  role: Role | null;
  squad: SquadView | null;
  /** The customer on (0-based), or -1 in the tutorial; of `customers`. */
  customer: number;
  customers: number;
  /** The shape of the order on: its slots (the practice: one topping). */
  slots: SlotKind[];
  /** The slots this player remembers this customer. */
  mySlots: number[];
  /** What those slots hold: told privately, only while the order is told (the practice's item in the tutorial). */
  myItems: Item[] | null;
  /** When the drawing pad closes, server ms. */
  drawUntil: number | null;
  myNote: string | null;
  /** The squad's notes for this customer (the practice's in the tutorial). */
  notes: NoteView[];
  /** SPEC.md candidate: the leader's pick per slot. */
  candidate: (Item | null)[];
  /** SPEC.md buttonClicked: the leader served this customer's order. */
  served: boolean;
  /** This squad's judged order, from answerJudged on. */
  judged: JudgedView | null;
  /** Mean stars per team for this customer (from roundResult on) and over the game so far. */
  teamStars: Record<Team, number | null> | null;
  totals: Record<Team, number | null> | null;
  /** Every customer's order beside this squad's, in the replay. */
  history: HistoryView[];
  tutorialDone: boolean;
  practice: { item: Item; note: string | null; pick: Item | null; served: boolean };
};

export type BoardMember = { id: string; name: string; leader: boolean; acked: boolean; practiced: boolean; noteIn: boolean };
export type BoardSquad = {
  id: number;
  team: Team;
  index: number;
  members: BoardMember[];
  notesIn: number;
  notesDue: number;
  /** Slots the leader has filled (the pick itself stays hidden until the picking closes). */
  filled: number;
  served: boolean;
  candidate: (Item | null)[] | null;
  stars: number | null;
  wrong: boolean[] | null;
};
/**
 * One customer again on the big screen, each squad's order beside the real one with the notes
 * drawn for it. Only what the board's squads do not already say (their team, names): a replay
 * of fifty squads is one message.
 */
export type ReplayView = {
  customer: number;
  order: Item[];
  slots: SlotKind[];
  squads: { id: number; candidate: (Item | null)[]; stars: number; wrong: boolean[]; notes: { by: string; url: string }[] }[];
};

export type Gm110Board = {
  status: Gm110Status;
  statusUntil: number | null;
  customer: number;
  customers: number;
  slots: SlotKind[];
  drawFrom: number | null;
  drawUntil: number | null;
  pickUntil: number | null;
  practice: Item;
  squads: BoardSquad[];
  /** The real order, from answerJudged on. */
  order: Item[] | null;
  teamStars: Record<Team, number | null> | null;
  totals: Record<Team, number | null> | null;
  replay: ReplayView | null;
};

const inCustomer = (s: Gm110State) => s.status !== 'grouping' && s.status !== 'tutorialOrder';
const revealed = (st: Gm110Status) =>
  st === 'answerClosed' || st === 'answerJudged' || st === 'waitingForRoundResult' || st === 'roundResult' || st === 'replay';
const judgedOut = (st: Gm110Status) => st === 'answerJudged' || st === 'waitingForRoundResult' || st === 'roundResult' || st === 'replay';
const resultsOut = (st: Gm110Status) => st === 'roundResult' || st === 'replay';
/** The phone's statuses whose screen shows a clock. */
const COUNTED_DOWN: ReadonlySet<Gm110Status> = new Set(['order', 'pendingAnswer', 'answered']);

const current = (s: Gm110State): Customer | null => (inCustomer(s) ? (s.customers[s.customers.length - 1] ?? null) : null);
const nameOf = (s: Gm110State, id: string) => s.players.find((p) => p.id === id)?.name ?? '';
const t = (v: ViewCtx, x: number | null) => (x === null ? null : v.serverTime(x));

function squadView(s: Gm110State, q: Squad): SquadView {
  return { id: q.id, team: q.team, index: q.index, leader: q.leader, members: q.players.map((id) => ({ id, name: nameOf(s, id), leader: id === q.leader })) };
}

function notesOf(s: Gm110State, r: SquadRound): NoteView[] {
  return Object.entries(r.assign).map(([by, slots]) => ({ by, name: nameOf(s, by), slots: [...slots], url: r.notes[by] ?? null }));
}

function judgedOf(c: Customer, r: SquadRound): JudgedView | null {
  if (r.stars === null || r.wrong === null) return null;
  return { order: [...c.order], slots: [...c.slots], candidate: [...r.candidate], wrong: [...r.wrong], stars: r.stars };
}

const means = (s: Gm110State, index: number | null): Record<Team, number | null> => ({ left: teamMean(s, 'left', index), right: teamMean(s, 'right', index) });

export function phoneOwn(s: Gm110State, playerId: string, v: ViewCtx): Gm110PhoneOwn {
  const p = s.players.find((x) => x.id === playerId);
  const q = s.squads.find((x) => x.players.includes(playerId));
  const c = current(s);
  const r = c && q ? c.squads[q.id]! : null;
  const tutorial = !c;
  let status = s.status;
  if (tutorial && p?.acked) status = 'tutorialOrder';
  if (status === 'pendingAnswer' && r?.served) status = 'answered';
  const practiceNotes: NoteView[] = q
    ? rememberers(q).map((by) => ({ by, name: nameOf(s, by), slots: [0], url: s.players.find((x) => x.id === by)?.practiceNote ?? null }))
    : [];
  const mySlots = tutorial ? (q && rememberers(q).includes(playerId) ? [0] : []) : (r?.assign[playerId] ?? []);
  const replayed = s.status === 'replay' && q ? s.customers.filter((x) => x.index <= s.replayIndex) : [];
  return {
    status,
    me: playerId,
    statusUntil: COUNTED_DOWN.has(status) ? t(v, s.statusUntil) : null,
    team: p?.team ?? null,
    playing: !!p,
    role: q ? (q.leader === playerId ? 'leader' : 'member') : null,
    squad: q ? squadView(s, q) : null,
    customer: c ? c.index : -1,
    customers: s.params.customers,
    slots: c ? [...c.slots] : ['topping'],
    mySlots: [...mySlots],
    myItems: tutorial ? [s.practice] : c && s.status === 'order' && mySlots.length ? mySlots.map((i) => c.order[i]!) : null,
    drawUntil: c ? v.serverTime(c.drawUntil) : null,
    myNote: tutorial ? (p?.practiceNote ?? null) : (r?.notes[playerId] ?? null),
    notes: tutorial ? practiceNotes : r ? notesOf(s, r) : [],
    candidate: tutorial ? [p?.practicePick ?? null] : [...(r?.candidate ?? [])],
    served: tutorial ? !!p?.practiceServed : !!r?.served,
    judged: c && r && judgedOut(s.status) ? judgedOf(c, r) : null,
    teamStars: c && resultsOut(s.status) ? means(s, s.status === 'replay' ? null : c.index) : null,
    totals: c && resultsOut(s.status) ? means(s, null) : null,
    history: replayed.map((x) => {
      const rr = x.squads[q!.id]!;
      return { ...judgedOf(x, rr)!, customer: x.index };
    }),
    tutorialDone: !!p && v.practiced(p.id),
    practice: { item: s.practice, note: p?.practiceNote ?? null, pick: p?.practicePick ?? null, served: !!p?.practiceServed },
  };
}

export function hostBoard(s: Gm110State, v: ViewCtx): Gm110Board {
  const c = current(s);
  const replayC = s.status === 'replay' ? s.customers[s.replayIndex] : undefined;
  return {
    status: s.status,
    statusUntil: t(v, s.statusUntil),
    customer: c ? c.index : -1,
    customers: s.params.customers,
    slots: c ? [...c.slots] : ['topping'],
    drawFrom: c ? v.serverTime(c.drawFrom) : null,
    drawUntil: c ? v.serverTime(c.drawUntil) : null,
    pickUntil: c ? t(v, c.pickUntil) : null,
    practice: s.practice,
    squads: s.squads.map((q) => {
      const r = c?.squads[q.id];
      const show = !!r && revealed(s.status);
      return {
        id: q.id,
        team: q.team,
        index: q.index,
        members: q.players.map((id) => {
          const pl = s.players.find((x) => x.id === id);
          return { id, name: pl?.name ?? '', leader: id === q.leader, acked: !!pl?.acked, practiced: v.practiced(id), noteIn: !!r?.notes[id] };
        }),
        notesIn: r ? Object.keys(r.notes).length : 0,
        notesDue: r ? Object.keys(r.assign).length : 0,
        filled: r ? r.candidate.filter((x) => x !== null).length : 0,
        served: !!r?.served,
        candidate: show ? [...r.candidate] : null,
        stars: r && judgedOut(s.status) ? r.stars : null,
        wrong: r && judgedOut(s.status) && r.wrong ? [...r.wrong] : null,
      };
    }),
    order: c && judgedOut(s.status) ? [...c.order] : null,
    teamStars: c && resultsOut(s.status) ? means(s, s.status === 'replay' ? null : c.index) : null,
    totals: c && resultsOut(s.status) ? means(s, null) : null,
    replay: replayC
      ? {
          customer: replayC.index,
          order: [...replayC.order],
          slots: [...replayC.slots],
          squads: s.squads.map((q) => {
            const r = replayC.squads[q.id]!;
            return {
              id: q.id,
              candidate: [...r.candidate],
              stars: r.stars ?? 0,
              wrong: [...(r.wrong ?? [])],
              notes: Object.keys(r.assign).flatMap((by) => (r.notes[by] ? [{ by, url: r.notes[by] }] : [])),
            };
          }),
        }
      : null,
  };
}
