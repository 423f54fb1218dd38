/**
 * QR decoding cost per frame (`npm run bench:qr`): jsQR on the whole camera frame against what the
 * QR worker does, a centred square of 60 % of the width brought down to 400 px first
 * (workers/qr/crop.ts). Runs in Node on generated frames; printed figures, not a test.
 *
 * In the browser the worker crops and scales with OffscreenCanvas (native code); here the crop is
 * the worker's plain-JS fallback, timed on its own so the two parts can be read apart.
 */
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { cropDownscale, scanCrop } from '../workers/qr/crop';

const LINK = 'https://party.example:8443/room?rid=AAECAwQFBgcICQoLDA0ODw&lng=ja';
const RUNS = 15;

/** A camera-like frame: a lit grey gradient with sensor noise, and the code in the middle when `codePx` > 0. */
function frame(width: number, height: number, codePx: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  let x = 12345;
  for (let y = 0; y < height; y++) {
    for (let i = 0; i < width; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      const v = 150 + (40 * i) / width - (30 * y) / height + ((x >>> 24) % 17) - 8;
      const p = (y * width + i) * 4;
      rgba[p] = v;
      rgba[p + 1] = v;
      rgba[p + 2] = v;
      rgba[p + 3] = 255;
    }
  }
  if (codePx > 0) {
    const qr = QRCode.create(LINK, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size + 8; // 4 modules of quiet zone each side
    const scale = codePx / n;
    const x0 = Math.round((width - codePx) / 2),
      y0 = Math.round((height - codePx) / 2);
    for (let y = 0; y < codePx; y++) {
      for (let i = 0; i < codePx; i++) {
        const mx = Math.floor(i / scale) - 4,
          my = Math.floor(y / scale) - 4;
        const dark = mx >= 0 && my >= 0 && mx < qr.modules.size && my < qr.modules.size && qr.modules.get(my, mx) === 1;
        const p = ((y0 + y) * width + x0 + i) * 4;
        const v = dark ? 35 : 225;
        rgba[p] = v;
        rgba[p + 1] = v;
        rgba[p + 2] = v;
      }
    }
  }
  return rgba;
}

function time<T>(f: () => T): { ms: number; value: T } {
  let value = f(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    value = f();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { ms: times[times.length >> 1]!, value };
}

const rows: string[][] = [];
for (const [w, h, code] of [
  [1280, 720, 320],
  [1920, 1080, 480],
  [1280, 720, 0],
  [1920, 1080, 0],
] as const) {
  const rgba = frame(w, h, code);
  const label = `${w}×${h} ${code ? `code ${code} px` : 'no code'}`;
  const fullBoth = time(() => jsQR(rgba, w, h));
  const fullPlain = time(() => jsQR(rgba, w, h, { inversionAttempts: 'dontInvert' }));
  const crop = scanCrop(w, h);
  const scaled = time(() => cropDownscale(rgba, w, crop));
  const small = time(() => jsQR(scaled.value, crop.out, crop.out, { inversionAttempts: 'dontInvert' }));
  const ok = (r: { value: { data: string } | null }) => (code ? (r.value?.data === LINK ? '✓' : '✗') : r.value ? 'false +' : '–');
  rows.push([
    label,
    `${fullBoth.ms.toFixed(1)} ${ok(fullBoth)}`,
    `${fullPlain.ms.toFixed(1)} ${ok(fullPlain)}`,
    scaled.ms.toFixed(1),
    `${small.ms.toFixed(1)} ${ok(small)}`,
    (scaled.ms + small.ms).toFixed(1),
    `${(fullBoth.ms / (scaled.ms + small.ms)).toFixed(1)}×`,
  ]);
}

console.log(`QR decoding, ms per frame (median of ${RUNS}, Node ${process.version}); ✓ decoded, ✗ missed`);
console.log('crop: centred square of 60 % of the width, area-averaged down to 400 px (JS fallback; OffscreenCanvas in the browser)\n');
const head = ['frame', 'jsQR full (default)', 'jsQR full (dontInvert)', 'crop+scale', 'jsQR 400 px', 'worker total', 'speed-up'];
const widths = head.map((x, i) => Math.max(x.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(line(head));
console.log(widths.map((x) => '-'.repeat(x)).join('  '));
for (const r of rows) console.log(line(r));
