/**
 * What the measured phone does in each game, as the end-to-end test of that game has a phone do it
 * (tests/e2e/gmNNN.spec.ts): motion from the same traces through Chromium's virtual sensors, taps
 * through Chromium's touch emulation on the same controls, the fake camera for gm121. The driver
 * reads the game from the big screen's view (a socket, not the page: reading the page would cost
 * the page it measures), and plays from the moment the phone entered until the game's result.
 */
import type { CDPSession, Page } from 'playwright-core';
import type { Gm102Board } from '../../src/games/gm102/rules/views';
import type { Gm105Board } from '../../src/games/gm105/rules/views';
import type { Gm110Board } from '../../src/games/gm110/rules/views';
import { candidatesOf } from '../../src/games/gm110/shared/menu';
import type { Gm112Board } from '../../src/games/gm112/rules/views';
import type { Gm113Params } from '../../src/games/gm113/parameters';
import { callBeats, callTrace } from '../../src/games/gm113/synth/plan';
import type { Gm113Board } from '../../src/games/gm113/rules/views';
import type { Gm116Board } from '../../src/games/gm116/rules/views';
import type { Gm121Board } from '../../src/games/gm121/rules/views';
import type { Gm127Board } from '../../src/games/gm127/rules/views';
import type { Gm130Params } from '../../src/games/gm130/parameters';
import { playTrace, timeline } from '../../src/games/gm130/synth/plan';
import type { Gm130Board } from '../../src/games/gm130/rules/views';
import type { Gm134Board } from '../../src/games/gm134/rules/views';
import type { Gm135Board } from '../../src/games/gm135/rules/views';
import type { Gm139Board } from '../../src/games/gm139/rules/views';
import type { Team } from '../../src/protocol/enums';
import { FRAME_MS } from '../../src/protocol/parameters';
import { hopFromTrace, playHops, runningTape } from '../../tests/e2e/motionFeed';
import { playRun, walkSitRun } from '../../tests/e2e/walkSitFeed';
import { cookPlan, CUT_AT, cutTrace, flick, holdPads, playSamples, releasePads, runInPlace, setAccelerometer, sleep, type Reading } from './feeds';
import type { MeasuredPhone } from './phone';

export type Ctx = {
  phone: MeasuredPhone;
  page: Page;
  cdp: CDPSession;
  me: { id: string; name: string; team: Team };
  /** The game's parameters as the server runs them (the bench config over the defaults). */
  params: unknown;
  board<B>(): B | null;
  phase(): string | null;
  /** The game has reached its result (or is gone): the driver stops. */
  over(): boolean;
  /** Waits until `pred` (checked every 50 ms) or the game is over; false then. */
  until(pred: () => boolean, ms?: number): Promise<boolean>;
};

export type PhoneDriver = {
  /** The phone's reading at rest for this game (held in the pocket, upright, lying on the table). */
  rest: Reading;
  /** Plays from entry to the result. */
  run(ctx: Ctx): Promise<void>;
  /** When the measured window begins, if not at the start of play: the phone's own part (its team's turn). */
  windowFrom?(ctx: Ctx): boolean;
};

const FLAT: Reading = { x: 0, y: 0, z: 9.81 };
const UPRIGHT: Reading = { x: 0, y: 9.81, z: 0 };
const later = (ms: number) => Date.now() + ms;
/** gm102's synthetic running-in-place trace (as gm102.spec.ts plays). */
const RUN_TRACE = 'benchmarks/traces/synthetic/run_in_place_1';

/** Taps `testId` once the board says so (retrying a tap that found nothing), at most `tries` times. */
async function tapWhen(ctx: Ctx, when: () => boolean, testId: string, expect: { shows?: string; within?: string } = {}, tries = 5): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (!(await ctx.until(when))) return false;
    if (await ctx.phone.tap({ testId }, expect)) return true;
    await sleep(300);
  }
  return false;
}

const tutorial = (ctx: Ctx) => ctx.phase() === 'tutorial';
const playing = (ctx: Ctx) => ctx.phase() === 'play';

