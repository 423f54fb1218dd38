import { describe, expect, it } from 'vitest';
import { GM127_PARAMETERS, type Gm127Params } from '../../../../src/games/gm127/parameters';
import { gm127Rules } from '../../../../src/games/gm127/rules';
import { REFUSED, refusalOf } from '../../../../src/games/gm127/rules/bidding';
import { splitChat } from '../../../../src/games/gm127/shared/chat';
import { chatEntries } from './chatEntries';
import { drawLots, STORIES } from '../../../../src/games/gm127/rules/exhibits';
import { ITEMS, type Gm127Status } from '../../../../src/games/gm127/rules/types';
import { nextRandom } from '../../../../src/games/common/time';
import { drive } from '../driver';
import { PHONE_CHAT_RAISES } from '../../../../src/games/gm127/rules/views';
import { diffOps } from '../../../../src/protocol/patch';

const P = GM127_PARAMETERS;
const M = P.momentsMs;
const players = [
  { id: 'l1', team: 'left' as const, name: 'Aki' },
  { id: 'l2', team: 'left' as const, name: 'Ben' },
  { id: 'r1', team: 'right' as const, name: 'Cho' },
  { id: 'r2', team: 'right' as const, name: 'Dee' },
  { id: 'r3', team: 'right' as const, name: 'Eli' },
];

type Game = ReturnType<typeof game>;
const game = (params: Partial<Gm127Params> = {}, seed = 11, mode: 'T0' | 'T1' = 'T0', who = players) =>
  drive(gm127Rules, { players: who, params: { ...P, ...params }, seed, mode });

/** Acts on everything due up to `to`, deadline by deadline, as the runner's timer does. */
function runTo(g: Game, to: number) {
  for (let guard = 0; guard < 1000; guard++) {
    const due = gm127Rules.nextDeadline(g.s);
    if (due === null || due > to) return;
    g.advance(due);
  }
}

/** A game whose play started at `at` (everyone practised). */
function started(params: Partial<Gm127Params> = {}, at = 1000, seed = 11, mode: 'T0' | 'T1' = 'T0') {
  const g = game(params, seed, mode);
  g.startTutorial();
  for (const p of players) g.completeTutorial(p.id);
  g.startPlay(at);
  return g;
}

/** Runs a started game on to the next `biddingStarted`; returns when bidding opened (game ms). */
function bidding(g: Game): number {
  for (let i = 0; i < 10 && g.s.status !== 'biddingStarted'; i++) runTo(g, g.s.statusUntil!);
  expect(g.s.status).toBe('biddingStarted');
  return g.s.bidding!.startedAt;
}

const bid = (g: Game, id: string, add: number, now: number) => g.move(id, 'bid', { add }, now);
const detail = (e: ReturnType<Game['move']>) => (e && 'detail' in e ? e.detail : undefined);
const closesAt = (g: Game) => g.s.bidding!.closesAt;

describe('gm127 flow (SPEC.md §4: waitingForExhibits, exhibits, guide, budget, roundStarted, biddingStarted, biddingFinished, roundResult)', () => {
  it('practises while the exhibits arrive, then exhibits, guide, budget, and per exhibit: presented, bidding, hammer, result; then the appraisal', () => {
    const g = game();
    g.startTutorial();
    expect(g.s.status).toBe('waitingForExhibits');
    expect(gm127Rules.nextDeadline(g.s)).toBeNull(); // the runner ends the tutorial
    g.startPlay(1000);
    let t = 1000;
    const seen: Gm127Status[] = [g.s.status];
    for (let guard = 0; guard < 100 && !gm127Rules.finished(g.s); guard++) {
      const due = gm127Rules.nextDeadline(g.s)!;
      g.advance(due - 1);
      expect(g.s.status).toBe(seen[seen.length - 1]);
      t = due;
      g.advance(t);
      if (g.s.status !== seen[seen.length - 1]) seen.push(g.s.status);
    }
    const lot = ['roundStarted', 'biddingStarted', 'biddingFinished', 'roundResult'];
    expect(seen).toEqual(['exhibits', 'guide', 'budget', ...Array<string[]>(P.lots).fill(lot).flat(), 'appraisal', 'finished']);
    // Nobody bid: 12 s of bidding per exhibit (GAMES.md), every moment as configured.
    const perLot = M.roundStarted + P.biddingMs + M.biddingFinished + M.roundResult;
    expect(P.biddingMs).toBe(12_000);
    expect(t).toBe(1000 + M.exhibits + M.guide + M.budget + P.lots * perLot + P.lots * M.appraisalPerLot + M.appraisalTotal);
    expect(g.s.lots.every((l) => l.side === '' && l.price === 0)).toBe(true);
  });

  it('puts five of the ten exhibits up (GAMES.md), each team with 1,000 coins', () => {
    const g = started();
    expect(P.lots).toBe(5);
    expect(P.wallet).toBe(1000);
    expect(g.s.lots).toHaveLength(5);
    expect(new Set(g.s.lots.map((l) => l.item)).size).toBe(5);
    expect(g.s.wallets).toEqual({ left: { coins: 1000, bid: 0 }, right: { coins: 1000, bid: 0 } });
    expect(g.phone('l1')).toMatchObject({ ownWallet: 1000, coins: 1000, ownBid: 0 });
  });
});

