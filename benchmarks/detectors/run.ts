import { detectorFactory } from '../../workers/motion/detectors/registry';
import type { DeepPartial, DetectorEvent, MotionSample } from '../../workers/motion/detectors/types';
import type { GameParameterSet } from '../../src/config/schema';
import { commandsOf, runTrace } from '../../workers/motion/trace/runTrace';
import { resample } from '../../workers/motion/trace/resample';
import type { LoadedTrace } from './loadTraces';

export type Rate = 'native' | 60;
export type Run = { events: DetectorEvent[]; samples: number; samplesPerSec: number; rateHz: number };

/** Median sampling rate of a trace (Hz), from its timestamps. */
export function nativeRate(samples: readonly MotionSample[]): number {
  const d: number[] = [];
  for (let i = 1; i < samples.length; i++) if (samples[i]!.t > samples[i - 1]!.t) d.push(samples[i]!.t - samples[i - 1]!.t);
  d.sort((a, b) => a - b);
  return 1000 / (d[d.length >> 1] ?? 1000);
}

/**
 * Runs a detector over a trace (at its own rate or resampled to 60 Hz like a browser's
 * `devicemotion`), with the trace's commands. Throughput: after the first (warm-up) run, three
 * batches of runs of at least 100 ms each; the best batch counts, as the machine may be busy with
 * other work during any one of them.
 */
export async function runOn(name: string, trace: LoadedTrace, rate: Rate, games?: DeepPartial<GameParameterSet> | null): Promise<Run> {
  const create = await detectorFactory(name, games);
  const samples = rate === 'native' ? trace.samples : resample(trace.samples, rate);
  const commands = commandsOf(trace.labels);
  const events = runTrace(create(), samples, commands);
  let best = 0;
  for (let batch = 0; batch < 3; batch++) {
    let runs = 0;
    const start = performance.now();
    while (performance.now() - start < 100) {
      runTrace(create(), samples, commands);
      runs++;
    }
    best = Math.max(best, (runs * samples.length) / ((performance.now() - start) / 1000));
  }
  return { events, samples: samples.length, samplesPerSec: best, rateHz: rate === 'native' ? nativeRate(samples) : rate };
}
