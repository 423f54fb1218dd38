import { transfer } from 'comlink';
import type { MediaWorkerApi, PhotoInput } from '../../workers/media/media.worker';
import type { PhotoOptions, PhotoResult } from '../../workers/media/encode';
import type { ColorAnalysis, ColorOptions } from '../../workers/media/colors';
import type { ShotAnalysis, ShotOptions } from '../../workers/media/shot';
import { clientConfig } from './clientConfig';
import { LazyWorker } from './lazyWorker';

/** The media worker: started when a photo needs work, stopped after 15 s idle. */
export const mediaWorker = new LazyWorker<MediaWorkerApi>(
  () => new Worker(new URL('../../workers/media/media.worker.ts', import.meta.url), { type: 'module', name: 'media' }),
  15_000,
);

export type ProcessedPhoto = PhotoResult & { dataUrl: string };

/**
 * A profile or game photo, cropped to the centre square, resized and encoded under the photo size
 * limit (operator config `server.photoSizeLimit`, default 100 000 bytes) in the media worker.
 */
export async function processPhoto(file: Blob, options: Partial<PhotoOptions> = {}): Promise<ProcessedPhoto> {
  const limit = options.limit ?? (await clientConfig()).photoSizeLimit;
  return mediaWorker.call((w) => w.processPhoto(file, { ...options, limit }));
}

/** Colour histogram and median centre colour (gm121). A bitmap is transferred, a Blob copied. */
export function analyzePhotoColors(input: PhotoInput, options: Partial<ColorOptions> & { maxSide?: number } = {}): Promise<ColorAnalysis> {
  return mediaWorker.call((w) => w.analyzeColors(input instanceof Blob ? input : transfer(input, [input]), options));
}

/**
 * A photo-game shot (gm121) from one camera frame (transferred): the photo under the size limit and
 * the centre's median colour scored against the target, both in the media worker.
 */
export async function shootPhoto(
  frame: ImageBitmap,
  options: ShotOptions & { photo?: Partial<PhotoOptions> },
): Promise<{ photo: ProcessedPhoto; analysis: ShotAnalysis }> {
  const limit = options.photo?.limit ?? (await clientConfig()).photoSizeLimit;
  return mediaWorker.call((w) => w.shoot(transfer(frame, [frame]), { ...options, photo: { ...options.photo, limit } }));
}
