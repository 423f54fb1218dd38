/**
 * Patch bytes from the socket worker to the main thread, against posting the full client state
 * each time (`npm run bench:patches`; `-- --players 100 --games gm116,gm105 --json`). Printed
 * figures, not a test; `patchesBench()` and `patchesFigures()` give `npm run bench` its part.
 *
 * The real server runs in this process. What is measured is exactly what the socket worker posts
 * to its page: the worker's own `Connection` class (workers/socket/connection.ts) runs here over
 * real socket.io on loopback, and each post is timed and sized (JSON, as `PatchWriter.bytesPosted`
 * counts it) beside the JSON size of the whole state at that post.
 *
 *  1. A scripted session around the games: 1 host + 8 phones, profiles with photos, teams, charge,
 *     cheers, item throws, a roulette, an MVP vote.
 *  2. A 100-player game of each kind: the host and one phone are Connections; the 99 other players
 *     are sockets that play each game as its server test drives it (benchmarks/games/bots.ts), and
 *     so does the measured phone. Per game: bytes per second while playing, the largest single
 *     message while playing, and patches against snapshots over the whole game.
 *
 * Budgets (the issue's): patches at most 1/20 of full snapshots; no message over 10 KiB while
 * playing (STYLE.md #5: about 10 KiB per message while animating).
 */
import { parseArgs } from 'node:util';
import { startApp } from '../src/server/app';
import { defaultConfig } from '../src/config/schema';
import { manifestOf, MANIFESTS } from '../src/games/manifests';
import { sessionPath } from '../src/protocol/events';
import type { PatchOp } from '../src/protocol/patch';
import type { HostView, PhoneView } from '../src/protocol/views';
import { log } from '../src/server/log';
import { Connection } from '../workers/socket/connection';
import { Bot, dice, socketClient, type BotClient } from './games/bots';
import { benchConfig } from './games/config';
import { isMain, renderTable, type Figure } from './report';

const PHONES = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One post of the socket worker to its page: when, its size, the whole state's size then, and the game's phase. */
type Post = { t: number; bytes: number; snapshot: number; phase: string | null; what?: string };

/** What a large message carries: its bytes by path (indices as #), the heaviest three. */
function whatIn(ops: readonly PatchOp[]): string {
  const by = new Map<string, number>();
  let prev: (string | number)[] = [];
  for (const op of ops) {
    // Packed paths (packOps) start with how much of the previous path they keep.
    const path = typeof op[0][0] === 'number' ? [...prev.slice(0, op[0][0]), ...op[0].slice(1)] : op[0];
    prev = path;
    const key = path
      .slice(1, 5)
      .map((k) => (typeof k === 'number' ? '#' : k))
      .join('.');
    by.set(key, (by.get(key) ?? 0) + JSON.stringify(op).length);
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, n]) => `${k || '(root)'} ${(n / 1024).toFixed(1)} KiB`)
    .join(', ');
}
type Meter = { conn: Connection; posts: number; snapshotBytes: number; log: Post[] };

function meter(): Meter {
  const m: Meter = { conn: null as unknown as Connection, posts: 0, snapshotBytes: 0, log: [] };
  m.conn = new Connection((ops: PatchOp[]) => {
    m.posts++;
    const snapshot = JSON.stringify(m.conn.state).length;
    m.snapshotBytes += snapshot;
    const view = m.conn.state.view as { game?: { phase?: string } | null } | null;
    const bytes = JSON.stringify(ops).length;
    m.log.push({ t: Date.now(), bytes, snapshot, phase: view?.game?.phase ?? null, ...(bytes > 4096 ? { what: whatIn(ops) } : {}) });
  });
  return m;
}

async function until(pred: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
}

/** A profile photo as the media worker makes it: a ~12 KB WebP data URL (a WebP header, then noise). */
function photo(i: number): string {
  const body = Buffer.alloc(9_000);
  let x = (i + 1) * 2654435761;
  for (let k = 0; k < body.length; k++) {
    x = (x * 1103515245 + 12345) >>> 0;
    body[k] = x >>> 24;
  }
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length + 12);
  return `data:image/webp;base64,${Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBPVP8 '), body]).toString('base64')}`;
}