describe('the exhibits: ten items, hidden appraisals, hints', () => {
  it('draws different items with the game’s dice: the same seed gives the same lots', () => {
    expect(ITEMS).toEqual(['artbrush', 'cup', 'honey', 'sword', 'megaphone', 'perfume', 'diary', 'lamp', 'wig', 'wine']);
    const a = game({}, 5).s.lots;
    expect(game({}, 5).s.lots).toEqual(a);
    expect(game({}, 6).s.lots).not.toEqual(a);
    const seen = new Set<string>();
    for (let seed = 1; seed < 60; seed++) for (const l of game({ lots: 10 }, seed).s.lots) seen.add(`${l.item}:${l.story}`);
    expect(seen.size).toBe(30); // every item's three stories come up
  });

  it('draws each appraisal in its story’s range, a round figure', () => {
    const k = { rng: 3 };
    for (let i = 0; i < 200; i++) {
      for (const l of drawLots(10, 0, () => nextRandom(k))) {
        const [min, max] = STORIES[l.item][l.story]!;
        expect(l.appraisal).toBeGreaterThanOrEqual(min);
        expect(l.appraisal).toBeLessThanOrEqual(max);
        expect(l.appraisal % 10).toBe(0);
      }
    }
    expect(drawLots(99, 0, Math.random)).toHaveLength(10);
    expect(drawLots(0, 0, Math.random)).toHaveLength(1);
  });

  it('forgery variant (T1): one exhibit is a fake worth nothing, told with its grandest story', () => {
    const t0 = game({}, 9, 'T0').s.lots;
    expect(t0.filter((l) => l.forgery)).toHaveLength(0);
    for (let seed = 1; seed < 20; seed++) {
      const fakes = game({}, seed, 'T1').s.lots.filter((l) => l.forgery);
      expect(fakes).toHaveLength(1);
      expect(fakes[0]).toMatchObject({ appraisal: 0, story: 0 });
    }
  });

  it('never shows an appraisal (or a fake) to a phone or the TV before the appraiser reveals it', () => {
    const g = started({ lots: 3 }, 1000, 11, 'T1');
    const secret = (x: unknown) => JSON.stringify(x);
    for (let guard = 0; guard < 100 && g.s.status !== 'appraisal'; guard++) {
      for (const v of [g.phone('l1'), g.board()]) {
        expect(v.lots.every((l) => l.appraisal === null && l.forgery === null)).toBe(true);
        expect(secret(v)).not.toContain('appraisal":' + g.s.lots[0]!.appraisal + ',');
        expect(v.values).toBeNull();
      }
      g.advance(gm127Rules.nextDeadline(g.s)!);
    }
    // The reveal: one exhibit after another, then the teams' values.
    expect(g.board().lots.map((l) => l.appraisal)).toEqual([null, null, null]);
    for (let k = 1; k <= 3; k++) {
      g.advance(gm127Rules.nextDeadline(g.s)!);
      expect(g.board().revealed).toBe(k);
      expect(g.phone('r1').lots.map((l) => l.appraisal)).toEqual(g.s.lots.map((l, i) => (i < k ? l.appraisal : null)));
      expect(g.board().lots.filter((l) => l.forgery !== null)).toHaveLength(k);
    }
    expect(g.board().values).not.toBeNull();
  });
});

