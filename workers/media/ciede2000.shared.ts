/**
 * Colour distance for the photo game (gm121): sRGB to CIELAB (D65) and the CIEDE2000 colour
 * difference (Sharma, Wu, Dalal 2005, "The CIEDE2000 color-difference formula: implementation
 * notes, supplementary test data, and mathematical observations"). Pure: the media worker scores a
 * shot with it, gm121's rules on the server score the reported centre colour again, tests run it
 * on the paper's test pairs.
 */
export type Lab = [number, number, number];
export type Rgb = [number, number, number];

const D65 = [0.95047, 1, 1.08883] as const;

function linear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function f(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116;
}

/** An sRGB colour (0–255 per channel) in CIELAB under D65. */
export function rgbToLab([r8, g8, b8]: Rgb): Lab {
  const r = linear(r8),
    g = linear(g8),
    b = linear(b8);
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / D65[0];
  const y = (0.2126729 * r + 0.7151522 * g + 0.072175 * b) / D65[1];
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / D65[2];
  const fx = f(x),
    fy = f(y),
    fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const deg = (r: number) => (r * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;
const POW25_7 = 25 ** 7;

/** CIEDE2000 ΔE00 between two CIELAB colours (kL = kC = kH = 1). */
export function ciede2000([L1, a1, b1]: Lab, [L2, a2, b2]: Lab): number {
  const C1 = Math.hypot(a1, b1),
    C2 = Math.hypot(a2, b2);
  const Cbar7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + POW25_7)));
  const a1p = (1 + G) * a1,
    a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1),
    C2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const h = deg(Math.atan2(b, a));
    return h < 0 ? h + 360 : h;
  };
  const h1p = hue(b1, a1p),
    h2p = hue(b2, a2p);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(rad(dhp / 2));
  const Lbarp = (L1 + L2) / 2;
  const Cbarp = (C1p + C2p) / 2;
  let hbarp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hbarp = (h1p + h2p) / 2;
    else hbarp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T = 1 - 0.17 * Math.cos(rad(hbarp - 30)) + 0.24 * Math.cos(rad(2 * hbarp)) + 0.32 * Math.cos(rad(3 * hbarp + 6)) - 0.2 * Math.cos(rad(4 * hbarp - 63));
  const dTheta = 30 * Math.exp(-(((hbarp - 275) / 25) ** 2));
  const Cbarp7 = Cbarp ** 7;
  const Rc = 2 * Math.sqrt(Cbarp7 / (Cbarp7 + POW25_7));
  const Sl = 1 + (0.015 * (Lbarp - 50) ** 2) / Math.sqrt(20 + (Lbarp - 50) ** 2);
  const Sc = 1 + 0.045 * Cbarp;
  const Sh = 1 + 0.015 * Cbarp * T;
  const Rt = -Math.sin(rad(2 * dTheta)) * Rc;
  const l = dLp / Sl,
    c = dCp / Sc,
    h = dHp / Sh;
  return Math.sqrt(l * l + c * c + h * h + Rt * c * h);
}

/** ΔE00 between two sRGB colours. */
export const rgbDistance = (a: Rgb, b: Rgb) => ciede2000(rgbToLab(a), rgbToLab(b));

/** How a distance becomes points: `perfect` or closer scores 100, `zero` or farther 0, linear between. */
export type DistanceScale = { perfectDeltaE: number; zeroDeltaE: number };

/** A distance as a whole score 0–100 (closer is more). */
export function scoreFromDistance(deltaE: number, { perfectDeltaE, zeroDeltaE }: DistanceScale): number {
  if (!Number.isFinite(deltaE)) return 0;
  const span = Math.max(1e-9, zeroDeltaE - perfectDeltaE);
  const t = (zeroDeltaE - deltaE) / span;
  return Math.round(100 * Math.min(1, Math.max(0, t)));
}

/** Scores 0–100 counted into `bins` equal bins (100 falls in the last). */
export function scoreHistogram(scores: readonly number[], bins: number): number[] {
  const out = new Array<number>(Math.max(1, bins)).fill(0);
  for (const s of scores) out[Math.min(out.length - 1, Math.max(0, Math.floor((s / 100) * out.length)))]!++;
  return out;
}
