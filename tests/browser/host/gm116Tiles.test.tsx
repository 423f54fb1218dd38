import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tiles } from '../../../src/games/gm116/host/Board';
import type { Gm116Board } from '../../../src/games/gm116/rules/views';
import { player } from './hostFixture';

function board(n: number): Gm116Board {
  return {
    status: 'tutorialJumping',
    statusUntil: null,
    firstTeam: 'left',
    rope: null,
    turns: [],
    totals: { left: 0, right: 0 },
    practiceHops: 3,
    jumpers: Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      name: `Player ${i}`,
      team: i % 2 ? 'right' : 'left',
      out: false,
      fault: null,
      last: null,
      hops: 0,
      tutorialDone: i % 3 === 0,
    })),
  };
}

describe('gm116 jumpers on the big screen', () => {
  beforeAll(async () => {
    await page.viewport(1920, 1080);
  });

  it.each([4, 16, 40, 70, 100])('shows every one of %i players inside the strip', async (n) => {
    const b = board(n);
    const screen = await render(<Tiles board={b} players={b.jumpers.map((j) => player(j.id, { name: j.name, team: j.team }))} />);
    expect(innerHeight).toBe(1080);
    const strip = screen.getByTestId('jumpers').element().getBoundingClientRect();
    const tiles = screen.getByTestId('jumper').elements();
    expect(tiles).toHaveLength(n);
    for (const t of tiles) {
      const r = t.getBoundingClientRect();
      expect(r.bottom).toBeLessThanOrEqual(strip.bottom + 0.5);
      expect(r.right).toBeLessThanOrEqual(strip.right + 0.5);
    }
  });
});
