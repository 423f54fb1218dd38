import { transfer, wrap } from 'comlink';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';
import type { QrWorkerApi } from '../../workers/qr/qr.worker';

const workers: Worker[] = [];
afterEach(() => {
  for (const w of workers.splice(0)) w.terminate();
});

function spawn() {
  const worker = new Worker(new URL('../../workers/qr/qr.worker.ts', import.meta.url), { type: 'module' });
  workers.push(worker);
  return wrap<QrWorkerApi>(worker);
}

const LINK = 'https://party.example/room?rid=AAECAwQFBgcICQoLDA0ODw';

/** A 1280×720 "camera frame": grey, with the QR code printed in the middle at `px` pixels. */
async function frame(text: string | null, px = 300): Promise<OffscreenCanvas> {
  const canvas = new OffscreenCanvas(1280, 720);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#9a9a9a';
  ctx.fillRect(0, 0, 1280, 720);
  if (text) {
    const qr = document.createElement('canvas');
    await QRCode.toCanvas(qr, text, { width: px, margin: 2 });
    ctx.drawImage(qr, (1280 - px) / 2, (720 - px) / 2);
  }
  return canvas;
}

describe('QR worker through Comlink', () => {
  it('decodes a code in the middle of a transferred ImageBitmap frame, with jsQR on a downscaled crop', async () => {
    const qr = spawn();
    await qr.ready();
    const bitmap = await createImageBitmap(await frame(LINK));
    const r = await qr.scan(transfer(bitmap, [bitmap]), { native: false });
    expect(r).toMatchObject({ text: LINK, engine: 'jsqr', side: 400 });
    expect(bitmap.width).toBe(0); // transferred, not copied
  });

  it('decodes raw RGBA pixels too (the JS crop and downscale)', async () => {
    const qr = spawn();
    const canvas = await frame(LINK, 360);
    const img = canvas.getContext('2d')!.getImageData(0, 0, 1280, 720);
    const r = await qr.scan(transfer({ data: img.data.buffer, width: 1280, height: 720 }, [img.data.buffer]), { native: false });
    expect(r.text).toBe(LINK);
  });

  it('finds nothing in a frame without a code, and nothing outside the 60 % crop', async () => {
    const qr = spawn();
    const empty = await createImageBitmap(await frame(null));
    expect((await qr.scan(transfer(empty, [empty]))).text).toBeNull();
    // A code in the corner, outside the centre square, is not looked at.
    const canvas = await frame(null);
    const code = document.createElement('canvas');
    await QRCode.toCanvas(code, LINK, { width: 200, margin: 2 });
    canvas.getContext('2d')!.drawImage(code, 10, 10);
    const corner = await createImageBitmap(canvas);
    expect((await qr.scan(transfer(corner, [corner]), { native: false })).text).toBeNull();
  });

  it('uses the native BarcodeDetector where the worker has one', async () => {
    const qr = spawn();
    const bitmap = await createImageBitmap(await frame(LINK));
    const r = await qr.scan(transfer(bitmap, [bitmap]));
    const hasNative = await new Promise<boolean>((resolve) => {
      const w = new Worker(URL.createObjectURL(new Blob(['postMessage("BarcodeDetector" in self)'], { type: 'text/javascript' })));
      w.onmessage = (e) => {
        resolve(e.data as boolean);
        w.terminate();
      };
    });
    expect(r.engine).toBe(hasNative ? 'native' : 'jsqr');
    // Whichever engine read it, a clean frame gives the link.
    expect(r.text).toBe(LINK);
  });
});
