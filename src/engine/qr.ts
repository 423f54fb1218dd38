import { transfer } from 'comlink';
import type { QrOptions, QrResult, QrWorkerApi } from '../../workers/qr/qr.worker';
import { LazyWorker } from './lazyWorker';

/** The QR worker: started by the reading view's first scan, stopped 5 s after the last. */
export const qrWorker = new LazyWorker<QrWorkerApi>(
  () => new Worker(new URL('../../workers/qr/qr.worker.ts', import.meta.url), { type: 'module', name: 'qr' }),
  5_000,
);

/**
 * Scans the current video frame (the reading view calls this every 500 ms, SPEC.md §9). The frame
 * is grabbed as an ImageBitmap and transferred; cropping and decoding happen in the worker.
 */
export async function scanVideoFrame(video: HTMLVideoElement, options: QrOptions = {}): Promise<QrResult | null> {
  if (video.readyState < 2 || video.videoWidth === 0) return null;
  const frame = await createImageBitmap(video);
  return qrWorker.call((w) => w.scan(transfer(frame, [frame]), options));
}

/** Scans an image already in hand (a file, a canvas). */
export async function scanImage(source: ImageBitmapSource, options: QrOptions = {}): Promise<QrResult> {
  const frame = await createImageBitmap(source);
  return qrWorker.call((w) => w.scan(transfer(frame, [frame]), options));
}