describe('bids (SPEC.md gm127: a bid reduces the wallet only in biddingStarted, and the wallet stays at or above 0)', () => {
  it('refuses a raise in every other status and changes nothing', () => {
    const g = game();
    g.startTutorial();
    const before = structuredClone(g.s);
    expect(detail(bid(g, 'l1', 10, 0))).toBe(REFUSED.notOpen);
    expect(g.s).toEqual(before);
    g.startPlay(1000);
    const statuses = new Set<string>();
    for (let guard = 0; guard < 200 && !gm127Rules.finished(g.s); guard++) {
      const now = g.s.status === 'biddingStarted' ? -1 : (gm127Rules.nextDeadline(g.s) ?? 0) - 1;
      if (now >= 0) {
        statuses.add(g.s.status);
        const snap = structuredClone(g.s);
        expect(detail(bid(g, 'l1', 10, now)), g.s.status).toBe(REFUSED.notOpen);
        expect(g.s).toEqual(snap);
      }
      g.advance(gm127Rules.nextDeadline(g.s)!);
    }
    expect([...statuses].sort()).toEqual(['appraisal', 'biddingFinished', 'budget', 'exhibits', 'guide', 'roundResult', 'roundStarted']);
    expect(detail(bid(g, 'l1', 10, 1e9))).toBe(REFUSED.notOpen); // finished
  });

  it('a raise puts the team’s bid at the price plus the raise, and reduces its wallet (ownWallet) by what it adds', () => {
    const g = started();
    const t = bidding(g);
    expect(bid(g, 'l1', 50, t + 100)).toBeNull();
    expect(g.s.price).toBe(50);
    expect(g.phone('l2')).toMatchObject({ ownWallet: 950, ownBid: 50, coins: 1000, lot: { price: 50, leader: 'L' } });
    expect(g.phone('r1')).toMatchObject({ ownWallet: 1000, ownBid: 0, lot: { price: 50, leader: 'L' } });
    expect(bid(g, 'r1', 100, t + 200)).toBeNull(); // Pink: 150
    expect(bid(g, 'l2', 10, t + 300)).toBeNull(); // Green: 160, 110 more than its 50
    expect(g.phone('l1')).toMatchObject({ ownWallet: 840, ownBid: 160 });
    expect(g.board().bidders.find((b) => b.id === 'l1')!.raises).toBe(1);
    expect(g.phone('r2')).toMatchObject({ ownWallet: 850, ownBid: 150 });
    // A team may raise over its own bid (a keen teammate): each raise counts.
    expect(bid(g, 'l1', 10, t + 400)).toBeNull();
    expect(g.s.price).toBe(170);
    expect(g.phone('l1')).toMatchObject({ ownWallet: 830 });
    expect(g.board().bidders.find((b) => b.id === 'l1')!.raises).toBe(2);
  });

  it('refuses a raise past the team’s coins (its wallet would go below 0) and changes nothing; up to the last coin is fine', () => {
    const g = started({ wallet: 300 });
    const t = bidding(g);
    expect(bid(g, 'l1', 100, t + 10)).toBeNull();
    expect(bid(g, 'l1', 100, t + 20)).toBeNull();
    expect(bid(g, 'r1', 50, t + 30)).toBeNull(); // 250
    const before = structuredClone(g.s);
    const e = bid(g, 'r2', 100, t + 40); // 350 > 300
    expect(e).toMatchObject({ group: 'Application', code: 3002 });
    expect(refusalOf(detail(e))).toBe('wallet');
    expect(g.s).toEqual(before);
    expect(bid(g, 'r2', 50, t + 50)).toBeNull(); // exactly 300
    expect(g.phone('r3')).toMatchObject({ ownWallet: 0, ownBid: 300 });
    expect(refusalOf(detail(bid(g, 'r3', 10, t + 60)))).toBe('wallet');
    expect(refusalOf(detail(bid(g, 'l2', 100, t + 70)))).toBe('wallet'); // Green has 300 too
    runTo(g, closesAt(g));
    expect(g.s.wallets.right).toEqual({ coins: 0, bid: 0 });
    expect(g.s.lots[0]).toMatchObject({ side: 'R', price: 300 });
  });

  it('refuses a raise that is not one of the three buttons, a payload that is not a raise, and a stranger', () => {
    const g = started();
    const t = bidding(g);
    const before = structuredClone(g.s);
    expect(P.raises).toEqual({ small: 10, medium: 50, large: 100 });
    expect(refusalOf(detail(bid(g, 'l1', 20, t)))).toBe('raise');
    for (const bad of [{ add: -10 }, { add: 0 }, { add: 10.5 }, { add: '10' }, {}, { add: 10, extra: 1 }, null, 'x']) {
      expect(g.move('l1', 'bid', bad, t)).toMatchObject({ group: 'SP02' });
    }
    expect(refusalOf(detail(bid(g, 'zz', 10, t)))).toBe('stranger');
    expect(refusalOf(detail(g.move('zz', 'practice', { add: 10 }, t)))).toBe('stranger');
    expect(g.s).toEqual(before);
  });

  it('refuses a raise at or after the close, even before the runner’s timer has acted on it', () => {
    const g = started();
    bidding(g);
    const close = closesAt(g);
    const before = structuredClone(g.s);
    expect(refusalOf(detail(bid(g, 'l1', 10, close)))).toBe('closed');
    expect(g.s).toEqual(before);
  });

  it('counts every one of many raises at the same moment once, in the order they came, and none past the wallet', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ id: `p${i}`, team: i % 2 ? ('right' as const) : ('left' as const), name: `P${i}` }));
    const g = drive(gm127Rules, { players: many, params: { ...P, wallet: 1000 }, seed: 3 });
    g.startTutorial();
    for (const p of many) g.completeTutorial(p.id);
    g.startPlay(0);
    const t = bidding(g as unknown as Game);
    const adds = [10, 50, 100];
    const accepted = { left: 0, right: 0 };
    let price = 0;
    for (const [i, p] of many.entries()) {
      const add = adds[i % 3]!;
      const ok = g.move(p.id, 'bid', { add }, t + 500) === null;
      if (ok) {
        price += add;
        accepted[p.team]++;
      } else {
        // Refused only when the raise would have put its team past its coins.
        expect(price + add).toBeGreaterThan(1000);
      }
      expect(g.s.price).toBe(price);
    }
    expect(g.s.bidders.reduce((a, b) => a + b.raises, 0)).toBe(accepted.left + accepted.right);
    expect(g.s.lots[0]!.bids).toBe(accepted.left + accepted.right);
    expect(g.s.wallets.left.coins - g.s.wallets.left.bid).toBeGreaterThanOrEqual(0);
    expect(g.s.wallets.right.coins - g.s.wallets.right.bid).toBeGreaterThanOrEqual(0);
  });

  it('the hammer: the leader pays its bid and takes the exhibit, the other team’s bid is released; no bids, no sale', () => {
    const g = started({ lots: 2 });
    const t = bidding(g);
    bid(g, 'r1', 100, t + 10);
    bid(g, 'l1', 100, t + 20); // Green 200
    bid(g, 'r2', 50, t + 30); // Pink 250
    runTo(g, closesAt(g));
    expect(g.s.status).toBe('biddingFinished');
    expect(g.s.wallets).toEqual({ left: { coins: 1000, bid: 0 }, right: { coins: 750, bid: 0 } });
    expect(g.phone('r1')).toMatchObject({ ownWallet: 750, lastCheckedRoundInfo: { index: 0, side: 'R', price: 250 } });
    expect(g.phone('l1').bidResults).toEqual([{ index: 0, item: g.s.lots[0]!.item, side: 'R', price: 250 }]);
    bidding(g);
    runTo(g, closesAt(g));
    expect(g.s.lots[1]).toMatchObject({ side: '', price: 0 });
    expect(g.phone('l1').lastCheckedRoundInfo).toMatchObject({ index: 1, side: '' });
    expect(g.s.chat[0]).toMatchObject({ kind: 'shared', say: 'unsold' });
  });
});

