import { z } from 'zod';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import { move, type GameCtx, type GameRules } from '../../common/rules';
import { GM110_PARAMETERS, type Gm110Params } from '../parameters';
import { candidatesOf, isItem, TOPPINGS, type Item } from '../shared/menu';
import { REFUSED, type Refusal } from '../shared/refusals';
import { drawOrder, judgeCustomer, scoopsFor, teamMean } from './orders';
import { dealSlots, formSquads, rememberers } from './squads';
import type { Customer, Gm110State, Gm110Status, Squad } from './types';
import { hostBoard, phoneOwn, type Gm110Board, type Gm110PhoneOwn } from './views';

// In shared/ (no schema), where the phone reads them without loading the rules and zod.
export { REFUSED, refusalOf, type Refusal } from '../shared/refusals';

const refuse = (why: Refusal) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, REFUSED[why]);

function enter(s: Gm110State, status: Gm110Status, until: number | null): void {
  s.status = status;
  s.statusUntil = until;
}

export const squadOf = (s: Gm110State, playerId: string): Squad | undefined => s.squads.find((q) => q.players.includes(playerId));
export const currentCustomer = (s: Gm110State): Customer | undefined => s.customers[s.customers.length - 1];

/** Customer `index` walks up: the order is drawn and each squad's slots dealt; members see their part. */
function startCustomer(s: Gm110State, index: number, at: number, ctx: GameCtx): void {
  const p = s.params;
  const { order, slots } = drawOrder(scoopsFor(p, index), ctx.random);
  const drawFrom = at + p.orderMs;
  s.customers.push({
    index,
    order,
    slots,
    orderedAt: at,
    drawFrom,
    drawUntil: drawFrom + p.noteMs,
    pickUntil: null,
    squads: s.squads.map((q) => ({
      assign: dealSlots(q, slots.length, ctx.random),
      notes: {},
      candidate: slots.map(() => null),
      served: false,
      stars: null,
      wrong: null,
    })),
  });
  enter(s, 'order', drawFrom);
}

function openPicking(s: Gm110State, c: Customer, at: number): void {
  c.pickUntil = at + s.params.pickMs;
  enter(s, 'pendingAnswer', c.pickUntil);
}

function closePicking(s: Gm110State, c: Customer, at: number): void {
  judgeCustomer(s, c.index);
  enter(s, 'answerClosed', at + s.params.momentsMs.answerClosed);
}

const allNotesIn = (c: Customer) => c.squads.every((r) => Object.keys(r.assign).every((id) => r.notes[id]));
const allServed = (c: Customer) => c.squads.every((r) => r.served);

/** One step of the game's own timeline, due at `at`. */
function step(s: Gm110State, at: number, ctx: GameCtx): void {
  const m = s.params.momentsMs;
  const c = currentCustomer(s);
  switch (s.status) {
    case 'order':
      return enter(s, 'roundStarted', c!.drawUntil + s.params.noteGraceMs);
    case 'roundStarted':
      return openPicking(s, c!, at);
    case 'pendingAnswer':
      return closePicking(s, c!, at);
    case 'answerClosed':
      return enter(s, 'answerJudged', at + m.answerJudged);
    case 'answerJudged':
      return enter(s, 'waitingForRoundResult', at + m.waitingForRoundResult);
    case 'waitingForRoundResult':
      return enter(s, 'roundResult', at + m.roundResult);
    case 'roundResult':
      if (c!.index + 1 < s.params.customers) return startCustomer(s, c!.index + 1, at, ctx);
      s.replayIndex = 0;
      return enter(s, 'replay', at + m.replayPerCustomer);
    case 'replay':
      if (s.replayIndex + 1 < s.customers.length) {
        s.replayIndex++;
        return enter(s, 'replay', at + m.replayPerCustomer);
      }
      s.over = true;
      s.statusUntil = null;
      return;
    default:
      return;
  }
}

/** A customer (0-based), or -1: the practice. */
const Round = z.number().int().min(-1).max(99);
const Ready = z.strictObject({});
/** A member's note: the drawing pad's image (a data URL; stored at the socket edge, its URL reaches the rules). */
const Note = z.strictObject({ round: Round, photo: z.string().min(1).max(200_000) });
/** The leader changes the candidate of one slot (null clears it). */
const Pick = z.strictObject({ round: Round, slot: z.number().int().min(0).max(20), item: z.string().max(20).nullable() });
/** The round's button: the leader serves the order as it stands; it is locked from then on. */
const Serve = z.strictObject({ round: Round });

