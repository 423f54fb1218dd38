/**
 * One session of games with one measured phone: a room whose host is a socket (the big screen's
 * token, as the end-to-end tests' HostDriver drives it), bots for the other players, and the
 * measured phone page, throttled, joining as a new player would (through the QR reader, with a
 * photo from the gallery). Then each game in turn: started by the host, entered and played by
 * everyone, a measurement window from the start of play, the result closed by the host, and the
 * phone's heap after a GC.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { Config } from '../../src/config/schema';
import { manifestOf } from '../../src/games/manifests';
import { sessionPath } from '../../src/protocol/events';
import type { HostView } from '../../src/protocol/views';
import { writeQrY4m } from '../../tests/e2e/phone/fakeCamera';
import { viewClient } from '../../tests/e2e/viewClient';
import { Bot, dice, socketClient } from './bots';
import { DRIVERS, type Ctx } from './drivers';
import { sleep } from './feeds';
import { png } from './images';
import { MeasuredPhone, summarizeLongFrames, workerName, type Snapshot, type Window, type WorkerSeen } from './phone';

export type SessionOptions = {
  origin: string;
  browser: Browser;
  config: Config;
  /** How the phone moves samples: the shipped ring, or the detector on the main thread (the benchmark build's variant). */
  pipeline: 'ring' | 'main';
  games: readonly string[];
  seconds: number;
  bots: number;
  throttle: number;
  /** The fake camera's Y4M file (the browser was started with it): the room's QR code, then a colour for gm121. */
  camera: string;
  log: (line: string) => void;
  /** Print what ran in each window's long frames. */
  diagnose?: boolean;
  /** Save each window's CPU profile of the page's main thread here (`<game>-<pipeline>.cpuprofile`, for DevTools). */
  profileDir?: string;
  /** Save each window's Chromium trace here (`<game>-<pipeline>.trace.json`, for DevTools' Performance panel): rendering, not only scripts. */
  traceDir?: string;
};

export type GameRun = {
  game: string;
  window: Window | null;
  /** Taps and detector events timed to the screen over the whole of play (from the window's start to the result). */
  inputs: { seconds: number; taps: number[]; tapMisses: number; detector: number[] } | null;
  heapAfter: number | null;
  detectorEventsSent: number;
  error: string | null;
};

export type SessionResult = {
  pipeline: 'ring' | 'main';
  games: GameRun[];
  /** The phone's heap in the lobby, before the first game (bytes). */
  heapLobby: number | null;
  /** A window in the lobby, before the first game: the page idle. */
  lobby: Window | null;
  /** On-demand workers still running well after their last use (the QR reader left, the photo taken, gm121 over). */
  idleChecks: { when: string; running: string[] }[];
  workers: WorkerSeen[];
};

const NAME = 'Measured';
type HostClient = ReturnType<typeof viewClient<HostView>>;

async function until(pred: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** A solid colour for gm121's fake camera, one frame of Y4M (as gm121.spec.ts makes it). */
function writeColourY4m(file: string, [r, g, b]: [number, number, number]): void {
  const w = 320,
    h = 240;
  const y = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  const u = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
  const v = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
  const header = Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'latin1');
  writeFileSync(file, Buffer.concat([header, Buffer.alloc(w * h, y), Buffer.alloc((w * h) / 4, u), Buffer.alloc((w * h) / 4, v)]));
}

