import { describe, expect, it } from 'vitest';
import { GM110_PARAMETERS, type Gm110Params } from '../../../../src/games/gm110/parameters';
import { gm110Rules, REFUSED, squadOf } from '../../../../src/games/gm110/rules';
import { drawOrder, starsFor, wrongSlots } from '../../../../src/games/gm110/rules/orders';
import { dealSlots, formSquads, rememberers, squadCount, squadSizes } from '../../../../src/games/gm110/rules/squads';
import type { Gm110State, Gm110Status } from '../../../../src/games/gm110/rules/types';
import { candidatesOf, CONES, FLAVOURS, kindOf, TOPPINGS, type Item } from '../../../../src/games/gm110/shared/menu';
import type { GamePlayer } from '../../../../src/games/common/rules';
import { nextRandom } from '../../../../src/games/common/time';
import { drive } from '../driver';

const P = GM110_PARAMETERS;
/** The kit's seeded dice, on their own. */
const seeded = (seed: number) => {
  const k = { rng: seed };
  return () => nextRandom(k);
};
const M = P.momentsMs;
const NOTE = 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA=';

const roster = (n: number): GamePlayer[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, team: i % 2 ? 'right' : 'left', name: `P${i}` }));
/** Eight players: two squads of 4 per team? No: 4 per team, one squad each (3–5). */
const EIGHT = roster(8);

type Game = ReturnType<typeof game>;
const game = (players = EIGHT, params: Partial<Gm110Params> = {}, seed = 7) => drive(gm110Rules, { players, params: { ...P, ...params }, seed });

function runTo(g: Game, to: number) {
  for (let guard = 0; guard < 1000; guard++) {
    const due = gm110Rules.nextDeadline(g.s);
    if (due === null || due > to) return;
    g.advance(due);
  }
}

/** Play started at `at` (everyone practised). */
function started(players = EIGHT, params: Partial<Gm110Params> = {}, at = 1000, seed = 7) {
  const g = game(players, params, seed);
  g.startTutorial();
  for (const p of players) g.completeTutorial(p.id);
  g.startPlay(at);
  return g;
}

const cur = (s: Gm110State) => s.customers[s.customers.length - 1]!;
const leaders = (s: Gm110State) => s.squads.map((q) => q.leader);
const detail = (e: ReturnType<Game['move']>) => (e && 'detail' in e ? e.detail : undefined);

/** Every rememberer of every squad sends a note (at the pad's opening). */
function allNotes(g: Game) {
  const c = cur(g.s);
  for (const r of c.squads) for (const id of Object.keys(r.assign)) expect(g.move(id, 'note', { round: c.index, photo: NOTE }, c.drawFrom)).toBeNull();
}

