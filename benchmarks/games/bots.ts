/**
 * The other players: socket.io clients that play each game as its server test drives it
 * (tests/unit/games/gmNNN/server.test.ts: the detector events a phone's worker would send, the
 * intents its taps would send), from their own phone views, on the real clock. They make the game
 * go for the measured phone and, 99 at a time, make the traffic of a full room.
 *
 * Every bot enters each game and skips its practice; in play it acts about as a player would, at
 * a player's pace (a tap a second or so, a squat on each beat), with its own dice.
 */
import type { Gm102PhoneOwn } from '../../src/games/gm102/rules/views';
import type { Gm105PhoneOwn } from '../../src/games/gm105/rules/views';
import type { Gm110PhoneOwn } from '../../src/games/gm110/rules/views';
import { candidatesOf } from '../../src/games/gm110/shared/menu';
import type { Gm112PhoneOwn } from '../../src/games/gm112/rules/views';
import { patternAxis } from '../../src/games/gm113/rules/judge';
import type { Gm113PhoneOwn } from '../../src/games/gm113/rules/views';
import type { Gm116PhoneOwn } from '../../src/games/gm116/rules/views';
import type { Gm121PhoneOwn } from '../../src/games/gm121/rules/views';
import type { Gm127PhoneOwn } from '../../src/games/gm127/rules/views';
import type { Gm130PhoneOwn } from '../../src/games/gm130/rules/views';
import type { Gm134PhoneOwn } from '../../src/games/gm134/rules/views';
import type { Gm135PhoneOwn } from '../../src/games/gm135/rules/views';
import { SOUND_ITEMS } from '../../src/games/gm135/shared/items';
import type { Gm139PhoneOwn } from '../../src/games/gm139/rules/views';
import { FRAME_MS } from '../../src/protocol/parameters';
import type { PhoneView } from '../../src/protocol/views';
import { viewClient } from '../../tests/e2e/viewClient';
import { tinyPng } from './images';
import { Rng } from '../synth/rng';

/** A phone's connection as a bot uses it: its view, acknowledged intents, fire-and-forget events. */
export type BotClient = {
  state: { readonly view: PhoneView | null };
  send(event: string, payload: unknown): Promise<unknown>;
  emit(event: string, payload: unknown): void;
  close(): void;
};

/** A socket.io client keeping its view current (the end-to-end tests' viewClient), as a bot's connection. */
export function socketClient(origin: string, auth: Record<string, string>): BotClient & { ready: Promise<unknown> } {
  const c = viewClient<PhoneView>(origin, auth);
  return { state: c.state, send: c.send, emit: (e, p) => void c.socket.emit(e, p), close: c.close, ready: c.until(() => true) };
}

export class Bot {
  /** Per game: what this bot has done already (reset when a game starts). */
  mem = new Map<string, unknown>();
  refused = 0;
  sent = 0;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private gameKey = '';

  constructor(
    readonly name: string,
    readonly token: string,
    readonly client: BotClient,
    /** Its own dice (0–1), seeded: runs play alike. */
    readonly random: () => number,
  ) {}

  get view(): PhoneView | null {
    return this.client.state.view;
  }

  /** An acknowledged intent, not awaited (a refusal is counted: a bot acting on a view a moment old is refused at times, as a phone is). */
  send(event: string, payload: unknown): void {
    this.sent++;
    this.client.send(event, payload).then(
      (ack) => void (!(ack as { ok: boolean }).ok && this.refused++),
      () => void this.refused++,
    );
  }

  /** Runs `fn` once per `key` in this game. */
  once(key: string, fn: () => void): void {
    if (this.mem.has(key)) return;
    this.mem.set(key, true);
    fn();
  }

  /** Runs `fn` at epoch ms `at` (now if past); cancelled when the game ends. */
  at(at: number, fn: () => void): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        fn();
      },
      Math.max(0, at - Date.now()),
    );
    this.timers.add(timer);
  }

  /** Detector events as the motion worker sends them: the phone's clock is the server's here. */
  motion(detector: string, events: Record<string, unknown>[]): void {
    this.sent++;
    this.client.emit('motion', { detector, events });
  }

  /** One step of play: entry, practice skipped, then the game's own moves. */
  tick(): void {
    const g = this.view?.game;
    // Each game is played once a session: its id tells a new one.
    const key = g?.id ?? '';
    if (key !== this.gameKey) {
      this.gameKey = key;
      this.mem.clear();
      for (const t of this.timers) clearTimeout(t);
      this.timers.clear();
    }
    if (!g || !g.invited) return;
    if (g.phase === 'entry') this.once('entry', () => this.send(`${g.id}:entry`, {}));
    if (g.phase === 'tutorial' && g.own) {
      PRACTICE[g.id]?.(this, g.own as never);
      this.once('practice', () => this.send(`${g.id}:completeTutorial`, {}));
    }
    if (g.phase === 'play' && g.own) PLAY[g.id]?.(this, g.own as never);
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.client.close();
  }
}

