import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { chooseSource } from '../../../src/engine/sensorSource';
import { DEFAULT_CLIENT_CONFIG } from '../../../src/engine/clientConfig';
import { analyzeColors, rgbToHsv } from '../../../workers/media/colors';
import { centreSquare, DEFAULT_PHOTO_OPTIONS, encodeSchedule } from '../../../workers/media/photoPlan';
import { cropDownscale, scanCrop } from '../../../workers/qr/crop';

function image(w: number, h: number, paint: (x: number, y: number) => [number, number, number]): Uint8ClampedArray {
  const px = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [r, g, b] = paint(x, y);
      px.set([r, g, b, 255], (y * w + x) * 4);
    }
  return px;
}

describe('photo encoding plan', () => {
  it('crops the centre square', () => {
    expect(centreSquare(1600, 1200)).toEqual({ sx: 200, sy: 0, side: 1200 });
    expect(centreSquare(720, 1280)).toEqual({ sx: 0, sy: 280, side: 720 });
  });
  it('steps quality down first, then size, and stops at the smallest size', () => {
    const steps = [...encodeSchedule(DEFAULT_PHOTO_OPTIONS, 2000)];
    expect(steps.slice(0, 5)).toEqual([0.85, 0.75, 0.65, 0.55, 0.45].map((quality) => ({ side: 480, quality })));
    expect(steps[5]).toEqual({ side: 384, quality: 0.85 });
    expect(Math.min(...steps.map((s) => s.side))).toBeGreaterThanOrEqual(DEFAULT_PHOTO_OPTIONS.minSize);
    expect([...encodeSchedule(DEFAULT_PHOTO_OPTIONS, 300)][0]!.side).toBe(300); // never upscales
  });
});

describe('colour analysis (gm121)', () => {
  it('converts RGB to HSV', () => {
    expect(rgbToHsv(255, 0, 0)).toEqual([0, 1, 1]);
    expect(rgbToHsv(0, 255, 0)[0]).toBe(120);
    expect(rgbToHsv(0, 0, 255)[0]).toBe(240);
    expect(rgbToHsv(128, 128, 128)[1]).toBe(0);
  });
  it('histograms hues, counts grey apart, and takes the median of the centre', () => {
    // Left third yellow, the rest a dark grey; a green square in the middle.
    const w = 90,
      h = 60;
    const px = image(w, h, (x, y) => (Math.abs(x - 45) < 13 && Math.abs(y - 30) < 13 ? [0, 200, 0] : x < 30 ? [250, 250, 0] : [40, 40, 40]));
    const a = analyzeColors(px, w, h);
    expect(a.hues).toHaveLength(12);
    expect(a.hues[2]).toBeCloseTo((30 * 60) / (w * h), 3); // yellow, 60°
    expect(a.hues[4]).toBeCloseTo((25 * 25) / (w * h), 3); // green, 120°
    expect(a.achromatic).toBeGreaterThan(0.5);
    expect(a.hues.reduce((s, x) => s + x, 0) + a.achromatic).toBeCloseTo(1, 6);
    expect(a.median).toEqual([0, 200, 0]); // the centre 30×30 is mostly green
    expect(a.dominantHue).toBe(60);
  });
});

describe('QR crop', () => {
  it('takes a centred square of 60 % of the width, at most 400 px out', () => {
    expect(scanCrop(1280, 720)).toEqual({ sx: 280, sy: 0, side: 720, out: 400 }); // 768 would not fit the height
    expect(scanCrop(640, 480)).toEqual({ sx: 128, sy: 48, side: 384, out: 384 });
    expect(scanCrop(720, 1280)).toEqual({ sx: 144, sy: 424, side: 432, out: 400 });
  });
  it('the JS fallback downscale keeps a code readable', () => {
    const text = 'https://party.example/room?rid=AAECAwQFBgcICQoLDA0ODw';
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size + 8,
      px = 10,
      side = n * px;
    const w = 1280,
      h = 720,
      x0 = (w - side) >> 1,
      y0 = (h - side) >> 1;
    const frame = image(w, h, (x, y) => {
      const mx = Math.floor((x - x0) / px) - 4,
        my = Math.floor((y - y0) / px) - 4;
      const inCode = x >= x0 && y >= y0 && mx >= 0 && my >= 0 && mx < qr.modules.size && my < qr.modules.size;
      const v = inCode && qr.modules.get(my, mx) ? 20 : 230;
      return [v, v, v];
    });
    const crop = scanCrop(w, h);
    const small = cropDownscale(frame, w, crop);
    expect(small.length).toBe(400 * 400 * 4);
    expect(jsQR(small, 400, 400, { inversionAttempts: 'dontInvert' })?.data).toBe(text);
  });
});

describe('sensor source choice', () => {
  const qa = { ...DEFAULT_CLIENT_CONFIG, allowSensorReplay: true };
  const base = 'https://party.example/room?rid=x';
  it('uses the ring when isolated, batches otherwise', () => {
    expect(chooseSource('', DEFAULT_CLIENT_CONFIG, true, base)).toEqual({ source: { kind: 'devicemotion' }, pipeline: 'ring', detector: null });
    expect(chooseSource('', DEFAULT_CLIENT_CONFIG, false, base).pipeline).toBe('batch');
  });
  it('replays a trace and runs a detector only when the server allows it', () => {
    const q = '?sensor=replay&trace=/traces/walk.csv&loop=1&detector=steps';
    expect(chooseSource(q, qa, true, base)).toEqual({
      source: { kind: 'replay', url: 'https://party.example/traces/walk.csv', loop: true },
      pipeline: 'ring',
      detector: 'steps',
    });
    expect(chooseSource(q, DEFAULT_CLIENT_CONFIG, true, base)).toEqual({ source: { kind: 'devicemotion' }, pipeline: 'ring', detector: null });
  });
  it('keeps the benchmark variants selectable', () => {
    for (const v of ['message', 'main', 'batch', 'none'] as const)
      expect(chooseSource(`?motionPipeline=${v}`, DEFAULT_CLIENT_CONFIG, true, base).pipeline).toBe(v);
    expect(chooseSource('?motionPipeline=bogus', DEFAULT_CLIENT_CONFIG, true, base).pipeline).toBe('ring');
  });
});
