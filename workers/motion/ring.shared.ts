import { STRIDE } from './sample.shared';

/** Header: [0] samples written so far (int32, wraps), [1] capacity in samples. */
const HEADER_BYTES = 16;

/**
 * A single-writer, single-reader ring of motion samples in a `SharedArrayBuffer` (DESIGN.md:
 * the sensor pipeline). The main thread's `devicemotion` listener writes; the motion worker reads.
 * Writing never blocks and never allocates: when the reader falls behind by capacity − 1 samples
 * or more, the oldest samples are overwritten and the reader counts them as dropped (one slot is
 * always possibly being written, so a reader can rely on capacity − 1 of them).
 *
 * The capacity is a power of two so that slot = count & (capacity - 1) stays right when the int32
 * write count wraps (after 2^31 samples: about a year at 60 Hz).
 */
export class SampleRing {
  readonly header: Int32Array;
  readonly data: Float64Array;
  readonly capacity: number;
  private readonly mask: number;

  constructor(readonly buffer: SharedArrayBuffer | ArrayBuffer) {
    this.header = new Int32Array(buffer, 0, 4);
    this.capacity = this.header[1]!;
    if (this.capacity <= 0 || (this.capacity & (this.capacity - 1)) !== 0) throw new Error('SampleRing: not a ring buffer (capacity must be a power of two)');
    this.mask = this.capacity - 1;
    this.data = new Float64Array(buffer, HEADER_BYTES, this.capacity * STRIDE);
  }

  /** A new ring; shared when the page may use `SharedArrayBuffer` (cross-origin isolated). */
  static create(capacity: number, shared = true): SampleRing {
    if (capacity < 2 || (capacity & (capacity - 1)) !== 0) throw new Error('SampleRing: capacity must be a power of two ≥ 2');
    const bytes = HEADER_BYTES + capacity * STRIDE * 8;
    const buffer = shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
    new Int32Array(buffer, 0, 4)[1] = capacity;
    return new SampleRing(buffer);
  }

  /** Samples written so far (int32, wraps). */
  written(): number {
    return Atomics.load(this.header, 0);
  }

  /** Appends one sample. Seven stores and one atomic store: no allocation. */
  push(t: number, ax: number, ay: number, az: number, gx: number, gy: number, gz: number): void {
    const w = Atomics.load(this.header, 0);
    const o = (w & this.mask) * STRIDE;
    const d = this.data;
    d[o] = t;
    d[o + 1] = ax;
    d[o + 2] = ay;
    d[o + 3] = az;
    d[o + 4] = gx;
    d[o + 5] = gy;
    d[o + 6] = gz;
    // The atomic store publishes the plain stores above to a reader that loads the count.
    Atomics.store(this.header, 0, (w + 1) | 0);
  }

  /** A reader from the current write position (`fromStart`: from sample 0). */
  reader(fromStart = false): RingReader {
    return new RingReader(this, fromStart ? 0 : this.written());
  }
}

export type ReadResult = { count: number; dropped: number };

/** The reading end of a `SampleRing`. Copies pending samples out, then checks none was overwritten meanwhile. */
export class RingReader {
  private readonly scratch: Float64Array;
  /** Samples lost to overwriting so far. */
  dropped = 0;

  constructor(
    private readonly ring: SampleRing,
    private next: number,
  ) {
    this.scratch = new Float64Array(ring.capacity * STRIDE);
  }

  /** Samples waiting to be read (may exceed the capacity: the excess is lost). */
  lag(): number {
    return (this.ring.written() - this.next) | 0;
  }

  /**
   * Hands every pending sample, oldest first, to `visit(data, index)` where the sample is
   * `data[index*7 .. index*7+6]`. The data array is reused: copy what you keep.
   */
  read(visit: (data: Float64Array, index: number) => void): ReadResult {
    const { capacity, data } = this.ring;
    const mask = capacity - 1;
    const w = this.ring.written();
    let from = this.next;
    let lag = (w - from) | 0;
    let dropped = 0;
    if (lag < 0) {
      from = w;
      lag = 0;
    } // the ring was reset under us
    // The writer may be filling the slot of sample w − capacity right now: keep at most capacity − 1.
    if (lag > capacity - 1) {
      dropped = lag - (capacity - 1);
      from = (w - capacity + 1) | 0;
      lag = capacity - 1;
    }
    const s = this.scratch;
    for (let i = 0; i < lag; i++) {
      const src = (((from + i) | 0) & mask) * STRIDE;
      const dst = i * STRIDE;
      for (let k = 0; k < STRIDE; k++) s[dst + k] = data[src + k]!;
    }
    // The writer may have lapped the oldest slots while we copied: those copies may be torn. With
    // w2 published, the writer may already be filling slot w2, which holds sample w2 − capacity.
    const w2 = this.ring.written();
    const overwritten = Math.max(0, Math.min(lag, (w2 + 1 - capacity - from) | 0));
    dropped += overwritten;
    this.next = w;
    this.dropped += dropped;
    for (let i = overwritten; i < lag; i++) visit(s, i);
    return { count: lag - overwritten, dropped };
  }
}
