import type { Config } from '../../../src/config/schema';
import { idleLoad } from '../../../src/server/live/load';
import type { HostView } from '../../../src/protocol/views';
import { roomWith, TEST_LIMITS, TestServer, type DeepPartial, type TestClient } from '../server/harness';
import { ManualClock } from '../server/manualClock';
import type { Bot } from './bots/bot';
import { DROPS, dropAndBack, type Drop, type DropStats } from './drops';
import { localServers, World, type Clock, type Seat } from './world';

/** Short common phases and views at 100 Hz: a whole game takes seconds. */
export const FAST_SERVER = {
  viewIntervalMs: 10,
  gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 10_000, waitingForResult: 100 },
};

const NAMES = ['L1', 'L2', 'R1', 'R2'];

/** A room of four phones (two a team, sensors and gyroscopes answered), teams fixed. */
export async function seatedRoom(server: TestServer, clock: ManualClock, names = NAMES): Promise<World> {
  const { room, host, phones } = await roomWith(server, names);
  await host.send('host', { type: 'startTeamSelect' });
  const seats: Seat[] = [];
  for (const [i, p] of phones.entries()) {
    const team = i < names.length / 2 ? 'left' : 'right';
    await p.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
    const ack = await p.send('updateTeam', { team });
    if (!ack.ok) throw new Error(`team refused: ${JSON.stringify(ack)}`);
    seats.push({ index: i, name: names[i]!, team, token: p.token, playerId: p.view!.me.playerId, client: p });
  }
  const fixed = await host.send('host', { type: 'fixTeams' });
  if (!fixed.ok) throw new Error(`fixTeams refused: ${JSON.stringify(fixed)}`);
  const w = new World(localServers(server), clock, room.roomId, host as TestClient<HostView>, seats, room.hostToken);
  await w.settle();
  return w;
}

