/// <reference lib="webworker" />
import { expose, transfer } from 'comlink';
import { analyzeColors, type ColorAnalysis, type ColorOptions } from './colors';
import { encodeUnderLimit, type PhotoOptions, type PhotoResult } from './encode';
import { analyzeShot, type ShotAnalysis, type ShotOptions } from './shot';

/** A photo as the page hands it over: a file from the camera or gallery, or a frame (transferred). */
export type PhotoInput = Blob | ImageBitmap;

function pixels(bitmap: ImageBitmap, maxSide: number): { data: Uint8ClampedArray; w: number; h: number } {
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const w = Math.max(1, Math.round(bitmap.width * scale)),
    h = Math.max(1, Math.round(bitmap.height * scale));
  const ctx = new OffscreenCanvas(w, h).getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2d context on OffscreenCanvas');
  ctx.drawImage(bitmap, 0, 0, w, h);
  return { data: ctx.getImageData(0, 0, w, h).data, w, h };
}

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
      const { data, w, h } = pixels(bitmap, options.maxSide ?? 160);
      return analyzeColors(data, w, h, options);
    } finally {
      bitmap.close();
    }
  },
  /**
   * A photo-game shot from one camera frame (gm121): the centre square encoded under the photo
   * size limit, and the centre's median colour scored against the target (CIEDE2000, 0–100).
   */
  async shoot(
    input: PhotoInput,
    options: ShotOptions & { photo?: Partial<PhotoOptions>; maxSide?: number },
  ): Promise<{ photo: PhotoResult & { dataUrl: string }; analysis: ShotAnalysis }> {
    const bitmap = await decode(input);
    try {
      const { data, w, h } = pixels(bitmap, options.maxSide ?? 160);
      const analysis = analyzeShot(data, w, h, options);
      const r = await encodeUnderLimit(bitmap, options.photo);
      const dataUrl = new FileReaderSync().readAsDataURL(new Blob([r.bytes], { type: r.type }));
      return transfer({ photo: { ...r, dataUrl }, analysis }, [r.bytes]);
    } finally {
      bitmap.close();
    }
  },
};

export type MediaWorkerApi = typeof api;
expose(api);
