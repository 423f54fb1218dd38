/**
 * Patch bytes from the socket worker to the main thread during a scripted session, against posting
 * the full client state each time (`npm run bench:patches`). Printed figures, not a test.
 *
 * The real server runs in this process; the host and 8 phones are the socket worker's own
 * `Connection` class (workers/socket/connection.ts) over real socket.io on loopback, so what is
 * measured is exactly what the worker would post to its page: `PatchWriter.bytesPosted` (JSON
 * size of each posted patch) against the JSON size of the whole state at each post.
 */
import { startApp } from '../src/server/app';
import { defaultConfig } from '../src/config/schema';
import { log } from '../src/server/log';
import { Connection } from '../workers/socket/connection';

const PHONES = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Meter = { conn: Connection; posts: number; snapshotBytes: number };

function meter(): Meter {
  const m: Meter = { conn: null as unknown as Connection, posts: 0, snapshotBytes: 0 };
  m.conn = new Connection(() => {
    m.posts++;
    m.snapshotBytes += JSON.stringify(m.conn.state).length;
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

async function main(): Promise<void> {
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

  const phonePatch = phones.reduce((s, p) => s + p.conn.writer.bytesPosted, 0) / PHONES;
  const phoneSnap = phones.reduce((s, p) => s + p.snapshotBytes, 0) / PHONES;
  const phonePosts = phones.reduce((s, p) => s + p.posts, 0) / PHONES;
  const kb = (b: number) => (b / 1024).toFixed(1);
  console.log(`Patch bytes, socket worker → main thread: scripted session, 1 host + ${PHONES} phones, ${seconds.toFixed(1)} s`);
  console.log('(profiles with ~12 KB photos, teams, charge, cheers, item throws, roulette, MVP vote)\n');
  const head = ['client', 'posts', 'patches KiB', 'patches KiB/s', 'snapshots KiB', 'snapshots KiB/s', 'ratio'];
  const data = [
    [
      'host',
      String(host.posts),
      kb(host.conn.writer.bytesPosted),
      kb(host.conn.writer.bytesPosted / seconds),
      kb(host.snapshotBytes),
      kb(host.snapshotBytes / seconds),
      (host.snapshotBytes / host.conn.writer.bytesPosted).toFixed(1) + '×',
    ],
    [
      'phone (mean of 8)',
      phonePosts.toFixed(0),
      kb(phonePatch),
      kb(phonePatch / seconds),
      kb(phoneSnap),
      kb(phoneSnap / seconds),
      (phoneSnap / phonePatch).toFixed(1) + '×',
    ],
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...data.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of data) console.log(line(r));
  const biggest = Math.max(...[host, ...phones].map((m) => m.conn.writer.bytesPosted));
  console.log(`\nlargest total per client ${kb(biggest)} KiB; the first post of each client is its snapshot (photos included), later ones only what changed`);

  for (const m of [host, ...phones]) m.conn.stop();
  await app.close();
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
