import { createDetector, type DetectorName } from '../../workers/motion/detectors/registry';
import type { DeepPartial, DetectorEvent, MotionSample } from '../../workers/motion/detectors/types';
import type { GameParameterSet } from '../../src/protocol/parameters';
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
export function runOn(name: DetectorName, trace: LoadedTrace, rate: Rate, games?: DeepPartial<GameParameterSet> | null): Run {
  const samples = rate === 'native' ? trace.samples : resample(trace.samples, rate);
  const commands = commandsOf(trace.labels);
  const events = runTrace(createDetector(name, games), samples, commands);
  let best = 0;
  for (let batch = 0; batch < 3; batch++) {
    let runs = 0;
    const start = performance.now();
    while (performance.now() - start < 100) {
      runTrace(createDetector(name, games), samples, commands);
      runs++;
    }
    best = Math.max(best, (runs * samples.length) / ((performance.now() - start) / 1000));
  }
  return { events, samples: samples.length, samplesPerSec: best, rateHz: rate === 'native' ? nativeRate(samples) : rate };
}
