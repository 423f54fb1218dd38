/**
 * Photo encoding under a byte limit (SPEC.md §5, §9: photoSizeLimit, default 100 000), with
 * OffscreenCanvas in the media worker: centre square crop, resize, then quality and size stepped
 * down until the encoded photo fits.
 */
export type PhotoType = 'image/webp' | 'image/jpeg';

export type PhotoOptions = {
  /** Longest side of the square output to start from (px). */
  size: number;
  /** Encoded size limit in bytes. */
  limit: number;
  type: PhotoType;
  /** Quality to start from, the lowest to try before shrinking, and the step. */
  quality: number;
  minQuality: number;
  qualityStep: number;
  /** Side shrink factor when the lowest quality is still too big, and the smallest side to try. */
  shrink: number;
  minSize: number;
};

export const DEFAULT_PHOTO_OPTIONS: PhotoOptions = {
  size: 480, limit: 100_000, type: 'image/webp', quality: 0.85, minQuality: 0.45, qualityStep: 0.1, shrink: 0.8, minSize: 96,
};

export type PhotoResult = {
  bytes: ArrayBuffer;
  /** What the browser actually encoded (Safari has no WebP encoder: JPEG then). */
  type: string;
  side: number;
  quality: number;
  size: number;
  /** Encodes tried before it fitted. */
  attempts: number;
  fits: boolean;
};

/** The centre square of a `width` × `height` image. */
export function centreSquare(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side };
}

/** The quality/size schedule the encoder walks, in order (pure: tested in Node). */
export function* encodeSchedule(o: PhotoOptions, sourceSide: number): Generator<{ side: number; quality: number }> {
  let side = Math.min(o.size, sourceSide);
  for (;;) {
    for (let q = o.quality; q >= o.minQuality - 1e-9; q -= o.qualityStep) yield { side, quality: Math.round(q * 100) / 100 };
    const next = Math.floor(side * o.shrink);
    if (next < o.minSize) return;
    side = next;
  }
}

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
    if (blob.type !== type && type !== 'image/jpeg') { type = 'image/jpeg'; continue; }
    last = { blob, side: step.side, quality: step.quality };
    if (blob.size <= o.limit) break;
  }
  if (!last) throw new Error('could not encode the photo');
  return {
    bytes: await last.blob.arrayBuffer(), type: last.blob.type, side: last.side, quality: last.quality,
    size: last.blob.size, attempts, fits: last.blob.size <= o.limit,
  };
}
