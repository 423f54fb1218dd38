/**
 * Filters driven by timestamps: a sample's weight depends on the time since the previous one, so the
 * same cut-off holds at 50, 60, 100 or 200 Hz and across dropped or duplicated sensor readings.
 */

/** First-order low-pass with cut-off `hz`. */
export class OnePole {
  private y = NaN;
  constructor(private readonly hz: number) {}

  /** `dtMs` = time since the previous sample; 0 for a duplicate timestamp (it still nudges the output). */
  update(x: number, dtMs: number): number {
    if (Number.isNaN(this.y)) return (this.y = x);
    // Exact discretisation of RC = 1/(2πf): alpha = 1 - e^(-dt/RC). A duplicate stamp gets a 1 ms weight.
    const alpha = 1 - Math.exp((-2 * Math.PI * this.hz * Math.max(dtMs, 1)) / 1000);
    this.y += alpha * (x - this.y);
    return this.y;
  }

  get value(): number {
    return this.y;
  }

  reset(): void {
    this.y = NaN;
  }
}

/** Three first-order low-passes on a vector (e.g. the gravity estimate from the raw acceleration). */
export class OnePole3 {
  private readonly f: readonly [OnePole, OnePole, OnePole];
  constructor(hz: number) {
    this.f = [new OnePole(hz), new OnePole(hz), new OnePole(hz)];
  }

  update(x: number, y: number, z: number, dtMs: number): [number, number, number] {
    return [this.f[0].update(x, dtMs), this.f[1].update(y, dtMs), this.f[2].update(z, dtMs)];
  }

  get value(): [number, number, number] {
    return [this.f[0].value, this.f[1].value, this.f[2].value];
  }

  reset(): void {
    for (const f of this.f) f.reset();
  }
}

/**
 * Second-order Butterworth low-pass for a fixed-rate stream (the detectors' internal grid, see
 * `Regrid`), by the bilinear transform. Sharper than `OnePole` for separating step waves from jitter.
 */
export class Butter2 {
  private readonly b0: number;
  private readonly b1: number;
  private readonly b2: number;
  private readonly a1: number;
  private readonly a2: number;
  private x1 = NaN;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;

  constructor(cutoffHz: number, rateHz: number) {
    const k = Math.tan((Math.PI * cutoffHz) / rateHz);
    const norm = 1 / (1 + Math.SQRT2 * k + k * k);
    this.b0 = k * k * norm;
    this.b1 = 2 * this.b0;
    this.b2 = this.b0;
    this.a1 = 2 * (k * k - 1) * norm;
    this.a2 = (1 - Math.SQRT2 * k + k * k) * norm;
  }

  update(x: number): number {
    // Start settled on the first value instead of ringing up from zero.
    if (Number.isNaN(this.x1)) this.x1 = this.x2 = this.y1 = this.y2 = x;
    const y = this.b0 * x + this.b1 * this.x1 + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }

  reset(): void {
    this.x1 = NaN;
  }
}
