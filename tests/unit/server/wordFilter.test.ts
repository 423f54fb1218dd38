import { describe, expect, it } from 'vitest';
import { createWordFilter } from '../../../src/server/rooms/wordFilter';

describe('the name word filter', () => {
  const isForbidden = createWordFilter(['pineapple']);

  it('refuses listed words whole, spaced out, full-width, inside unspaced scripts, and the operator words anywhere', () => {
    for (const name of ['fuck', 'F.U.C.K', 'ｆｕｃｋ', 'ちんこ', 'わたしちんこ', '13点', 'MyPineapple']) expect(isForbidden(name), name).toBe(true);
  });

  it('lets names through that only contain a short listed word or a number from a list', () => {
    for (const name of ['Cassandra', 'Player13', 'Ep3pro', 'Team 69ers', 'Scunthorpe FC']) expect(isForbidden(name), name).toBe(false);
  });

  it('still refuses a short listed word as the whole name, but never a number', () => {
    expect(isForbidden('3p')).toBe(true);
    expect(isForbidden('13')).toBe(false);
  });
});
