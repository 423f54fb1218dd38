import { readFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { parseTrace } from '../../workers/motion/trace/parseTrace';

type Reading = { x: number; y: number; z: number };
export type Hop = { dt: number; r: Reading }[];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  const hop = trace.samples
    .filter((s) => s.t >= takeoff - 300 && s.t <= landing + 250)
    .map((s) => ({ dt: s.t - mid, r: { x: s.ax, y: s.ay, z: s.az } }));
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

/** Plays the hop with its flight centred on each of `mids` (epoch ms), standing still in between. */
export async function playHops(cdp: CDPSession, hop: Hop, rest: Reading, mids: number[]): Promise<void> {
  for (const mid of [...mids].sort((a, b) => a - b)) {
    const start = mid + hop[0]!.dt;
    if (start - Date.now() > 5) await sleep(start - Date.now());
    for (const s of hop) {
      const wait = mid + s.dt - Date.now();
      if (wait > 1) await sleep(wait);
      if (wait < -40) continue; // late: skip rather than smear the hop
      await cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz: s.r } });
    }
    await cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz: rest } });
  }
}