const gm102: PhoneDriver = {
  rest: runningTape(RUN_TRACE).rest,
  async run(ctx) {
    const { tape, rest } = runningTape(RUN_TRACE);
    const board = () => ctx.board<Gm102Board>();
    const me = () => board()?.runners.find((r) => r.id === ctx.me.id);
    // gm102.spec.ts's legs: run while the owl looks away (stopping a moment before it turns), stand otherwise.
    const shouldRun = () => {
      const b = board();
      const r = me();
      const now = Date.now();
      if (tutorial(ctx)) return !r?.tutorialDone;
      if (!playing(ctx) || !b || !r || r.reached || r.out) return false;
      if (b.status === 'run') return now < b.statusUntil! - 400;
      if (b.status === 'waitingForRun' || b.status === 'stay') return now >= b.statusUntil! + 50 && now < (b.raceEnd ?? Infinity) - 400;
      return false;
    };
    await runInPlace(ctx.cdp, tape, rest, shouldRun, () => ctx.over());
  },
};

const gm105: PhoneDriver = {
  rest: FLAT,
  async run(ctx) {
    const b = () => ctx.board<Gm105Board>();
    await tapWhen(ctx, () => tutorial(ctx), 'skip-practice');
    let answered = -2;
    let edited = false;
    while (!ctx.over()) {
      const x = b();
      if (x?.status === 'edit' && !edited) edited = await ctx.phone.tap({ testId: 'finish-edit' });
      if (
        playing(ctx) &&
        x?.status === 'pendingAnswer' &&
        x.roundNumber !== answered &&
        x.openAt !== null &&
        Date.now() >= x.openAt &&
        x.asker?.name !== ctx.me.name
      ) {
        await sleep(300 + Math.random() * 1200);
        if (await ctx.phone.tap({ testId: 'answer-0' }, { shows: '[data-testid="answer-0"][data-clicked="true"]' })) answered = x.roundNumber;
      }
      await sleep(100);
    }
  },
};

/** The note pad, scribbled on with a finger (gm110.spec.ts draws the same zigzag with the mouse), then sent. */
async function drawNote(ctx: Ctx, seed: number): Promise<void> {
  const box = await ctx.phone.box('[data-testid="note-pad"]');
  if (!box) return;
  const at = (x: number, y: number) => ({ x: box.x + x * box.width, y: box.y + y * box.height, id: 1, radiusX: 4, radiusY: 4, force: 1 });
  await ctx.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0.15, 0.2)] });
  for (let k = 1; k <= 8; k++) {
    const [x0, y0] = [0.15 + (k - 1) * 0.08, (k - 1) % 2 ? 0.45 : 0.2 + seed * 0.05];
    const [x1, y1] = [0.15 + k * 0.08, k % 2 ? 0.45 : 0.2 + seed * 0.05];
    for (let i = 1; i <= 3; i++)
      await ctx.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(x0 + ((x1 - x0) * i) / 3, y0 + ((y1 - y0) * i) / 3)] });
  }
  await ctx.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await ctx.phone.tap({ testId: 'note-send' }, { within: '[data-scene^="gm110-"]' });
}

const gm110: PhoneDriver = {
  rest: FLAT,
  async run(ctx) {
    const b = () => ctx.board<Gm110Board>();
    const role = () =>
      b()
        ?.squads.flatMap((q) => q.members)
        .find((m) => m.id === ctx.me.id);
    await tapWhen(ctx, () => b()?.status === 'grouping', 'ready');
    await tapWhen(ctx, () => b()?.status === 'tutorialOrder', 'skip-practice');
    const done = new Set<string>();
    while (!ctx.over()) {
      const x = b();
      const r = role();
      const key = `${x?.status}/${x?.customer}`;
      if (playing(ctx) && x && r && !done.has(key)) {
        if (x.status === 'roundStarted' && !r.leader) {
          done.add(key);
          await drawNote(ctx, x.customer);
        } else if (x.status === 'pendingAnswer' && r.leader) {
          done.add(key);
          for (const [i, kind] of x.slots.entries()) {
            await ctx.phone.tap({ testId: `slot-${i}` }, { shows: `[data-testid="slot-${i}"][data-open="true"]` });
            const items = candidatesOf(kind);
            const item = items[Math.floor(Math.random() * items.length)]!;
            await ctx.phone.tap({ testId: `candidate-${item}` }, { shows: `[data-testid="candidate-${item}"][data-chosen="true"]` });
          }
          await ctx.phone.tap({ testId: 'serve' }, { shows: '[data-scene="gm110-answered"]' });
        }
      }
      await sleep(150);
    }
  },
};

