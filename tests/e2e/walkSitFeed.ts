import { readFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { GM139_PARAMETERS } from '../../src/games/gm139/parameters';
import { FRAME_MS } from '../../src/protocol/parameters';
import type { MotionSample } from '../../workers/motion/detectors/types';
import { WalkSitDetector } from '../../src/games/gm139/detectors/walkSit';
import { parseTrace } from '../../workers/motion/trace/parseTrace';
import { resample } from '../../workers/motion/trace/resample';

type Reading = { x: number; y: number; z: number };

/**
 * A recorded timed-up-and-go run (stand up, walk, turn, walk back, turn, sit) as readings to play
 * through a virtual accelerometer at the 60 Hz a phone delivers, and where the `walkSit` detector
 * finds its walk and its sit when it hears them so: the same readings, through the same detector,
 * offline. The test plays each run so that its sit lands where it wants it in a round.
 */
export type WalkSitRun = {
  name: string;
  /** Readings from 300 ms before standing up, `dt` ms from the first; the phone then rests on the last. */
  readings: { dt: number; r: Reading }[];
  /** The detector's sit (`t`, the landing on the seat) and when it reports it, ms from the first reading. */
  sitAt: number;
  sitSaidAt: number;
  /** Where the recording's SITTING_DOWN phase begins, and the turn before it, ms from the first reading. */
  sittingDownAt: number;
  lastTurnAt: number;
  /** The recording's first WALKING phase, ms from the first reading. */
  walking: { from: number; to: number };
  /** When the detector reports the walk (the practice moves on then), ms from the first reading. */
  walkSaidAt: number;
  /** Stops the detector reports before the sit that no walk follows within the game's grace (`t`, ms from the first reading). */
  unliftedStops: number[];
};

/** How long the phone rests after a run's last reading, offline (the virtual sensor holds it). */
const REST_MS = 3000;

export function walkSitRun(path: string): WalkSitRun {
  const trace = parseTrace(readFileSync(`${path}.csv`, 'utf8'), { duplicateTime: 'allow' });
  const labels = readFileSync(`${path}_labels.csv`, 'utf8')
    .split('\n')
    .filter((l) => /^\d/.test(l))
    .map((l) => {
      const [t, event] = l.split(',');
      return { t: Number(t), event: event!.trim() };
    });
  const standUp = labels.find((l) => l.event === 'STANDING_UP_start')!.t;
  const sittingDown = labels.find((l) => l.event === 'SITTING_DOWN_start')!.t;
  const from = Math.max(0, standUp - 300);
  // No gyroscope: the test's phones have none (a virtual gyroscope left at 0 would hold "up" still while the thigh turns).
  const cut = trace.samples.filter((s) => s.t >= from).map((s) => ({ ...s, t: s.t - from, gx: NaN, gy: NaN, gz: NaN }));
  const at60 = resample(cut, 60);
  const readings = at60.map((s) => ({ dt: s.t, r: { x: s.ax, y: s.ay, z: s.az } }));
  // Offline, as the phone will hear it: resting on the first reading (the detector already running), the run, resting on the last.
  const first = at60[0]!;
  const last = at60[at60.length - 1]!;
  const samples: MotionSample[] = [
    ...Array.from({ length: 180 }, (_, k) => ({ ...first, t: -REST_MS + k * FRAME_MS })),
    ...at60,
    ...Array.from({ length: REST_MS / FRAME_MS }, (_, k) => ({ ...last, t: last.t + (k + 1) * FRAME_MS })),
  ];
  const d = new WalkSitDetector(GM139_PARAMETERS);
  const heard: { type: string; t: number; said: number }[] = [];
  for (const s of samples) for (const e of d.push(s)) heard.push({ type: e.type, t: e.t, said: s.t });
  const sits = heard.filter((e) => e.type === 'sit');
  const name = path.split('/').pop()!;
  if (sits.length !== 1) throw new Error(`walkSit finds ${sits.length} sits in ${name} (one expected): ${JSON.stringify(heard)}`);
  const sit = sits[0]!;
  const walk = heard.find((e) => e.type === 'walk' && e.said < sit.said);
  if (!walk) throw new Error(`walkSit hears no walk before the sit in ${name}: ${JSON.stringify(heard)}`);
  return {
    name,
    readings,
    sittingDownAt: sittingDown - from,
    lastTurnAt: labels.filter((l) => l.event === 'TURNING_start' && l.t < sittingDown).pop()!.t - from,
    walking: { from: labels.find((l) => l.event === 'WALKING_start')!.t - from, to: labels.find((l) => l.event === 'WALKING_end')!.t - from },
    sitAt: sit.t,
    sitSaidAt: sit.said,
    walkSaidAt: walk.said,
    unliftedStops: heard
      .filter((e) => e.type === 'stop' && e.t < sit.t)
      .filter((stop) => !heard.some((w) => w.type === 'walk' && w.t >= stop.t && w.t <= stop.t + GM139_PARAMETERS.stopGraceMs))
      .map((e) => e.t),
  };
}

/** Turns on Chromium's virtual accelerometer (and the motion sensors devicemotion needs), at rest on `rest`; no gyroscope. */
export async function enableAccelerometer(cdp: CDPSession, rest: Reading): Promise<void> {
  for (const type of ['accelerometer', 'linear-acceleration', 'gravity'] as const) {
    await cdp.send('Emulation.setSensorOverrideEnabled', { enabled: true, type });
  }
  await cdp.send('Emulation.setSensorOverrideReadings', { type: 'gravity', reading: { xyz: rest } });
  await cdp.send('Emulation.setSensorOverrideReadings', { type: 'linear-acceleration', reading: { xyz: { x: 0, y: 0, z: 0 } } });
  await cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz: rest } });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A reading set through CDP reaches devicemotion at Chromium's next poll (~17 ms later, as gm116's feed measured). */
