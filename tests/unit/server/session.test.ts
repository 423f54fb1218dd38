import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { FRAME_MS } from '../../../src/protocol/parameters';
import type { Gm116PhoneOwn } from '../../../src/games/gm116/rules/views';
import type { HostView, PhoneView } from '../../../src/protocol/views';
import { storeKinds, roomWith, type TestClient, type TestServer } from './harness';
import { ManualClock } from './manualClock';

/** Fast steps, so a hand-moved clock walks a whole session in a few calls. */
const FAST = {
  server: {
    gamePhasesMs: { charge: 100, checkingCapability: 1000, intro: 100, entry: 1000, tutorial: 25_000, waitingForResult: 100 },
    sessionMs: {
      roulette: 2000,
      rouletteStopped: 1000,
      eventCard: 1000,
      holdingJoyCon: 1000,
      lookNx: 1000,
      result: 1000,
      itemThrowing: 1000,
      scores: 1000,
      trophy: 1000,
      votingMvp: 5000,
    },
  },
  games: {
    gm116: {
      turnsPerTeam: 1,
      momentsMs: { decidingTurn: 100, waitingForJumping: 300, turnResult: 200 },
      rope: { maxPasses: 3, leadInFrames: 30, firstPeriodFrames: 36 },
    },
  },
};
const SETTINGS = { targetWins: 3, leaveOutNoisy: false, leaveOutSeats: false, skipTutorials: true } as const;

const step = (v: HostView | null) => v?.session?.step ?? null;
const ownOf = (p: TestClient<PhoneView>) => (p.view?.game?.id === 'gm116' ? (p.view.game.own as Gm116PhoneOwn | null) : null);

/** Waits for views to settle (they are coalesced ~25 ms after a change). */
const settle = () => new Promise((r) => setTimeout(r, 80));

