import { Events } from '../../src/protocol/events';
import type { PatchOp } from '../../src/protocol/patch';
import { localToServer, type ClockMapping } from '../clock/frames.shared';
import { BENCH_MARKS } from '../benchMarks.shared';
import { PatchWriter } from '../socket/patchWriter';
import type { Detector, DetectorEvent } from './detectors/types';
import { IntervalMeter } from './interval';
import { STRIDE } from './sample.shared';
import { initialMotionStatus, RECENT_SLOTS, type MotionSource, type MotionStatus } from './status.shared';

/** Finds a detector by name, built with the game's parameters; null when there is none by that name. */
/** A detector by name with a game's parameters; a game's own detector may take a moment to load. */
export type DetectorLookup = (name: string, params: unknown) => Detector | null | Promise<Detector | null>;

/** Where detector events go: the socket worker's `emit`, over a port. */
export type EventSink = (event: string, payload: unknown) => void;

/** A detector event as it leaves the phone: `t` on the phone's clock, `st` on the server's when known. */
export type OutgoingEvent = DetectorEvent & { st: number | null };
export type MotionEventsPayload = { detector: string; events: OutgoingEvent[] };

export type PipelineOptions = {
  /** Detector events are sent at most this often, gathered in between (ms). */
  emitEveryMs: number;
  /** Sample counts and the interval check reach the page at most this often (ms). */
  statusEveryMs: number;
  now: () => number;
};

const DEFAULTS: PipelineOptions = { emitEveryMs: 100, statusEveryMs: 1000, now: () => performance.timeOrigin + performance.now() };

/**
 * The motion worker's core: every sample from any source goes through `push`, which feeds the
 * interval check and the active detector. Detector events go to the socket worker (gathered to
 * at most one message per `emitEveryMs`); the page gets a small status.
 */
export class MotionPipeline {
  readonly writer: PatchWriter<MotionStatus>;
  private readonly options: PipelineOptions;
  private detector: Detector | null = null;
  private detectorName: string | null = null;
  private readonly meter = new IntervalMeter();
  private clock: ClockMapping | null = null;
  private outbox: OutgoingEvent[] = [];
  private lastEmit = -Infinity;
  private emitTimer: ReturnType<typeof setTimeout> | null = null;
  private lastStatus = -Infinity;
  private samples = 0;
  private withReadings = 0;
  private withGyro = 0;

  private detectorCalls = 0;

  constructor(
    private readonly lookup: DetectorLookup,
    private sink: EventSink | null,
    post: (ops: PatchOp[]) => void,
    options: Partial<PipelineOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.writer = new PatchWriter(initialMotionStatus(), post);
  }

  get status(): MotionStatus {
    return this.writer.state;
  }

  setSink(sink: EventSink | null): void {
    this.sink = sink;
  }

  setSource(source: MotionSource): void {
    this.writer.set(['source'], source);
  }

  /** The clock worker's mapping, so events also carry server time. */
  setClock(mapping: ClockMapping | null): void {
    this.clock = mapping;
  }

  /**
   * Runs `name` with `params` from now on (null: none). False when no detector has that name. A
   * later call wins over an earlier one still loading its detector.
   */
  async setDetector(name: string | null, params?: unknown): Promise<boolean> {
    const call = ++this.detectorCalls;
    const d = name === null ? null : await this.lookup(name, params);
    if (call !== this.detectorCalls) return d !== null || name === null;
    this.flushEvents();
    const ok = name === null || d !== null;
    this.detector = d;
    this.detectorName = d ? name : null;
    this.writer.set(['detector'], this.detectorName);
    this.writer.set(['error'], ok ? null : `no detector named "${name}"`);
    return ok;
  }

  /** A game-phase command for the detector (`stay`, `run`, `round`…), at time `t`. */
  command(name: string, t = this.options.now()): void {
    this.detector?.command?.(name, t);
  }

  /** Starts the interval check again (the sensor check screen opened). */
  resetInterval(): void {
    this.meter.reset();
    this.writer.set(['interval'], this.meter.check());
  }

  /** One sample, in the order of `MotionSample`. */
  push(t: number, ax: number, ay: number, az: number, gx: number, gy: number, gz: number): void {
    this.samples++;
    if (!Number.isNaN(ax) || !Number.isNaN(ay) || !Number.isNaN(az)) this.withReadings++;
    if (!Number.isNaN(gx) || !Number.isNaN(gy) || !Number.isNaN(gz)) this.withGyro++;
    this.meter.push(t);
    const d = this.detector;
    if (d) {
      const events = d.push({ t, ax, ay, az, gx, gy, gz });
      for (const e of events) this.queue(e, t);
    }
    if (t - this.lastStatus >= this.options.statusEveryMs) this.flushStatus(t);
  }

  /** The sample at `index` of a packed array (ring or batch). */
  pushPacked(data: Float64Array, index: number): void {
    const o = index * STRIDE;
    this.push(data[o]!, data[o + 1]!, data[o + 2]!, data[o + 3]!, data[o + 4]!, data[o + 5]!, data[o + 6]!);
  }

  addDropped(n: number): void {
    if (n > 0) this.writer.set(['dropped'], this.status.dropped + n);
  }

  /** Sample count and interval check, now. */
  flushStatus(t = this.options.now()): void {
    this.lastStatus = t;
    const w = this.writer;
    w.set(['samples'], this.samples);
    if (this.samples > 0) w.set(['hasReadings'], this.withReadings > 0);
    if (this.withReadings > 0) w.set(['hasGyro'], this.withGyro > 0);
    const c = this.meter.check();
    const prev = this.status.interval;
    if (c.validity !== prev.validity || c.intervalMs !== prev.intervalMs || c.irregularShare !== prev.irregularShare) w.set(['interval'], c);
  }

  /** `sampleT`: the sample that made the detector find `e` (benchmark builds time it to the screen from there). */
  private queue(e: DetectorEvent, sampleT: number): void {
    const out: OutgoingEvent = { ...e, st: this.clock ? localToServer(this.clock, e.t) : null };
    this.outbox.push(out);
    const seq = this.status.events + 1;
    this.writer.set(['events'], seq);
    this.writer.set(['lastEvent'], { type: e.type, t: e.t });
    const slot: { seq: number; event: DetectorEvent; sampleT?: number } = { seq, event: e };
    if (BENCH_MARKS) slot.sampleT = sampleT;
    this.writer.set(['recent', seq % RECENT_SLOTS], slot);
    const wait = this.lastEmit + this.options.emitEveryMs - this.options.now();
    if (wait <= 0) this.flushEvents();
    else this.emitTimer ??= setTimeout(() => this.flushEvents(), wait);
  }

  /** Sends what the detector found since the last send. */
  flushEvents(): void {
    if (this.emitTimer) clearTimeout(this.emitTimer);
    this.emitTimer = null;
    if (this.outbox.length === 0 || !this.detectorName) {
      this.outbox = [];
      return;
    }
    const payload: MotionEventsPayload = { detector: this.detectorName, events: this.outbox };
    this.outbox = [];
    this.lastEmit = this.options.now();
    this.sink?.(Events.motion, payload);
  }
}