export async function runSession(o: SessionOptions): Promise<SessionResult> {
  const result: SessionResult = { pipeline: o.pipeline, games: [], heapLobby: null, lobby: null, idleChecks: [], workers: [] };
  const made = (await (await fetch(`${o.origin}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as {
    roomId: string;
    hostToken: string;
  };
  const host: HostClient = viewClient<HostView>(o.origin, { role: 'host', roomId: made.roomId, hostToken: made.hostToken });
  await host.until(() => true);
  const command = async (cmd: Record<string, unknown>) => {
    const ack = (await host.send('host', cmd)) as { ok: boolean; error?: unknown };
    if (!ack.ok) throw new Error(`host ${String(cmd.type)} refused: ${JSON.stringify(ack.error)}`);
  };

  const bots: Bot[] = [];
  const ticker = setInterval(() => {
    for (const b of bots) b.tick();
  }, 100);
  const phone = await MeasuredPhone.open(o.browser, o.origin, o.throttle, { x: 0, y: 0, z: 9.81 }, o.diagnose);
  const page = phone.page;
  try {
    // The phone joins as a newcomer: the QR reader on the room's code, a photo from the gallery, a name.
    const joinUrl = new URL(host.state.view!.room.joinUrl);
    const roomLink = `${o.origin}${joinUrl.pathname}${joinUrl.search}${joinUrl.search ? '&' : '?'}lng=en-US`;
    if (o.pipeline === 'ring') {
      writeQrY4m(o.camera, roomLink);
      await page.goto('/?lng=en-US');
      // Taps, never the mouse: a phone has no pointer resting over the page (a mouse left over
      // animated content makes Chromium hit-test, so restyle and lay out, after every frame).
      await page.getByTestId('qr-read').tap({ timeout: 60_000 });
      await page.getByTestId('qr-enter').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Enter' }).tap();
      await page.waitForURL(/\/room\?/, { timeout: 60_000 });
    } else {
      await page.goto(`/room?${new URLSearchParams({ rid: made.roomId, lng: 'en-US', motionPipeline: 'main' })}`);
    }
    const left = Date.now();
    await page.locator('[data-scene="profileInput"]').waitFor({ timeout: 90_000 });
    await page.getByTestId('photo-gallery').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(640, 640, 0.3) });
    await page.getByTestId('profile-photo').locator('img').waitFor({ timeout: 60_000 });
    const photoAt = Date.now();
    await page.getByPlaceholder('Your name').fill(NAME);
    await page.getByRole('button', { name: 'Join', exact: true }).tap();
    await page.locator('[data-scene="waitingProfile"]').waitFor({ timeout: 60_000 });
    o.log(`  phone joined (${o.pipeline}) in ${((Date.now() - left) / 1000).toFixed(1)} s after the reader`);

    // The other players.
    for (let i = 0; i < o.bots; i++) {
      const seat = (await (
        await fetch(`${o.origin}${sessionPath(0)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ roomId: made.roomId }),
        })
      ).json()) as { token: string };
      const client = socketClient(o.origin, { role: 'phone', roomId: made.roomId, token: seat.token });
      await client.ready;
      const bot = new Bot(`Bot${i + 1}`, seat.token, client, dice(i + 1));
      const ack = (await client.send('updateProfile', { name: bot.name })) as { ok: boolean };
      if (!ack.ok) throw new Error(`bot ${bot.name}: profile refused`);
      bots.push(bot);
    }
    await host.until((v) => v.players.filter((p) => p.name).length === o.bots + 1, 30_000);
    await command({ type: 'shuffleTeams' });
    await command({ type: 'fixTeams' });
    for (const b of bots) await b.client.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
    const send = page.getByTestId('sensor-send');
    await send.waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="sensor-send"]:enabled').waitFor({ timeout: 60_000 });
    await send.tap();
    const lobby = await host.until((v) => v.players.every((p) => p.capability === 'authorized' && !p.spectator), 60_000);
    const seat = lobby.players.find((p) => p.name === NAME)!;
    const me = { id: seat.id, name: NAME, team: seat.team! };

    // The on-demand workers stop when idle (QR 5 s after the last scan, media 15 s after the photo).
    await sleep(Math.max(0, photoAt + 20_000 - Date.now()));
    result.idleChecks.push({ when: 'in the lobby, 20 s after the photo (the QR reader left before it)', running: phone.running().filter(onDemand) });
    result.heapLobby = await phone.heap();
    // The phone doing nothing in the lobby: the floor every game's window stands on.
    await phone.startFrames(o.traceDir ? TRACE_CATEGORIES : []);
    const a = await phone.snapshot();
    await sleep(Math.min(10, o.seconds) * 1000);
    const b = await phone.snapshot();
    const lobbyFrames = await phone.stopFrames();
    result.lobby = await phone.window(a, b, lobbyFrames.frames);
    if (o.traceDir) writeFileSync(join(o.traceDir, `lobby-${o.pipeline}.trace.json`), lobbyFrames.trace);
    if (o.diagnose) o.log(summarizeLongFrames(await phone.longFrames(a.pageNow)));
    const l = result.lobby;
    o.log(
      `  lobby: heap ${(result.heapLobby / 1e6).toFixed(2)} MB, workers running ${phone.running().join(', ')}; idle ${l.seconds.toFixed(0)} s: script ${l.scriptMsPerS.toFixed(0)} ms/s, long tasks ${l.longTasks}, dropped ${l.droppedPerS.toFixed(1)}/s of ${l.framesPerS.toFixed(0)} fps`,
    );

    for (const id of o.games) {
      const run: GameRun = { game: id, window: null, inputs: null, heapAfter: null, detectorEventsSent: 0, error: null };
      result.games.push(run);
      try {
        if (id === 'gm121') writeColourY4m(o.camera, [200, 32, 40]);
        await playGame(o, id, host, phone, me, command, run);
      } catch (e) {
        run.error = (e as Error).message.split('\n')[0]!;
        o.log(`  ${id}: ${run.error}`);
        // Leave no game running for the next one.
        if (host.state.view?.game) await command({ type: 'endGame' }).catch(() => undefined);
        await host.until((v) => v.game === null, 30_000).catch(() => undefined);
      }
      if (id === 'gm121') {
        await sleep(20_000);
        result.idleChecks.push({ when: '20 s after gm121 (the media worker shot its photos)', running: phone.running().filter(onDemand) });
      }
    }
  } finally {
    clearInterval(ticker);
    result.workers = phone.workers.map((w) => ({ ...w, url: workerName(w.url) }));
    for (const b of bots) b.stop();
    host.close();
    await phone.close();
  }
  return result;
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'blink.animations',
  'blink',
  'cc',
  'gpu',
];