describe.each(storeKinds(inject('redisUrl')))('a session that runs itself ($name store), on a hand-moved clock', (kind) => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(() => {
    clock = new ManualClock();
  });
  afterEach(async () => {
    await server?.close();
  });

  async function fixedRoom(names = ['L1', 'L2', 'R1', 'R2']) {
    const r = await roomWith(server, names);
    await r.host.send('host', { type: 'startTeamSelect' });
    for (const [i, p] of r.phones.entries()) {
      await p.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
      await p.send('updateTeam', { team: i < names.length / 2 ? 'left' : 'right' });
    }
    await r.host.send('host', { type: 'fixTeams' });
    expect(await r.host.send('host', { type: 'settings', settings: SETTINGS })).toEqual({ ok: true });
    return r;
  }

  /**
   * Moves the clock on until the host sees `pred`: to the end of the session's current step when it
   * has one (so no step is jumped over), else by `by`; after each move, waits for the view it brings.
   */
  async function until(host: TestClient<HostView>, pred: (v: HostView) => boolean, ms = 40_000, by = 250): Promise<HostView> {
    await settle(); // the view of whatever was just sent
    const start = clock.now();
    while (clock.now() - start <= ms) {
      if (host.view && pred(host.view)) return host.view;
      const endsAt = host.view?.session?.endsAt ?? null;
      const version = host.version;
      clock.advance(endsAt !== null && endsAt > clock.now() ? Math.min(by * 8, endsAt - clock.now() + 5) : by);
      for (const until = Date.now() + 150; host.version === version && Date.now() < until;) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error(`never: ${JSON.stringify(host.view?.session)} ${host.view?.system.status} ${host.view?.game?.phase}`);
  }

  it('plays games back to back until a team has the wins, then the trophy and the MVP vote', async () => {
    server = await kind.start(FAST, { clock });
    const { host, phones } = await fixedRoom();
    expect(await phones[0]!.send('emote', { icon: 'clap' })).toEqual({ ok: true });
    expect(await host.send('host', { type: 'startSession' })).toEqual({ ok: true });
    let v = await until(host, (x) => step(x) === 'roulette');
    expect(v.system.status).toBe('roulette');
    expect(v.system.roulette!.candidates.length).toBeGreaterThan(0);

    let games = 0;
    for (;;) {
      v = await until(host, (x) => step(x) === 'roulette' || step(x) === 'eventCard' || step(x) === 'trophy');
      if (step(v) === 'trophy') break;
      if (step(v) === 'roulette') {
        // The left team charges during the spin: it will pick the event card when one comes.
        expect(await phones[0]!.send('charge', { amount: 1 })).toEqual({ ok: true });
        expect(await host.send('host', { type: 'sessionNext', gameId: 'gm116' })).toEqual({ ok: true });
      } else {
        // The third game brings a card (the right team trails by 2): two of them, the left team picks.
        expect(v.system.eventCard).toBeNull();
        const options = v.system.cardChoice!.options;
        expect(v.system.cardChoice).toMatchObject({ team: 'left' });
        expect(options[0]).not.toBe(options[1]);
        expect(await phones[2]!.send('chooseCard', { index: 0 })).toMatchObject({ ok: false });
        expect(await phones[1]!.send('chooseCard', { index: 1 })).toEqual({ ok: true });
        expect(await phones[0]!.send('chooseCard', { index: 0 })).toMatchObject({ ok: false }); // the first pick decides
        v = await until(host, (x) => x.system.eventCard !== null);
        expect(v.system.eventCard).toBe(options[1]);
        expect(v.system.cardChoice).toBeNull();
      }
      await until(host, (x) => x.game?.phase === 'entry');
      for (const p of phones) expect(await p.send('gm116:entry', {})).toEqual({ ok: true });
      if (games === 0) {
        await until(host, (x) => x.game?.phase === 'tutorial');
        for (const p of phones) await p.send('gm116:completeTutorial', {});
      }
      // "Skip tutorials": from the second game on, nobody needs to practise again.
      await until(host, (x) => x.game?.phase === 'play', 2000);
      await playLeftWins(phones, host, clock);
      v = await until(host, (x) => step(x) === 'scores');
      expect(v.system.status).toBe('cheer');
      games++;
      if (games > 6) throw new Error('the session never ended');
    }
    expect(v.system.scores.left).toBeGreaterThanOrEqual(3);
    expect(v.session!.winner).toBe('left');
    v = await until(host, (x) => step(x) === 'votingMvp');
    expect(v.system.status).toBe('votingMvp');
    const choices = v.system.voting!.choices;
    expect(choices.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(v.system.voting!.awards).sort()).toEqual([...choices].sort());
    // The one who sent an emote is the hype nominee.
    expect(v.system.voting!.awards[phones[0]!.view!.me.playerId]).toBe('hype');
    for (const p of phones) {
      const mine = p.view!.me.playerId;
      await p.send('vote', { choice: choices.find((c) => c !== mine)! });
    }
    v = await until(host, (x) => step(x) === 'mvpResult');
    expect(v.system.voting!.result!.length).toBeGreaterThan(0);
    expect(v.system.history.map((h) => h.winner)).toEqual(Array(games).fill('left'));
  });

  it("pauses and resumes at the host, freezes while the host is away, vetoes, takes the host's choice and skips", async () => {
    server = await kind.start(FAST, { clock });
    const { room, host, phones } = await fixedRoom();
    await host.send('host', { type: 'startSession' });
    await until(host, (x) => step(x) === 'roulette');
    // Pause: ten minutes pass and the wheel still spins.
    expect(await host.send('host', { type: 'session', action: 'pause' })).toEqual({ ok: true });
    await settle();
    expect(host.view!.session).toMatchObject({ paused: true, endsAt: null });
    clock.advance(10 * 60_000);
    await settle();
    expect(step(host.view)).toBe('roulette');
    expect(await host.send('host', { type: 'session', action: 'skip' })).toMatchObject({ ok: false });
    await host.send('host', { type: 'session', action: 'resume' });
    let v = await until(host, (x) => step(x) === 'rouletteStopped');
    const first = v.system.roulette!.result!;
    // Veto: the wheel spins again without the vetoed game.
    expect(await host.send('host', { type: 'session', action: 'veto' })).toEqual({ ok: true });
    v = await until(host, (x) => step(x) === 'roulette');
    expect(v.system.roulette!.candidates).not.toContain(first);
    // The host's choice: straight to it.
    expect(await host.send('host', { type: 'sessionNext', gameId: 'gm130' })).toEqual({ ok: true });
    v = await until(host, (x) => step(x) === 'rouletteStopped');
    expect(v.system.roulette!.result).toBe('gm130');
    v = await until(host, (x) => step(x) === 'holdingJoyCon');
    expect(v.system.status).toBe('holdingJoyCon');
    v = await until(host, (x) => step(x) === 'game');
    expect(v.game!.id).toBe('gm130');
    // The host's page reloads mid-game: the session and the game wait, then go on from there.
    host.close();
    await phones[0]!.until((x) => !x.room.hostConnected);
    clock.advance(5 * 60_000);
    const back = await server.host(room);
    await settle();
    expect(step(back.view)).toBe('game');
    expect(back.view!.game!.id).toBe('gm130');
    // Skip: the game ends without a result, the session goes on.
    expect(await back.send('host', { type: 'session', action: 'skip' })).toEqual({ ok: true });
    v = await until(back, (x) => step(x) === 'itemThrowing');
    expect(v.system.history.at(-1)).toMatchObject({ id: 'gm130', winner: 'noGame' });
    // A manual command hands the room to the host; auto picks up again from the room's state.
    expect(await back.send('host', { type: 'phase', phase: 'cheer' })).toEqual({ ok: true });
    await settle();
    expect(back.view!.session!.auto).toBe(false);
    clock.advance(60_000);
    await settle();
    expect(back.view!.system.status).toBe('cheer');
    await back.send('host', { type: 'session', action: 'auto' });
    await until(back, (x) => step(x) === 'roulette');
    // End: straight to the trophy, then the vote.
    expect(await back.send('host', { type: 'session', action: 'end' })).toEqual({ ok: true });
    await until(back, (x) => step(x) === 'trophy');
    await until(back, (x) => step(x) === 'votingMvp' || step(x) === 'mvpResult');
  });

  it('refuses to start before teams are fixed, twice, or session commands without one', async () => {
    server = await kind.start(FAST, { clock });
    const { host } = await roomWith(server, ['A', 'B']);
    expect(await host.send('host', { type: 'startSession' })).toMatchObject({ ok: false, error: { group: 'SP03' } });
    expect(await host.send('host', { type: 'session', action: 'skip' })).toMatchObject({ ok: false });
    expect(await host.send('host', { type: 'sessionNext', gameId: 'gm116' })).toMatchObject({ ok: false });
    expect(await host.send('host', { type: 'session', action: 'jump' })).toMatchObject({ ok: false, error: { group: 'SP02', code: '104' } });
  });
});

/**
 * gm116 with the left team jumping every pass it sees coming and the right team none: the left
 * team wins. The clock moves on in small steps until the session shows the score.
 */
async function playLeftWins(phones: TestClient<PhoneView>[], host: TestClient<HostView>, clock: ManualClock): Promise<void> {
  const jumped = new Set<string>();
  for (let i = 0; i < 200 && step(host.view) === 'game'; i++) {
    for (const p of phones.slice(0, 2)) {
      const own = ownOf(p);
      const key = `${p.view!.me.playerId}:${own?.rope?.index}`;
      if (!own?.rope || own.rope.team !== own.team || jumped.has(key)) continue;
      jumped.add(key);
      const rope = own.rope;
      const events = rope.passes.map((f) => {
        const at = rope.frameBase + f * FRAME_MS;
        return { type: 'jump', t: at + 150, st: at + 150, takeoffT: at - 150, landingT: at + 150 };
      });
      await p.send('motion', { detector: 'jump', events });
    }
    clock.advance(200);
    await new Promise((r) => setTimeout(r, 60));
  }
}
