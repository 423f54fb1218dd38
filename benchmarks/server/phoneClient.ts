/**
 * A simulated phone: joins with a name and a photo, answers the sensor check, picks a team, and
 * plays jump rope from its view as a player with a working phone would: enters, practises, hops
 * over every pass of its team's rope (the flight centred on the pass within a small jitter, on
 * the server clock through its own clock sync), and cheers while the other team jumps. It keeps
 * its clock in sync with bursts of `clock:ping` like the clock worker, and counts every pass the
 * server judged out although it hopped in time.
 */
import { Events } from '../../src/protocol/events';
import { FRAME_MS } from '../../src/protocol/parameters';
import type { Team } from '../../src/protocol/enums';
import type { PhoneView } from '../../src/protocol/views';
import type { Gm116PhoneOwn } from '../../src/games/gm116/rules/views';
import { JUDGING } from '../../src/games/gm116/rules/rope';
import { summarizeBurst, type Exchange } from '../../workers/clock/estimator';
import { Link } from './link';
import type { Run } from './run';

/** A hop: flights of 280–360 ms (skipping rope), centred on the pass within ± 40 ms. */
const FLIGHT_MS = [280, 360] as const;
const JITTER_MS = 40;
/** The detector confirms a landing a sample or so after it (60 Hz). */
const DETECT_MS = [5, 20] as const;
const PRACTICE_GAP_MS = [700, 1100] as const;
/** Human reaction before entering and before picking a team. */
const ENTRY_DELAY_MS = [300, 2500] as const;
const TEAM_DELAY_MS = [200, 2000] as const;
/** Cheering: most of the waiting team taps, 1–3 taps a second. */
const CHEER_SHARE = 0.7;
const CHEER_GAP_MS = [330, 1000] as const;
/** The clock worker while frame-syncing (workers/clock/clockService.ts): 8 pings 25 ms apart, every 15 s. */
const CLOCK = { burst: 8, gapMs: 25, everyMs: 15_000 };
/** The phone's cap on detector traffic (workers/motion/pipeline.ts, MotionEvents): one message per 100 ms, 64 events. */
export const MAX_MOTION = { everyMs: 100, events: 64 };

const rand = (r: readonly [number, number]) => r[0] + Math.random() * (r[1] - r[0]);
const randomLetters = (n: number) => Array.from({ length: n }, () => 'bcdfghjkmnpqrstvwxz'[Math.floor(Math.random() * 19)]).join('');

type JumpEvent = { type: 'jump'; t: number; st: number; takeoffT: number; landingT: number; airMs: number; minG: number; landingPeakG: number };
/** `offClock`: planned while this phone's clock sync was off by more than OFF_CLOCK_MS (slow pongs). */
type Planned = { key: string; k: number; passAt: number; event: JumpEvent; offClock: boolean };
const OFF_CLOCK_MS = 100;

export class Phone {
  link!: Link<PhoneView>;
  /** Seated, named and answered the sensor check. */
  joined = false;
  /** This phone's clock runs this far from the server's (ms): the clock sync must find it. */
  private readonly skew = (Math.random() * 2 - 1) * 1000;
  private offset: number | null = null;
  private readonly cheers = Math.random() < CHEER_SHARE;
  private stopped = false;
  private timers = new Set<NodeJS.Timeout>();
  private gameSeq = 0;
  private lastPhase: string | null = null;
  private entrySent = false;
  private practicing = false;
  private turn: { key: string; frameBase: number; timers: NodeJS.Timeout[] } | null = null;
  /**
   * Per turn, the passes hopped over: 'onTime' or 'late' (the generator itself fell behind), and
   * the pass time hopped for: when the server moves the rope (a pause, a takeover), the rope comes
   * again and the player jumps again, as a person would.
   */
  private hopped = new Map<string, Map<number, { status: 'onTime' | 'late' | 'offClock'; passAt: number }>>();
  private judgedSeen = new Map<string, number>();
  private cheering: NodeJS.Timeout | null = null;
  private flood: NodeJS.Timeout | null = null;
  private outbox: Planned[] = [];
  private hops = 0;
  private heartbeatEvery = 5;
  private marker = '';