const onDemand = (name: string) => name === 'qr' || name === 'media';

async function playGame(
  o: SessionOptions,
  id: string,
  host: HostClient,
  phone: MeasuredPhone,
  me: Ctx['me'],
  command: (cmd: Record<string, unknown>) => Promise<void>,
  run: GameRun,
): Promise<void> {
  const manifest = manifestOf(id);
  if (!manifest) throw new Error(`no game ${id}`);
  const driver = DRIVERS[id]!;
  const game = () => (host.state.view?.game?.id === id ? host.state.view.game : null);
  const over = () => {
    const g = host.state.view?.game;
    return !g || g.id !== id || g.phase === 'result' || g.phase === 'waitingForResult';
  };
  const ctx: Ctx = {
    phone,
    page: phone.page,
    cdp: phone.cdp,
    me,
    params: (o.config.games as Record<string, unknown>)[id],
    board: <B>() => (game()?.board ?? null) as B | null,
    phase: () => game()?.phase ?? null,
    over,
    async until(pred, ms = 120_000) {
      const end = Date.now() + ms;
      while (!pred()) {
        if (over() || Date.now() > end) return false;
        await sleep(50);
      }
      return true;
    },
  };
  await phone.cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz: driver.rest } });
  const started = Date.now();
  const motionBefore = await motionEvents(o.origin, host, me.id);
  await command({ type: 'startGame', gameId: id, mode: manifest.modes[0] });
  await until(() => game()?.phase === 'entry', 60_000, `${id} entry`);
  // Entry: the phone taps in (again if the tap came before the button did).
  for (let i = 0; i < 10 && game()?.phase === 'entry' && !host.state.view?.players.find((p) => p.id === me.id); i++) await sleep(100);
  for (let i = 0; i < 20 && game()?.phase === 'entry'; i++) {
    if (await phone.tap({ testId: 'game-entry' })) break;
    await sleep(500);
  }
  const playing = driver.run(ctx).catch((e: Error) => o.log(`  ${id}: the phone's driver stopped: ${e.message.split('\n')[0]}`));
  await until(() => game()?.phase === 'play' || over(), 150_000, `${id} play`);
  // The window: 20 s of play from its start, or from the moment the driver says the phone's own part begins.
  if (driver.windowFrom) await until(() => over() || (game()?.phase === 'play' && driver.windowFrom!(ctx)), 120_000, `${id}'s own turn`);
  let a: Snapshot | null = null;
  if (game()?.phase === 'play') {
    if (o.profileDir) await phone.cdp.send('Profiler.enable').then(() => phone.cdp.send('Profiler.start'));
    await phone.startFrames(o.traceDir ? TRACE_CATEGORIES : []);
    if (manifest.needsMotion) await phone.countMotion(true);
    a = await phone.snapshot();
    if (process.env.BENCH_SHOT)
      for (let i = 0; i < 4; i++) {
        await sleep(1500);
        await phone.page.screenshot({ path: `${process.env.BENCH_SHOT}/${id}-${i}.png` });
      }
    const end = Date.now() + o.seconds * 1000;
    while (Date.now() < end && game()?.phase === 'play') await sleep(100);
    const b = await phone.snapshot();
    if (manifest.needsMotion) await phone.countMotion(false);
    const frames = await phone.stopFrames();
    if (o.traceDir) writeFileSync(join(o.traceDir, `${id}-${o.pipeline}.trace.json`), frames.trace);
    if (o.profileDir) {
      const { profile } = await phone.cdp.send('Profiler.stop');
      writeFileSync(join(o.profileDir, `${id}-${o.pipeline}.cpuprofile`), JSON.stringify(profile));
    }
    run.window = await phone.window(a, b, frames.frames);
    if (o.diagnose) o.log(summarizeLongFrames(await phone.longFrames(a.pageNow)));
  }
  await until(() => over(), 240_000, `${id} result`);
  // Latencies from the whole of play (a few taps a window would be too few to give a p95).
  if (a && run.window) {
    const rest = await phone.window(a, await phone.snapshot(), { frames: 0, dropped: 0 });
    run.inputs = { seconds: rest.seconds, taps: rest.taps, tapMisses: rest.tapMisses, detector: rest.detector };
  }
  await playing;
  run.detectorEventsSent = (await motionEvents(o.origin, host, me.id)) - motionBefore;
  await until(() => game()?.phase === 'result' || !game(), 60_000, `${id} result`);
  await command({ type: 'endGame' });
  await host.until((v) => v.game === null, 30_000);
  await sleep(1000);
  run.heapAfter = await phone.heap();
  const w = run.window;
  o.log(
    `  ${id} (${o.pipeline}): ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      (w
        ? `window ${w.seconds.toFixed(1)} s, devicemotion ${w.motionPerS.toFixed(0)}/s: script ${w.scriptMsPerS.toFixed(0)} ms/s, long tasks ${w.longTasks}, dropped ${w.droppedPerS.toFixed(1)}/s of ${w.framesPerS.toFixed(0)} fps, taps ${run.inputs?.taps.length ?? 0} (+${run.inputs?.tapMisses ?? 0} unanswered), detector ${run.inputs?.detector.length ?? 0} in play; `
        : 'no play window; ') +
      `detector events sent ${run.detectorEventsSent}; heap ${(run.heapAfter / 1e6).toFixed(2)} MB`,
  );
}

/** Detector events the server counted from this player so far (its dev statistics). */
async function motionEvents(origin: string, host: HostClient, playerId: string): Promise<number> {
  const stats = (await (await fetch(`${origin}/api/groups/0/dev/statistics`)).json()) as {
    motionEvents: { rooms: Record<string, Record<string, { byType: Record<string, number> }>> };
  };
  const room = stats.motionEvents.rooms[host.state.view!.room.roomId] ?? {};
  return Object.values(room[playerId]?.byType ?? {}).reduce((a, b) => a + b, 0);
}
