import { afterEach, describe, expect, it } from 'vitest';
import { attachMotionListener, detachMotionListener } from '../../src/engine/motionListener';

describe('the devicemotion listener', () => {
  afterEach(() => detachMotionListener());

  it('writes acceleration and rotation rates about device x, y, z (rotationRate alpha, beta, gamma), stamped on the shared time base', () => {
    const got: number[][] = [];
    attachMotionListener((...s) => got.push(s));
    const before = performance.timeOrigin + performance.now();
    window.dispatchEvent(
      new DeviceMotionEvent('devicemotion', {
        accelerationIncludingGravity: { x: 0.5, y: 9.8, z: -1 },
        rotationRate: { alpha: 10, beta: 20, gamma: 30 },
        interval: 16,
      }),
    );
    expect(got).toHaveLength(1);
    const [t, ax, ay, az, gx, gy, gz] = got[0]!;
    expect(t).toBeGreaterThanOrEqual(before);
    expect([ax, ay, az, gx, gy, gz]).toEqual([0.5, 9.8, -1, 10, 20, 30]);
  });

  it('writes NaN rates for a phone without a gyroscope', () => {
    const got: number[][] = [];
    attachMotionListener((...s) => got.push(s));
    window.dispatchEvent(new DeviceMotionEvent('devicemotion', { accelerationIncludingGravity: { x: 0, y: 9.8, z: 0 }, interval: 16 }));
    expect(got[0]!.slice(4).every(Number.isNaN)).toBe(true);
  });
});