/** The scripted session around the games (1 host + 8 phones). */
async function scriptedSession(): Promise<{
  seconds: number;
  host: { posts: number; patch: number; snapshot: number };
  phone: { posts: number; patch: number; snapshot: number };
}> {
  const app = await startApp({ config: defaultConfig, log: log.child({}, { level: 'silent' }) }, 0, '127.0.0.1');
  const origin = app.url;
  const host = meter();
  const t0 = Date.now();
  await host.conn.start({ role: 'host', origin, roomId: null, hostToken: null });
  await until(() => host.conn.state.view !== null);
  const roomId = host.conn.state.session.roomId!;
  const phones: Meter[] = [];
  for (let i = 0; i < PHONES; i++) {
    const p = meter();
    await p.conn.start({ role: 'phone', origin, roomId, token: null });
    phones.push(p);
  }
  await until(() => phones.every((p) => p.conn.state.view !== null));
  const cmd = (c: object) => host.conn.intent('host', c);
  const each = async (f: (p: Meter, i: number) => void, pause = 60) => {
    phones.forEach(f);
    await sleep(pause);
  };

  // The session: profiles with photos, teams, charge, cheers, item throws, a roulette, an MVP vote.
  await each((p, i) => p.conn.intent('updateProfile', { name: `Player${i}`, photo: photo(i) }), 400);
  const refused = phones.filter((p) => p.conn.state.intents.updateProfile?.error);
  if (refused.length) throw new Error(`profile refused: ${JSON.stringify(refused[0]!.conn.state.intents.updateProfile)}`);
  cmd({ type: 'startTeamSelect' });
  await sleep(200);
  await each((p, i) => p.conn.intent('updateTeam', { team: i % 2 ? 'right' : 'left' }), 300);
  cmd({ type: 'fixTeams' });
  await sleep(200);
  cmd({ type: 'phase', phase: 'charge' });
  await sleep(200);
  for (let k = 1; k <= 10; k++) await each((p) => p.conn.intent('charge', { amount: k / 10 }), 120);
  cmd({ type: 'phase', phase: 'cheer' });
  await sleep(200);
  for (let k = 0; k < 10; k++) await each((p) => p.conn.intent('cheer', {}), 120);
  cmd({ type: 'phase', phase: 'itemThrowing' });
  await sleep(200);
  for (let k = 0; k < 3; k++) await each((p) => p.conn.intent('throwItem', { itemId: 'star' }), 200);
  cmd({ type: 'startRoulette', candidates: ['gm116', 'gm102', 'gm130'] });
  await sleep(1000);
  cmd({ type: 'stopRoulette' });
  await sleep(500);
  const ids = (host.conn.state.view as { players: { id: string }[] }).players.map((p) => p.id).slice(0, 3);
  cmd({ type: 'startMvpVote', choices: ids, durationMs: 3000 });
  await sleep(200);
  await each((p) => p.conn.intent('vote', { choice: ids[0]! }), 3500);
  const seconds = (Date.now() - t0) / 1000;
  for (const m of [host, ...phones]) m.conn.stop();
  await app.close();
  const mean = (f: (m: Meter) => number) => phones.reduce((a, p) => a + f(p), 0) / phones.length;
  return {
    seconds,
    host: { posts: host.posts, patch: host.conn.writer.bytesPosted, snapshot: host.snapshotBytes },
    phone: { posts: mean((m) => m.posts), patch: mean((m) => m.conn.writer.bytesPosted), snapshot: mean((m) => m.snapshotBytes) },
  };
}

/** One client's posts over a game: bytes per second while playing, the largest message then, patches against snapshots over the game. */
export type ClientGame = {
  playS: number;
  bytesPerS: number;
  largestInPlay: number;
  /** The largest message in play, by path (only for messages over 4 KiB). */
  largestInPlayWhat: string | null;
  largest: number;
  patch: number;
  snapshot: number;
  posts: number;
};
export type GamePatches = { game: string; players: number; phone: ClientGame | null; host: ClientGame | null; error: string | null };

