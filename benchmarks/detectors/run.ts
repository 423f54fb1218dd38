import { detectorFactory } from '../../workers/motion/detectors/registry';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from '../../workers/motion/detectors/types';
import type { GameParameterSet } from '../../src/config/schema';
import { commandsOf, runTrace } from '../../workers/motion/trace/runTrace';
import { resample } from '../../workers/motion/trace/resample';
import type { LoadedTrace } from './loadTraces';
import { Rng } from '../synth/rng';

/** A recording's own rate; resampled to a browser's 60 Hz; or 60 Hz as a busy page delivers it (`busyPage`). */
export type Rate = 'native' | 60 | 'busy';
export type Run = { events: DetectorEvent[]; samples: number; rateHz: number };
export type Cost = { usPerSample: number; worstUs: number; samples: number };

/** Median sampling rate of a trace (Hz), from its timestamps. */
export function nativeRate(samples: readonly MotionSample[]): number {
  const d: number[] = [];
  for (let i = 1; i < samples.length; i++) if (samples[i]!.t > samples[i - 1]!.t) d.push(samples[i]!.t - samples[i - 1]!.t);
  d.sort((a, b) => a - b);
  return 1000 / (d[d.length >> 1] ?? 1000);
}

export function samplesAt(trace: Pick<LoadedTrace, 'samples'>, rate: Rate): MotionSample[] {
  if (rate === 'native') return trace.samples;
  return rate === 'busy' ? busyPage(resample(trace.samples, 60)) : resample(trace.samples, rate);
}

/**
 * `samples` as a page whose main thread is now and then busy delivers them: after 1 sample in 50,
 * none for up to 60 ms (a long task on a low-end phone), then the present one. Seeded, so every run
 * and every detector sees the same gaps.
 */
export function busyPage(samples: readonly MotionSample[], seed = 1): MotionSample[] {
  const rng = new Rng(seed);
  const out: MotionSample[] = [];
  let skipUntil = -Infinity;
  for (const s of samples) {
    if (s.t < skipUntil) continue;
    out.push(s);
    if (rng.next() < 0.02) skipUntil = s.t + rng.range(0, 60);
  }
  return out;
}

/**
 * Runs a detector over a trace (at its own rate or resampled to 60 Hz like a browser's
 * `devicemotion`), with the trace's commands, as the motion worker would.
 */
export async function runOn(name: string, trace: LoadedTrace, rate: Rate, games?: DeepPartial<GameParameterSet> | null): Promise<Run> {
  const create = await detectorFactory(name, games);
  const samples = samplesAt(trace, rate);
  const events = runTrace(create(), samples, commandsOf(trace.labels));
  return { events, samples: samples.length, rateHz: rate === 'native' ? nativeRate(samples) : 60 };
}

/**
 * What a detector costs per sample, on `samples`: the mean over the best of three passes after a
 * warm-up one (the machine may be busy during any one), and the slowest single `push`: each timed
 * alone (so it includes the timer's own ~0.1 µs) in three more passes, the least of their three
 * worsts — a detector's costly path shows in every pass, a garbage collection or a busy machine in one.
 */
export async function costOf(name: string, samples: readonly MotionSample[], games?: DeepPartial<GameParameterSet> | null): Promise<Cost> {
  const create = await detectorFactory(name, games);
  const pass = (d: Detector) => {
    const start = performance.now();
    for (const s of samples) d.push(s);
    return performance.now() - start;
  };
  pass(create());
  let best = Infinity;
  for (let i = 0; i < 3; i++) best = Math.min(best, pass(create()));
  let worst = Infinity;
  for (let i = 0; i < 3; i++) {
    const d = create();
    let passWorst = 0;
    for (const s of samples) {
      const t0 = performance.now();
      d.push(s);
      passWorst = Math.max(passWorst, performance.now() - t0);
    }
    worst = Math.min(worst, passWorst);
  }
  return { usPerSample: (best * 1000) / samples.length, worstUs: worst * 1000, samples: samples.length };
}
