import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { useDetector } from '../../../src/games/common/phone/useDetector';
import { motion, setDetector } from '../../../src/engine/motion';
import type { DetectorEvent } from '../../../workers/motion/detectors/types';

vi.mock('../../../src/engine/phoneEngine', () => ({ startPhoneEngine: async () => {} }));
vi.mock('../../../src/engine/motion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/motion')>()),
  setDetector: vi.fn(async () => true),
}));

/** One worker patch: several events at once, as the motion worker posts them when samples come in a batch. */
function detect(...events: DetectorEvent[]) {
  for (const e of events) {
    const seq = motion.events + 1;
    motion.events = seq;
    motion.lastEvent = { type: e.type, t: e.t };
    motion.recent[seq % motion.recent.length] = { seq, event: e };
  }
}

function Probe({ active, heard }: { active: boolean; heard: DetectorEvent[] }) {
  useDetector('jump', { inAirThreshold: 0.5 }, active, (e) => heard.push(e));
  return null;
}

describe('useDetector', () => {
  it('runs the detector while active and delivers every event of a patch, in order, then stops it', async () => {
    const heard: DetectorEvent[] = [];
    const screen = await render(<Probe active heard={heard} />);
    await vi.waitFor(() => expect(setDetector).toHaveBeenCalledWith('jump', { inAirThreshold: 0.5 }));
    detect({ type: 'jump', t: 1 }, { type: 'jump', t: 2 }, { type: 'jump', t: 3 });
    await vi.waitFor(() => expect(heard.map((e) => e.t)).toEqual([1, 2, 3]));
    detect({ type: 'jump', t: 4 });
    await vi.waitFor(() => expect(heard.map((e) => e.t)).toEqual([1, 2, 3, 4]));
    await screen.rerender(<Probe active={false} heard={heard} />);
    expect(setDetector).toHaveBeenLastCalledWith(null);
    detect({ type: 'jump', t: 5 });
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toHaveLength(4); // not active: not heard
  });
});
