import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { serverNow } from '../../../src/engine/clock';
import { useSecondsLeft } from '../../../src/games/common/useServerTime';

describe('useSecondsLeft', () => {
  it('renders again when the shown second changes, once per second, down to 0; nothing without a deadline', async () => {
    const shown: (number | null)[] = [];
    function Countdown({ deadline }: { deadline: number | null }) {
      const left = useSecondsLeft(deadline);
      shown.push(left);
      return <b data-testid="left">{left ?? '-'}</b>;
    }
    const deadline = serverNow() + 1300;
    const s = await render(<Countdown deadline={deadline} />);
    expect(s.getByTestId('left').element().textContent).toBe('2');
    await vi.waitFor(() => expect(s.getByTestId('left').element().textContent).toBe('0'), { timeout: 3000 });
    // 2 (mount), 1 (at 300 ms), 0 (at 1.3 s); a poll would have rendered about six times.
    expect(shown.filter((x, i) => i === 0 || x !== shown[i - 1])).toEqual([2, 1, 0]);
    expect(shown.length).toBeLessThanOrEqual(4);
    await new Promise((r) => setTimeout(r, 1100));
    expect(shown.length).toBeLessThanOrEqual(4);
    s.rerender(<Countdown deadline={null} />);
    await vi.waitFor(() => expect(s.getByTestId('left').element().textContent).toBe('-'));
  });
});
