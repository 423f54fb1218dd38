import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { armPose } from '../../../src/games/gm113/shared/pose';
import { SwingFigure } from '../../../src/games/gm113/shared/SwingFigure';
import type { CallView } from '../../../src/games/gm113/rules/views';
import { atTransform, barTransform } from '../../../src/ui/limbs';

// This page's own clock stands for the synced one.
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  serverToLocalTime: (t: number) => t,
}));

const INTERVAL = 800;
const call = (firstIn: number, beats = 4): CallView => {
  const firstBeat = Date.now() + firstIn;
  return {
    index: 0,
    of: 3,
    pattern: 'side',
    start: firstBeat - 3000,
    firstBeat,
    interval: INTERVAL,
    beats,
    end: firstBeat + (beats - 1) * INTERVAL + INTERVAL / 2,
  };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const parts = () => [...document.querySelectorAll<HTMLElement>('[data-testid="swing-figure"] [class]')];
const matrix = (el: Element) => new DOMMatrix(getComputedStyle(el).transform);
const near = (a: DOMMatrix, b: DOMMatrix) => [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.e - b.e, a.f - b.f].every((d) => Math.abs(d) < 0.01);

afterEach(() => document.body.replaceChildren());

describe('gm113 SwingFigure', () => {
  it('swings on the compositor, timed on the synced clock: half a beat before the first, two beats a cycle', async () => {
    const c = call(2000);
    await render(<SwingFigure pattern="side" call={c} color="#f00" label="Swing!" />);
    const moving = parts().filter((el) => el.getAnimations().some((a) => (a.effect?.getTiming().duration as number) === 2 * INTERVAL));
    expect(moving).toHaveLength(3); // upper arm, forearm, phone
    const startAt = c.firstBeat - performance.timeOrigin - INTERVAL / 2;
    for (const el of moving) {
      const a = el.getAnimations()[0]!;
      expect(Math.abs((a.startTime as number) - startAt)).toBeLessThan(1);
      expect(a.effect?.getTiming().iterations).toBe(Infinity);
    }
    // Half a beat into the cycle is the beat: the arm is in the middle of its stroke.
    const [, fore, phone] = moving;
    for (const a of document.getAnimations()) {
      a.pause();
      a.currentTime = INTERVAL / 2;
    }
    const mid = armPose('side', 0);
    expect(near(matrix(fore!), new DOMMatrix(barTransform(mid.elbow, mid.hand, 6)))).toBe(true);
    expect(near(matrix(phone!), new DOMMatrix(atTransform(mid.hand, { x: 20, y: 20 }, mid.phoneDeg)))).toBe(true);
    // Before it starts, the arm waits at the end of its stroke.
    for (const a of document.getAnimations()) a.currentTime = -100;
    const end = armPose('side', -1);
    expect(near(matrix(fore!), new DOMMatrix(barTransform(end.elbow, end.hand, 6)))).toBe(true);
  });

  it('counts in, then shows the word on the beats, and hears each second and each beat once', async () => {
    const heard: number[] = [];
    const c = call(2300, 2);
    const s = await render(<SwingFigure pattern="arc" call={c} color="#f00" label="Swing!" countIn onBeat={(k) => heard.push(k)} />);
    const cue = () => s.container.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(cue().dataset.cue).toBe('count');
    expect(cue().textContent).toBe('3');
    await expect.poll(() => cue().textContent, { timeout: 2000 }).toBe('2');
    await expect.poll(() => cue().dataset.cue, { timeout: 2000 }).toBe('beat');
    expect(cue().textContent).toBe('Swing!');
    await expect.poll(() => heard, { timeout: 3000 }).toEqual([-3, -2, -1, 0, 1]);
    await sleep(INTERVAL);
    expect(heard).toEqual([-3, -2, -1, 0, 1]);
  });
});