const FEED_LEAD_MS = 17;

/**
 * Readings sent per second. Chromium polls the virtual sensor at 60 Hz and holds the last reading:
 * every third one of the 60 Hz run is enough for the detector (offline, the sits land on the same
 * moments and walks are heard), at a third of the CDP traffic of four phones on a busy machine.
 */
const FEED_HZ = 20;

/**
 * Plays a run from epoch ms `at` (its first reading then), each reading at its own time, without
 * waiting for the previous one's reply. Unlike a jump, a sit is judged on absolute time: when this
 * process falls behind, it skips the readings whose time has passed (as a sensor polled late would)
 * rather than slipping the rest of the run.
 *
 * With `walkOnUntil` (epoch ms) the player finds no chair: the run goes up to the turn before the
 * chair, then its first walk again and again until then (the player circles on; the phone then rests
 * on the last reading). A walk cut off into a held reading is no player standing still: it ends
 * without slowing down, which the detector may take for a sit.
 */
export async function playRun(cdp: CDPSession, run: WalkSitRun, at: number, opts: { walkOnUntil?: number } = {}): Promise<{ late: number }> {
  const sent: Promise<unknown>[] = [];
  let late = 0;
  const start = at - FEED_LEAD_MS;
  const every = Math.max(1, Math.round(60 / FEED_HZ));
  const sampled = run.readings.filter((_, i) => i % every === 0 || i === run.readings.length - 1);
  let readings = sampled;
  if (opts.walkOnUntil !== undefined) {
    readings = sampled.filter((r) => r.dt < run.lastTurnAt);
    const walk = sampled.filter((r) => r.dt >= run.walking.from && r.dt < run.walking.to);
    const lap = run.walking.to - run.walking.from;
    for (let t0 = run.lastTurnAt; start + t0 < opts.walkOnUntil; t0 += lap) {
      readings = [...readings, ...walk.map((r) => ({ dt: t0 + r.dt - run.walking.from, r: r.r }))];
    }
  }
  for (let i = 0; i < readings.length; i++) {
    const step = readings[i]!;
    const due = start + step.dt;
    const wait = due - Date.now();
    if (wait > 1) await sleep(wait);
    const next = readings[i + 1];
    if (next && Date.now() > start + next.dt) {
      late++;
      continue;
    }
    // A page closed under a run (the test failed) ends it quietly.
    sent.push(cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz: step.r } }).catch(() => null));
  }
  await Promise.all(sent);
  return { late };
}
