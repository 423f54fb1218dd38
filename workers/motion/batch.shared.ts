import { STRIDE } from './sample.shared';

/** Messages on the sample port (main thread → motion worker) when there is no shared ring. */
export type SampleMessage =
  /** `count` samples packed in `buf` (transferred). */
  | { kind: 'batch'; buf: ArrayBuffer; count: number }
  /** One sample per message: the "message" variant, kept only for the main-thread benchmark. */
  | { kind: 'sample'; s: Float64Array };

/** A batch goes out once its first sample is this old (ms)… */
export const BATCH_MS = 50;
/** …or when it is full (samples): room for ~0.5 s at 60 Hz if the page stalls. */
export const BATCH_CAPACITY = 32;

/**
 * Packs samples into transferable buffers and sends one every ~50 ms (the path when the page is
 * not cross-origin isolated). Nothing is allocated per sample; each batch gets a fresh 1.8 KiB
 * buffer rather than having the worker send the old one back, which would cost the main thread a
 * message task per batch (the main-thread benchmark measured that as the dearer of the two).
 */
export class SampleBatcher {
  private data: Float64Array;
  private count = 0;
  private first = 0;
  /** Batches sent, for the benchmark. */
  sent = 0;

  constructor(
    private readonly post: (msg: SampleMessage, transfer: ArrayBuffer[]) => void,
    private readonly batchMs = BATCH_MS,
    private readonly capacity = BATCH_CAPACITY,
  ) {
    this.data = new Float64Array(capacity * STRIDE);
  }

  push(t: number, ax: number, ay: number, az: number, gx: number, gy: number, gz: number): void {
    const d = this.data;
    const o = this.count * STRIDE;
    d[o] = t;
    d[o + 1] = ax;
    d[o + 2] = ay;
    d[o + 3] = az;
    d[o + 4] = gx;
    d[o + 5] = gy;
    d[o + 6] = gz;
    if (this.count++ === 0) this.first = t;
    if (this.count === this.capacity || t - this.first >= this.batchMs) this.flush();
  }

  flush(): void {
    if (this.count === 0) return;
    const buf = this.data.buffer as ArrayBuffer;
    this.post({ kind: 'batch', buf, count: this.count }, [buf]);
    this.sent++;
    this.count = 0;
    this.data = new Float64Array(this.capacity * STRIDE);
  }
}
