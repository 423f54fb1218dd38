import { wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaWorkerApi } from '../../../workers/media/media.worker';

const workers: Worker[] = [];
afterEach(() => {
  for (const w of workers.splice(0)) w.terminate();
});

function spawn() {
  const worker = new Worker(new URL('../../../workers/media/media.worker.ts', import.meta.url), { type: 'module' });
  workers.push(worker);
  return wrap<MediaWorkerApi>(worker);
}

/** A camera-like 640×480 frame: a noisy grey room with a coloured object in the middle. */
function cameraFrame(object: string): Promise<ImageBitmap> {
  const c = new OffscreenCanvas(640, 480);
  const ctx = c.getContext('2d')!;
  const img = ctx.createImageData(640, 480);
  let seed = 7;
  for (let i = 0; i < img.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const v = 90 + ((seed >> 16) & 63);
    img.data.set([v, v, v, 255], i);
  }
  ctx.putImageData(img, 0, 0);
  ctx.fillStyle = object;
  ctx.fillRect(220, 140, 200, 200);
  return createImageBitmap(c);
}

describe('gm121: a shot in the media worker', () => {
  it('encodes the frame under the size limit and scores the centre against the target', async () => {
    const media = spawn();
    await media.ready();
    const frame = await cameraFrame('rgb(200, 32, 40)');
    const { photo, analysis } = await media.shoot(frame, {
      target: [200, 32, 40],
      centre: 0.3,
      perfectDeltaE: 3,
      zeroDeltaE: 45,
      photo: { limit: 20_000, size: 320 },
    });
    expect(photo.fits).toBe(true);
    expect(photo.size).toBeLessThanOrEqual(20_000);
    expect(photo.side).toBeLessThanOrEqual(320);
    expect(photo.dataUrl).toMatch(/^data:image\/(webp|jpeg);base64,/);
    for (let k = 0; k < 3; k++) expect(Math.abs(analysis.median[k]! - [200, 32, 40][k]!)).toBeLessThanOrEqual(3);
    expect(analysis.score).toBeGreaterThanOrEqual(95);
  });

  it('a far colour scores low', async () => {
    const media = spawn();
    const frame = await cameraFrame('rgb(20, 170, 220)');
    const { analysis } = await media.shoot(frame, { target: [200, 32, 40], centre: 0.3, perfectDeltaE: 3, zeroDeltaE: 45 });
    expect(analysis.score).toBe(0);
    expect(analysis.deltaE).toBeGreaterThan(45);
  });
});