/** The rules' dice, seeded: a run is the same game each time (RELIABILITY_SEED picks another). */
export function seeded(seed = Number(process.env.RELIABILITY_SEED ?? 1)): () => number {
  let t = seed | 0;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let x = Math.imul(t ^ (t >>> 15), t | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export async function startServer(bot: Bot, clock: ManualClock, server?: DeepPartial<Config['server']>): Promise<TestServer> {
  const config = { server: { ...TEST_LIMITS.server, ...FAST_SERVER, ...server }, games: { [bot.id]: bot.params } } as DeepPartial<Config>;
  // Never overloaded: a busy machine would shed game streams (gm102's progress reports) and change the game.
  return TestServer.start({ config, clock, random: seeded(), load: idleLoad });
}

export type PlayOptions = {
  /** Drop phones at each new state (else the game is only played). */
  drops?: DropStats;
  /** Called at each new state the phones show (after its drops): the host's tests drop out there. */
  onState?: (w: World, key: string) => Promise<void>;
  /**
   * A session that runs itself instead of one game: the host starts it, `between` does what the
   * room does between games (the host's pick at the roulette, the phones' votes), and every game
   * it starts is played by a fresh bot. Over at the MVP's result.
   */
  session?: { between: (w: World, seats: Seat[]) => Promise<void> };
};

/**
 * Plays a whole game (or session) from the host's start to its result, on the hand-moved clock.
 * At every new state the phones show (each common phase, each status of the game, each step of
 * the session), a phone drops out and comes back: a game status in every way, a phase or a step
 * in one (they take turns). Returns the states met.
 */
export async function playThrough(w: World, make: Bot | (() => Bot), opts: PlayOptions = {}): Promise<Set<string>> {
  const fresh = () => (typeof make === 'function' ? make() : make);
  let bot = fresh();
  const start = await w.host.send('host', opts.session ? { type: 'startSession' } : { type: 'startGame', gameId: bot.id });
  if (!start.ok) throw new Error(`start refused: ${JSON.stringify(start)}`);
  const seen = new Set<string>();
  let games = 0;
  let turn = 0;
  for (let guard = 0; guard < 5000; guard++) {
    await w.settle();
    const view = w.host.view!;
    const g = view.game;
    // A new game of the session: a new bot plays it.
    if (view.system.history.length + (g ? 1 : 0) > games) {
      games = view.system.history.length + (g ? 1 : 0);
      if (g && games > 1) bot = fresh();
    }
    const states: { key: string; seat: Seat; ways: readonly Drop[] }[] = [];
    const once = (key: string) => ({ key, seat: w.seats[turn % w.seats.length]!, ways: [DROPS[turn % DROPS.length]!] });
    if (view.session && !seen.has(`session:${view.session.step}`)) states.push(once(`session:${view.session.step}`));
    if (g && !seen.has(`phase:${g.phase}`)) states.push(once(`phase:${g.phase}`));
    for (const seat of w.seats) {
      const status = (w.own<{ status?: string }>(seat)?.status ?? null) as string | null;
      const key = `status:${status}`;
      if (status === null || seen.has(key) || states.some((f) => f.key === key)) continue;
      states.push({ key, seat, ways: DROPS });
    }
    // Every new state now. The others play on while the phone of the batch's last drop is away
    // (before that, nothing moves: no state is moved past before its own drops).
    const drops = states.flatMap((f) => f.ways.map((how) => ({ ...f, how })));
    for (const [i, d] of drops.entries()) {
      if (!seen.has(d.key)) {
        seen.add(d.key);
        turn++;
        if (process.env.RELIABILITY_DEBUG) console.log(bot.id, d.key, d.seat.name, w.clock.now() % 100000);
      }
      if (!opts.drops) continue;
      const last = i === drops.length - 1;
      let othersMoved = false;
      const backMs = await dropAndBack(w, d.seat, d.how, async () => {
        if (!last) return;
        const before = w.signature();
        await act(
          w,
          bot,
          w.seats.filter((s) => s !== d.seat),
          opts,
        );
        await w.settle({ except: d.seat });
        othersMoved = w.signature() !== before;
      });
      opts.drops.add({ game: opts.session ? 'session' : bot.id, key: d.key, how: d.how, backMs, othersMoved });
    }
    for (const f of states) await opts.onState?.(w, f.key);
    if (states.length) continue;
    if (opts.session ? view.session?.step === 'mvpResult' : g?.phase === 'result') return seen;
    const before = w.signature();
    const wake = await act(w, bot, w.seats, opts);
    await w.settle();
    if (w.signature() !== before) continue;
    // Nothing moved: time passes, to the room's next deadline (its timer fires 5 ms after) or the bot's.
    const due = await w.nextDeadline();
    const target = Math.min(due === null ? Infinity : due + 6, wake ?? Infinity);
    if (!Number.isFinite(target)) throw new Error(`${bot.id} is stuck in ${g?.phase}/${g?.status}/${view.session?.step}: nothing to wait for`);
    await w.clock.advance(Math.max(1, target - w.clock.now()));
  }
  throw new Error(`${bot.id} never reached its end`);
}

/** The runner's common intents (entry), then the game's own; between games, the session's. */
export async function act(w: World, bot: Bot, seats: Seat[], opts: PlayOptions): Promise<number | null | void> {
  const g = w.host.view?.game;
  if (g?.phase === 'entry') {
    for (const s of seats) if (!s.client.view?.game?.entryStatus.entry) await s.client.send(`${g.id}:entry`, {});
    return null;
  }
  if (g?.phase === 'tutorial' || g?.phase === 'play') return bot.act(w, seats);
  if (!g) await opts.session?.between(w, seats);
  return null;
}

/**
 * Plays several rooms' games to their results on one clock (one process or several): each room's
 * phones act, and when nothing moves anywhere the clock goes to the earliest deadline of any room.
 * `between` runs at each pause of the play, where the test may break something.
 */
export async function playAll(plays: { w: World; bot: Bot }[], clock: Clock, between: () => Promise<void>): Promise<void> {
  for (let guard = 0; guard < 5000; guard++) {
    await Promise.all(plays.map((p) => p.w.settle()));
    const open = plays.filter((p) => p.w.host.view?.game?.phase !== 'result');
    if (open.length === 0) return;
    await between();
    // The rooms play at once, as they would; each room's phones one after another.
    const outcomes = await Promise.all(
      open.map(async (p) => {
        await p.w.settle();
        const before = p.w.signature();
        const wake = (await act(p.w, p.bot, p.w.seats, {})) ?? Infinity;
        await p.w.settle();
        return { wake, moved: p.w.signature() !== before };
      }),
    );
    const moved = outcomes.some((o) => o.moved);
    const wake = Math.min(...outcomes.map((o) => o.wake));
    if (moved) continue;
    let due = Infinity;
    for (const p of open) due = Math.min(due, ((await p.w.nextDeadline()) ?? Infinity) + 6);
    const target = Math.min(due, wake);
    if (!Number.isFinite(target)) throw new Error('the games are stuck: nothing to wait for');
    await clock.advance(Math.max(1, target - clock.now()));
  }
  throw new Error('the games never reached their results');
}