const gm112: PhoneDriver = {
  rest: (() => {
    const s = cutTrace('left', 1)[0]!;
    return { x: s.ax, y: s.ay, z: s.az };
  })(),
  async run(ctx) {
    const b = () => ctx.board<Gm112Board>();
    const pad = () => ctx.phone.box('[data-testid="flick-pad"]');
    // Practice: flicks until the star counts, as gm112.spec.ts does (or the practice ends).
    await ctx.until(() => tutorial(ctx) && b()?.status === 'tutorialShuriken');
    for (let i = 0; i < 3 && tutorial(ctx) && !b()?.players.find((p) => p.id === ctx.me.id)?.tutorialDone; i++) {
      const box = await pad();
      if (box) await flick(ctx.page, ctx.cdp, box);
      await sleep(700);
    }
    const cut = new Set<number>();
    const acted = new Set<string>();
    while (!ctx.over()) {
      const x = b();
      if (playing(ctx) && x?.turn) {
        const turn = x.turn.index;
        const thrower = x.turn.attacking === ctx.me.team;
        const swordsman = x.swordsman?.id === ctx.me.id;
        const once = async (key: string, fn: () => Promise<unknown>) => {
          if (acted.has(`${key}${turn}`)) return;
          acted.add(`${key}${turn}`);
          await fn();
        };
        if (x.status === 'voting' && thrower)
          await once('side', () => ctx.phone.tap({ testId: 'side-left' }, { shows: '[data-testid="side-picker"][data-side="left"]' }));
        if (x.status === 'voting' && !thrower && x.candidates.length)
          await once('vote', () => ctx.phone.tap({ selector: '[data-testid="candidate"]' }, { within: '[data-scene="gm112-voting"]' }));
        if (x.status === 'tutorialSwordsman' && swordsman) await once('ready', () => ctx.phone.tap({ testId: 'sword-ready' }));
        if (x.status === 'throwing' && thrower && (x.throwers.find((t) => t.id === ctx.me.id)?.starsLeft ?? 0) > 0) {
          const box = await pad();
          if (box) {
            await ctx.phone.expect({ within: '[data-testid="flick-pad"]' });
            await flick(ctx.page, ctx.cdp, box);
          }
          await sleep(1200);
        }
        if (x.status === 'throwing' && swordsman)
          for (const star of x.stars)
            if (!cut.has(star.id)) {
              cut.add(star.id);
              // A cut toward the star's side 450 ms into its flight, through the virtual gyroscope.
              void playSamples(ctx.cdp, cutTrace(star.side, star.id + 3), star.at + 450 - CUT_AT, { gyro: true });
            }
      }
      await sleep(100);
    }
  },
};

const gm113: PhoneDriver = {
  rest: UPRIGHT,
  async run(ctx) {
    const b = () => ctx.board<Gm113Board>();
    const p = ctx.params as Gm113Params;
    await tapWhen(ctx, () => tutorial(ctx) && b()?.status === 'waitingForSwinging', 'skip-practice');
    // The grip the mode asks for, held through the game (gm113.spec.ts's thumbs on the pads).
    const pads = b()?.holdingNeeded === 'both' ? ['pad-left', 'pad-right'] : ['pad-left'];
    const boxes = [];
    for (const id of pads) {
      const box = await ctx.phone.box(`[data-testid="${id}"]`);
      if (box) boxes.push(box);
    }
    if (boxes.length) await holdPads(ctx.cdp, boxes);
    for (let index = 0; !ctx.over(); index++) {
      const ok = await ctx.until(() => {
        const x = b();
        return !!x && !x.practicing && playing(ctx) && ((x.status === 'waitingForSwinging' && (x.call?.index ?? -1) === index - 1) || x.call?.index === index);
      });
      if (!ok) break;
      const x = b()!;
      const pattern = x.call?.index === index ? x.call.pattern : x.nextPattern!;
      const start = x.call?.index === index ? x.call.start : x.statusUntil!;
      const beats = callBeats(p, pattern, 0).beats;
      const trace = callTrace({ name: 'me', phone: 11, pads: 'left', practice: false, beats, offBeat: false }, p, pattern, index);
      await playSamples(ctx.cdp, trace.samples, start, { gyro: true, everyMs: 33, near: 0.3, stop: () => ctx.over() });
    }
    await releasePads(ctx.cdp);
  },
};

