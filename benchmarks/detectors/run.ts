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
 * `devicemotion`), with the trace's commands. Throughput is timed over repeated runs until at least
 * 200 ms have passed, so short traces give a steady figure.
 */
export function runOn(name: DetectorName, trace: LoadedTrace, rate: Rate, games?: DeepPartial<GameParameterSet> | null): Run {
  const samples = rate === 'native' ? trace.samples : resample(trace.samples, rate);
  const commands = commandsOf(trace.labels);
  const events = runTrace(createDetector(name, games), samples, commands);
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < 200) {
    runTrace(createDetector(name, games), samples, commands);
    runs++;
  }
  const seconds = (performance.now() - start) / 1000;
  return { events, samples: samples.length, samplesPerSec: (runs * samples.length) / seconds, rateHz: rate === 'native' ? nativeRate(samples) : rate };
}
