import { afterEach, describe, expect, inject, it } from 'vitest';
import { storeKinds, roomWith, type TestServer } from './harness';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA==';

describe.each(storeKinds(inject('redisUrl')))('profiles ($name store)', (kind) => {
  let server: TestServer;
  afterEach(async () => {
    await server?.close();
  });

  it('refuses a duplicate name, compared after NFKC and case (SP03-201)', async () => {
    server = await kind.start();
    const { room } = await roomWith(server, ['Alice']);
    const p = await server.phone(room.roomId);
    for (const name of ['alice', 'ＡＬＩＣＥ', '  Alice  ']) {
      expect(await p.send('updateProfile', { name })).toEqual({ ok: false, error: { group: 'SP03', code: '201' } });
    }
    // An invisible character never makes a second Alice: the filter refuses it first.
    expect(await p.send('updateProfile', { name: 'Al\u200Bice' })).toEqual({ ok: false, error: { group: 'SP03', code: '204' } });
    expect(await p.send('updateProfile', { name: 'Alicia' })).toEqual({ ok: true });
  });

  it('stores the name normalised', async () => {
    server = await kind.start();
    const { phones } = await roomWith(server, ['  Ｋｅｎ  ']);
    await phones[0]!.until((v) => v.me.name === 'Ken');
  });

  it('refuses a name over the configured length, counting what a person sees (SP03-202)', async () => {
    server = await kind.start({ server: { maxNameLength: 5 } });
    const { room } = await roomWith(server, ['Ann']);
    const p = await server.phone(room.roomId);
    expect(await p.send('updateProfile', { name: 'Bartholomew' })).toEqual({ ok: false, error: { group: 'SP03', code: '202' } });
    expect(await p.send('updateProfile', { name: '👩‍👩‍👧‍👦éé' })).toEqual({ ok: true }); // 3 graphemes
  });

  it('refuses forbidden words from the built-in lists and from the operator list (SP03-204), and tells the host', async () => {
    server = await kind.start({ server: { forbiddenWords: ['pineapple'] } });
    const { room, host } = await roomWith(server, ['A']);
    const p = await server.phone(room.roomId);
    for (const name of ['fuck', 'F.U.C.K', 'MyPineapple', 'ちんこ']) {
      expect(await p.send('updateProfile', { name })).toEqual({ ok: false, error: { group: 'SP03', code: '204' } });
    }
    expect(await p.send('updateProfile', { name: 'Cassandra' })).toEqual({ ok: true });
    const view = await host.until((v) => v.nameRejections.length === 4);
    expect(view.nameRejections.every((r) => r.reason === 'forbidden' && !/pineapple|fuck/i.test(r.masked))).toBe(true);
  });

  it('picks up a changed operator word list without a restart', async () => {
    server = await kind.start();
    const { room } = await roomWith(server, ['A']);
    const p = await server.phone(room.roomId);
    server.config = { ...server.config, server: { ...server.config.server, forbiddenWords: ['kumquat'] } };
    expect(await p.send('updateProfile', { name: 'kumquat' })).toMatchObject({ ok: false, error: { code: '204' } });
  });

  it('refuses a new profile when the room is full of profiles (SP03-203)', async () => {
    server = await kind.start({ server: { maxPlayersPerRoom: 2 } });
    const { room, host } = await roomWith(server, ['A']);
    const late = await server.phone(room.roomId); // takes the 2nd seat without a profile
    await host.send('host', { type: 'maxPlayers', max: 1 }); // the host lowers the limit meanwhile
    expect(await late.send('updateProfile', { name: 'B' })).toEqual({ ok: false, error: { group: 'SP03', code: '203' } });
  });

  it('accepts a real image under the size limit and refuses others (SP03-299)', async () => {
    server = await kind.start({ server: { photoSizeLimit: 1000 } });
    const { room, host } = await roomWith(server, ['A']);
    const p = await server.phone(room.roomId);
    expect(await p.send('updateProfile', { name: 'B', photo: JPEG })).toEqual({ ok: true });
    // Views carry the photo's URL, never its data; the URL serves the bytes, cached for good.
    const seen = await host.until((v) => v.players.some((x) => x.name === 'B' && x.photo !== null));
    const url = seen.players.find((x) => x.name === 'B')!.photo!;
    expect(url).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{43}$/);
    expect((await p.until((v) => v.me.photo !== null)).me.photo).toBe(url);
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(JPEG.slice(JPEG.indexOf(',') + 1), 'base64'));
    expect((await fetch(server.url + url, { headers: { 'if-none-match': res.headers.get('etag')! } })).status).toBe(304);
    expect((await fetch(server.url + '/api/photos/' + 'x'.repeat(43))).status).toBe(404);
    const big = 'data:image/jpeg;base64,/9j/' + 'A'.repeat(2000);
    expect(await p.send('updateProfile', { name: 'B', photo: big })).toMatchObject({ ok: false, error: { group: 'SP03', code: '299' } });
    const fake = 'data:image/png;base64,' + Buffer.from('<svg onload=alert(1)>').toString('base64');
    expect(await p.send('updateProfile', { name: 'B', photo: fake })).toMatchObject({ ok: false, error: { group: 'SP03', code: '299' } });
    expect(await p.send('updateProfile', { name: 'B', photo: 'javascript:alert(1)' })).toMatchObject({ ok: false, error: { code: '299' } });
  });
});
