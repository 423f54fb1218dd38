import { centreSquare, DEFAULT_PHOTO_OPTIONS, encodeSchedule, type PhotoOptions, type PhotoResult } from './photoPlan';

export type { PhotoOptions, PhotoResult, PhotoType } from './photoPlan';

/** Encodes `source` (decoded photo) under the limit. Runs where OffscreenCanvas exists. */
export async function encodeUnderLimit(source: ImageBitmap, options: Partial<PhotoOptions> = {}): Promise<PhotoResult> {
  const o = { ...DEFAULT_PHOTO_OPTIONS, ...options };
  const crop = centreSquare(source.width, source.height);
  let type: string = o.type;
  let last: { blob: Blob; side: number; quality: number } | null = null;
  let attempts = 0;
  let canvas: OffscreenCanvas | null = null;
  for (const step of encodeSchedule(o, crop.side)) {
    if (!canvas || canvas.width !== step.side) {
      canvas = new OffscreenCanvas(step.side, step.side);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context on OffscreenCanvas');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(source, crop.sx, crop.sy, crop.side, crop.side, 0, 0, step.side, step.side);
    }
    const blob = await canvas.convertToBlob({ type, quality: step.quality });
    attempts++;
    // A browser without the asked encoder gives PNG: use JPEG from then on.
    if (blob.type !== type && type !== 'image/jpeg') {
      type = 'image/jpeg';
      continue;
    }
    last = { blob, side: step.side, quality: step.quality };
    if (blob.size <= o.limit) break;
  }
  if (!last) throw new Error('could not encode the photo');
  return {
    bytes: await last.blob.arrayBuffer(),
    type: last.blob.type,
    side: last.side,
    quality: last.quality,
    size: last.blob.size,
    attempts,
    fits: last.blob.size <= o.limit,
  };
}
