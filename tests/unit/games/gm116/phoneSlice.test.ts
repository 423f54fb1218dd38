import { describe, expect, it } from 'vitest';
import { addJumpResult, applyFault } from '../../../../src/games/gm116/phone/jumpResults';
import { initialSlice, localJump, onLocalJump, syncFromServer } from '../../../../src/games/gm116/phone/slice';
import type { Gm116PhoneOwn } from '../../../../src/games/gm116/rules/views';

const safe = { type: 'safe' as const, saturatedTiming: 0.1 };
const barely = { type: 'barely' as const, saturatedTiming: 0.8 };
const out = { type: 'out' as const, saturatedTiming: 1 };

describe('gm116 jump results on the phone (SPEC.md §4)', () => {
  it('adds no result once an out exists', () => {
    expect(addJumpResult([safe, out], safe, false)).toEqual([safe, out]);
    expect(addJumpResult([safe, out], safe, true)).toEqual([safe, out]);
  });

  it('lets a jump replace the last result', () => {
    expect(addJumpResult([safe, safe], barely, true)).toEqual([safe, barely]);
    expect(addJumpResult([safe], barely, false)).toEqual([safe, barely]);
  });

  it('adds an out with saturated timing 1 on a YOU fault, replacing a lone entry', () => {
    expect(applyFault([safe], 'YOU')).toEqual([out]);
    expect(applyFault([safe, safe], 'YOU_AND_OTHERS')).toEqual([safe, safe, out]);
    expect(applyFault([safe, out], 'YOU')).toEqual([safe, out]);
    expect(applyFault([safe, safe], 'OTHERS')).toEqual([safe, safe]);
    expect(applyFault([], null)).toEqual([]);
  });

  it('shows a local jump at once and lets the server judgement replace it', () => {
    const s = initialSlice();
    const own = (results: (typeof safe)[] | (typeof out)[], fault: Gm116PhoneOwn['fault'] = null) =>
      ({ rope: { index: 0 }, jumpResults: results, fault, grade: null }) as unknown as Gm116PhoneOwn;
    syncFromServer(s, own([]));
    localJump(s, 1000, 10, 20);
    expect(s.jumpResults).toEqual([{ type: 'safe', saturatedTiming: 0 }]);
    syncFromServer(s, own([barely as never]));
    expect(s.jumpResults).toEqual([barely]);
    expect(s.cachedTiming).toBe(0.8);
    localJump(s, 2000, 30, 40);
    syncFromServer(s, own([barely as never, out], 'YOU'));
    expect(s.jumpResults).toEqual([barely, out]);
    expect(s.fault).toBe('YOU');
    // A new turn starts clean.
    syncFromServer(s, { ...own([]), rope: { index: 2 } } as unknown as Gm116PhoneOwn);
    expect(s.jumpResults).toEqual([]);
  });

  it('tells its listeners of each detected jump at once, until they leave', () => {
    const heard: number[] = [];
    const leave = onLocalJump(() => heard.push(1));
    const s = initialSlice();
    localJump(s, 1000, 60, 60);
    localJump(s, 2000, 120, 120);
    leave();
    localJump(s, 3000, 180, 180);
    expect(heard).toHaveLength(2);
  });
});
