import { proxy, ref } from 'valtio';
import { sampleAt, STRIDE, writeSample } from '../../workers/motion/sample.shared';
import type { TraceLabel } from '../../workers/motion/trace/format.shared';
import { labelsToCsv, traceToCsv } from '../../workers/motion/trace/writeCsv.shared';
import { attachMotionListener } from '../engine/motionListener';
import { loadTexts } from './labStore';
import { texts } from './texts';

export type RecorderState = {
  state: 'idle' | 'recording' | 'stopped';
  /** Samples and seconds so far, refreshed a few times a second (not per sample). */
  samples: number;
  seconds: number;
  /** Samples arrive but carry no readings, or none arrive at all after a while. */
  noSamples: boolean;
  denied: boolean;
  labels: number;
  lastLabel: { event: string; seconds: number } | null;
  /** The finished recording's files. */
  files: { name: string; trace: string; labels: string } | null;
};

export const recorder = proxy<RecorderState>({
  state: 'idle',
  samples: 0,
  seconds: 0,
  noSamples: false,
  denied: false,
  labels: 0,
  lastLabel: null,
  files: null,
});

type PermissionApi = { requestPermission?: () => Promise<'granted' | 'denied' | 'default'> };

let data = new Float64Array(STRIDE * 4096);
let count = 0;
let startedAt = 0;
/** Label times on the shared time base; made relative to the first sample when the recording stops. */
let labels: { at: number; event: string }[] = [];
let detach: (() => void) | null = null;
let ticker: ReturnType<typeof setInterval> | null = null;
let wakeLock: { release(): Promise<void> } | null = null;

const now = () => performance.timeOrigin + performance.now();

function write(t: number, ax: number, ay: number, az: number, gx: number, gy: number, gz: number): void {
  if (Number.isNaN(ax) && Number.isNaN(ay) && Number.isNaN(az)) return;
  if ((count + 1) * STRIDE > data.length) {
    const bigger = new Float64Array(data.length * 2);
    bigger.set(data);
    data = bigger;
  }
  writeSample(data, count++, t, ax, ay, az, gx, gy, gz);
}

/** Starts recording. Call it from the tap itself: iOS asks for motion permission only in a gesture. */
export async function startRecording(): Promise<void> {
  const api = (typeof DeviceMotionEvent === 'undefined' ? null : DeviceMotionEvent) as PermissionApi | null;
  recorder.denied = false;
  if (api && typeof api.requestPermission === 'function') {
    const answer = await api.requestPermission().catch(() => 'denied' as const);
    if (answer !== 'granted') {
      recorder.denied = true;
      return;
    }
  }
  count = 0;
  labels = [];
  startedAt = now();
  Object.assign(recorder, { state: 'recording', samples: 0, seconds: 0, noSamples: false, labels: 0, lastLabel: null, files: null });
  detach = attachMotionListener(write);
  ticker = setInterval(() => {
    recorder.samples = count;
    recorder.seconds = (now() - startedAt) / 1000;
    recorder.noSamples = count === 0 && recorder.seconds > 2;
  }, 250);
  const nav = navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } };
  wakeLock = (await nav.wakeLock?.request('screen').catch(() => null)) ?? null;
}

/** A tapped label at this moment (`jump`, `step`, `sit_start`…). */
export function addLabel(event: string): void {
  const name = event.trim().replace(/[,\s]+/g, '_');
  if (recorder.state !== 'recording' || name === '') return;
  const at = now();
  labels.push({ at, event: name });
  recorder.labels = labels.length;
  recorder.lastLabel = { event: name, seconds: (at - startedAt) / 1000 };
}

/** Stops, writes the trace and labels CSV (times from the first sample) and loads them into the lab. */
export function stopRecording(): void {
  detach?.();
  detach = null;
  if (ticker) clearInterval(ticker);
  ticker = null;
  void wakeLock?.release().catch(() => {});
  wakeLock = null;
  const t0 = count > 0 ? data[0]! : startedAt;
  const samples = Array.from({ length: count }, (_, i) => {
    const s = sampleAt(data, i);
    return { ...s, t: s.t - t0 };
  });
  const marks: TraceLabel[] = labels.map((l) => ({ t: Math.max(0, l.at - t0), event: l.event }));
  const stamp = new Date(startedAt);
  const comment = texts.recordedComment(stamp.toISOString(), navigator.userAgent);
  const name = `lab_${stamp.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}`;
  const files = { name, trace: traceToCsv(samples, comment), labels: labelsToCsv(marks, comment) };
  Object.assign(recorder, { state: 'stopped', samples: count, files: ref(files) });
  if (count > 0) void loadTexts({ text: files.trace, source: `${name}.csv` }, { text: files.labels, source: `${name}_labels.csv` });
}