const gm116: PhoneDriver = {
  rest: hopFromTrace('benchmarks/traces/synthetic/jump_rope_1').rest,
  // The rope turns for one team at a time: the window is the phone's team's turn.
  windowFrom: (ctx) => ctx.board<Gm116Board>()?.rope?.team === ctx.me.team,
  async run(ctx) {
    const { hop, rest } = hopFromTrace('benchmarks/traces/synthetic/jump_rope_1');
    const b = () => ctx.board<Gm116Board>();
    const practised = () => !tutorial(ctx) || !!b()?.jumpers.find((j) => j.id === ctx.me.id)?.tutorialDone;
    await ctx.until(() => tutorial(ctx));
    for (let i = 0; i < 8 && !practised(); i++) {
      await playHops(ctx.cdp, hop, rest, [later(500)]);
      await sleep(400);
    }
    let done = -1;
    while (!ctx.over()) {
      const rope = b()?.rope;
      if (playing(ctx) && rope && rope.team === ctx.me.team && rope.index > done) {
        done = rope.index;
        await playHops(
          ctx.cdp,
          hop,
          rest,
          rope.passes.map((f) => rope.frameBase + f * FRAME_MS),
        );
      }
      await sleep(100);
    }
  },
};

const gm121: PhoneDriver = {
  rest: FLAT,
  async run(ctx) {
    const b = () => ctx.board<Gm121Board>();
    const shot = () => !!b()?.hunters.find((h) => h.id === ctx.me.id)?.shot;
    // A tap on the shutter, again if the shot did not go through (a frame grabbed as the camera settles), as gm121.spec.ts does.
    const snap = async () => {
      for (let i = 0; i < 3 && !ctx.over() && !shot(); i++) {
        // Timed to the shutter's answer (its flash, the camera busy), not to the worked photo after it.
        await ctx.phone.tap({ testId: 'shutter' }, { shows: '[data-testid="camera"][data-busy="true"]' });
        await ctx.until(shot, 4000);
      }
    };
    await ctx.until(() => tutorial(ctx) && b()?.status === 'tutorialPhotoShooting');
    await sleep(2000); // the camera starts
    await snap();
    let round = -1;
    while (!ctx.over()) {
      const x = b();
      if (playing(ctx) && x?.status === 'roundPhotoShooting' && x.round > round) {
        round = x.round;
        await sleep(800 + Math.random() * 1500);
        await snap();
      }
      await sleep(150);
    }
  },
};

const gm127: PhoneDriver = {
  rest: FLAT,
  async run(ctx) {
    const b = () => ctx.board<Gm127Board>();
    await tapWhen(ctx, () => tutorial(ctx), 'skip-practice');
    while (!ctx.over()) {
      const x = b();
      const wallet = x?.wallets[ctx.me.team];
      if (playing(ctx) && x?.status === 'biddingStarted' && x.lot && wallet && wallet.coins >= (x.lot.price ?? 0) + 10) {
        await ctx.phone.tap({ testId: 'raise-10' }, { within: '[data-testid="price-card"]' });
        await sleep(1500 + Math.random() * 1500);
      }
      await sleep(150);
    }
  },
};

const gm130: PhoneDriver = {
  rest: UPRIGHT,
  async run(ctx) {
    const b = () => ctx.board<Gm130Board>();
    const p = ctx.params as Gm130Params;
    await tapWhen(ctx, () => tutorial(ctx) && b()?.status === 'tutorialSquatting', 'skip-practice');
    const boxes = [];
    for (const id of ['pad-left', 'pad-right']) {
      const box = await ctx.phone.box(`[data-testid="${id}"]`);
      if (box) boxes.push(box);
    }
    if (boxes.length) await holdPads(ctx.cdp, boxes);
    // A squat on every beat of both halves (gm130's synthetic squatter), from play's start as the server scheduled it.
    const { halves } = timeline(p);
    const counts = halves.map((h) => Math.max(0, Math.floor((h.end - 700 - h.firstBeat) / h.interval) + 1)) as [number, number];
    const { trace } = playTrace({ name: 'me', phone: 9, practice: false, counts, every: 1, shake: false }, p);
    if (await ctx.until(() => playing(ctx) && b()?.status === 'squatting' && !!b()?.half)) {
      const start = b()!.half!.start;
      await setAccelerometer(ctx.cdp, { x: trace.samples[0]!.ax, y: trace.samples[0]!.ay, z: trace.samples[0]!.az });
      await playSamples(ctx.cdp, trace.samples, start, { everyMs: 50, stop: () => ctx.over() });
    }
    await ctx.until(() => false);
    await releasePads(ctx.cdp);
  },
};