describe('soft close (GAMES.md: a bid in the last 3 s adds 3 s, up to 20 s)', () => {
  it('a raise with less than 3 s left pushes the close to 3 s after it; an earlier raise does not', () => {
    const g = started();
    const t = bidding(g);
    expect(P.softClose).toEqual({ windowMs: 3000, extendMs: 3000, maxMs: 20_000 });
    expect(closesAt(g)).toBe(t + 12_000);
    bid(g, 'l1', 10, t + 8999);
    expect(closesAt(g)).toBe(t + 12_000);
    bid(g, 'r1', 10, t + 10_000);
    expect(closesAt(g)).toBe(t + 13_000);
    expect(g.s.bidding!.extensions).toBe(1);
    expect(g.phone('l1').lot!.closesAt).toBe(t + 13_000); // server time (no pause: the same)
    // Not sold at the old close; sold at the new one.
    runTo(g, t + 12_999);
    expect(g.s.status).toBe('biddingStarted');
    runTo(g, t + 13_000);
    expect(g.s.status).toBe('biddingFinished');
    expect(g.s.lots[0]).toMatchObject({ side: 'R', price: 20 });
  });

  it('never moves the close past 20 s after bidding opened', () => {
    const g = started();
    const t = bidding(g);
    for (let at = t + 9500; at < t + 20_000; at += 1000) expect(bid(g, at % 2000 ? 'l1' : 'r1', 10, at)).toBeNull();
    expect(closesAt(g)).toBe(t + 20_000);
    expect(refusalOf(detail(bid(g, 'l1', 10, t + 20_000)))).toBe('closed');
    runTo(g, t + 20_000);
    expect(g.s.status).toBe('biddingFinished');
  });

  it('the auctioneer calls "going once, going twice" when 3 s are left, once per exhibit', () => {
    const g = started();
    const t = bidding(g);
    runTo(g, t + 8999);
    expect(g.s.chat.filter((e) => e.kind === 'shared' && e.say === 'lastCall')).toHaveLength(0);
    runTo(g, t + 9000);
    expect(g.s.chat[0]).toMatchObject({ kind: 'shared', say: 'lastCall' });
    expect(g.board().lot!.lastCall).toBe(true);
    bid(g, 'l1', 10, t + 11_000);
    runTo(g, t + 13_999);
    expect(g.s.chat.filter((e) => e.kind === 'shared' && e.say === 'lastCall')).toHaveLength(1);
  });

  it('a host pause freezes the close: bidding goes on from where it stopped', () => {
    const g = started();
    const t = bidding(g);
    g.pause(t + 5000);
    g.advance(t + 60_000);
    expect(g.s.status).toBe('biddingStarted');
    g.resume(t + 60_000);
    // Game time: the close is still 12 s after opening, 55 s later on the server's clock.
    g.advance(t + 55_000 + 11_999);
    expect(g.s.status).toBe('biddingStarted');
    g.advance(t + 55_000 + 12_000);
    expect(g.s.status).toBe('biddingFinished');
  });
});

