import { wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaWorkerApi } from '../../workers/media/media.worker';
import { LazyWorker } from '../../src/engine/lazyWorker';

const workers: Worker[] = [];
afterEach(() => {
  for (const w of workers.splice(0)) w.terminate();
});

function spawn() {
  const worker = new Worker(new URL('../../workers/media/media.worker.ts', import.meta.url), { type: 'module' });
  workers.push(worker);
  return wrap<MediaWorkerApi>(worker);
}

/** A camera-sized photo full of noise: the hardest case for an encoder (PNG, several MB). */
async function noisyPhoto(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  const img = ctx.createImageData(width, height);
  let seed = 12345;
  for (let i = 0; i < img.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    img.data[i] = seed & 255;
    img.data[i + 1] = (seed >> 8) & 255;
    img.data[i + 2] = (seed >> 16) & 255;
    img.data[i + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

async function halves(width: number, height: number, left: string, right: string): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = left;
  ctx.fillRect(0, 0, width / 2, height);
  ctx.fillStyle = right;
  ctx.fillRect(width / 2, 0, width / 2, height);
  return canvas.convertToBlob({ type: 'image/png' });
}

describe('media worker through Comlink', () => {
  it('crops, resizes and encodes a large noisy photo under the 100 000-byte limit', async () => {
    const media = spawn();
    await media.ready();
    const photo = await noisyPhoto(1600, 1200);
    expect(photo.size).toBeGreaterThan(1_000_000);
    const r = await media.processPhoto(photo, { limit: 100_000 });
    expect(r.fits).toBe(true);
    expect(r.size).toBeLessThanOrEqual(100_000);
    expect(r.bytes.byteLength).toBe(r.size);
    expect(r.type).toBe('image/webp');
    expect(r.side).toBeLessThanOrEqual(480);
    expect(r.dataUrl.startsWith('data:image/webp;base64,')).toBe(true);
    // The result decodes to a square.
    const back = await createImageBitmap(new Blob([r.bytes], { type: r.type }));
    expect(back.width).toBe(back.height);
    expect(back.width).toBe(r.side);
  });

  it('steps quality, then size, down until a tight limit fits', async () => {
    const media = spawn();
    const photo = await noisyPhoto(800, 600);
    const r = await media.processPhoto(photo, { limit: 8_000, type: 'image/jpeg' });
    expect(r.fits).toBe(true);
    expect(r.size).toBeLessThanOrEqual(8_000);
    expect(r.type).toBe('image/jpeg');
    expect(r.attempts).toBeGreaterThan(1);
    expect(r.side).toBeLessThan(480);
  });

  it('says when even the smallest photo does not fit', async () => {
    const media = spawn();
    const r = await media.processPhoto(await noisyPhoto(400, 400), { limit: 200, minSize: 200 });
    expect(r.fits).toBe(false);
    expect(r.size).toBeGreaterThan(200);
  });

  it('measures the hue histogram and the median centre colour', async () => {
    const media = spawn();
    const a = await media.analyzeColors(await halves(400, 300, '#ff0000', '#0000ff'));
    expect(a.hues[0]).toBeCloseTo(0.5, 1); // red
    expect(a.hues[8]).toBeCloseTo(0.5, 1); // blue (240°)
    expect(a.achromatic).toBeLessThan(0.01);
    const grey = await media.analyzeColors(await halves(300, 300, '#808080', '#808080'));
    expect(grey.dominantHue).toBeNull();
    expect(grey.median).toEqual([128, 128, 128]);
  });
});

describe('on-demand lifecycle', () => {
  it('starts on the first call, shares the worker, and stops when idle', async () => {
    const lazy = new LazyWorker<MediaWorkerApi>(() => new Worker(new URL('../../workers/media/media.worker.ts', import.meta.url), { type: 'module' }), 150);
    expect(lazy.running).toBe(false);
    const photo = await halves(64, 64, '#00ff00', '#00ff00');
    const [a, b] = await Promise.all([lazy.call((w) => w.analyzeColors(photo)), lazy.call((w) => w.analyzeColors(photo))]);
    expect(a.dominantHue).toBe(120);
    expect(b.dominantHue).toBe(120);
    expect(lazy.starts).toBe(1);
    expect(lazy.running).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(lazy.running).toBe(false);
    await lazy.call((w) => w.analyzeColors(photo));
    expect(lazy.starts).toBe(2);
    lazy.stop();
  });
});
