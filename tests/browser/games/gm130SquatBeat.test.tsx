import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { pose } from '../../../src/games/gm130/shared/pose';
import { SquatBeat } from '../../../src/games/gm130/shared/SquatBeat';
import type { BeatView } from '../../../src/games/gm130/rules/views';
import { barTransform } from '../../../src/ui/limbs';

// This page's own clock stands for the synced one.
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  serverToLocalTime: (t: number) => t,
}));

const INTERVAL = 600;
const half = (firstIn: number, beats: number): BeatView => {
  const firstBeat = Date.now() + firstIn;
  return { index: 0, start: firstBeat - 3000, firstBeat, end: firstBeat + (beats - 1) * INTERVAL, interval: INTERVAL };
};
const labels = { down: 'DOWN', up: 'UP' };
const matrix = (el: Element) => new DOMMatrix(getComputedStyle(el).transform);
const near = (a: DOMMatrix, b: DOMMatrix) => [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.e - b.e, a.f - b.f].every((d) => Math.abs(d) < 0.01);

afterEach(() => document.body.replaceChildren());

describe('gm130 SquatBeat', () => {
  it('squats on the compositor once a beat, at the bottom on each beat, standing before and after', async () => {
    const h = half(2000, 3);
    const s = await render(<SquatBeat half={h} color="#f00" labels={labels} />);
    const moving = [...s.container.querySelectorAll('*')].filter((el) => el.getAnimations().length > 0);
    expect(moving.length).toBe(7); // shin, thigh, torso, arm, head, phone, ring
    for (const el of moving) {
      const a = el.getAnimations()[0]!;
      expect(Math.abs((a.startTime as number) - (h.firstBeat - performance.timeOrigin - INTERVAL / 2))).toBeLessThan(1);
      expect(a.effect?.getTiming()).toMatchObject({ duration: INTERVAL, iterations: 3 });
    }
    // The shin is the first limb drawn after the foot: half a cycle in is the bottom.
    const shin = moving[1]!;
    const at = (ms: number) => {
      for (const a of document.getAnimations()) {
        a.pause();
        a.currentTime = ms;
      }
    };
    at(INTERVAL / 2);
    const bottom = pose(1);
    expect(near(matrix(shin), new DOMMatrix(barTransform(bottom.ankle, bottom.knee, 9)))).toBe(true);
    at(-50);
    const standing = pose(0);
    expect(near(matrix(shin), new DOMMatrix(barTransform(standing.ankle, standing.knee, 9)))).toBe(true);
    at(3 * INTERVAL + 50);
    expect(near(matrix(shin), new DOMMatrix(barTransform(standing.ankle, standing.knee, 9)))).toBe(true);
  });

  it('counts in, says DOWN then UP on each beat, and hears each second and each beat once', async () => {
    const heard: number[] = [];
    const h = half(1800, 2);
    const s = await render(<SquatBeat half={h} color="#f00" labels={labels} countIn onBeat={(k) => heard.push(k)} />);
    const cue = () => s.container.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(cue().dataset.cue).toBe('count');
    expect(cue().textContent).toBe('2');
    await expect.poll(() => cue().textContent, { timeout: 2000 }).toBe('DOWN');
    await expect.poll(() => cue().textContent, { timeout: 1000 }).toBe('UP');
    await expect.poll(() => heard, { timeout: 3000 }).toEqual([-2, -1, 0, 1]);
    await expect.poll(() => cue().textContent, { timeout: 2000 }).toBe('');
    expect(heard).toEqual([-2, -1, 0, 1]);
  });
});