describe('gm110 squads (GAMES.md: squads of 3–5 with one leader)', () => {
  it('splits a team into as few squads of at most 5 as it takes, none under 3', () => {
    for (let n = 3; n <= 50; n++) {
      const k = squadCount(n, 3, 5);
      const sizes = squadSizes(n, k);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      for (const size of sizes) {
        expect(size, `team of ${n}`).toBeGreaterThanOrEqual(3);
        expect(size, `team of ${n}`).toBeLessThanOrEqual(5);
      }
      expect(k).toBe(Math.ceil(n / 5));
    }
    expect(squadSizes(11, 3)).toEqual([4, 4, 3]);
  });

  it('a team smaller than the minimum plays as one short squad; min is a parameter (2 makes a pair a valid squad)', () => {
    expect(squadCount(2, 3, 5)).toBe(1);
    expect(squadCount(1, 3, 5)).toBe(1);
    expect(squadCount(0, 3, 5)).toBe(0);
    expect(squadCount(4, 2, 2)).toBe(2);
    // Tight bounds that cannot both hold: at least `min` wins.
    expect(squadSizes(4, squadCount(4, 3, 3))).toEqual([4]);
  });

  it('every player is in exactly one squad of their team, with one leader listed first; seeded', () => {
    const players = roster(100);
    const squads = formSquads(players, 3, 5, seeded(3));
    expect(squads.flatMap((q) => q.players).sort()).toEqual(players.map((p) => p.id).sort());
    for (const q of squads) {
      expect(q.players[0]).toBe(q.leader);
      for (const id of q.players) expect(players.find((p) => p.id === id)!.team).toBe(q.team);
    }
    expect(squads.filter((q) => q.team === 'left')).toHaveLength(10);
    expect(formSquads(players, 3, 5, seeded(3))).toEqual(squads);
  });

  it('deals every slot of an order, at least one to every member; a squad of one remembers it all itself', () => {
    const [q] = formSquads(roster(2).slice(0, 1), 3, 5, Math.random);
    expect(rememberers(q!)).toEqual([q!.leader]);
    expect(dealSlots(q!, 4, seeded(1))).toEqual({ [q!.leader]: [0, 1, 2, 3] });
    const five = formSquads(
      roster(10).filter((p) => p.team === 'left'),
      3,
      5,
      seeded(2),
    )[0]!;
    expect(five.players).toHaveLength(5);
    const deal = dealSlots(five, 3, seeded(5));
    expect(Object.keys(deal).sort()).toEqual(five.players.slice(1).sort()); // the leader is told nothing
    expect(new Set(Object.values(deal).flat())).toEqual(new Set([0, 1, 2])); // every slot, one twice
    for (const slots of Object.values(deal)) expect(slots).toHaveLength(1);
  });
});

describe('gm110 orders and stars', () => {
  it('an order is a cone, distinct scoops and a topping', () => {
    const r = seeded(9);
    for (let i = 0; i < 50; i++) {
      const { order, slots } = drawOrder(3, r);
      expect(slots).toEqual(['cone', 'scoop', 'scoop', 'scoop', 'topping']);
      expect(CONES).toContain(order[0]);
      expect(TOPPINGS).toContain(order[4]);
      expect(new Set(order.slice(1, 4)).size).toBe(3);
      for (const f of order.slice(1, 4)) expect(FLAVOURS).toContain(f);
    }
  });

  it('3 stars perfect, 2 with one mistake, 1 worse, 0 when nothing was picked (GAMES.md)', () => {
    const order: Item[] = ['waffle', 'mint', 'cherry'];
    expect(starsFor(P, order, ['waffle', 'mint', 'cherry'])).toBe(3);
    expect(starsFor(P, order, ['cup', 'mint', 'cherry'])).toBe(2);
    expect(starsFor(P, order, ['waffle', 'mint', null])).toBe(2);
    expect(starsFor(P, order, ['cup', 'lemon', 'cherry'])).toBe(1);
    expect(starsFor(P, order, [null, null, null])).toBe(0);
    expect(wrongSlots(order, ['cup', 'mint', null])).toEqual([true, false, true]);
  });
});

