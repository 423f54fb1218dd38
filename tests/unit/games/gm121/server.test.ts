import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Gm121Board, Gm121PhoneOwn } from '../../../../src/games/gm121/rules/views';
import type { HostView, PhoneView } from '../../../../src/protocol/views';
import type { Rgb } from '../../../../workers/media/ciede2000.shared';
import { ManualClock } from '../../server/manualClock';
import { roomWith, storeKinds, type TestClient, type TestServer } from '../../server/harness';

const M = { roundColor: 1000, roundPhotoShooting: 3000, roundResult: 1000, roundFinished: 500 };
const FAST = {
  server: { photoSizeLimit: 2000, gamePhasesMs: { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 10_000, waitingForResult: 100 } },
  games: { gm121: { momentsMs: M, shotGraceMs: 500 } },
};

const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm121' ? (p.view.game.own as Gm121PhoneOwn | null) : null);
const boardOf = (h: TestClient<HostView>) => (h.view?.game?.id === 'gm121' ? (h.view.game.board as Gm121Board | null) : null);
/** A photo the server takes by its bytes (a PNG's signature, then `n` filler bytes). */
const png = (n: number, fill = 1) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(n, fill)]).toString('base64')}`;
const off = (c: Rgb, k: number): Rgb => c.map((x) => Math.max(0, Math.min(255, x + k))) as Rgb;

async function seated(server: TestServer, names: string[]) {
  const { room, host, phones } = await roomWith(server, names);
  await host.send('host', { type: 'startTeamSelect' });
  for (const [i, p] of phones.entries()) {
    await p.send('capability', { sensor: 'authorized', intervalMs: 16 });
    await p.send('updateTeam', { team: i < names.length / 2 ? 'left' : 'right' });
  }
  await host.send('host', { type: 'fixTeams' });
  return { room, host, phones };
}

describe.each(storeKinds(inject('redisUrl')))('gm121 through the server ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  it('plays a whole game: practice, a refused camera, photos stored by content within the limit, scores by colour distance, the winner', async () => {
    server = await kind.start(FAST, { clock });
    const { host, phones } = await seated(server, ['L1', 'L2', 'R1', 'R2']);
    const [l1, l2, r1, r2] = [phones[0]!, phones[1]!, phones[2]!, phones[3]!];
    expect(await host.send('host', { type: 'startGame', gameId: 'gm121' })).toEqual({ ok: true });
    clock.advance(300);
    for (const p of phones) await p.until((v) => v.game?.phase === 'entry', 5000);
    for (const p of phones) expect(await p.send('gm121:entry', {})).toEqual({ ok: true });

    // Practice: three shots and a refused camera (R2 cheers).
    for (const p of phones) await p.until(() => ownOf(p)?.status === 'tutorialPhotoShooting');
    const practice = ownOf(l1)!.colour!.rgb as Rgb;
    for (const p of [l1, l2, r1]) expect(await p.send('gm121:shoot', { photo: png(50), median: practice, hues: [] })).toEqual({ ok: true });
    expect(await r2.send('gm121:camera', { state: 'denied' })).toEqual({ ok: true });
    await host.until((v) => v.game?.phase === 'play');

    let wrong: unknown;
    for (let r = 0; r < 3; r++) {
      await l1.until(() => ownOf(l1)?.status === 'roundColor' && ownOf(l1)!.round === r);
      expect(ownOf(l1)!.colour).toBeNull(); // the TV alone shows it
      expect(ownOf(l1)!.shot).toBeNull(); // a round starts clean
      clock.advance(M.roundColor + 10);
      await l1.until(() => ownOf(l1)?.status === 'roundPhotoShooting');
      const target = ownOf(l1)!.colour!.rgb as Rgb;
      // Photos are checked by content and size at the edge: not an image, over the limit.
      if (r === 0) {
        wrong = await l1.send('gm121:shoot', { photo: 'data:image/png;base64,AAAAAAAA', median: target, hues: [] });
        expect(wrong).toMatchObject({ ok: false });
        expect(await l1.send('gm121:shoot', { photo: png(2500), median: target, hues: [] })).toMatchObject({ ok: false });
        expect(await r2.send('gm121:shoot', { photo: png(50), median: target, hues: [] })).toMatchObject({ ok: false });
      }
      expect(await l1.send('gm121:shoot', { photo: png(60, r + 1), median: target, hues: [0.4] })).toEqual({ ok: true });
      expect(await l2.send('gm121:shoot', { photo: png(60, r + 10), median: off(target, 25), hues: [] })).toEqual({ ok: true });
      expect(await r1.send('gm121:shoot', { photo: png(60, r + 20), median: off(target, 40), hues: [] })).toEqual({ ok: true });
      expect(await r1.send('gm121:shoot', { failed: true })).toEqual({ ok: true });
      const mine = await l1.until(() => ownOf(l1)?.shot?.score === 100);
      const url = (mine.game!.own as Gm121PhoneOwn).shot!.photo;
      expect(url).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{43}$/);
      // The stored photo is served by its URL with its bytes.
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      clock.advance(M.roundPhotoShooting + 500 + 10);
      await host.until(() => boardOf(host)?.status === 'roundResult');
      const b = boardOf(host);
      expect(b!.hunters.find((h) => h.name === 'L1')!.photo).toBe(url);
      // Each team's stored shots of the round in 10 bins: L1's perfect one in the top bin, with L2's; R1's (kept, though its retake failed).
      const l2score = ownOf(l2)!.shot!.score;
      expect(b!.histograms!.left.reduce((a, x) => a + x, 0)).toBe(2);
      expect(b!.histograms!.left[9]).toBe(l2score >= 90 ? 2 : 1);
      expect(b!.histograms!.right.reduce((a, x) => a + x, 0)).toBe(1);
      await r1.until(() => ownOf(r1)?.status === 'roundResult');
      expect(ownOf(r1)!.isShotSucceeded).toBe(false);
      expect(ownOf(r1)!.shot!.score).toBeLessThan(ownOf(l2)!.shot!.score);
      clock.advance(M.roundResult + 10);
      await host.until(() => boardOf(host)?.status === 'roundFinished');
      clock.advance(M.roundFinished + 10);
    }
    clock.advance(200);
    const result = (await host.until((v) => v.game?.result != null, 5000)).game!.result!;
    expect(result.winner).toBe('left');
    expect(result.scores.right).toBeLessThan(result.scores.left);
  });
});
