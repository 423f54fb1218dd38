import { transfer } from 'comlink';
import { mediaWorker } from '../../../engine/media';

/**
 * The drawing pad's note as a small image: the canvas is copied into a bitmap (transferred, no
 * pixels read on the main thread) and the media worker shrinks and encodes it as WebP under
 * `maxBytes` (its `processPhoto`, the same encoder as profile photos). Resolves with the data URL.
 */
export async function encodeNote(canvas: HTMLCanvasElement, note: { size: number; maxBytes: number }): Promise<string> {
  const bitmap = await createImageBitmap(canvas);
  const r = await mediaWorker.call((w) =>
    w.processPhoto(transfer(bitmap, [bitmap]), {
      size: note.size,
      limit: note.maxBytes,
      type: 'image/webp',
      quality: 0.75,
      minQuality: 0.3,
      qualityStep: 0.15,
      shrink: 0.8,
      minSize: 48,
    }),
  );
  return r.dataUrl;
}

/** SPEC.md "saved data URLs": the notes this phone drew, by customer (-1 the practice), kept for this page's life. */
export const savedNotes = new Map<number, string>();
