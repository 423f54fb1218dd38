import { readFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { FRAME_MS } from '../../src/protocol/parameters';
import { G } from '../../workers/motion/detectors/params';
import { parseTrace } from '../../workers/motion/trace/parseTrace';

type Reading = { x: number; y: number; z: number };
export type Hop = { dt: number; r: Reading }[];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const gOf = (s: { ax: number; ay: number; az: number }) => Math.hypot(s.ax, s.ay, s.az) / G;
/**
 * A reading set through CDP reaches the page's devicemotion at Chromium's next sensor poll: in
 * this suite's runs the detector's flights came out ~17 ms after the times the readings were sent
 * for. Sending that much earlier centres the flight on the time asked for.
 */
const FEED_LEAD_MS = 17;

/**
 * One hop cut from a labelled jump-rope trace: the samples from the push-off before a flight to
 * the landing after it, timed from the middle of the flight; and the standing reading.
 */
export function hopFromTrace(base: string, index = 3): { hop: Hop; rest: Reading } {
  const trace = parseTrace(readFileSync(`${base}.csv`, 'utf8'));
  const labels = readFileSync(`${base}_labels.csv`, 'utf8').split('\n').filter((l) => /^\d/.test(l)).map((l) => {
    const [t, event] = l.split(',');
    return { t: Number(t), event: event!.trim() };
  });
  const starts = labels.filter((l) => l.event === 'jump_start');
  const ends = labels.filter((l) => l.event === 'jump_end');
  const takeoff = starts[index]!.t;
  const landing = ends[index]!.t;
  const mid = (takeoff + landing) / 2;
  const cut = trace.samples.filter((s) => s.t >= takeoff - 300 && s.t <= landing + 250);
  // The trace runs at ~200 Hz; Chromium polls a virtual sensor at 60 Hz, so more readings than one
  // a frame only load the CDP link (and late readings smear the hop). Each frame keeps its reading
  // farthest from 1 g, so the push-off and landing peaks and the flight's low survive.
  const frames = new Map<number, (typeof cut)[number]>();
  for (const s of cut) {
    const k = Math.floor((s.t - cut[0]!.t) / FRAME_MS);
    const had = frames.get(k);
    if (!had || Math.abs(gOf(s) - 1) > Math.abs(gOf(had) - 1)) frames.set(k, s);
  }
  const hop = [...frames.values()].map((s) => ({ dt: s.t - mid, r: { x: s.ax, y: s.ay, z: s.az } }));
  const first = trace.samples[0]!;
  return { hop, rest: { x: first.ax, y: first.ay, z: first.az } };
}

/** Turns on Chromium's virtual motion sensors for a page, at rest. */
export async function enableSensors(cdp: CDPSession, rest: Reading): Promise<void> {
  for (const type of ['accelerometer', 'linear-acceleration', 'gravity', 'gyroscope'] as const) {
    await cdp.send('Emulation.setSensorOverrideEnabled', { enabled: true, type });
  }
  await cdp.send('Emulation.setSensorOverrideReadings', { type: 'gravity', reading: { xyz: rest } });
  await cdp.send('Emulation.setSensorOverrideReadings', { type: 'linear-acceleration', reading: { xyz: { x: 0, y: 0, z: 0 } } });
  await cdp.send('Emulation.setSensorOverrideReadings', { type: 'gyroscope', reading: { xyz: { x: 0, y: 0, z: 0 } } });
  await cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz: rest } });
}

/**
 * Plays the hop with its flight centred on each of `mids` (epoch ms), standing still in between.
 * Each reading is sent at its time without waiting for the previous one's reply: a round trip
 * under load can take longer than a frame, and waiting for it would push the hop late.
 */
export async function playHops(cdp: CDPSession, hop: Hop, rest: Reading, mids: number[]): Promise<void> {
  const sent: Promise<unknown>[] = [];
  const set = (xyz: Reading) => sent.push(cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz } }));
  const timers: Promise<void>[] = [];
  for (const asked of mids) {
    const mid = asked - FEED_LEAD_MS;
    const steps = [...hop.map((s) => ({ at: mid + s.dt, r: s.r })), { at: mid + hop[hop.length - 1]!.dt + FRAME_MS, r: rest }];
    steps.forEach((step, i) => {
      timers.push(sleep(step.at - Date.now()).then(() => {
        // Running late, a reading whose successor is already due is dropped: the latest due
        // reading always goes, so the hop may be coarser but never loses its landing.
        const nextAt = steps[i + 1]?.at ?? Infinity;
        if (Date.now() < nextAt) set(step.r);
      }));
    });
  }
  await Promise.all(timers);
  await Promise.all(sent);
}