const gm134: PhoneDriver = {
  rest: FLAT,
  async run(ctx) {
    const b = () => ctx.board<Gm134Board>();
    await tapWhen(ctx, () => tutorial(ctx), 'skip-practice');
    let cooked = -1;
    while (!ctx.over()) {
      const x = b();
      if (playing(ctx) && x?.status === 'movie' && x.round > cooked && x.startAt !== null) {
        cooked = x.round;
        // gm134.spec.ts's cooks: the steak turned over lying on the table, the pasta pulled out held; each step on its target.
        const held = x.steps.some((s) => s.step === 'takeOutA' || s.step === 'takeOutB');
        const steps = x.steps.filter((s) => s.step !== 'stopFire').map((s) => ({ step: s.step as 'turnOver', at: s.target + (Math.random() - 0.5) * 600 }));
        const end = Math.max(0, ...x.steps.map((s) => s.target)) + 3000;
        const trace = cookPlan(held ? 'held' : 'lying', steps, end);
        await ctx.cdp.send('Emulation.setSensorOverrideReadings', { type: 'gyroscope', reading: { xyz: { x: 0, y: 0, z: 0 } } });
        await setAccelerometer(ctx.cdp, { x: trace[0]!.ax, y: trace[0]!.ay, z: trace[0]!.az });
        void playSamples(ctx.cdp, trace, x.startAt, { gyro: true, near: 0.3, stop: () => ctx.over() });
      }
      await sleep(100);
    }
  },
};

const gm135: PhoneDriver = {
  rest: FLAT,
  async run(ctx) {
    const b = () => ctx.board<Gm135Board>();
    await tapWhen(ctx, () => b()?.status === 'selectingBingoCells', 'cell-12', { shows: '[data-testid="cell-12"][data-state="opened"]' });
    let seen = -1;
    let boxOpened = false;
    while (!ctx.over()) {
      const x = b();
      if (playing(ctx) && x && x.draws > seen && (x.status === 'rouletteStopped' || x.status === 'rouletteStarted')) {
        seen = x.draws;
        await sleep(400 + Math.random() * 800);
        // Only the cell of this call (a query of the page once per call, as a player looks at the card).
        const id = await ctx.phone.attribute('[data-testid^="cell-"][data-state="called"]', 'data-testid');
        if (id) await ctx.phone.tap({ testId: id }, { shows: `[data-testid="${id}"][data-state="opened"]` });
      }
      if (x?.status === 'prizeBox' && !boxOpened && x.winners.some((w) => w.id === ctx.me.id)) boxOpened = await ctx.phone.tap({ testId: 'prize-box' });
      await sleep(100);
    }
  },
};

const gm139Run = walkSitRun('benchmarks/traces/walk-sit-more/tug_s12_01_sp');
const gm139: PhoneDriver = {
  rest: gm139Run.readings[0]!.r,
  async run(ctx) {
    const b = () => ctx.board<Gm139Board>();
    // gm139.spec.ts's phones carry no gyroscope: a virtual one left at 0 would hold "up" still while the thigh turns.
    await ctx.cdp.send('Emulation.setSensorOverrideEnabled', { enabled: false, type: 'gyroscope' });
    try {
      await tapWhen(ctx, () => tutorial(ctx), 'skip-practice');
      let round = -1;
      while (!ctx.over()) {
        const x = b();
        if (playing(ctx) && x?.status === 'roundWalking' && x.round > round && x.musicStopAt !== null) {
          round = x.round;
          // The run starts so that its sit lands 1.5 s after the music stops.
          void playRun(ctx.cdp, gm139Run, x.musicStopAt + 1500 - gm139Run.sitAt);
        }
        await sleep(100);
      }
    } finally {
      await ctx.cdp.send('Emulation.setSensorOverrideEnabled', { enabled: true, type: 'gyroscope' });
      await ctx.cdp.send('Emulation.setSensorOverrideReadings', { type: 'gyroscope', reading: { xyz: { x: 0, y: 0, z: 0 } } });
    }
  },
};

export const DRIVERS: Record<string, PhoneDriver> = { gm102, gm105, gm110, gm112, gm113, gm116, gm121, gm127, gm130, gm134, gm135, gm139 };
