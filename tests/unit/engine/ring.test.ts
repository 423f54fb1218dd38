import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { SampleRing } from '../../../workers/motion/ring.shared';
import { STRIDE } from '../../../workers/motion/sample.shared';

function push(ring: SampleRing, t: number) {
  ring.push(t, t + 0.1, t + 0.2, t + 0.3, t + 0.4, t + 0.5, t + 0.6);
}

function drain(reader: ReturnType<SampleRing['reader']>): number[] {
  const ts: number[] = [];
  reader.read((d, i) => {
    ts.push(d[i * STRIDE]!);
    expect(d[i * STRIDE + 6]).toBeCloseTo(d[i * STRIDE]! + 0.6);
  });
  return ts;
}

describe('SampleRing', () => {
  it('refuses a capacity that is not a power of two', () => {
    expect(() => SampleRing.create(100)).toThrow(/power of two/);
  });

  it('hands every sample over in order, across many wraps', () => {
    const ring = SampleRing.create(8);
    const reader = ring.reader();
    const seen: number[] = [];
    for (let t = 0; t < 1000; t++) {
      push(ring, t);
      if (t % 5 === 4) seen.push(...drain(reader));
    }
    expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(reader.dropped).toBe(0);
  });

  it('counts what an overflowing writer overwrote and keeps the newest capacity − 1 samples', () => {
    const ring = SampleRing.create(16);
    const reader = ring.reader();
    for (let t = 0; t < 40; t++) push(ring, t);
    expect(reader.lag()).toBe(40);
    const ts: number[] = [];
    const r = reader.read((d, i) => ts.push(d[i * STRIDE]!));
    expect(r).toEqual({ count: 15, dropped: 25 });
    expect(ts).toEqual(Array.from({ length: 15 }, (_, i) => 25 + i));
    for (let t = 40; t < 43; t++) push(ring, t);
    expect(drain(reader)).toEqual([40, 41, 42]);
    expect(reader.dropped).toBe(25);
  });

  it('a reader lagging by capacity − 1 loses nothing; one more and it loses the oldest', () => {
    const ring = SampleRing.create(16);
    const reader = ring.reader();
    for (let t = 0; t < 15; t++) push(ring, t);
    expect(drain(reader)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    for (let t = 15; t < 31; t++) push(ring, t);
    const ts = drain(reader);
    expect(ts[0]).toBe(16);
    expect(ts).toHaveLength(15);
    expect(reader.dropped).toBe(1);
  });

  it('discards slots the writer lapped while the reader was copying', () => {
    const ring = SampleRing.create(8);
    const reader = ring.reader();
    for (let t = 0; t < 7; t++) push(ring, t);
    // A writer that pushes three more while the reader copies (simulated by a getter hook).
    let pushed = false;
    const written = ring.written.bind(ring);
    let calls = 0;
    ring.written = () => {
      calls++;
      if (calls === 2 && !pushed) {
        pushed = true;
        for (let t = 7; t < 10; t++) push(ring, t);
      }
      return written();
    };
    // Samples 7..9 went into the slots of 0..2, and the writer may be filling slot 2 again.
    const ts = drain(reader);
    expect(ts).toEqual([3, 4, 5, 6]);
    expect(reader.dropped).toBe(3);
    ring.written = written;
    expect(drain(reader)).toEqual([7, 8, 9]);
  });

  it('keeps slot order right when the int32 write count wraps', () => {
    const ring = SampleRing.create(4);
    Atomics.store(ring.header, 0, 2 ** 31 - 2); // just before the int32 wrap
    const reader = ring.reader();
    for (let t = 0; t < 6; t++) push(ring, t);
    expect(ring.written()).toBeLessThan(0);
    expect(drain(reader)).toEqual([3, 4, 5]);
    expect(reader.dropped).toBe(3);
    for (let t = 6; t < 9; t++) push(ring, t);
    expect(drain(reader)).toEqual([6, 7, 8]);
  });

  it('never hands over a torn sample while another thread writes flat out', async () => {
    const ring = SampleRing.create(64);
    const reader = new SampleRing(ring.buffer).reader(true);
    const count = 1_000_000;
    const doneFlag = new Int32Array(new SharedArrayBuffer(4));
    const file = new URL('./fixtures/ringWriter.ts', import.meta.url).href;
    const worker = new Worker(`import('tsx/esm/api').then((m) => m.tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))`, {
      eval: true,
      workerData: { buffer: ring.buffer, count, done: doneFlag.buffer },
    });
    let failure: unknown = null;
    worker.once('error', (err) => {
      failure = err;
    });
    let got = 0,
      last = -1,
      torn = 0,
      disorder = 0,
      overlapping = 0;
    const visit = (d: Float64Array, i: number) => {
      const t = d[i * STRIDE]!;
      for (let k = 1; k < STRIDE; k++) if (Math.abs(d[i * STRIDE + k]! - (t + k / 10)) > 1e-9) torn++;
      if (t <= last) disorder++;
      last = t;
      got++;
    };
    // Read in a tight loop on this thread while the other one writes.
    const deadline = Date.now() + 15_000;
    while (Atomics.load(doneFlag, 0) === 0 && failure === null && Date.now() < deadline) {
      if (reader.read(visit).count > 0) overlapping++;
      if (ring.written() === 0) await new Promise((r) => setTimeout(r, 5)); // writer still starting
    }
    reader.read(visit);
    await worker.terminate();
    expect(failure).toBeNull();
    expect(torn).toBe(0);
    expect(disorder).toBe(0);
    expect(got + reader.dropped).toBe(count);
    expect(last).toBe(count - 1);
    expect(overlapping).toBeGreaterThan(0); // the two threads did run at the same time
  });
});
