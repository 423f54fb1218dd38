import type { Page } from '@playwright/test';
import { enableSensors } from '../motionFeed';

const TYPES = ['accelerometer', 'linear-acceleration', 'gravity', 'gyroscope'] as const;

/**
 * Chromium's virtual motion sensors (CDP Emulation.setSensorOverride*): the page then gets real
 * `devicemotion` events at 60 Hz. `wiggle` keeps changing the readings, as a hand would.
 */
export async function fakeMotion(page: Page): Promise<{ stop: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await enableSensors(cdp, { x: 0, y: 9.6, z: 0 });
  let t = 0;
  const push = async () => {
    t += 1;
    const s = Math.sin(t / 3);
    await cdp.send('Emulation.setSensorOverrideReadings', { type: 'accelerometer', reading: { xyz: { x: s, y: 9.6, z: 1.2 * s } } }).catch(() => {});
    await cdp.send('Emulation.setSensorOverrideReadings', { type: 'gravity', reading: { xyz: { x: 0, y: 9.8, z: 0 } } }).catch(() => {});
    await cdp.send('Emulation.setSensorOverrideReadings', { type: 'linear-acceleration', reading: { xyz: { x: s, y: -0.2, z: 1.2 * s } } }).catch(() => {});
    await cdp.send('Emulation.setSensorOverrideReadings', { type: 'gyroscope', reading: { xyz: { x: 0.2 * s, y: 0.1, z: 0 } } }).catch(() => {});
  };
  await push();
  const timer = setInterval(() => void push(), 100);
  return {
    stop: async () => {
      clearInterval(timer);
      for (const type of TYPES) await cdp.send('Emulation.setSensorOverrideEnabled', { enabled: false, type }).catch(() => {});
    },
  };
}
