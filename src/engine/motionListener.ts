import { SampleBatcher, type SampleMessage } from '../../workers/motion/batch.shared';
import type { SampleRing } from '../../workers/motion/ring.shared';

/** Writes one sample somewhere: the shared ring, a batch, a message, or (benchmark) a detector. */
export type SampleWriter = (t: number, ax: number, ay: number, az: number, gx: number, gy: number, gz: number) => void;

let detach: (() => void) | null = null;

/**
 * The page's one `devicemotion` listener (DeviceMotionEvent exists only on the window). It reads
 * the event and writes a sample, timestamped on the shared time base; nothing else runs on the
 * main thread per event. Attaching again replaces the previous listener.
 */
export function attachMotionListener(write: SampleWriter): () => void {
  detach?.();
  const origin = performance.timeOrigin;
  const onMotion = (e: DeviceMotionEvent) => {
    const a = e.accelerationIncludingGravity;
    const r = e.rotationRate;
    // rotationRate's alpha, beta, gamma are the rates about device x, y, z: so Chrome, Firefox and
    // Safari report them, and so the spec reads since w3c/deviceorientation#43 (its older wording
    // put alpha about z).
    write(origin + performance.now(), a?.x ?? NaN, a?.y ?? NaN, a?.z ?? NaN, r?.alpha ?? NaN, r?.beta ?? NaN, r?.gamma ?? NaN);
  };
  window.addEventListener('devicemotion', onMotion);
  const off = () => {
    window.removeEventListener('devicemotion', onMotion);
    if (detach === off) detach = null;
  };
  detach = off;
  return off;
}

export function detachMotionListener(): void {
  detach?.();
}

export function ringWriter(ring: SampleRing): SampleWriter {
  return (t, ax, ay, az, gx, gy, gz) => ring.push(t, ax, ay, az, gx, gy, gz);
}

/** Batches to a port, one transferred buffer per ~50 ms. */
export function batchWriter(port: MessagePort): SampleWriter {
  const batcher = new SampleBatcher((msg, transfer) => port.postMessage(msg, transfer));
  return (t, ax, ay, az, gx, gy, gz) => batcher.push(t, ax, ay, az, gx, gy, gz);
}

/** One message per event (allocates per event): only for the benchmark's comparison. */
export function messageWriter(port: MessagePort): SampleWriter {
  return (t, ax, ay, az, gx, gy, gz) => {
    const s = Float64Array.of(t, ax, ay, az, gx, gy, gz);
    const msg: SampleMessage = { kind: 'sample', s };
    port.postMessage(msg, [s.buffer]);
  };
}