/** What a game needs of a player before its practice can be skipped (a grip, a circle). */
const PRACTICE: Record<string, (b: Bot, own: never) => void> = {
  gm113: (b, own: Gm113PhoneOwn) => b.once('hold', () => b.send('gm113:hold', { holding: own.holdingNeeded })),
  gm130: (b) => b.once('hold', () => b.send('gm130:hold', { both: true })),
  gm139: (b) => b.once('circle', () => b.send('gm139:circledUp', { bothHolding: false })),
  gm110: (b, own: Gm110PhoneOwn) => {
    if (own.status === 'grouping') b.once('ready', () => b.send('gm110:ready', {}));
  },
  gm121: (b) => b.once('camera', () => b.send('gm121:camera', { state: 'authorized' })),
  gm135: (b) => b.once('fix', () => b.send('gm135:open', { cell: 12 })),
};

const now = () => Date.now();
/** Every `ms` (with the bot's own jitter), at most: true when it is time to act again. */
function every(b: Bot, key: string, ms: number): boolean {
  const next = (b.mem.get(key) as number | undefined) ?? 0;
  if (now() < next) return false;
  b.mem.set(key, now() + ms * (0.6 + 0.8 * b.random()));
  return true;
}

const PLAY: Record<string, (b: Bot, own: never) => void> = {
  // Statue race: running steps while the owl looks away, with the run's total as the phone reports it.
  gm102(b, own: Gm102PhoneOwn) {
    if (own.status !== 'run' || own.out || own.reached) return;
    const run = own.runs[own.runs.length - 1];
    if (!run || !every(b, 'step', 300)) return;
    const t = now();
    b.motion('run', [{ type: 'step', t, st: t, stepMs: 300 }]);
    const steps = ((b.mem.get(`steps${run.run}`) as number | undefined) ?? 0) + 1;
    b.mem.set(`steps${run.run}`, steps);
    b.send('gm102:progress', { run: run.run, total: steps });
  },
  // Speed quiz: a tap on either button, half a second to three seconds after they go live.
  gm105(b, own: Gm105PhoneOwn) {
    if (own.status === 'edit') b.once('edit', () => b.send('gm105:finishEdit', {}));
    if (own.status !== 'pendingAnswer' || own.mine || own.answer || own.openAt === null) return;
    b.once(`q${own.roundNumber}`, () => {
      const delay = 500 + 2500 * b.random();
      const round = own.roundNumber;
      const openAt = own.openAt!;
      b.at(openAt + delay, () => b.send('gm105:answer', { round, button: b.random() < 0.5 ? 0 : 1, elapsedMs: Math.round(delay) }));
    });
  },
  // Order memo: members send a note; leaders pick a candidate for every slot and serve.
  gm110(b, own: Gm110PhoneOwn) {
    const round = own.customer;
    if (own.role === 'member' && own.status === 'roundStarted' && !own.myNote)
      b.once(`note${round}`, () => b.send('gm110:note', { round, photo: tinyPng(round) }));
    if (own.role === 'leader' && own.status === 'pendingAnswer' && !own.served)
      b.once(`pick${round}`, () => {
        own.slots.forEach((kind, slot) => {
          const items = candidatesOf(kind);
          b.at(now() + 400 * (slot + 1), () => b.send('gm110:pick', { round, slot, item: items[Math.floor(b.random() * items.length)]! }));
        });
        b.at(now() + 400 * (own.slots.length + 2), () => b.send('gm110:serve', { round }));
      });
  },
  // Shuriken: defenders vote, throwers pick a side and flick every second or two, the swordsman cuts.
  gm112(b, own: Gm112PhoneOwn) {
    if (own.status === 'voting' && own.role === 'defender' && !own.myVote && own.candidates.length)
      b.once(`vote${own.turn?.index}`, () => b.send('gm112:vote', { for: own.candidates[0]!.id }));
    if (own.role === 'thrower' && own.status === 'voting')
      b.once(`side${own.turn?.index}`, () => b.send('gm112:side', { side: b.random() < 0.5 ? 'left' : 'right' }));
    if (own.role === 'swordsman' && own.status === 'tutorialSwordsman') b.once(`ready${own.turn?.index}`, () => b.send('gm112:ready', {}));
    if (own.status === 'throwing' && own.role === 'thrower' && own.starsLeft > 0 && every(b, 'flick', 1500))
      b.send('gm112:throw', { at: now() - own.clockOffset });
    if (own.status === 'throwing' && own.role === 'swordsman' && every(b, 'cut', 900)) {
      const t = now();
      b.motion('swing', [{ type: 'swing', t, st: t, by: 'gyro', axis: 'z', sign: b.random() < 0.5 ? 1 : -1, peak: 450 }]);
    }
  },
  // Swing signal: a swing on each beat of the call, turning the way the pattern asks.
  gm113(b, own: Gm113PhoneOwn) {
    const call = own.call;
    if (own.status !== 'call' || !call) return;
    b.once(`call${call.index}`, () => {
      for (let k = 0; k < call.beats; k++) {
        const beat = call.firstBeat + k * call.interval + (b.random() - 0.5) * 160;
        b.at(beat + 120, () => b.motion('swing', [{ type: 'swing', t: beat, st: beat, by: 'gyro', axis: patternAxis(call.pattern), sign: 1, peak: 420 }]));
      }
    });
  },
  // Jump rope: a hop over each pass of the rope while its team jumps, reported after the landing.
  gm116(b, own: Gm116PhoneOwn) {
    const rope = own.rope;
    if (!rope || rope.team !== own.team || own.out) return;
    b.once(`rope${rope.index}`, () => {
      for (const f of rope.passes) {
        const at = rope.frameBase + f * FRAME_MS;
        b.at(at + 200, () => b.motion('jump', [{ type: 'jump', t: at + 150, st: at + 150, takeoffT: at - 150, landingT: at + 150 }]));
      }
    });
  },
  // Colour hunt: a shot a few seconds into each round's hunt.
  gm121(b, own: Gm121PhoneOwn) {
    if (own.status !== 'roundPhotoShooting' || own.shot) return;
    b.once(`shot${own.round}`, () =>
      b.at(now() + 1000 + 3000 * b.random(), () => {
        const rgb = own.colour?.rgb ?? [128, 128, 128];
        const median = rgb.map((c) => Math.max(0, Math.min(255, Math.round(c + (b.random() - 0.5) * 60))));
        b.send('gm121:shoot', { photo: tinyPng(own.round + 7), median, hues: Array.from({ length: 36 }, (_, i) => (i === 3 ? 1 : 0)) });
      }),
    );
  },
  // Auction: now and then a raise of 10 or 50 while bidding is open, if the wallet covers it.
  gm127(b, own: Gm127PhoneOwn) {
    if (own.status !== 'biddingStarted' || !own.lot || !every(b, 'bid', 4000) || b.random() < 0.5) return;
    const add = b.random() < 0.7 ? 10 : 50;
    if (own.coins >= (own.lot.price ?? 0) + add) b.send('gm127:bid', { add });
  },
  // Squat beat: a squat on every beat of the half, reported after its rise.
  gm130(b, own: Gm130PhoneOwn) {
    const half = own.half;
    if (own.status !== 'squatting' || !half) return;
    b.once(`half${half.index}`, () => {
      for (let t = half.firstBeat; t <= half.end - 300; t += half.interval) {
        const bottom = t + (b.random() - 0.5) * 200;
        b.at(bottom + 750, () => b.motion('squat', [{ type: 'squat', t: bottom, st: bottom, downT: bottom - 700, upT: bottom + 700, depthM: 0.35 }]));
      }
    });
  },
  // Kitchen timer: each step of the dish near its target (a knob on a gas stove is a tap).
  gm134(b, own: Gm134PhoneOwn) {
    if (own.status !== 'timerStarted' || own.startAt === null) return;
    b.once(`round${own.round}`, () => {
      for (const s of own.steps) {
        const at = own.startAt! + s.target + (b.random() - 0.5) * 3000;
        if (s.step === 'stopFire') b.at(at, () => b.send('gm134:tap', { elapsedMs: Math.max(0, Math.round(at - own.startAt!)) }));
        else b.at(at + 300, () => b.motion('handling', [{ type: s.step, t: at, st: at, amount: 170, by: 'gyro' }]));
      }
    });
  },
  // Bingo: each called cell opened a second or two after the call; a sound now and then.
  gm135(b, own: Gm135PhoneOwn) {
    own.cells.forEach((c, i) => {
      if (c.called && !c.opened) b.once(`open${i}`, () => b.at(now() + 600 + 1500 * b.random(), () => b.send('gm135:open', { cell: i })));
    });
    if (own.status === 'prizeBox' && own.bingo) b.once('box', () => b.send('gm135:openPrizeBox', {}));
    if (every(b, 'sound', 20_000) && b.random() < 0.2) b.send('gm135:sound', { item: SOUND_ITEMS[Math.floor(b.random() * SOUND_ITEMS.length)]! });
  },
  // Musical chairs: walking while the music plays, a sit a moment after it stops.
  gm139(b, own: Gm139PhoneOwn) {
    if (own.out) return;
    if (own.status === 'roundWalking' && own.musicStartAt !== null && now() >= own.musicStartAt)
      b.once(`walk${own.round}`, () => {
        const t = now();
        b.motion('walkSit', [{ type: 'walk', t, st: t }]);
      });
    if (own.status === 'pendingRoundSit')
      b.once(`sit${own.round}`, () =>
        b.at(now() + 400 + 2000 * b.random(), () => {
          const t = now() - 200;
          b.motion('walkSit', [{ type: 'sit', t, st: t, downT: t - 700, stillMs: 500 }]);
        }),
      );
  },
};

/** A seeded generator (mulberry32) per bot. */
export function dice(seed: number): () => number {
  const r = new Rng(seed);
  return () => r.next();
}
