/**
 * Turns samples at whatever rate the phone delivers (50–200 Hz, jittery, sometimes duplicated
 * timestamps) into a fixed-rate stream by linear interpolation, so that windowed analyses
 * (autocorrelation, fixed filters) see the same thing at every input rate.
 */
export class Regrid {
  readonly periodMs: number;
  private lastT = NaN;
  private readonly last: Float64Array;
  private nextTick = NaN;
  private readonly out: Float64Array;

  constructor(
    rateHz: number,
    private readonly channels: number,
  ) {
    this.periodMs = 1000 / rateHz;
    this.last = new Float64Array(channels);
    this.out = new Float64Array(channels);
  }

  /** Calls `onTick(tickTime, values)` for every grid tick in (previous t, t]; `values` is reused. */
  push(t: number, v: ArrayLike<number>, onTick: (t: number, values: Float64Array) => void): void {
    if (Number.isNaN(this.lastT)) {
      this.lastT = t;
      for (let c = 0; c < this.channels; c++) this.last[c] = v[c] ?? 0;
      this.nextTick = t;
      this.emit(onTick);
      return;
    }
    if (t <= this.lastT) {
      // Duplicate timestamp (batched delivery): average it into the previous reading.
      for (let c = 0; c < this.channels; c++) this.last[c] = ((this.last[c] ?? 0) + (v[c] ?? 0)) / 2;
      return;
    }
    const t0 = this.lastT;
    const span = t - t0;
    while (this.nextTick <= t) {
      const w = (this.nextTick - t0) / span;
      for (let c = 0; c < this.channels; c++) this.out[c] = (this.last[c] ?? 0) + w * ((v[c] ?? 0) - (this.last[c] ?? 0));
      onTick(this.nextTick, this.out);
      this.nextTick += this.periodMs;
    }
    this.lastT = t;
    for (let c = 0; c < this.channels; c++) this.last[c] = v[c] ?? 0;
  }

  private emit(onTick: (t: number, values: Float64Array) => void): void {
    this.out.set(this.last);
    onTick(this.nextTick, this.out);
    this.nextTick += this.periodMs;
  }

  reset(): void {
    this.lastT = NaN;
    this.nextTick = NaN;
  }
}
