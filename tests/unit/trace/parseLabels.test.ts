import { describe, expect, it } from 'vitest';
import { parseLabels } from '../../../workers/motion/trace/parseLabels';

describe('labels CSV parser', () => {
  it('reads events, with equal times for a segment end and the next start', () => {
    expect(parseLabels('t_ms,event\n0,SEATED_start\n761,SEATED_end\n761,STANDING_UP_start\n')).toEqual([
      { t: 0, event: 'SEATED_start' },
      { t: 761, event: 'SEATED_end' },
      { t: 761, event: 'STANDING_UP_start' },
    ]);
    expect(parseLabels('# none yet\nt_ms,event\n')).toEqual([]);
  });

  it('names the line of each problem', () => {
    expect(() => parseLabels('')).toThrow(/line 1: empty file/);
    expect(() => parseLabels('t,event\n')).toThrow(/line 1: missing column t_ms/);
    expect(() => parseLabels('t_ms,event\n0,a\nx,b\n')).toThrow(/line 3: t_ms is not a number/);
    expect(() => parseLabels('t_ms,event\n0,a\n5,\n')).toThrow(/line 3: event is empty/);
    expect(() => parseLabels('t_ms,event\n10,a\n5,b\n')).toThrow(/line 3: t_ms 5 is earlier/);
  });
});
