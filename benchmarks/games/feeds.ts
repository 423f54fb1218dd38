/**
 * How the measured phone's motion and touches are fed, as the end-to-end tests feed them
 * (tests/e2e/gmNNN.spec.ts and their helpers): recorded or synthetic traces through Chromium's
 * virtual sensors (CDP Emulation.setSensorOverrideReadings), each reading at its own time without
 * waiting for the previous reply, and touches through Chromium's touch emulation.
 */
import type { CDPSession, Page } from 'playwright-core';
import { HandlingDetector, type HandlingStep } from '../../src/games/gm134/detectors/handling';
import { cookTrace } from '../../src/games/gm134/synth/gestures';
import { cuts } from '../../src/games/gm112/synth/cuts';
import { FRAME_MS } from '../../src/protocol/parameters';
import type { MotionSample } from '../../workers/motion/detectors/types';

export type Reading = { x: number; y: number; z: number };
const RAD = Math.PI / 180;
/** A reading set through CDP reaches devicemotion at Chromium's next sensor poll, about a frame later (tests/e2e/motionFeed.ts). */
const FEED_LEAD_MS = 17;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export type PlayOptions = {
  /** Also the gyroscope (deg/s in the trace, rad/s to the sensor). */
  gyro?: boolean;
  /** Readings closer together than this are not sent (ms). */
  everyMs?: number;
  /** A reading this close to the last one sent, on every axis (m/s²), is not sent: the sensor holds its reading. */
  near?: number;
  stop?: () => boolean;
};

/**
 * Plays a trace with its t = 0 at epoch ms `base`, in real time. When this process falls behind it
 * sends the reading due now and drops the ones it missed (replaying late ones would stretch a
 * movement), as gm113's, gm130's and gm134's tests do.
 */
export async function playSamples(cdp: CDPSession, samples: readonly MotionSample[], base: number, opts: PlayOptions = {}): Promise<void> {
  const sent: Promise<unknown>[] = [];
  const set = (type: 'accelerometer' | 'gyroscope', xyz: Reading) =>
    sent.push(cdp.send('Emulation.setSensorOverrideReadings', { type, reading: { xyz } }).catch(() => undefined));
  const everyMs = opts.everyMs ?? 0;
  const near = opts.near ?? 0;
  let last: { a: Reading; t: number } | null = null;
  let i = 0;
  while (i < samples.length && !opts.stop?.()) {
    const wait = base - FEED_LEAD_MS + samples[i]!.t - Date.now();
    if (wait > 1) await sleep(wait);
    const now = Date.now() - base + FEED_LEAD_MS;
    while (i + 1 < samples.length && samples[i + 1]!.t <= now) i++;
    const s = samples[i]!;
    const a = { x: s.ax, y: s.ay, z: s.az };
    const far =
      !last ||
      Math.max(Math.abs(a.x - last.a.x), Math.abs(a.y - last.a.y), Math.abs(a.z - last.a.z)) > near ||
      (opts.gyro && Math.hypot(s.gx, s.gy, s.gz) > 20);
    if (!last || (s.t - last.t >= everyMs - 1 && far) || i === samples.length - 1) {
      if (opts.gyro) set('gyroscope', { x: s.gx * RAD, y: s.gy * RAD, z: s.gz * RAD });
      set('accelerometer', a);
      last = { a, t: s.t };
    }
    i++;
  }
  if (opts.gyro) set('gyroscope', { x: 0, y: 0, z: 0 });
  await Promise.all(sent);
}

export async function setAccelerometer(cdp: CDPSession, xyz: Reading): Promise<void> {
  await cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz } }).catch(() => undefined);
}

/**
 * Plays the running tape by the clock (every second frame, 30 Hz, as gm102.spec.ts does) while
 * `run()` says so, and holds the standing reading otherwise, until `stop()`.
 */
export async function runInPlace(cdp: CDPSession, tape: readonly Reading[], rest: Reading, run: () => boolean, stop: () => boolean): Promise<void> {
  const sent: Promise<unknown>[] = [];
  const set = (xyz: Reading) => sent.push(cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz } }).catch(() => undefined));
  let frames = 0;
  let running = false;
  let last = Date.now();
  let shown = -1;
  while (!stop()) {
    const now = Date.now();
    const on = run();
    if (on) {
      if (running) frames += (now - last) / FRAME_MS;
      const k = (Math.floor(frames / 2) * 2) % tape.length;
      if (k !== shown) set(tape[k]!);
      shown = k;
    } else if (running) {
      set(rest);
      shown = -1;
    }
    running = on;
    last = now;
    await sleep(FRAME_MS - (Date.now() % FRAME_MS));
    if (sent.length > 200) await Promise.all(sent.splice(0));
  }
  set(rest);
  await Promise.all(sent);
}

/** Where a cut's peak sits in its trace (gm112.spec.ts). */
export const CUT_AT = 500;
/** A swordsman's cut to `side`: a synthetic upright phone, gyroscope at 60 Hz, its peak `CUT_AT` ms in. */
export const cutTrace = (side: 'left' | 'right', seed: number) => cuts({ seed, durationMs: CUT_AT + 1500, cuts: [{ t: CUT_AT, side, durMs: 420 }] }).samples;

/** A thumb flicking the pad (gm112.spec.ts): a quick stroke up and off, each touch stamped 16 ms apart, sent at once. */
export async function flick(page: Page, cdp: CDPSession, box: { x: number; y: number; width: number; height: number }): Promise<void> {
  const x = box.x + box.width / 2;
  const y = box.y + box.height - 30;
  const t0 = Date.now() / 1000;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', i: number, dy = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: y - dy, id: 1, radiusX: 10, radiusY: 10, force: 1 }],
      timestamp: t0 + i * 0.016,
    });
  void page;
  await Promise.all([touch('touchStart', 0), ...[50, 110, 170, 230].map((dy, i) => touch('touchMove', i + 1, dy)), touch('touchEnd', 5)]);
}

/** Thumbs resting on pads (gm113's grip, gm130's two pads): touches that stay down. */
export async function holdPads(cdp: CDPSession, boxes: { x: number; y: number; width: number; height: number }[]): Promise<void> {
  const points = boxes.map((b, i) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2, id: i + 1, radiusX: 12, radiusY: 12, force: 1 }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points });
}

export async function releasePads(cdp: CDPSession): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => undefined);
}

/**
 * A cook's moves (gm134.spec.ts): a trace from the timer's start, each move timed so that the
 * handling detector completes its step at the planned moment (checked offline on the same readings).
 */
export function cookPlan(pose: 'lying' | 'held', steps: readonly { step: HandlingStep; at: number }[], durationMs: number): MotionSample[] {
  const kind = pose === 'lying' ? 'turnOver' : 'pull';
  const probe = cookTrace({ pose, moves: [{ t: 2000, kind }], durationMs: 5000 });
  const first = steps[0]?.step ?? (pose === 'lying' ? 'turnOver' : 'takeOutA');
  const lag = (detect(probe.samples, first)[0] ?? 2000) - 2000;
  return cookTrace({ pose, moves: steps.map((s) => ({ t: s.at - lag, kind })), durationMs }).samples;
}

function detect(samples: readonly MotionSample[], step: HandlingStep): number[] {
  const d = new HandlingDetector();
  d.command(`expect:${step}`);
  const out: number[] = [];
  for (const s of samples) for (const e of d.push(s)) if (e.type === step) out.push(e.t);
  return out;
}
