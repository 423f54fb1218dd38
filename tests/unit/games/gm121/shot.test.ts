import { describe, expect, it } from 'vitest';
import { analyzeShot } from '../../../../workers/media/shot';
import type { Rgb } from '../../../../workers/media/ciede2000.shared';

/** `w` × `h` RGBA pixels: `inner` inside the centre square of `share` of the shorter side, `outer` elsewhere. */
function frame(w: number, h: number, outer: Rgb, inner: Rgb, share: number, noise = 0): Uint8ClampedArray {
  const px = new Uint8ClampedArray(w * h * 4);
  const side = Math.round(Math.min(w, h) * share);
  const x0 = Math.floor((w - side) / 2),
    y0 = Math.floor((h - side) / 2);
  let seed = 99;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const c = x >= x0 && x < x0 + side && y >= y0 && y < y0 + side ? inner : outer;
      const p = (y * w + x) * 4;
      for (let k = 0; k < 3; k++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        px[p + k] = c[k]! + (noise ? ((seed >>> 16) % (2 * noise + 1)) - noise : 0);
      }
      px[p + 3] = 255;
    }
  return px;
}

const scale = { perfectDeltaE: 3, zeroDeltaE: 45 };
const RED: Rgb = [200, 32, 40];

describe('gm121 shot analysis (the media worker’s pure part)', () => {
  it('judges the centre only: a red object in the middle of a blue room scores 100 against red', () => {
    const px = frame(160, 120, [20, 60, 200], RED, 0.4);
    const a = analyzeShot(px, 160, 120, { target: RED, centre: 0.3, ...scale });
    expect(a.median).toEqual(RED);
    expect(a.deltaE).toBeCloseTo(0, 6);
    expect(a.score).toBe(100);
    // The hue histogram sees the whole photo: mostly blue, some red.
    const blueBin = Math.round(((225 + 15) % 360) / 30) % 12;
    expect(a.hues[blueBin]!).toBeGreaterThan(a.hues[0]!);
    expect(a.hues[0]!).toBeGreaterThan(0);
  });

  it('the median shrugs off sensor noise and a few stray pixels', () => {
    const px = frame(160, 120, [250, 250, 250], RED, 0.5, 12);
    // A handful of pure white specks in the centre.
    for (let i = 0; i < 30; i++) px.set([255, 255, 255], ((60 + (i % 5)) * 160 + 80 + i) * 4);
    const a = analyzeShot(px, 160, 120, { target: RED, centre: 0.3, ...scale });
    for (let k = 0; k < 3; k++) expect(Math.abs(a.median[k]! - RED[k]!)).toBeLessThanOrEqual(3);
    expect(a.score).toBeGreaterThanOrEqual(95);
  });

  it('orders shots by colour distance: the same colour, a near one, a far one', () => {
    const score = (c: Rgb) => analyzeShot(frame(64, 64, c, c, 1), 64, 64, { target: RED, centre: 0.3, ...scale });
    const same = score(RED),
      near = score([215, 70, 50]),
      orange = score([245, 130, 32]),
      blue = score([20, 170, 220]);
    expect(same.score).toBe(100);
    expect(same.score).toBeGreaterThan(near.score);
    expect(near.score).toBeGreaterThan(orange.score);
    expect(orange.score).toBeGreaterThanOrEqual(blue.score);
    expect(blue.score).toBe(0);
    expect(near.deltaE).toBeLessThan(orange.deltaE);
    expect(orange.deltaE).toBeLessThan(blue.deltaE);
  });
});