  constructor(
    private run: Run,
    readonly name: string,
    private maxMotion: boolean,
  ) {}

  /** The phone's own clock (epoch ms, skewed). */
  readonly now = (): number => performance.timeOrigin + performance.now() + this.skew;

  async join(urls: string[], urlIndex: number, roomId: string, photo: string | null): Promise<void> {
    const res = await fetch(`${urls[urlIndex]}/api/groups/0/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roomId }),
      signal: AbortSignal.timeout(60_000),
    });
    if (res.status !== 200) throw new Error(`session ${res.status}: ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    this.link = new Link<PhoneView>(this.run, 'phone', urls, urlIndex, { role: 'phone', roomId, token });
    this.link.onView = () => this.react();
    try {
      await this.link.open();
    } catch (err) {
      this.link.close();
      throw err;
    }
    void this.clockLoop();
    for (let attempt = 0; ; attempt++) {
      // A name the word filter or a namesake refuses (SP03-204, SP03-201): pick another, as a player would.
      const name = attempt === 0 ? this.name : `Pl${randomLetters(6)}`;
      const code = await this.step(Events.updateProfile, photo ? { name, photo } : { name }, (v) => v.me.name === name);
      if (code === null) break;
      if (attempt >= 5 || (code !== 'SP03-204' && code !== 'SP03-201')) throw new Error(`updateProfile refused: ${code}`);
    }
    const code = await this.step(Events.capability, { sensor: 'authorized', intervalMs: 16 }, (v) => v.me.capability === 'authorized');
    if (code !== null) throw new Error(`capability refused: ${code}`);
    this.joined = true;
  }

  async pickTeam(team: Team): Promise<void> {
    await this.link.until((v) => v.system.status === 'teamSelect', 180_000);
    await this.sleep(rand(TEAM_DELAY_MS));
    const code = await this.step(Events.updateTeam, { team }, (v) => v.me.team === team);
    if (code !== null) throw new Error(`updateTeam refused: ${code}`);
  }

  /**
   * An intent of the setup on a server that may be slow to answer: null once the view shows it
   * done, the error key when refused. A timed-out ack is asked again, as a player taps again.
   */
  private async step(event: string, payload: unknown, done: (v: PhoneView) => boolean): Promise<string | null> {
    for (let i = 0; i < 4; i++) {
      const ack = await this.link.ask(event, payload);
      if (ack && !ack.ok) return `${ack.error.group}-${ack.error.code}`;
      try {
        await this.link.until(done, 30_000);
        return null;
      } catch {
        /* not applied yet: ask again */
      }
    }
    throw new Error(`${event}: no answer in 2 minutes`);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.endTurn();
    this.setCheering(false);
    if (this.flood) clearInterval(this.flood);
    this.flood = null;
  }

  close(): void {
    this.stop();
    this.link?.close();
  }

  private after(ms: number, fn: () => void): NodeJS.Timeout {
    const t = setTimeout(
      () => {
        this.timers.delete(t);
        if (!this.stopped) fn();
      },
      Math.max(0, ms),
    );
    this.timers.add(t);
    return t;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((r) => setTimeout(r, ms));
  }

  private async clockLoop(): Promise<void> {
    while (!this.stopped) {
      const exchanges: Exchange[] = [];
      for (let i = 0; i < CLOCK.burst && !this.stopped; i++) {
        const e = await this.link.ping(this.now, 'ping');
        if (e) exchanges.push(e);
        if (i < CLOCK.burst - 1) await this.sleep(CLOCK.gapMs);
      }
      const b = summarizeBurst(exchanges);
      if (b) {
        this.offset = b.offset;
        // The truth is known here: the server's clock is this machine's, the phone's is skewed by `skew`.
        if (this.run.inWindow) this.run.m.syncError.add(Math.abs(b.offset + this.skew));
      }
      await this.sleep(b ? CLOCK.everyMs : 1_000);
    }
  }

  /** Everything a player does follows from the view. */
  private react(): void {
    const v = this.link.view;
    if (!v || this.stopped) return;
    const g = v.game;
    if (g && (this.lastPhase === null || this.lastPhase === 'result') && g.phase !== 'result') {
      this.gameSeq++;
      this.entrySent = false;
      this.practicing = false;
    }
    this.lastPhase = g?.phase ?? null;
    const own = (g?.own ?? null) as Gm116PhoneOwn | null;
    const marker = `${g?.phase}|${own?.status}|${own?.rope?.index}|${own?.rope?.judged}`;
    if (marker !== this.marker) {
      this.marker = marker;
      this.run.progressed();
    }
    if (!g) {
      this.endTurn();
      this.setCheering(false);
      return;
    }
    const params = g.params as { stepNumToSendHearBeat?: number };
    this.heartbeatEvery = params.stepNumToSendHearBeat ?? 5;

    if (g.phase === 'entry' && !g.entryStatus.entry && !this.entrySent) {
      this.entrySent = true;
      this.after(rand(ENTRY_DELAY_MS), () => void this.link.ask('gm116:entry', {}));
    }
    if (g.phase === 'tutorial' && own && !own.tutorialDone && !this.practicing) {
      this.practicing = true;
      this.practise(0);
    }
    if (this.maxMotion && !this.flood && (g.phase === 'tutorial' || g.phase === 'play')) this.startFlood();

    const rope = own?.rope;
    if (own && rope && own.team === rope.team) this.countJudged(`${this.gameSeq}:${rope.index}`, own);
    const jumping = g.phase === 'play' && own && rope && own.team === rope.team && !own.out && (own.status === 'waitingForJumping' || own.status === 'jumping');
    if (jumping) {
      const key = `${this.gameSeq}:${rope.index}`;
      if (this.turn?.key !== key || this.turn.frameBase !== rope.frameBase) this.planTurn(key, rope);
    } else {
      this.endTurn();
    }
    this.setCheering(g.phase === 'play' && own?.status === 'waitingForTurn' && this.cheers);
  }

  /** Practice hops until the server counts the tutorial done; the skip button after a few too many. */
  private practise(n: number): void {
    this.after(rand(PRACTICE_GAP_MS), () => {
      const g = this.link.view?.game;
      const own = g?.own as Gm116PhoneOwn | null | undefined;
      if (g?.phase !== 'tutorial' || !own || own.tutorialDone) return;
      if (n >= 6) {
        void this.link.ask('gm116:completeTutorial', {});
        return;
      }
      const flight = rand(FLIGHT_MS);
      const landing = this.now() - rand(DETECT_MS);
      this.send({ key: 'practice', k: n, passAt: Infinity, event: this.jump(landing - flight, landing), offClock: false });
      this.practise(n + 1);
    });
  }

  private jump(takeoffT: number, landingT: number): JumpEvent {
    return {
      type: 'jump',
      t: landingT,
      st: landingT + (this.offset ?? 0),
      takeoffT,
      landingT,
      airMs: landingT - takeoffT,
      minG: 0.2 + Math.random() * 0.2,
      landingPeakG: 2.5 + Math.random(),
    };
  }

  /** Plans a hop over every pass of this turn still to come. */
  private planTurn(key: string, rope: NonNullable<Gm116PhoneOwn['rope']>): void {
    this.endTurn();
    const timers: NodeJS.Timeout[] = [];
    this.turn = { key, frameBase: rope.frameBase, timers };
    const offset = this.offset;
    if (offset === null) return; // no clock yet: this phone cannot time a hop (its outs are not wrong)
    const done = this.hopped.get(key);
    const offClock = Math.abs(offset + this.skew) > OFF_CLOCK_MS;
    rope.passes.forEach((frame, k) => {
      const passAt = rope.frameBase + frame * FRAME_MS;
      if (k < rope.judged || done?.get(k)?.passAt === passAt) return;
      const mid = passAt - offset + (Math.random() * 2 - 1) * JITTER_MS;
      const flight = rand(FLIGHT_MS);
      const takeoff = mid - flight / 2;
      const landing = mid + flight / 2;
      const sendAt = landing + rand(DETECT_MS);
      if (sendAt < this.now()) return;
      timers.push(
        this.after(sendAt - this.now(), () => {
          if (this.run.inWindow) this.run.m.hopLag.add(this.now() - sendAt);
          this.send({ key, k, passAt, event: this.jump(takeoff, landing), offClock });
        }),
      );
    });
  }

  private endTurn(): void {
    if (!this.turn) return;
    for (const t of this.turn.timers) {
      clearTimeout(t);
      this.timers.delete(t);
    }
    this.turn = null;
  }

  /** A detected jump leaves at once, or with the next 100 ms message at the phone's maximum rate. */
  private send(p: Planned): void {
    if (this.maxMotion) this.outbox.push(p);
    else this.deliver([p], [p.event]);
    if (++this.hops % this.heartbeatEvery === 0) void this.link.ask('gm116:heartbeat', { count: this.hops });
  }

  private deliver(planned: Planned[], events: JumpEvent[]): void {
    const ok = this.link.emit(Events.motion, { detector: 'jump', events });
    if (!ok) return;
    // The true server time (same machine), not this phone's estimate of it.
    const serverNow = this.now() - this.skew;
    for (const p of planned) {
      if (!Number.isFinite(p.passAt)) continue;
      // Sent after the server judged the pass: an out then is the generator's fault, not the server's.
      const onTime = serverNow < p.passAt + JUDGING.judgeDelayMs - 50;
      let turn = this.hopped.get(p.key);
      if (!turn) this.hopped.set(p.key, (turn = new Map()));
      turn.set(p.k, { status: !onTime ? 'late' : p.offClock ? 'offClock' : 'onTime', passAt: p.passAt });
      if (onTime && !p.offClock && this.run.inWindow) this.run.m.hops++;
    }
  }

  /**
   * The maximum detector rate: a 64-event message every 100 ms. Real jumps go in as they come;
   * the rest are jump-shaped events of zero flight, which the rules discard after parsing them,
   * so the game runs its normal course under the flood (duplicated real flights would count as
   * practice hops and push real flights out of the server's short history).
   */
  private startFlood(): void {
    this.flood = setInterval(() => {
      const planned = this.outbox;
      this.outbox = [];
      const events = planned.map((p) => p.event);
      const t = this.now();
      const pad: JumpEvent = { type: 'jump', t, st: t + (this.offset ?? 0), takeoffT: t, landingT: t, airMs: 0, minG: 1, landingPeakG: 1 };
      while (events.length < MAX_MOTION.events) events.push(pad);
      this.deliver(planned, events);
    }, MAX_MOTION.everyMs);
  }

  private countJudged(key: string, own: Gm116PhoneOwn): void {
    const results = own.jumpResults;
    let seen = this.judgedSeen.get(key) ?? 0;
    if (seen >= results.length) return;
    const m = this.run.m;
    for (; seen < results.length; seen++) {
      if (!this.run.inWindow) continue;
      const r = results[seen]!;
      m.judged.add(r.type);
      if (r.type !== 'out') continue;
      const hop = this.hopped.get(key)?.get(seen)?.status;
      if (hop === 'onTime') {
        m.wrongOuts++;
        m.wrongOutsAt.push(this.run.now());
      } else if (hop === 'late') m.lateOuts++;
      else if (hop === 'offClock') m.offClockOuts++;
      else m.unsentOuts++;
    }
    this.judgedSeen.set(key, seen);
  }

  private setCheering(on: boolean): void {
    if (!on) {
      if (this.cheering) {
        clearTimeout(this.cheering);
        this.timers.delete(this.cheering);
      }
      this.cheering = null;
      return;
    }
    if (this.cheering) return;
    const tap = () => {
      this.cheering = this.after(rand(CHEER_GAP_MS), () => {
        void this.link.ask(Events.cheer, {});
        tap();
      });
    };
    tap();
  }
}