describe('the chat log (SPEC.md gm127: shared messages go to the front)', () => {
  it('puts the auctioneer’s lines at the front, newest first, and the raises after them in order', () => {
    const g = started();
    const t = bidding(g);
    bid(g, 'l1', 10, t + 100);
    bid(g, 'r1', 50, t + 200);
    runTo(g, t + 9000); // going once…
    bid(g, 'l2', 100, t + 10_000); // …a late bid
    bid(g, 'r2', 10, t + 10_500); // another: said once, counted twice
    const log = chatEntries(g.board().chatLog);
    expect(log.map((e) => (e.kind === 'shared' ? `${e.say}×${e.times}` : `${e.name}+${e.add}=${e.price}`))).toEqual([
      'extended×2',
      'lastCall×1',
      'start×1',
      'open×1',
      'Aki+10=10',
      'Cho+50=60',
      'Ben+100=160',
      'Dee+10=170',
    ]);
    // A phone carries what it shows: the newest line, then the newest raises.
    expect(chatEntries(g.phone('l1').chatLog)).toEqual([
      log[0],
      ...log.slice(-PHONE_CHAT_RAISES).map((e) => (e.kind === 'bid' ? (({ player: _id, ...rest }) => rest)(e) : e)),
    ]);
    runTo(g, closesAt(g));
    expect(chatEntries(g.board().chatLog)[0]).toMatchObject({ kind: 'shared', say: 'sold', side: 'R', price: 170 });
    // The next exhibit opens a fresh log.
    runTo(g, g.s.statusUntil!);
    runTo(g, g.s.statusUntil!);
    expect(g.s.status).toBe('roundStarted');
    expect(chatEntries(g.board().chatLog)).toMatchObject([{ kind: 'shared', say: 'open', lot: 1 }]);
  });

  it('keeps the newest raises only, and every line of the auctioneer', () => {
    const g = started({ chatBidsKept: 5, wallet: 100_000 });
    const t = bidding(g);
    for (let i = 0; i < 12; i++) bid(g, i % 2 ? 'l1' : 'r1', 10, t + i);
    const log = g.s.chat;
    expect(log.filter((e) => e.kind === 'shared')).toHaveLength(2);
    expect(log.filter((e) => e.kind === 'bid').map((e) => e.kind === 'bid' && e.price)).toEqual([80, 90, 100, 110, 120]);
    expect(g.s.lots[0]!.bids).toBe(12);
    expect(splitChat(g.phone('l1').chatLog).bids.map((e) => e.price)).toEqual([90, 100, 110, 120]);
    expect(splitChat(g.phone('l1').chatLog).shared).toHaveLength(1);
    // A full log moves by one raise: its patch is that raise and the oldest one's removal.
    const before = structuredClone(g.board().chatLog);
    bid(g, 'r1', 10, t + 12);
    const ops = diffOps(before, g.board().chatLog);
    expect(ops).toHaveLength(2);
    expect(ops).toContainEqual([[String(g.s.chatSeq)], g.s.chat[g.s.chat.length - 1]]);
    expect(ops).toContainEqual([[String(g.s.chatSeq - 5)]]);
  });
});

