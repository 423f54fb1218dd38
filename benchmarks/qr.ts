/**
 * QR decoding cost per frame (`npm run bench:qr`): jsQR on the whole camera frame against what the
 * QR worker does, a centred square of 60 % of the width brought down to 400 px first
 * (workers/qr/crop.ts). Printed figures, not a test; `qrFigures()` gives `npm run bench` its part.
 *
 * Two places:
 *  - Node, on generated frames, the crop being the worker's plain-JS fallback, timed on its own so
 *    the two parts can be read apart;
 *  - headless Chromium at 1× and 6× CPU throttling (CDP Emulation.setCPUThrottlingRate, Lighthouse's
 *    low-end phone), the crop as the worker makes it there: OffscreenCanvas `drawImage` of the
 *    frame's ImageBitmap, then jsQR on the 400 px square. Timed on the page's main thread, where the
 *    throttling surely applies: the worker runs the same code on a thread of the same process.
 *
 * Budget: the reader scans one frame every 500 ms (SPEC.md §9), so a scan on a low-end phone must
 * take at most half of that, leaving the worker idle at least half the time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { chromium, type Browser } from 'playwright-core';
import QRCode from 'qrcode';
import { chromiumArgs, chromiumPath } from '../vite.config.ts';
import { cropDownscale, QR_CROP_RATIO, QR_MAX_SIDE, scanCrop } from '../workers/qr/crop';
import { isMain, type Figure } from './report';

const LINK = 'https://party.example:8443/room?rid=AAECAwQFBgcICQoLDA0ODw&lng=ja';
const RUNS = 15;
const SCAN_INTERVAL_MS = 500;

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

const FRAMES = [
  [1280, 720, 320],
  [1920, 1080, 480],
  [1280, 720, 0],
  [1920, 1080, 0],
] as const;

/** The Node table: full frame (both inversion settings), the JS crop and the decode of the crop. */
export function nodeRows(): string[][] {
  const rows: string[][] = [];
  for (const [w, h, code] of FRAMES) {
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
  return rows;
}

/** What the page's functions use of the browser (this file is typed for Node). */
type Bitmap = { readonly width: number };
type Page = {
  jsQR: (d: Uint8ClampedArray, w: number, h: number, o?: object) => { data: string } | null;
  __frame: { rgba: Uint8ClampedArray; bitmap: Bitmap };
  createImageBitmap(data: object): Promise<Bitmap>;
  ImageData: new (data: Uint8ClampedArray, w: number, h: number) => object;
  OffscreenCanvas: new (
    w: number,
    h: number,
  ) => {
    getContext(
      kind: '2d',
      o: object,
    ): { drawImage(b: Bitmap, ...n: number[]): void; getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } | null;
  };
};

export type BrowserQr = { rate: number; width: number; height: number; fullMs: number; cropMs: number; fullFound: boolean; cropFound: boolean };

/** Chromium, at each throttling rate: jsQR on the full frame against the worker's canvas crop + jsQR, per frame. */
export async function browserQr(rates: readonly number[] = [1, 6], given?: Browser): Promise<BrowserQr[]> {
  const browser = given ?? (await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true }));
  const out: BrowserQr[] = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const jsqrFile = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');
    // tsx names the functions it compiles with a `__name` helper; the functions sent to the page need it too.
    await page.addScriptTag({ content: `var __name = (f) => f;\n${readFileSync(jsqrFile, 'utf8')}` });
    const cdp = await context.newCDPSession(page);
    for (const [w, h, code] of FRAMES.filter(([, , c]) => c > 0)) {
      const pixels = Buffer.from(frame(w, h, code).buffer).toString('base64');
      await page.evaluate(
        async ({ pixels, w, h }) => {
          const bytes = Uint8ClampedArray.from(atob(pixels), (c) => c.charCodeAt(0));
          const g = globalThis as unknown as Page;
          g.__frame = { rgba: bytes, bitmap: await g.createImageBitmap(new g.ImageData(bytes, w, h)) };
        },
        { pixels, w, h },
      );
      // The first pass, at 1×, only warms the JIT up.
      for (const [pass, rate] of [1, ...rates].entries()) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const crop = scanCrop(w, h, QR_CROP_RATIO, QR_MAX_SIDE);
        const r = await page.evaluate(
          ({ w, h, crop, runs, link }) => {
            const g = globalThis as unknown as Page;
            // The mean over the runs, not the median: throttling suspends the thread now and then,
            // so a median of short runs would pick the ones it happened not to suspend.
            const mean = (f: () => boolean) => {
              let found = f();
              const t = performance.now();
              for (let i = 0; i < runs; i++) found = f();
              return { ms: (performance.now() - t) / runs, found };
            };
            const full = mean(() => g.jsQR(g.__frame.rgba, w, h)?.data === link);
            // What workers/qr/qr.worker.ts does with a camera frame: crop and scale on a canvas, then jsQR.
            const cropped = mean(() => {
              const canvas = new g.OffscreenCanvas(crop.out, crop.out);
              const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
              ctx.drawImage(g.__frame.bitmap, crop.sx, crop.sy, crop.side, crop.side, 0, 0, crop.out, crop.out);
              const px = ctx.getImageData(0, 0, crop.out, crop.out).data;
              return g.jsQR(px, crop.out, crop.out, { inversionAttempts: 'dontInvert' })?.data === link;
            });
            return { fullMs: full.ms, fullFound: full.found, cropMs: cropped.ms, cropFound: cropped.found };
          },
          { w, h, crop, runs: RUNS, link: LINK },
        );
        if (pass > 0) out.push({ rate, width: w, height: h, ...r });
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    await context.close();
  } finally {
    if (!given) await browser.close();
  }
  return out;
}