function clientGame(posts: readonly Post[]): ClientGame | null {
  if (!posts.length) return null;
  const play = posts.filter((p) => p.phase === 'play');
  const playS = play.length > 1 ? (play[play.length - 1]!.t - play[0]!.t) / 1000 : 0;
  const sum = (xs: readonly Post[], k: 'bytes' | 'snapshot') => xs.reduce((a, p) => a + p[k], 0);
  return {
    playS,
    bytesPerS: playS > 0 ? sum(play, 'bytes') / playS : 0,
    largestInPlay: Math.max(0, ...play.map((p) => p.bytes)),
    largestInPlayWhat: play.reduce<Post | null>((a, p) => (!a || p.bytes > a.bytes ? p : a), null)?.what ?? null,
    largest: Math.max(...posts.map((p) => p.bytes)),
    patch: sum(posts, 'bytes'),
    snapshot: sum(posts, 'snapshot'),
    posts: posts.length,
  };
}

/** A Connection as a bot's connection: the measured phone plays like the others. */
function connectionClient(m: Meter): BotClient {
  return {
    state: {
      get view() {
        return m.conn.state.view as PhoneView | null;
      },
    },
    send: async (event, payload) => {
      m.conn.intent(event, payload);
      return { ok: true };
    },
    emit: (event, payload) => m.conn.emit(event, payload),
    close: () => m.conn.stop(),
  };
}

export type PatchesOptions = { players: number; games: readonly string[]; log?: (line: string) => void };
export type PatchesResult = { scripted: Awaited<ReturnType<typeof scriptedSession>>; games: GamePatches[]; players: number };

/**
 * A room of `players` (the measured phone and players − 1 bots) and a Connection host, playing
 * each game in turn; each game's posts of the host's and the phone's socket worker, measured.
 */
