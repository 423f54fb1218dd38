/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import { analyzeColors, type ColorAnalysis, type ColorOptions } from './colors';
import { encodeUnderLimit, type PhotoOptions, type PhotoResult } from './encode';

/** A photo as the page hands it over: a file from the camera or gallery, or a frame (transferred). */
export type PhotoInput = Blob | ImageBitmap;

async function decode(input: PhotoInput): Promise<ImageBitmap> {
  if (input instanceof Blob) return createImageBitmap(input, { imageOrientation: 'from-image' });
  return input;
}

/**
 * The media worker (STYLE.md #1): started on demand by the page and stopped when idle
 * (src/engine/media.ts). Decoding, cropping, resizing and encoding never touch the main thread.
 */
const api = {
  ready(): true {
    return true;
  },
  /** Decode, centre-square crop, resize and encode under `limit` bytes; the bytes come back transferred. */
  async processPhoto(input: PhotoInput, options: Partial<PhotoOptions> = {}): Promise<PhotoResult & { dataUrl: string }> {
    const bitmap = await decode(input);
    try {
      const r = await encodeUnderLimit(bitmap, options);
      const dataUrl = new FileReaderSync().readAsDataURL(new Blob([r.bytes], { type: r.type }));
      return transfer({ ...r, dataUrl }, [r.bytes]);
    } finally {
      bitmap.close();
    }
  },
  /** Hue histogram and the median colour of the centre, for the photo game (gm121). */
  async analyzeColors(input: PhotoInput, options: Partial<ColorOptions> & { maxSide?: number } = {}): Promise<ColorAnalysis> {
    const bitmap = await decode(input);
    try {
      const scale = Math.min(1, (options.maxSide ?? 160) / Math.max(bitmap.width, bitmap.height));
      const w = Math.max(1, Math.round(bitmap.width * scale)),
        h = Math.max(1, Math.round(bitmap.height * scale));
      const ctx = new OffscreenCanvas(w, h).getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('no 2d context on OffscreenCanvas');
      ctx.drawImage(bitmap, 0, 0, w, h);
      return analyzeColors(ctx.getImageData(0, 0, w, h).data, w, h, options);
    } finally {
      bitmap.close();
    }
  },
};

export type MediaWorkerApi = typeof api;
expose(api);
