import { describe, expect, it } from 'vitest';
import { WalkSitDetector, type WalkSitEvent } from '../../../workers/motion/detectors/walkSit';
import { excerpt, run, times, trace } from './helpers';

const sits = (e: WalkSitEvent[]) => e.filter((x) => x.type === 'sit');

describe('walk-sit detector (gm139)', () => {
  it('finds the sit-down of a timed-up-and-go within 500 ms of the label', () => {
    for (const path of ['walk-sit/tug_s01_01_sp', 'walk-sit/tug_s02_02_sp']) {
      const t = trace(path);
      const [end] = times(t.labels, 'SITTING_DOWN_end');
      const found = sits(run(new WalkSitDetector(), t.samples));
      expect(found).toHaveLength(1);
      expect(Math.abs(found[0]!.t - end!)).toBeLessThanOrEqual(500);
    }
  });

  it('finds the sits of a synthetic game with the phone at the chest, and not the stops without sitting', () => {
    for (const path of ['synthetic/walk_sit_1', 'synthetic/walk_sit_2']) {
      const t = trace(path);
      const found = sits(run(new WalkSitDetector(), t.samples));
      const truth = times(t.labels, 'sit');
      expect(found).toHaveLength(truth.length);
      found.forEach((s, i) => expect(Math.abs(s.t - truth[i]!)).toBeLessThanOrEqual(500));
      for (const stop of times(t.labels, 'stand_still')) expect(found.some((s) => Math.abs(s.t - stop) < 3000)).toBe(false);
    }
  });

  it('reports walking and its stop', () => {
    const events = run(new WalkSitDetector(), excerpt(trace('jump-walk/phyphox390_walking_hand_brant'), 0, 45_000).samples);
    expect(events[0]?.type).toBe('walk');
    expect(sits(events)).toEqual([]);
  });

  it('does not call the middle of a walk a sit', () => {
    for (const path of ['steps/val_user1_hand_1506421989895', 'steps/val_user2_neckpouch_1506423094931']) {
      expect(sits(run(new WalkSitDetector(), excerpt(trace(path), 10_000, 70_000).samples))).toEqual([]);
    }
  });

  it('takes stopTime from the config: stillness that must last 5 s is never reached here', () => {
    const t = trace('walk-sit/tug_s02_02_sp');
    expect(sits(run(new WalkSitDetector({ stopTime: 5000 }), t.samples))).toEqual([]);
  });
});
