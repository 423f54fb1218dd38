import type { MotionSample } from './detectors/types';
import { parseTrace } from './trace/parseTrace';
import { resample } from './trace/resample';

export type ReplayOptions = {
  /** Play again from the start at the end. */
  loop?: boolean;
  /** Deliver at this rate (latest reading at each tick, like a browser polling its sensor); native when absent. */
  rateHz?: number;
};

/**
 * A recorded trace (benchmarks/traces format) played in real time inside the motion worker, in
 * place of `devicemotion`: QA replays a CSV on any phone or desktop browser with
 * `?sensor=replay&trace=<url>`, and the page's main thread does nothing at all for it.
 */
export class TraceReplay {
  private timer: ReturnType<typeof setInterval> | null = null;
  private samples: MotionSample[] = [];
  private next = 0;
  private start = 0;

  constructor(
    private readonly emit: (t: number, ax: number, ay: number, az: number, gx: number, gy: number, gz: number) => void,
    private readonly onEnd: () => void,
    private readonly now: () => number = () => performance.timeOrigin + performance.now(),
  ) {}

  /** Parses `text` (throws the parser's error naming the line) and starts playing. */
  play(text: string, source: string, opts: ReplayOptions = {}): number {
    this.stop();
    const trace = parseTrace(text, { duplicateTime: 'allow', source });
    this.samples = opts.rateHz ? resample(trace.samples, opts.rateHz, 'hold') : trace.samples;
    const t0 = this.samples[0]?.t ?? 0;
    this.samples = this.samples.map((s) => ({ ...s, t: s.t - t0 }));
    this.next = 0;
    this.start = this.now();
    this.timer = setInterval(() => this.tick(opts.loop ?? false), 8);
    return this.samples.length;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get playing(): boolean {
    return this.timer !== null;
  }

  private tick(loop: boolean): void {
    const now = this.now();
    const elapsed = now - this.start;
    const xs = this.samples;
    while (this.next < xs.length && xs[this.next]!.t <= elapsed) {
      const s = xs[this.next++]!;
      this.emit(this.start + s.t, s.ax, s.ay, s.az, s.gx, s.gy, s.gz);
    }
    if (this.next < xs.length) return;
    if (loop && xs.length > 0) {
      // Start over one median interval after the last sample.
      this.start += xs[xs.length - 1]!.t + (xs.length > 1 ? xs[1]!.t - xs[0]!.t : 16);
      this.next = 0;
      return;
    }
    this.stop();
    this.onEnd();
  }
}
