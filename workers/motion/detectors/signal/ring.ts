/** Fixed-size ring of numbers: the last `size` values of a fixed-rate stream, oldest first. */
export class Ring {
  private readonly buf: Float64Array;
  private head = 0;
  private count = 0;

  constructor(readonly size: number) {
    this.buf = new Float64Array(size);
  }

  push(x: number): void {
    this.buf[this.head] = x;
    this.head = (this.head + 1) % this.size;
    if (this.count < this.size) this.count++;
  }

  get length(): number {
    return this.count;
  }

  /** The i-th value, 0 = oldest kept. */
  at(i: number): number {
    return this.buf[(this.head - this.count + i + 2 * this.size) % this.size] ?? 0;
  }

  /** Copies the kept values, oldest first, into `out` (at least `length` long); returns the count. */
  copyTo(out: Float64Array): number {
    for (let i = 0; i < this.count; i++) out[i] = this.at(i);
    return this.count;
  }

  clear(): void {
    this.head = 0;
    this.count = 0;
  }
}