export const gm110Rules: GameRules<Gm110State, Gm110Params, Gm110PhoneOwn, Gm110Board, Gm110Status> = {
  init({ mode, players, params }, ctx): Gm110State {
    // The runner passes the operator config's games.gm110, already complete; tests may pass part of it.
    const d = GM110_PARAMETERS;
    const p: Gm110Params = {
      ...d,
      ...params,
      squad: { ...d.squad, ...params.squad },
      scoops: { ...d.scoops, ...params.scoops },
      stars: { ...d.stars, ...params.stars },
      note: { ...d.note, ...params.note },
      momentsMs: { ...d.momentsMs, ...params.momentsMs },
    };
    return {
      mode,
      params: p,
      status: 'grouping',
      statusUntil: null,
      players: players.map((pl) => ({ id: pl.id, name: pl.name, team: pl.team, acked: false, practiceNote: null, practicePick: null, practiceServed: false })),
      squads: formSquads(players, p.squad.min, p.squad.max, ctx.random),
      practice: TOPPINGS[Math.floor(ctx.random() * TOPPINGS.length)]!,
      customers: [],
      replayIndex: 0,
      over: false,
    };
  },

  startTutorial(s) {
    enter(s, 'grouping', null);
  },

  startPlay(s, ctx) {
    startCustomer(s, 0, ctx.now, ctx);
  },

  nextDeadline(s) {
    return s.over ? null : s.statusUntil;
  },

  advance(s, ctx) {
    for (let guard = 0; guard < 50; guard++) {
      if (s.over || s.statusUntil === null || ctx.now < s.statusUntil) return;
      const at = s.statusUntil;
      step(s, at, { ...ctx, now: at });
    }
  },

  moves: {
    /** "Got it": this player has seen their squad and role; the practice follows on their phone. */
    ready: move<Gm110State, z.infer<typeof Ready>>(Ready, (s, playerId) => {
      const p = s.players.find((x) => x.id === playerId);
      if (!p) return refuse('stranger');
      if (s.status !== 'grouping') return refuse('notNow');
      p.acked = true;
      return null;
    }),

    note: move<Gm110State, z.infer<typeof Note>>(
      Note,
      (s, playerId, { round, photo }, ctx) => {
        const p = s.players.find((x) => x.id === playerId);
        const q = squadOf(s, playerId);
        if (!p || !q) return refuse('stranger');
        if (round < 0) {
          if (s.status !== 'grouping') return refuse('notNow');
          if (!rememberers(q).includes(playerId)) return refuse('notRememberer');
          if (p.practiceNote) return refuse('sent');
          p.acked = true;
          p.practiceNote = photo;
          ctx.practiced(playerId);
          return null;
        }
        const c = currentCustomer(s);
        if (!c || c.index !== round) return refuse('wrongRound');
        if (s.status !== 'roundStarted' || ctx.now < c.drawFrom) return refuse('notNow');
        const r = c.squads[q.id]!;
        if (!r.assign[playerId]) return refuse('notRememberer');
        if (r.notes[playerId]) return refuse('sent');
        r.notes[playerId] = photo;
        if (allNotesIn(c)) openPicking(s, c, ctx.now);
        return null;
      },
      { photo: true },
    ),

    pick: move<Gm110State, z.infer<typeof Pick>>(Pick, (s, playerId, { round, slot, item }) => {
      const p = s.players.find((x) => x.id === playerId);
      const q = squadOf(s, playerId);
      if (!p || !q) return refuse('stranger');
      if (q.leader !== playerId) return refuse('notLeader');
      if (item !== null && !isItem(item)) return refuse('badItem');
      if (round < 0) {
        if (s.status !== 'grouping') return refuse('notNow');
        if (p.practiceServed) return refuse('locked');
        if (slot !== 0) return refuse('badSlot');
        if (item !== null && !candidatesOf('topping').includes(item)) return refuse('badItem');
        p.acked = true;
        p.practicePick = item;
        return null;
      }
      const c = currentCustomer(s);
      if (!c || c.index !== round) return refuse('wrongRound');
      if (s.status !== 'pendingAnswer') return refuse('notNow');
      const r = c.squads[q.id]!;
      // SPEC.md §4: the candidate can no longer change once the round's button was clicked.
      if (r.served) return refuse('locked');
      const kind = c.slots[slot];
      if (!kind) return refuse('badSlot');
      if (item !== null && !candidatesOf(kind).includes(item)) return refuse('badItem');
      r.candidate[slot] = item as Item | null;
      return null;
    }),

    serve: move<Gm110State, z.infer<typeof Serve>>(Serve, (s, playerId, { round }, ctx) => {
      const p = s.players.find((x) => x.id === playerId);
      const q = squadOf(s, playerId);
      if (!p || !q) return refuse('stranger');
      if (q.leader !== playerId) return refuse('notLeader');
      if (round < 0) {
        if (s.status !== 'grouping') return refuse('notNow');
        if (p.practiceServed) return refuse('locked');
        p.acked = true;
        p.practiceServed = true;
        ctx.practiced(playerId);
        return null;
      }
      const c = currentCustomer(s);
      if (!c || c.index !== round) return refuse('wrongRound');
      if (s.status !== 'pendingAnswer') return refuse('notNow');
      const r = c.squads[q.id]!;
      if (r.served) return refuse('locked');
      r.served = true;
      if (allServed(c)) closePicking(s, c, ctx.now);
      return null;
    }),
  },

  finished(s) {
    return s.over;
  },

  result(s): GameResult {
    const scores = { left: teamMean(s, 'left') ?? 0, right: teamMean(s, 'right') ?? 0 };
    const winner: GameResult['winner'] = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : 'draw';
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
