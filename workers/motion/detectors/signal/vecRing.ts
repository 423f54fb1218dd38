/**
 * Fixed-capacity ring of timed 3-vectors (e.g. acceleration on a fixed grid), addressed by the
 * running count of points written: point `k` is kept while `first <= k <= last`. Nothing is
 * allocated after construction, so it can sit on a per-sample path.
 */
export class VecRing {
  readonly t: Float64Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly z: Float64Array;
  private count = 0;

  constructor(readonly size: number) {
    this.t = new Float64Array(size);
    this.x = new Float64Array(size);
    this.y = new Float64Array(size);
    this.z = new Float64Array(size);
  }

  push(t: number, x: number, y: number, z: number): void {
    const i = this.count % this.size;
    this.t[i] = t;
    this.x[i] = x;
    this.y[i] = y;
    this.z[i] = z;
    this.count++;
  }

  /** Index of the newest point (−1 when empty). */
  get last(): number {
    return this.count - 1;
  }

  /** Index of the oldest point still kept. */
  get first(): number {
    return Math.max(0, this.count - this.size);
  }

  /** Slot of point `k` in the arrays (`first <= k <= last`). */
  slot(k: number): number {
    return k % this.size;
  }

  clear(): void {
    this.count = 0;
  }
}