async function gamesPatches(o: PatchesOptions): Promise<GamePatches[]> {
  const say = o.log ?? ((line: string) => console.error(line));
  const config = benchConfig();
  const app = await startApp({ config: () => config, log: log.child({}, { level: 'silent' }) }, 0, '127.0.0.1');
  const origin = app.url;
  const host = meter();
  const phone = meter();
  const bots: Bot[] = [];
  const ticker = setInterval(() => {
    for (const b of bots) b.tick();
  }, 100);
  const out: GamePatches[] = [];
  try {
    await host.conn.start({ role: 'host', origin, roomId: null, hostToken: null });
    await until(() => host.conn.state.view !== null);
    const roomId = host.conn.state.session.roomId!;
    const hostView = () => host.conn.state.view as HostView | null;
    const command = (c: object) => host.conn.intent('host', c);
    await phone.conn.start({ role: 'phone', origin, roomId, token: null });
    await until(() => phone.conn.state.view !== null);
    phone.conn.intent('updateProfile', { name: 'Measured', photo: photo(0) });
    const me = new Bot('Measured', '', connectionClient(phone), dice(1000));
    for (let i = 0; i < o.players - 1; i++) {
      const seat = (await (
        await fetch(`${origin}${sessionPath(0)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ roomId }) })
      ).json()) as { token: string };
      const client = socketClient(origin, { role: 'phone', roomId, token: seat.token });
      await client.ready;
      const bot = new Bot(`Bot${i + 1}`, seat.token, client, dice(i + 1));
      // Photos as phones send them (the room's views carry their URLs, not their bytes).
      await client.send('updateProfile', { name: bot.name, photo: photo(i + 1) });
      bots.push(bot);
    }
    bots.push(me);
    await until(() => (hostView()?.players.filter((p) => p.name).length ?? 0) === o.players, 60_000);
    command({ type: 'shuffleTeams' });
    await sleep(300);
    command({ type: 'fixTeams' });
    await sleep(300);
    for (const b of bots) b.client.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true }).catch(() => undefined);
    await until(() => !!hostView()?.players.every((p) => p.capability === 'authorized'), 60_000);
    say(`  ${o.players} players seated`);
    for (const id of o.games) {
      const manifest = manifestOf(id)!;
      const from = { host: host.log.length, phone: phone.log.length };
      const row: GamePatches = { game: id, players: o.players, phone: null, host: null, error: null };
      out.push(row);
      const started = Date.now();
      try {
        command({ type: 'startGame', gameId: id, mode: manifest.modes[0] });
        await until(() => hostView()?.game?.id === id, 10_000);
        await until(() => hostView()?.game?.phase === 'result', 300_000);
        command({ type: 'endGame' });
        await until(() => hostView()?.game === null, 30_000);
        await sleep(500);
      } catch (e) {
        row.error = `${(e as Error).message} in ${hostView()?.game?.phase ?? 'no game'}`;
        command({ type: 'endGame' });
        await until(() => hostView()?.game === null, 30_000).catch(() => undefined);
      }
      row.host = clientGame(host.log.slice(from.host));
      row.phone = clientGame(phone.log.slice(from.phone));
      const f = (c: ClientGame | null) =>
        c
          ? `${(c.bytesPerS / 1024).toFixed(1)} KiB/s in ${c.playS.toFixed(0)} s of play, largest ${(c.largestInPlay / 1024).toFixed(1)} KiB${c.largestInPlayWhat ? ` (${c.largestInPlayWhat})` : ''}, 1/${(c.snapshot / c.patch).toFixed(0)} of snapshots`
          : 'nothing';
      say(`  ${id}: ${((Date.now() - started) / 1000).toFixed(0)} s${row.error ? ` (${row.error})` : ''}; phone ${f(row.phone)}; host ${f(row.host)}`);
    }
  } finally {
    clearInterval(ticker);
    for (const b of bots) b.stop();
    host.conn.stop();
    await app.close();
  }
  return out;
}

export async function patchesBench(o: PatchesOptions): Promise<PatchesResult> {
  const say = o.log ?? ((line: string) => console.error(line));
  say('scripted session, 1 host + 8 phones');
  const scripted = await scriptedSession();
  say(`a ${o.players}-player game of each kind`);
  const games = o.games.length ? await gamesPatches(o) : [];
  return { scripted, games, players: o.players };
}

const KIB = 10 * 1024;

export function patchesFigures(r: PatchesResult): Figure[] {
  const out: Figure[] = [];
  const s = r.scripted;
  const group0 = 'bytes to the main thread · scripted session, 9 clients';
  out.push({ group: group0, name: 'phone: patches ÷ full snapshots', value: s.phone.patch / s.phone.snapshot, unit: '', budget: { max: 1 / 20 } });
  out.push({ group: group0, name: 'host: patches ÷ full snapshots', value: s.host.patch / s.host.snapshot, unit: '', budget: { max: 1 / 20 } });
  for (const g of r.games) {
    const group = `bytes to the main thread · ${g.game}, ${g.players} players`;
    if (g.error) out.push({ group, name: 'game', value: null, unit: '', note: g.error });
    for (const [who, c] of [
      ['phone', g.phone],
      ['host', g.host],
    ] as const) {
      if (!c) continue;
      out.push({ group, name: `${who}: patch bytes while playing`, value: c.bytesPerS / 1024, unit: 'KiB/s' });
      out.push({ group, name: `${who}: largest message while playing`, value: c.largestInPlay / 1024, unit: 'KiB', budget: { max: KIB / 1024 } });
      out.push({ group, name: `${who}: patches ÷ full snapshots, whole game`, value: c.patch / c.snapshot, unit: '', budget: { max: 1 / 20 } });
    }
  }
  return out;
}

if (isMain(import.meta.url)) {
  const { values: flags } = parseArgs({
    options: {
      players: { type: 'string', default: '100' },
      games: { type: 'string', default: MANIFESTS.map((m) => m.id).join(',') },
      json: { type: 'boolean', default: false },
    },
  });
  patchesBench({ players: Number(flags.players), games: flags.games!.split(',').filter(Boolean) }).then(
    (r) => {
      if (flags.json) console.log(JSON.stringify({ figures: patchesFigures(r), result: r }, null, 2));
      else {
        const kb = (b: number) => (b / 1024).toFixed(1);
        const s = r.scripted;
        console.log(
          `Scripted session, 1 host + ${PHONES} phones, ${s.seconds.toFixed(1)} s (profiles with ~12 KB photos, teams, charge, cheers, item throws, roulette, MVP vote)`,
        );
        for (const [who, c] of [
          ['host', s.host],
          [`phone (mean of ${PHONES})`, s.phone],
        ] as const)
          console.log(
            `  ${who}: ${c.posts.toFixed(0)} posts, patches ${kb(c.patch)} KiB (${kb(c.patch / s.seconds)} KiB/s), snapshots ${kb(c.snapshot)} KiB: ${(c.snapshot / c.patch).toFixed(1)}×`,
          );
        console.log('');
        console.log(renderTable(patchesFigures(r)));
      }
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
