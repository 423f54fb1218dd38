import type { RulesClock } from '../../../src/server/live/clock';

/**
 * The rules' clock moved by hand: a test says how much time passes and every deadline that falls
 * due runs, in order, each at its own moment, with no real waiting.
 */
export class ManualClock implements RulesClock {
  private t: number;
  private timers: { at: number; fn: () => void }[] = [];

  constructor(start = Date.now()) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  setTimer(fn: () => void, ms: number): () => void {
    const timer = { at: this.t + Math.max(0, ms), fn };
    this.timers.push(timer);
    return () => void (this.timers = this.timers.filter((x) => x !== timer));
  }

  /** Moves time on by `ms`, running each timer that falls due at its own time. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const next = this.timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.timers = this.timers.filter((x) => x !== next);
      this.t = Math.max(this.t, next.at);
      next.fn();
    }
    this.t = end;
  }
}
