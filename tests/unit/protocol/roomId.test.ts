import { describe, expect, it } from 'vitest';
import { makeRoomId, parseRoomId } from '../../../src/protocol/roomId';

describe('room id', () => {
  it('is 23 characters of unpadded base64 whose first byte is the group', () => {
    for (const g of [0, 7, 255]) {
      const id = makeRoomId(g);
      expect(id).toMatch(/^[A-Za-z0-9+/]{23}$/);
      expect(parseRoomId(id)).toEqual({ roomId: id, groupId: String(g) });
    }
  });

  it('differs every time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => makeRoomId(0)));
    expect(ids.size).toBe(200);
  });

  it.each([
    ['too short', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['too long', 'AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['not base64', 'AAAAAAAAAAAAAAAAAAAAAA!'],
    ['padding inside', 'AAAAAAAAAAAAAAAAAAAAA=='],
    ['url-safe alphabet', 'AAAAAAAAAAAAAAAAAAAA-_A'],
    ['non-zero trailing bits', 'AAAAAAAAAAAAAAAAAAAAAAB'],
    ['empty', ''],
    ['null', null],
  ])('rejects %s', (_, rid) => {
    expect(parseRoomId(rid)).toBeNull();
  });

  it('refuses a group outside one byte', () => {
    expect(() => makeRoomId(256)).toThrow(RangeError);
    expect(() => makeRoomId(-1)).toThrow(RangeError);
  });
});
