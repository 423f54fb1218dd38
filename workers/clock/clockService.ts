import type { PatchOp } from '../../src/protocol/patch';
import { PatchWriter } from '../socket/patchWriter';
import { applyCandidates, measured, type Change } from './clockModel';
import { initialClockState, type ClockState } from './clockState.shared';
import { ClockEstimator, summarizeBurst, type BurstResult, type Exchange } from './estimator';
import { epochNow, frameToLocal, localToFrame, localToServer } from './frames.shared';

/** One exchange with the server, or null (not connected, timed out). */
export type Ping = () => Promise<Exchange | null>;

export type ClockOptions = {
  /** `server.warnLatencyMs` of the operator config. */
  warnLatencyMs: number;
  /** Exchanges per burst; the one with the smallest round trip wins. */
  burstSize: number;
  /** Pause between the exchanges of a burst (ms). */
  burstGapMs: number;
  /** Between bursts normally, and while frame-syncing (ms). */
  intervalMs: number;
  frameSyncIntervalMs: number;
  /** After a burst that got nothing back (ms). */
  retryMs: number;
};

export const DEFAULT_CLOCK_OPTIONS: ClockOptions = {
  warnLatencyMs: 250,
  burstSize: 8,
  burstGapMs: 25,
  intervalMs: 60_000,
  frameSyncIntervalMs: 15_000,
  retryMs: 1_000,
};

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The clock worker's logic: bursts of pings on a schedule, the estimator, and SPEC.md's Clock
 * state posted to the main thread as patches. Time and transport come in from outside, so the
 * same class runs against a simulated link in Node.
 */
export class ClockService {
  readonly writer: PatchWriter<ClockState>;
  readonly estimator = new ClockEstimator();
  readonly options: ClockOptions;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<BurstResult | null> | null = null;
  private stopped = true;

  constructor(
    private readonly ping: Ping,
    post: (ops: PatchOp[]) => void,
    options: Partial<ClockOptions> = {},
    private readonly now: () => number = epochNow,
  ) {
    this.options = { ...DEFAULT_CLOCK_OPTIONS, ...options };
    this.writer = new PatchWriter(initialClockState(), post);
  }

  get state(): ClockState {
    return this.writer.state;
  }

  /** Measures now, then keeps measuring on the schedule. */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** One burst now (or the one already running). */
  measure(): Promise<BurstResult | null> {
    this.inFlight ??= this.burst().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Puts the latest candidates in force (SPEC.md §4). */
  apply(): void {
    this.change(applyCandidates(this.state));
  }

  /** Server epoch ms of frame 0, as a game's initialize gives it. */
  setBase(serverMs: number): void {
    this.writer.set(['base'], serverMs);
  }

  setWarnLatency(ms: number): void {
    this.options.warnLatencyMs = ms;
    const last = this.state.results[this.state.results.length - 1];
    if (last) this.writer.set(['warnedLatency'], last.latency > ms);
  }

  /** While a game maps frames, measure more often. */
  setFrameSyncing(on: boolean): void {
    if (this.state.frameSyncing === on) return;
    this.writer.set(['frameSyncing'], on);
    if (on && !this.stopped && !this.inFlight) this.schedule(0);
  }

  serverNow(): number {
    return localToServer(this.state, this.now());
  }

  frameToLocal(frame: number): number {
    return frameToLocal(this.state, frame);
  }

  localToFrame(local: number): number {
    return localToFrame(this.state, local);
  }

  private async burst(): Promise<BurstResult | null> {
    this.writer.set(['measuring'], true);
    const got: Exchange[] = [];
    for (let i = 0; i < this.options.burstSize; i++) {
      const e = await this.ping();
      if (!e && got.length === 0) break; // not connected: try again later
      if (e) got.push(e);
      if (i < this.options.burstSize - 1) await sleep(this.options.burstGapMs);
    }
    const b = summarizeBurst(got);
    if (b) {
      this.estimator.add(b);
      const at = this.now();
      this.change(measured(this.state, { at, offset: this.estimator.offsetAt(at), skewPpm: this.estimator.skewPpm(), burst: b }, this.options.warnLatencyMs));
    }
    this.writer.set(['measuring'], false);
    return b;
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.measure().then((b) => {
        if (this.stopped) return;
        const o = this.options;
        this.schedule(!b ? o.retryMs : this.state.frameSyncing ? o.frameSyncIntervalMs : o.intervalMs);
      });
    }, ms);
  }

  private change(changes: Change[]): void {
    for (const [k, v] of changes) this.writer.set([k], v);
  }
}
