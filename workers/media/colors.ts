/**
 * Colour measures for the photo game (gm121), pure so Node tests run them on synthetic pixels:
 * a hue histogram of the whole photo and the median colour of its centre.
 */
export type ColorAnalysis = {
  /** Share of chromatic pixels per hue bin (bin 0 centred on red, going through yellow, green, blue); sums with `achromatic` to 1. */
  hues: number[];
  /** Share of pixels too grey, dark or light to have a hue. */
  achromatic: number;
  /** Per-channel median of the centre square (`centre` of the shorter side), [r, g, b] 0–255. */
  median: [number, number, number];
  /** The fullest hue bin's centre in degrees, or null when the photo is mostly grey. */
  dominantHue: number | null;
};

export type ColorOptions = { bins: number; centre: number; minSaturation: number; minValue: number };
export const DEFAULT_COLOR_OPTIONS: ColorOptions = { bins: 12, centre: 0.5, minSaturation: 0.25, minValue: 0.2 };

/** Hue in degrees [0, 360), saturation and value in [0, 1]. */
export function rgbToHsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b),
    d = max - min;
  const v = max / 255;
  const s = max === 0 ? 0 : d / max;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return [h, s, v];
}

function channelMedian(counts: Uint32Array, n: number): number {
  let acc = 0;
  const half = n / 2;
  for (let i = 0; i < 256; i++) {
    acc += counts[i]!;
    if (acc >= half) return i;
  }
  return 255;
}

/** `rgba`: 4 bytes per pixel, row by row, `width` × `height`. */
export function analyzeColors(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, options: Partial<ColorOptions> = {}): ColorAnalysis {
  const o = { ...DEFAULT_COLOR_OPTIONS, ...options };
  const bins = new Float64Array(o.bins);
  let grey = 0;
  const n = width * height;
  const binWidth = 360 / o.bins;
  for (let i = 0; i < n; i++) {
    const p = i * 4;
    const [h, s, v] = rgbToHsv(rgba[p]!, rgba[p + 1]!, rgba[p + 2]!);
    if (s < o.minSaturation || v < o.minValue) grey++;
    else bins[Math.floor(((h + binWidth / 2) % 360) / binWidth)]!++;
  }
  const side = Math.max(1, Math.round(Math.min(width, height) * o.centre));
  const x0 = Math.floor((width - side) / 2),
    y0 = Math.floor((height - side) / 2);
  const cr = new Uint32Array(256),
    cg = new Uint32Array(256),
    cb = new Uint32Array(256);
  for (let y = y0; y < y0 + side; y++) {
    for (let x = x0; x < x0 + side; x++) {
      const p = (y * width + x) * 4;
      cr[rgba[p]!]!++;
      cg[rgba[p + 1]!]!++;
      cb[rgba[p + 2]!]!++;
    }
  }
  const m = side * side;
  let best = -1,
    bestCount = 0;
  bins.forEach((c, i) => {
    if (c > bestCount) {
      bestCount = c;
      best = i;
    }
  });
  const total = Math.max(1, n);
  return {
    hues: Array.from(bins, (c) => c / total),
    achromatic: grey / total,
    median: [channelMedian(cr, m), channelMedian(cg, m), channelMedian(cb, m)],
    dominantHue: best >= 0 && bestCount > grey * 0.25 ? best * binWidth : null,
  };
}
