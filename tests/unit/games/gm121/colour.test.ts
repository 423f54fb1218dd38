import { describe, expect, it } from 'vitest';
import { ciede2000, rgbDistance, rgbToLab, scoreFromDistance, scoreHistogram, type Lab } from '../../../../workers/media/ciede2000.shared';

/**
 * The 34 test pairs of Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula:
 * implementation notes, supplementary test data, and mathematical observations", Table 1:
 * L1 a1 b1, L2 a2 b2, ΔE00 (to 4 decimals). They probe the hue wrap-around, the mean hue and G.
 */
const SHARMA: [Lab, Lab, number][] = [
  [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
  [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
  [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
  [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0],
  [[50, -1.1848, -84.8006], [50, 0, -82.7485], 1.0],
  [[50, -0.9009, -85.5211], [50, 0, -82.7485], 1.0],
  [[50, 0, 0], [50, -1, 2], 2.3669],
  [[50, -1, 2], [50, 0, 0], 2.3669],
  [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
  [[50, 2.49, -0.001], [50, -2.49, 0.001], 7.1792],
  [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
  [[50, 2.49, -0.001], [50, -2.49, 0.0012], 7.2195],
  [[50, -0.001, 2.49], [50, 0.0009, -2.49], 4.8045],
  [[50, -0.001, 2.49], [50, 0.001, -2.49], 4.8045],
  [[50, -0.001, 2.49], [50, 0.0011, -2.49], 4.7461],
  [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
  [[50, 2.5, 0], [73, 25, -18], 27.1492],
  [[50, 2.5, 0], [61, -5, 29], 22.8977],
  [[50, 2.5, 0], [56, -27, -3], 31.903],
  [[50, 2.5, 0], [58, 24, 15], 19.4535],
  [[50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
  [[50, 2.5, 0], [50, 3.2972, 0], 1.0],
  [[50, 2.5, 0], [50, 1.8634, 0.5757], 1.0],
  [[50, 2.5, 0], [50, 3.2592, 0.335], 1.0],
  [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  [[63.0109, -31.0961, -5.8663], [62.8187, -29.7946, -4.0864], 1.263],
  [[61.2901, 3.7196, -5.3901], [61.4292, 2.248, -4.962], 1.8731],
  [[35.0831, -44.1164, 3.7933], [35.0232, -40.0716, 1.5901], 1.8645],
  [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
  [[36.4612, 47.858, 18.3852], [36.2715, 50.5065, 21.2231], 1.4146],
  [[90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
  [[90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381],
  [[6.7747, -0.2908, -2.4247], [5.8714, -0.0985, -2.2286], 0.6377],
  [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
];

describe('CIEDE2000 (Sharma et al. 2005 test data)', () => {
  it.each(SHARMA.map(([a, b, d], i) => [i + 1, a, b, d] as const))('pair %i', (_n, a, b, expected) => {
    expect(ciede2000(a, b)).toBeCloseTo(expected, 4);
    // The formula is symmetric.
    expect(ciede2000(b, a)).toBeCloseTo(expected, 4);
  });

  it('is 0 for the same colour', () => {
    expect(ciede2000([41, 12, -30], [41, 12, -30])).toBe(0);
  });
});

describe('sRGB to CIELAB (D65)', () => {
  it.each([
    [
      [255, 255, 255],
      [100, 0, 0],
    ],
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
    [
      [255, 0, 0],
      [53.24, 80.09, 67.2],
    ],
    [
      [0, 255, 0],
      [87.73, -86.18, 83.18],
    ],
    [
      [0, 0, 255],
      [32.3, 79.19, -107.86],
    ],
    [
      [128, 128, 128],
      [53.59, 0, 0],
    ],
  ] as const)('%j', (rgb, lab) => {
    const got = rgbToLab([...rgb]);
    for (let i = 0; i < 3; i++) expect(got[i]).toBeCloseTo(lab[i]!, 1);
  });

  it('orders near, mid and far colours from a red', () => {
    const red: [number, number, number] = [200, 32, 40];
    const near = rgbDistance(red, [190, 40, 45]);
    const mid = rgbDistance(red, [230, 120, 40]);
    const far = rgbDistance(red, [20, 170, 220]);
    expect(near).toBeLessThan(5);
    expect(near).toBeLessThan(mid);
    expect(mid).toBeLessThan(far);
  });
});

describe('distance to score', () => {
  const scale = { perfectDeltaE: 3, zeroDeltaE: 45 };
  it('is 100 at or under the perfect distance, 0 at or past the zero one, linear between', () => {
    expect(scoreFromDistance(0, scale)).toBe(100);
    expect(scoreFromDistance(3, scale)).toBe(100);
    expect(scoreFromDistance(24, scale)).toBe(50);
    expect(scoreFromDistance(45, scale)).toBe(0);
    expect(scoreFromDistance(80, scale)).toBe(0);
    expect(scoreFromDistance(Number.NaN, scale)).toBe(0);
  });
  it('counts scores into bins, 100 in the last', () => {
    expect(scoreHistogram([0, 9, 10, 55, 99, 100], 10)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 2]);
  });
});
