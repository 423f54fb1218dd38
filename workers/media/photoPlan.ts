/**
 * The plan for encoding a photo under a byte limit (SPEC.md §5, §9: photoSizeLimit, default
 * 100 000): centre square crop, resize, then quality and size stepped down until it fits. Pure;
 * `encode.ts` carries it out with OffscreenCanvas in the media worker.
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
  size: 480,
  limit: 100_000,
  type: 'image/webp',
  quality: 0.85,
  minQuality: 0.45,
  qualityStep: 0.1,
  shrink: 0.8,
  minSize: 96,
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