/** The issue's QR figures: per frame, the crop against the full frame, at 1× and 6×, in Chromium. */
export async function qrFigures(browser?: Browser): Promise<Figure[]> {
  const rows = await browserQr([1, 6], browser);
  const figures: Figure[] = [];
  for (const r of rows.filter((x) => x.width === 1280)) {
    const group = `QR · ${r.width}×${r.height} frame, ${r.rate}× CPU`;
    const missed = (found: boolean) => (found ? '' : ' (the code was not found)');
    figures.push({ group, name: `jsQR on the full frame${missed(r.fullFound)}`, value: r.fullMs, unit: 'ms' });
    figures.push({
      group,
      name: `the worker's crop + jsQR, 400 px${missed(r.cropFound)}`,
      value: r.cropMs,
      unit: 'ms',
      ...(r.rate === 6 ? { budget: { max: SCAN_INTERVAL_MS / 2 }, note: 'budget: half the 500 ms scan interval' } : {}),
    });
    figures.push({ group, name: 'full frame ÷ crop', value: r.fullMs / r.cropMs, unit: '×' });
  }
  return figures;
}

function print(head: string[], rows: string[][]): void {
  const widths = head.map((x, i) => Math.max(x.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((x) => '-'.repeat(x)).join('  '));
  for (const r of rows) console.log(line(r));
}

if (isMain(import.meta.url)) {
  console.log(`QR decoding, ms per frame (median of ${RUNS}, Node ${process.version}); ✓ decoded, ✗ missed`);
  console.log('crop: centred square of 60 % of the width, area-averaged down to 400 px (JS fallback; OffscreenCanvas in the browser)\n');
  print(['frame', 'jsQR full (default)', 'jsQR full (dontInvert)', 'crop+scale', 'jsQR 400 px', 'worker total', 'speed-up'], nodeRows());
  const rows = await browserQr();
  console.log(`\nHeadless Chromium, ms per frame (mean of ${RUNS}); the crop as the worker makes it there (OffscreenCanvas), then jsQR\n`);
  print(
    ['frame', 'CPU', 'jsQR full (default)', 'crop + jsQR 400 px', 'speed-up'],
    rows.map((r) => [
      `${r.width}×${r.height}`,
      `${r.rate}×`,
      `${r.fullMs.toFixed(1)} ${r.fullFound ? '✓' : '✗'}`,
      `${r.cropMs.toFixed(1)} ${r.cropFound ? '✓' : '✗'}`,
      `${(r.fullMs / r.cropMs).toFixed(1)}×`,
    ]),
  );
}
