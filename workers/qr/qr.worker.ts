/// <reference lib="webworker" />
import { expose } from 'comlink';
import jsQR from 'jsqr';
import { cropDownscale, scanCrop, type Crop } from './crop';

/** A camera frame, transferred: an ImageBitmap (`createImageBitmap(video)`) or raw RGBA pixels. */
export type QrFrame = ImageBitmap | { data: ArrayBuffer; width: number; height: number };
export type QrOptions = { cropRatio?: number; maxSide?: number; /** false: jsQR even where a native detector exists. */ native?: boolean };
export type QrResult = { text: string | null; engine: 'native' | 'jsqr'; side: number; ms: number };

type NativeDetector = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
type DetectorCtor = { new (o: { formats: string[] }): NativeDetector; getSupportedFormats(): Promise<string[]> };

let native: Promise<NativeDetector | null> | null = null;

/** The browser's BarcodeDetector, when it exists in workers and knows QR codes (Chrome on Android, Safari 17+). */
function nativeDetector(): Promise<NativeDetector | null> {
  native ??= (async () => {
    const Ctor = (self as unknown as { BarcodeDetector?: DetectorCtor }).BarcodeDetector;
    if (!Ctor) return null;
    try {
      return (await Ctor.getSupportedFormats()).includes('qr_code') ? new Ctor({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return native;
}

/** The crop, downscaled, as pixels (and as a canvas for the native detector). */
function pixels(frame: QrFrame, crop: Crop): { rgba: Uint8ClampedArray; canvas: OffscreenCanvas | null } {
  if (!(frame instanceof ImageBitmap)) return { rgba: cropDownscale(new Uint8ClampedArray(frame.data), frame.width, crop), canvas: null };
  const canvas = new OffscreenCanvas(crop.out, crop.out);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2d context on OffscreenCanvas');
  ctx.drawImage(frame, crop.sx, crop.sy, crop.side, crop.side, 0, 0, crop.out, crop.out);
  return { rgba: ctx.getImageData(0, 0, crop.out, crop.out).data, canvas };
}

/**
 * The QR worker (STYLE.md #1), started on demand and stopped when idle (src/engine/qr.ts). Each
 * scan decodes one frame: a centred square of 60 % of the width, downscaled to ~400 px.
 */
const api = {
  ready(): true {
    return true;
  },
  async scan(frame: QrFrame, opts: QrOptions = {}): Promise<QrResult> {
    const start = performance.now();
    const crop = scanCrop(frame.width, frame.height, opts.cropRatio, opts.maxSide);
    try {
      const detector = opts.native === false ? null : await nativeDetector();
      if (detector && frame instanceof ImageBitmap) {
        const { canvas } = pixels(frame, crop);
        const found = await detector.detect(canvas!);
        return { text: found[0]?.rawValue ?? null, engine: 'native', side: crop.out, ms: performance.now() - start };
      }
      const { rgba } = pixels(frame, crop);
      const code = jsQR(rgba, crop.out, crop.out, { inversionAttempts: 'dontInvert' });
      return { text: code?.data ?? null, engine: 'jsqr', side: crop.out, ms: performance.now() - start };
    } finally {
      if (frame instanceof ImageBitmap) frame.close();
    }
  },
};

export type QrWorkerApi = typeof api;
expose(api);
