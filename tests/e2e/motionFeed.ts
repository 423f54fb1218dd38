import { readFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { FRAME_MS } from '../../src/protocol/parameters';
import { GM116_PARAMETERS } from '../../src/games/gm116/parameters';
import { JUMP_TUNING } from '../../src/games/gm116/detectors/jump';
import { G } from '../../workers/motion/detectors/params';
import { parseTrace } from '../../workers/motion/trace/parseTrace';

type Reading = { x: number; y: number; z: number };
export type Hop = { dt: number; r: Reading }[];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const gOf = (s: { ax: number; ay: number; az: number }) => Math.hypot(s.ax, s.ay, s.az) / G;
const gOfReading = (r: Reading) => Math.hypot(r.x, r.y, r.z) / G;
/**
 * A reading set through CDP reaches the page's devicemotion at Chromium's next sensor poll: in
 * this suite's runs the detector's flights came out ~17 ms after the times the readings were sent
 * for. Sending that much earlier centres the flight on the time asked for.
 */
const FEED_LEAD_MS = 17;
/** Readings closer than this on every axis (m/s², 0.1 g) to the one before are not sent. */
const NEAR_MS2 = 0.1 * G;

/** A trace's labels (`<base>_labels.csv`: time in ms, event), in order. */
export function traceLabels(base: string): { t: number; event: string }[] {
  return readFileSync(`${base}_labels.csv`, 'utf8')
    .split('\n')
    .filter((l) => /^\d/.test(l))
    .map((l) => {
      const [t, event] = l.split(',');
      return { t: Number(t), event: event!.trim() };
    });
}

/**
 * Running in place, from the synthetic trace's labelled runs: every stretch from a run's first
 * step to its last (cut at the labels, the standing and the stays left out), resampled to the
 * 60 Hz a phone's sensor delivers and put end to end; and the trace's standing reading. A phone
 * plays the tape while it runs and holds the standing reading while it stands (gm102).
 */
export function runningTape(base: string): { tape: Reading[]; rest: Reading } {
  const trace = parseTrace(readFileSync(`${base}.csv`, 'utf8'));
  const labels = traceLabels(base);
  const tape: Reading[] = [];
  let from: number | null = null;
  for (const [i, l] of labels.entries()) {
    if (l.event === 'step' && from === null) from = l.t - 150;
    const next = labels[i + 1];
    if (l.event === 'step' && from !== null && (!next || next.event !== 'step')) {
      for (let t = from; t <= l.t + 150; t += FRAME_MS) {
        const s = trace.samples.reduce((a, b) => (Math.abs(b.t - t) < Math.abs(a.t - t) ? b : a));
        tape.push({ x: s.ax, y: s.ay, z: s.az });
      }
      from = null;
    }
  }
  const first = trace.samples[0]!;
  return { tape, rest: { x: first.ax, y: first.ay, z: first.az } };
}

/**
 * One hop cut from a labelled jump-rope trace, as readings to play through a virtual sensor: the
 * trace's push-off, flight and landing, timed from the middle of the flight; and the standing
 * reading.
 */
export function hopFromTrace(base: string, index = 3): { hop: Hop; rest: Reading } {
  const trace = parseTrace(readFileSync(`${base}.csv`, 'utf8'));
  const labels = traceLabels(base);
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
  const timed = [...frames.values()].map((s) => ({ dt: s.t - mid, r: { x: s.ax, y: s.ay, z: s.az } }));
  // The ramps between the ground contacts and the flight go: on a loaded machine the browser
  // applies readings late (stalls of 100 ms and more were seen), and a stall inside a ramp would
  // part the push-off from the take-off, or the landing from the flight, by more than the jump
  // detector allows. Without them a stall only holds a phase longer. The contacts stay whole (the
  // detector weighs their impulse above 1 g). The readings kept are the trace's own, those of the
  // rest before the push-off included.
  const firstPush = timed.findIndex((s) => gOfReading(s.r) >= JUMP_TUNING.pushG);
  const kept = timed.filter((s, i) => i < firstPush || gOfReading(s.r) >= 1 || gOfReading(s.r) < GM116_PARAMETERS.inAirThreshold);
  // The flight now runs from its first reading to the landing's first: centred again on that.
  const takeoffAt = kept.findIndex((s) => gOfReading(s.r) < GM116_PARAMETERS.inAirThreshold);
  const landingAt = kept.findIndex((s, i) => i > takeoffAt && gOfReading(s.r) >= JUMP_TUNING.pushG);
  const centre = (kept[takeoffAt]!.dt + kept[landingAt]!.dt) / 2;
  const phases = kept.map((s) => ({ dt: s.dt - centre, r: s.r }));
  // A virtual sensor holds a reading until the next one: a reading near the last one sent adds
  // nothing the phone would notice, only CDP traffic.
  const hop: Hop = [];
  for (const s of phases) {
    const last = hop[hop.length - 1]?.r;
    if (!last || Math.max(Math.abs(s.r.x - last.x), Math.abs(s.r.y - last.y), Math.abs(s.r.z - last.z)) > NEAR_MS2) hop.push(s);
  }
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
 * Each reading is sent at its time without waiting for the previous one's reply (a round trip
 * under load can take longer than a frame). When this process falls behind, the rest of the hop
 * slips by as much, keeping its shape: readings sent at once would reach the sensor in one poll,
 * and the phone would see neither the landing nor the push-off between them.
 */
export async function playHops(cdp: CDPSession, hop: Hop, rest: Reading, mids: number[]): Promise<void> {
  const sent: Promise<unknown>[] = [];
  const set = (xyz: Reading) => sent.push(cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz } }));
  for (const asked of [...mids].sort((a, b) => a - b)) {
    const mid = asked - FEED_LEAD_MS;
    const steps = [...hop.map((s) => ({ at: mid + s.dt, r: s.r })), { at: mid + hop[hop.length - 1]!.dt + FRAME_MS, r: rest }];
    let slip = 0;
    for (const step of steps) {
      const wait = step.at + slip - Date.now();
      if (wait > 1) await sleep(wait);
      const late = Date.now() - (step.at + slip);
      if (late > FRAME_MS / 2) slip += late;
      set(step.r);
    }
  }
  await Promise.all(sent);
}