describe('gm110 flow (SPEC.md §4: grouping, tutorialOrder, order, roundStarted, pendingAnswer, answered, answerClosed, answerJudged, waitingForRoundResult, roundResult, replay)', () => {
  it('tutorial: each phone shows its squad (grouping), then the practice once its player has seen it (tutorialOrder)', () => {
    const g = game();
    g.startTutorial();
    expect(g.s.status).toBe('grouping');
    expect(gm110Rules.nextDeadline(g.s)).toBeNull(); // the runner ends the tutorial
    expect(g.phone('p0').status).toBe('grouping');
    expect(g.move('p0', 'ready', {})).toBeNull();
    expect(g.phone('p0').status).toBe('tutorialOrder');
    expect(g.phone('p2').status).toBe('grouping');
    expect(g.board().status).toBe('grouping');
    expect(detail(g.move('stranger', 'ready', {}))).toBe(REFUSED.stranger);
  });

  it('practice: a member draws the practice item (a note), a leader picks it and serves; each is then ready', () => {
    const g = game();
    g.startTutorial();
    const q = g.s.squads[0]!;
    const member = q.players[1]!;
    expect(g.phone(member).myItems).toEqual([g.s.practice]);
    expect(g.move(member, 'note', { round: -1, photo: NOTE })).toBeNull();
    expect(detail(g.move(member, 'note', { round: -1, photo: NOTE }))).toBe(REFUSED.sent);
    expect(g.kit.practiced).toContain(member);
    expect(detail(g.move(q.leader, 'note', { round: -1, photo: NOTE }))).toBe(REFUSED.notRememberer);
    expect(detail(g.move(member, 'pick', { round: -1, slot: 0, item: g.s.practice }))).toBe(REFUSED.notLeader);
    expect(detail(g.move(q.leader, 'pick', { round: -1, slot: 0, item: 'mint' }))).toBe(REFUSED.badItem);
    expect(g.move(q.leader, 'pick', { round: -1, slot: 0, item: g.s.practice })).toBeNull();
    expect(g.kit.practiced).not.toContain(q.leader);
    expect(g.move(q.leader, 'serve', { round: -1 })).toBeNull();
    expect(g.kit.practiced).toContain(q.leader);
    expect(detail(g.move(q.leader, 'pick', { round: -1, slot: 0, item: 'nuts' }))).toBe(REFUSED.locked);
    expect(g.phone(q.leader)).toMatchObject({ status: 'tutorialOrder', practice: { pick: g.s.practice, served: true } });
    expect(g.phone(member).notes.find((n) => n.by === member)!.url).toBe(NOTE);
  });

  it('plays three customers with longer orders through every status, on time, then the replay of each', () => {
    const g = started();
    const seen: Gm110Status[] = [g.s.status];
    let t = 1000;
    for (let guard = 0; guard < 200 && !gm110Rules.finished(g.s); guard++) {
      const due = gm110Rules.nextDeadline(g.s)!;
      g.advance(due - 1);
      expect(g.s.status).toBe(seen[seen.length - 1]);
      t = due;
      g.advance(t);
      seen.push(g.s.status);
    }
    const customer = ['order', 'roundStarted', 'pendingAnswer', 'answerClosed', 'answerJudged', 'waitingForRoundResult', 'roundResult'];
    expect(seen).toEqual([...customer, ...customer, ...customer, 'replay', 'replay', 'replay', 'replay']);
    expect(g.s.customers.map((c) => c.slots.length)).toEqual([3, 4, 5]);
    const perCustomer = P.orderMs + P.noteMs + P.noteGraceMs + P.pickMs + M.answerClosed + M.answerJudged + M.waitingForRoundResult + M.roundResult;
    expect(t).toBe(1000 + 3 * perCustomer + 3 * M.replayPerCustomer);
    // Nobody did anything: every squad scores `nothing`.
    expect(gm110Rules.result(g.s)).toEqual({ winner: 'draw', scores: { left: 0, right: 0 } });
  });

  it('gives the phone the status’s end only where its screen counts down (the order and the pick)', () => {
    const g = started();
    const member = g.s.squads[0]!.players[1]!;
    const until: Record<string, number | null> = {};
    for (let guard = 0; guard < 40 && g.s.status !== 'replay'; guard++) {
      const own = g.phone(member);
      if (!(own.status in until)) until[own.status] = own.statusUntil; // the first customer's
      g.advance(g.s.statusUntil!);
    }
    until.replay = g.phone(member).statusUntil;
    expect(until.order).toBe(g.s.customers[0]!.drawFrom); // the order is told until the pad opens
    expect(until.pendingAnswer).toEqual(expect.any(Number));
    for (const st of ['roundStarted', 'answerClosed', 'answerJudged', 'waitingForRoundResult', 'roundResult', 'replay']) expect(until[st], st).toBeNull();
  });

  it('keeps the order private: a member sees only their own part, and only while it is told; the leader and the TV see none', () => {
    const g = started();
    const c = cur(g.s);
    const q = g.s.squads[0]!;
    for (const id of q.players.slice(1)) {
      const own = g.phone(id);
      expect(own.myItems).toEqual(c.squads[q.id]!.assign[id]!.map((i) => c.order[i]));
      expect(own.role).toBe('member');
    }
    expect(g.phone(q.leader)).toMatchObject({ role: 'leader', myItems: null, mySlots: [] });
    expect(JSON.stringify(g.board())).not.toContain(`"order":[`);
    expect(g.board().order).toBeNull();
    runTo(g, c.drawFrom);
    expect(g.s.status).toBe('roundStarted');
    for (const id of q.players) expect(g.phone(id).myItems).toBeNull();
  });

  it('notes: only in the pad window, only from members with a part, once each; all notes in opens the picking at once', () => {
    const g = started();
    const c = cur(g.s);
    const q = g.s.squads[0]!;
    const member = q.players[1]!;
    expect(detail(g.move(member, 'note', { round: 0, photo: NOTE }, c.orderedAt + 10))).toBe(REFUSED.notNow);
    runTo(g, c.drawFrom);
    expect(detail(g.move(member, 'note', { round: 1, photo: NOTE }, c.drawFrom))).toBe(REFUSED.wrongRound);
    expect(detail(g.move(q.leader, 'note', { round: 0, photo: NOTE }, c.drawFrom))).toBe(REFUSED.notRememberer);
    expect(g.move(member, 'note', { round: 0, photo: NOTE }, c.drawFrom + 100)).toBeNull();
    expect(detail(g.move(member, 'note', { round: 0, photo: NOTE }, c.drawFrom + 200))).toBe(REFUSED.sent);
    expect(g.phone(q.leader).notes.find((n) => n.by === member)).toMatchObject({ url: NOTE, slots: c.squads[q.id]!.assign[member] });
    expect(g.board().squads[q.id]).toMatchObject({ notesIn: 1 });
    allNotesExcept(g, member);
    expect(g.s.status).toBe('pendingAnswer');
    expect(cur(g.s).pickUntil).toBe(c.drawFrom + 300 + P.pickMs);
  });

  it('the leader picks candidates slot by slot; a wrong kind is refused; the TV sees how many are filled, not which', () => {
    const g = toPicking(started());
    const c = cur(g.s);
    const q = g.s.squads[0]!;
    const at = g.s.statusUntil! - P.pickMs + 10;
    expect(detail(g.move(q.players[1]!, 'pick', { round: 0, slot: 0, item: c.order[0] }, at))).toBe(REFUSED.notLeader);
    expect(detail(g.move(q.leader, 'pick', { round: 0, slot: 0, item: 'mint' }, at))).toBe(REFUSED.badItem);
    expect(detail(g.move(q.leader, 'pick', { round: 0, slot: 9, item: 'mint' }, at))).toBe(REFUSED.badSlot);
    expect(detail(g.move(q.leader, 'pick', { round: 0, slot: 0, item: 'unicorn' }, at))).toBe(REFUSED.badItem);
    expect(g.move(q.leader, 'pick', { round: 0, slot: 0, item: c.order[0] }, at)).toBeNull();
    expect(g.move(q.leader, 'pick', { round: 0, slot: 1, item: c.order[1] }, at)).toBeNull();
    expect(g.phone(q.players[1]!).candidate).toEqual([c.order[0], c.order[1], null]);
    expect(g.board().squads[q.id]).toMatchObject({ filled: 2, candidate: null, served: false });
    // Views are copies: a view sent before a pick does not change with it (the server diffs old against new).
    const sentBefore = g.phone(q.leader);
    const boardBefore = g.board();
    expect(g.move(q.leader, 'pick', { round: 0, slot: 1, item: null }, at)).toBeNull();
    expect(sentBefore.candidate).toEqual([c.order[0], c.order[1], null]);
    expect(g.phone(q.leader).candidate).toEqual([c.order[0], null, null]);
    expect(boardBefore.squads[q.id]!.filled).toBe(2);
    expect(g.board().squads[q.id]!.filled).toBe(1);
  });

  it('SPEC.md §4: the candidate can no longer change once the round’s button was clicked', () => {
    const g = toPicking(started());
    const c = cur(g.s);
    const q = g.s.squads[0]!;
    const at = g.s.statusUntil! - P.pickMs + 10;
    c.slots.forEach((_, i) => expect(g.move(q.leader, 'pick', { round: 0, slot: i, item: c.order[i] }, at)).toBeNull());
    expect(g.move(q.leader, 'serve', { round: 0 }, at)).toBeNull();
    const before = structuredClone(c.squads[q.id]!.candidate);
    const other = candidatesOf('cone').find((x) => x !== c.order[0])!;
    expect(detail(g.move(q.leader, 'pick', { round: 0, slot: 0, item: other }, at + 5))).toBe(REFUSED.locked);
    expect(detail(g.move(q.leader, 'serve', { round: 0 }, at + 5))).toBe(REFUSED.locked);
    expect(c.squads[q.id]!.candidate).toEqual(before);
    for (const id of q.players) expect(g.phone(id).status).toBe('answered');
    expect(g.phone(g.s.squads[1]!.leader).status).toBe('pendingAnswer');
    expect(g.board()).toMatchObject({ status: 'pendingAnswer' });
    expect(g.board().squads[q.id]!.served).toBe(true);
  });

  it('judges every squad when all served (early) or at the deadline (as it stands); stars show from answerJudged, the real order too', () => {
    const g = toPicking(started());
    const c = cur(g.s);
    const [a, b] = g.s.squads;
    const at = g.s.statusUntil! - P.pickMs + 10;
    // Squad a: perfect. Squad b: one wrong slot, and served.
    c.slots.forEach((_, i) => g.move(a!.leader, 'pick', { round: 0, slot: i, item: c.order[i] }, at));
    const wrongCone = candidatesOf('cone').find((x) => x !== c.order[0])!;
    c.slots.forEach((_, i) => g.move(b!.leader, 'pick', { round: 0, slot: i, item: i === 0 ? wrongCone : c.order[i] }, at));
    expect(g.move(a!.leader, 'serve', { round: 0 }, at + 1)).toBeNull();
    expect(g.s.status).toBe('pendingAnswer');
    expect(g.move(b!.leader, 'serve', { round: 0 }, at + 2)).toBeNull();
    expect(g.s.status).toBe('answerClosed');
    expect(g.board().squads.map((q) => q.candidate)).toEqual([c.order, [wrongCone, ...c.order.slice(1)]]);
    expect(g.board().squads.map((q) => q.stars)).toEqual([null, null]);
    expect(g.board().order).toBeNull();
    runTo(g, g.s.statusUntil!);
    expect(g.s.status).toBe('answerJudged');
    expect(g.board().order).toEqual(c.order);
    expect(g.board().squads.map((q) => q.stars)).toEqual([3, 2]);
    expect(g.phone(b!.players[1]!).judged).toMatchObject({ stars: 2, wrong: [true, false, false], order: c.order });
    runTo(g, g.s.statusUntil!);
    expect(g.s.status).toBe('waitingForRoundResult');
    expect(g.board().teamStars).toBeNull();
    runTo(g, g.s.statusUntil!);
    expect(g.board().teamStars).toEqual({ [a!.team]: 3, [b!.team]: 2 });
  });

  it('an unserved order is judged as it stands at the deadline', () => {
    const g = toPicking(started());
    const c = cur(g.s);
    const q = g.s.squads[0]!;
    const at = g.s.statusUntil! - P.pickMs + 10;
    g.move(q.leader, 'pick', { round: 0, slot: 0, item: c.order[0] }, at);
    g.move(q.leader, 'pick', { round: 0, slot: 1, item: c.order[1] }, at);
    runTo(g, g.s.statusUntil!);
    expect(g.s.status).toBe('answerClosed');
    expect(c.squads[q.id]).toMatchObject({ served: false, stars: 2, wrong: [false, false, true] });
    expect(c.squads[1]!.stars).toBe(0);
  });

  it('the picking is refused outside its window', () => {
    const g = started();
    const q = g.s.squads[0]!;
    expect(detail(g.move(q.leader, 'pick', { round: 0, slot: 0, item: 'cup' }, 1001))).toBe(REFUSED.notNow);
    expect(detail(g.move(q.leader, 'serve', { round: 0 }, 1001))).toBe(REFUSED.notNow);
    expect(detail(g.move(q.leader, 'ready', {}, 1001))).toBe(REFUSED.notNow);
  });

  it('a whole game from a seed: perfect left squads, one-mistake right squads; team score = mean stars over squads and customers; replayed the same from the seed', () => {
    const play = () => {
      const g = started(roster(12), {}, 1000, 42);
      expect(g.s.squads.map((q) => q.players.length)).toEqual([3, 3, 3, 3]);
      for (let k = 0; k < P.customers; k++) {
        runTo(g, cur(g.s).drawFrom);
        allNotes(g);
        const c = cur(g.s);
        const at = g.s.statusUntil! - P.pickMs + 10;
        for (const q of g.s.squads) {
          c.slots.forEach((kind, i) => {
            const wrong = q.team === 'right' && i === c.slots.length - 1 ? candidatesOf(kind).find((x) => x !== c.order[i])! : c.order[i]!;
            expect(kindOf(wrong)).toBe(kind);
            expect(g.move(q.leader, 'pick', { round: k, slot: i, item: wrong }, at)).toBeNull();
          });
          expect(g.move(q.leader, 'serve', { round: k }, at)).toBeNull();
        }
        expect(g.s.status).toBe('answerClosed');
        runTo(g, g.s.statusUntil! + M.answerJudged + M.waitingForRoundResult + M.roundResult);
      }
      expect(g.s.status).toBe('replay');
      expect(g.phone(g.s.squads[0]!.players[1]!).history).toHaveLength(1);
      expect(g.board().replay!.squads.map((q) => q.stars)).toEqual([3, 3, 2, 2]);
      // The notes drawn for this customer, each once by its drawer (the names are the squads').
      const notes = g.board().replay!.squads[0]!.notes;
      expect(notes.map((n) => n.url)).toEqual(notes.map(() => NOTE));
      expect(new Set(notes.map((n) => n.by)).size).toBe(notes.length);
      expect(notes.length).toBeGreaterThan(0);
      runTo(g, g.s.statusUntil! + 2 * M.replayPerCustomer);
      expect(g.phone(g.s.squads[0]!.players[1]!).history).toHaveLength(3);
      runTo(g, g.s.statusUntil!);
      expect(gm110Rules.finished(g.s)).toBe(true);
      return g;
    };
    const g = play();
    expect(gm110Rules.result(g.s)).toEqual({ winner: 'left', scores: { left: 3, right: 2 } });
    expect(play().s).toEqual(g.s);
  });

  it('two phones: one player a team, each a squad of one that remembers and builds its own order', () => {
    const two = roster(2);
    const g = started(two);
    expect(g.s.squads.map((q) => q.players)).toEqual([['p0'], ['p1']]);
    const c = cur(g.s);
    expect(g.phone('p0')).toMatchObject({ role: 'leader', mySlots: [0, 1, 2], myItems: c.order });
    runTo(g, c.drawFrom);
    expect(g.move('p0', 'note', { round: 0, photo: NOTE }, c.drawFrom)).toBeNull();
    expect(g.move('p1', 'note', { round: 0, photo: NOTE }, c.drawFrom)).toBeNull();
    expect(g.s.status).toBe('pendingAnswer');
    expect(squadOf(g.s, 'p0')!.leader).toBe('p0');
    expect(leaders(g.s)).toEqual(['p0', 'p1']);
  });
});

function toPicking(g: Game): Game {
  runTo(g, cur(g.s).drawFrom);
  allNotes(g);
  expect(g.s.status).toBe('pendingAnswer');
  return g;
}

function allNotesExcept(g: Game, done: string) {
  const c = cur(g.s);
  for (const r of c.squads)
    for (const id of Object.keys(r.assign)) if (id !== done) expect(g.move(id, 'note', { round: 0, photo: NOTE }, c.drawFrom + 300)).toBeNull();
}