describe('practice and score', () => {
  it('practice: a pretend raise while the exhibits arrive marks the player practised and spends nothing; not after', () => {
    const g = game();
    g.startTutorial();
    expect(g.move('l1', 'practice', { add: 50 })).toBeNull();
    expect(g.kit.practiced).toEqual(['l1']);
    expect(g.phone('l1')).toMatchObject({ tutorialDone: true, ownWallet: 1000 });
    expect(g.s.bidders.find((b) => b.id === 'l1')!.practiceRaises).toBe(1);
    expect(g.board().bidders.find((b) => b.id === 'l1')!.tutorialDone).toBe(true);
    expect(refusalOf(detail(g.move('l2', 'practice', { add: 30 })))).toBe('raise');
    g.startPlay(1000);
    expect(g.move('l2', 'practice', { add: 10 }, 1000)).toMatchObject({ detail: 'practice is over' });
  });

  it('a team’s value is the appraisals it won plus its coins ÷ 2; the higher wins, equal is a draw', () => {
    const g = started({ lots: 3 });
    const a = g.s.lots.map((l) => l.appraisal);
    let t = bidding(g);
    bid(g, 'l1', 100, t + 1); // Green buys lot 0 for 100
    runTo(g, closesAt(g));
    t = bidding(g);
    bid(g, 'r1', 50, t + 1);
    bid(g, 'r1', 100, t + 2); // Pink buys lot 1 for 150
    runTo(g, closesAt(g));
    runTo(g, 1e9);
    expect(gm127Rules.finished(g.s)).toBe(true);
    const left = a[0]! + 900 / 2;
    const right = a[1]! + 850 / 2;
    expect(gm127Rules.result(g.s)).toEqual({ winner: left > right ? 'left' : right > left ? 'right' : 'draw', scores: { left, right } });
    expect(g.board().values).toEqual({
      left: { appraisals: a[0], coins: 900, value: left, won: 1 },
      right: { appraisals: a[1], coins: 850, value: right, won: 1 },
    });
    // Equal values: a draw.
    g.s.lots[0]!.appraisal = right - 450;
    expect(gm127Rules.result(g.s).winner).toBe('draw');
  });

  it('plays a whole game from a seed: the same inputs give the same game', () => {
    const play = () => {
      const g = started({}, 1000, 42, 'T1');
      const log: string[] = [];
      for (let lot = 0; lot < P.lots; lot++) {
        const t = bidding(g);
        // Both teams bid up to half of what is left, alternately, then one late bid each.
        for (let i = 0; i < 6; i++) {
          const who = i % 2 ? 'r1' : 'l1';
          log.push(`${lot}:${who}:${bid(g, who, [10, 50, 100][(i + lot) % 3]!, t + 500 * i) === null}`);
        }
        bid(g, lot % 2 ? 'l2' : 'r2', 100, t + 11_000);
        runTo(g, closesAt(g));
      }
      runTo(g, 1e9);
      return { log, s: g.s, result: gm127Rules.result(g.s) };
    };
    const a = play();
    const b = play();
    expect(b).toEqual(a);
    expect(a.s.lots.filter((l) => l.side !== '')).toHaveLength(P.lots);
    expect(a.log.filter((x) => x.endsWith('false')).length).toBeGreaterThan(0); // some raises went past a wallet
    const coins = { left: a.s.wallets.left.coins, right: a.s.wallets.right.coins };
    const spent = (side: string) => a.s.lots.filter((l) => l.side === side).reduce((x, l) => x + l.price, 0);
    expect(coins).toEqual({ left: 1000 - spent('L'), right: 1000 - spent('R') });
    const appraised = (side: string) => a.s.lots.filter((l) => l.side === side).reduce((x, l) => x + l.appraisal, 0);
    expect(a.result.scores).toEqual({ left: appraised('L') + coins.left / 2, right: appraised('R') + coins.right / 2 });
  });
});
