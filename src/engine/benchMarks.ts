import { motion } from './motion';

/**
 * The benchmarks' markers on the phone page (only in the pages `npm run bench` builds: every call
 * sits behind `if (BENCH_MARKS)`, which production builds drop). The latencies land in
 * `window.__benchMarks`, which benchmarks/games/ reads.
 */
type Marks = { detector: number[] };

function marks(): Marks {
  const w = window as unknown as { __benchMarks?: Marks };
  w.__benchMarks ??= { detector: [] };
  return w.__benchMarks;
}

/**
 * Runs `done` once the frame after now has been painted: a message posted from inside the next
 * animation frame is handled after that frame's rendering.
 */
export function afterNextPaint(done: (at: number) => void): void {
  requestAnimationFrame(() => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      done(performance.timeOrigin + performance.now());
    };
    port2.postMessage(null);
  });
}

/**
 * The detector events after number `seen` have been handed to the game: each one's latency, from
 * the sample that made the detector find it (its time on the shared base) to the painted frame
 * after its handler ran.
 */
export function markDetectorEvents(seen: number): void {
  const from: number[] = [];
  for (const r of motion.recent as readonly ({ seq: number; sampleT?: number } | null)[])
    if (r && r.seq > seen && r.sampleT !== undefined) from.push(r.sampleT);
  if (from.length) afterNextPaint((at) => marks().detector.push(...from.map((t) => at - t)));
}
