import * as crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRoomId, parseRoomId } from '../../../src/protocol/roomId';
import { gamePath } from '../../../src/protocol/events';
import { hashToken, newPlayerId, newToken, tokenMatches } from '../../../src/server/rooms/tokens';
import { roomWith, TestServer, TEST_LIMITS } from '../server/harness';
import { capturedLog } from './rooms';
import { io } from 'socket.io-client';

/**
 * Issue 22 §6, secrets: no token and no photo reaches a log line; room ids, tokens and player ids
 * come from the CSPRNG; every token check goes through crypto.timingSafeEqual.
 */

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, randomBytes: vi.fn(real.randomBytes), timingSafeEqual: vi.fn(real.timingSafeEqual) };
});

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  vi.restoreAllMocks();
});

/** A JPEG-signed photo of about the size phones send, its bytes unique to `seed`. */
const photo = (seed: number) => {
  const bytes = crypto.createHash('sha512').update(String(seed)).digest();
  const body = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), ...Array.from({ length: 1200 }, () => bytes)]);
  return `data:image/jpeg;base64,${body.toString('base64')}`;
};

describe('secrets', () => {
  it('writes no token and no photo to the log through a session: joins, photos, reconnects, refusals, a kick, an error report', async () => {
    const logs = capturedLog('trace');
    server = await TestServer.start({ config: { ...TEST_LIMITS, server: { ...TEST_LIMITS.server, devEndpoints: true } }, log: logs.log });
    const s = server;
    const { room, host, phones } = await roomWith(s, ['Aoi', 'Ben', 'Cho']);
    const secrets = [room.hostToken, ...phones.map((p) => p.token)];
    const photos: string[] = [];
    for (const [i, p] of phones.entries()) {
      photos.push(photo(i));
      expect(await p.send('updateProfile', { name: `P${i}`, photo: photos[i] })).toEqual({ ok: true });
    }
    // Reconnects: phones and the host come back with their tokens.
    for (const p of phones) p.close();
    host.close();
    const again = await Promise.all(phones.map((p) => s.phone(room.roomId, p.token)));
    await s.host(room);
    // Refusals: a forged token, a phone's token as the host's, a malformed handshake.
    const refused = (auth: object) =>
      new Promise<void>((resolve) => {
        const socket = io(s.url, { path: gamePath('0'), transports: ['websocket'], auth, reconnection: false, forceNew: true });
        socket.on('connect_error', () => resolve());
        socket.on('connect', () => resolve());
      });
    const forged = newToken();
    secrets.push(forged);
    await refused({ role: 'phone', roomId: room.roomId, token: forged });
    await refused({ role: 'host', roomId: room.roomId, hostToken: phones[0]!.token });
    await refused({ role: 'phone', roomId: room.roomId, token: phones[0]!.token, extra: photos[0]!.slice(0, 100) });
    // A kick, and the kicked phone trying again; a seat request with a token of no seat.
    const h = await s.host(room);
    await h.send('host', { type: 'kick', playerId: again[2]!.view!.me.playerId });
    await s.session(room.roomId, phones[2]!.token);
    await s.session(room.roomId, forged);
    // A phone's error report (dev endpoints) and a bad request.
    await fetch(`${s.url}/api/groups/0/dev/errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'TypeError: x is undefined', url: `${s.url}/room?rid=${encodeURIComponent(room.roomId)}` }),
    });
    await fetch(`${s.url}/api/groups/0/session`, { method: 'POST', body: '{"roomId": ' });
    await new Promise((r) => setTimeout(r, 200));

    const needles = [...secrets, ...secrets.map(encodeURIComponent), ...photos.flatMap((p) => [p.slice(23, 87), p.slice(-64)])];
    const leaks = logs.raw.filter((line) => needles.some((n) => line.includes(n)));
    console.log(
      `[reliability] secrets in logs: ${logs.raw.length} lines at level trace, ${secrets.length} tokens and ${photos.length} photos looked for; leaks ${leaks.length}`,
    );
    expect(logs.raw.length).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });

  it('hides a token or photo a caller logs by mistake: the log redacts those keys', () => {
    const logs = capturedLog('info');
    const token = newToken();
    logs.log.info({ token, hostToken: token, photo: 'data:image/jpeg;base64,AAAA', client: { auth: { token } } }, 'oops');
    expect(logs.raw.join('')).not.toContain(token);
    expect(logs.raw.join('')).not.toContain('base64');
  });

  it('makes tokens, player ids and room ids from the CSPRNG, never Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const randomBytes = vi.mocked(crypto.randomBytes);
    randomBytes.mockClear();
    const tokens = Array.from({ length: 1000 }, newToken);
    const ids = Array.from({ length: 1000 }, newPlayerId);
    const rooms = Array.from({ length: 1000 }, () => makeRoomId(3));
    expect(random).not.toHaveBeenCalled();
    expect(randomBytes).toHaveBeenCalledTimes(2000);
    expect(randomBytes.mock.calls.every(([n]) => n >= 9)).toBe(true);
    expect(getRandomValues).toHaveBeenCalledTimes(1000);
    // 192-bit tokens, 72-bit player ids, 128 random bits per room id: none repeats.
    expect(new Set(tokens).size).toBe(1000);
    expect(tokens.every((t) => /^[A-Za-z0-9_-]{32}$/.test(t))).toBe(true);
    expect(new Set(ids).size).toBe(1000);
    expect(new Set(rooms).size).toBe(1000);
    expect(rooms.every((r) => parseRoomId(r)?.groupId === '3')).toBe(true);
  });

  it('checks every token in constant time: the host’s and the phones’, on the socket and the seat request', async () => {
    const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);
    const token = newToken();
    timingSafeEqual.mockClear();
    expect(tokenMatches(token, hashToken(token))).toBe(true);
    expect(tokenMatches(newToken(), hashToken(token))).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
    server = await TestServer.start({ config: TEST_LIMITS });
    const { room } = await roomWith(server, ['Aoi']);
    const phone = await server.phone(room.roomId);
    timingSafeEqual.mockClear();
    await server.host(room);
    expect(timingSafeEqual.mock.calls.length).toBeGreaterThan(0);
    timingSafeEqual.mockClear();
    await server.session(room.roomId, phone.token);
    expect(timingSafeEqual.mock.calls.length).toBeGreaterThan(0);
    timingSafeEqual.mockClear();
    await server.connect({ role: 'phone', roomId: room.roomId, token: phone.token });
    expect(timingSafeEqual.mock.calls.length).toBeGreaterThan(0);
  });
});
