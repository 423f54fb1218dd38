import { PlannedGameParameters, type PlannedParameterSet } from '../../../src/protocol/parameters';
import { FRAME_MS, G, mergeParams } from './params';
import { isBlank } from './signal/blank';
import { GravityTracker } from './signal/gravity';
import { OnePole3 } from './signal/lowPass';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from './types';

export type HandlingParams = PlannedParameterSet['gm134'];
export const HANDLING_STEPS = ['turnOver', 'openLid', 'takeOutA', 'takeOutB', 'switchOff'] as const;
export type HandlingStep = (typeof HANDLING_STEPS)[number];

const DEG = Math.PI / 180;

/** Tuning SPEC.md §9 does not name. */
export const HANDLING_TUNING = {
  /** A rotation or a pull is one movement while its rate stays above threshold, with dips shorter than this. */
  gapMs: 200,
  /** Without a gyroscope, the direction of gravity is followed through a low-pass at this cut-off (Hz). */
  directionHz: 3,
  /**
   * A gesture is made by a hand on a phone held or lying: the body stands. A phone carried by a
   * walking person takes a jolt at every step — |a| off 1 g by `joltG` or more, 1.5–2.5 times a
   * second in a hand, a pocket or a bag — and turns with the body at each turn; a hand's gesture
   * makes one or two (a pull speeds up, then brakes; a turn over lifts the phone). So no step is
   * reported while `walkJolts` jolts at least `joltGapMs` apart fall within `walkWindowMs` up to it.
   */
  joltG: 0.3,
  joltGapMs: 250,
  walkJolts: 3,
  walkWindowMs: 3000,
};
export type HandlingTuning = typeof HANDLING_TUNING;

export type HandlingEvent = DetectorEvent & {
  type: HandlingStep;
  /** Rotation (deg) or pull sum (g·frames) accumulated when the step completed. */
  amount: number;
  by: 'gyro' | 'gravity' | 'acc';
};

/** One movement: its net rotation (signed, per axis, deg), pull sum, and "up" when it began. */
type Accumulator = { sum: number; x: number; y: number; ux: number; uy: number; uz: number; lastActive: number; done: boolean };

/**
 * gm134 device handling. SPEC.md §9 read as:
 * - rotations (`turnOver`, `openLid`, `switchOff`): a movement lasts while the rotation rate is at
 *   least `angularSpeed` rad/s (turnOver: the whole rotation rate; openLid: about device x, the
 *   phone tipped up like a lid; switchOff: about x with `angularSpeedX` or y with `angularSpeedY`);
 *   the step is done when its net rotation reaches `rotation` degrees less the share `diff`
 *   (180° × 0.9 = 162°, 90° × 0.84 = 75.6°, 120° × 0.9 = 108°): for turnOver, how far "up" has
 *   moved in the phone (a phone turned about the vertical has not been turned over); for openLid
 *   and switchOff, the signed rotation about their axis (back and forth does not add up). Without a gyroscope, the angle between gravity's direction
 *   before the movement and now stands in (rotations about the vertical are then invisible).
 * - pulls (`takeOutA`, `takeOutB`, same parameters): linear acceleration |a| − gravity of at least
 *   `acceleration` g is summed in g × frames of 1/60 s; done at `sum` less the share `diff` (19).
 * The game arms one step at a time with the command `expect:<step>` (`expect:none` disarms); with
 * no command every step is watched (a pull then reports `takeOutA`, and a turn over also passes the
 * switch's 108° on the way). Nothing is reported while the phone jolts like a walk (HANDLING_TUNING).
 */
export class HandlingDetector implements Detector<HandlingEvent> {
  readonly params: HandlingParams;
  private readonly o: HandlingTuning;
  private readonly gravity = new GravityTracker();
  private readonly direction: OnePole3;
  private lastT = NaN;
  private expect: HandlingStep | 'all' | 'none' = 'all';
  private acc = new Map<string, Accumulator>();
  /** Gravity direction when the phone was last steady (no-gyroscope path). */
  private rest: [number, number, number] | null = null;
  private lastDir: [number, number, number] | null = null;
  private restDone = new Set<string>();
  /** Times of the last jolts (a ring, newest at `joltHead - 1`). */
  private readonly jolts = new Float64Array(8).fill(-Infinity);
  private joltHead = 0;

  constructor(params?: DeepPartial<HandlingParams> | null, tuning: Partial<HandlingTuning> = {}) {
    this.params = mergeParams<HandlingParams>(PlannedGameParameters.gm134, params);
    this.o = { ...HANDLING_TUNING, ...tuning };
    this.direction = new OnePole3(this.o.directionHz);
  }

  reset(): void {
    this.gravity.reset();
    this.direction.reset();
    this.lastT = NaN;
    this.acc.clear();
    this.rest = this.lastDir = null;
    this.restDone.clear();
    this.jolts.fill(-Infinity);
  }

  command(name: string): void {
    if (!name.startsWith('expect:')) return;
    const step = name.slice('expect:'.length);
    this.expect = (HANDLING_STEPS as readonly string[]).includes(step) ? (step as HandlingStep) : step === 'all' ? 'all' : 'none';
    this.acc.clear();
    this.restDone.clear();
  }

  /** Whether the phone jolted like a walk within `walkWindowMs` up to `t`. */
  private walking(t: number): boolean {
    let n = 0;
    for (let k = 0; k < this.jolts.length; k++) if (t - this.jolts[k]! <= this.o.walkWindowMs) n++;
    return n >= this.o.walkJolts;
  }

  private armed(step: HandlingStep): boolean {
    if (this.expect === 'all') return step !== 'takeOutB';
    return this.expect === step;
  }

  push(s: MotionSample): HandlingEvent[] {
    if (isBlank(s)) return [];
    const dtMs = Number.isNaN(this.lastT) ? 0 : Math.max(0, s.t - this.lastT);
    this.lastT = s.t;
    this.gravity.update(s);
    const jolt = Math.abs(Math.sqrt(s.ax * s.ax + s.ay * s.ay + s.az * s.az) / G - 1) >= this.o.joltG;
    if (jolt && s.t - this.jolts[(this.joltHead + this.jolts.length - 1) % this.jolts.length]! >= this.o.joltGapMs) {
      this.jolts[this.joltHead] = s.t;
      this.joltHead = (this.joltHead + 1) % this.jolts.length;
    }
    const out: HandlingEvent[] = [];
    const p = this.params;
    const gyro = !Number.isNaN(s.gx) && !Number.isNaN(s.gy) && !Number.isNaN(s.gz);
    if (gyro) {
      const wx = s.gx * DEG;
      const wy = s.gy * DEG;
      const total = Math.hypot(wx, wy, s.gz * DEG);
      const sw = p.switchOff;
      const dtSec = dtMs / 1000;
      // Net rotation, not the path: a phone carried in a pocket or a swinging hand rotates back and
      // forth through hundreds of degrees a minute, but a gesture turns it one way.
      // Turning over: how far "up" (carried by the gyroscope) has moved in the device since the movement began.
      const over = this.movement('turnOver', total >= p.turnOver.angularSpeed, s.t, 0, 0);
      if (over) {
        const gr = this.gravity;
        const cos = (over.ux * gr.gx + over.uy * gr.gy + over.uz * gr.gz) / (gr.norm || 1);
        this.complete('turnOver', over, Math.acos(Math.min(1, Math.max(-1, cos))) / DEG, p.turnOver, s.t, out);
      }
      // A lid tips the phone about its x axis; a switch turns it about x or y.
      const lid = this.movement('openLid', Math.abs(wx) >= p.openLid.angularSpeed, s.t, wx * dtSec, 0);
      if (lid) this.complete('openLid', lid, Math.abs(lid.x) / DEG, p.openLid, s.t, out);
      const sws = this.movement('switchOff', Math.abs(wx) >= sw.angularSpeedX || Math.abs(wy) >= sw.angularSpeedY, s.t, wx * dtSec, wy * dtSec);
      if (sws) this.complete('switchOff', sws, Math.max(Math.abs(sws.x), Math.abs(sws.y)) / DEG, sw, s.t, out);
    } else {
      this.byGravity(s, dtMs, out);
    }
    const lin = this.gravity.linear(s) / G;
    for (const step of ['takeOutA', 'takeOutB'] as const) {
      const q = p[step];
      this.accumulate(step, lin >= q.acceleration, lin * (dtMs / FRAME_MS), q.sum * (1 - q.diff), s.t, out, 'acc');
    }
    return out;
  }

  /**
   * Follows one rotation movement: it lasts while `active`, bridging dips shorter than `gapMs`; its
   * net rotation about x and y (rad) adds up while active. Returns it while it lasts, else null.
   */
  private movement(step: HandlingStep, active: boolean, t: number, dx: number, dy: number): Accumulator | null {
    let a = this.acc.get(step);
    if (a && !active && t - a.lastActive > this.o.gapMs) {
      this.acc.delete(step);
      a = undefined;
    }
    if (!a) {
      if (!active) return null;
      const [ux, uy, uz] = this.gravity.up();
      a = { sum: 0, x: 0, y: 0, ux, uy, uz, lastActive: t, done: false };
      this.acc.set(step, a);
    }
    if (active) {
      a.x += dx;
      a.y += dy;
      a.lastActive = t;
    }
    return a;
  }

  /** Reports a rotation step once, when its movement's net rotation (deg) reaches `rotation` × (1 − `diff`). */
  private complete(step: HandlingStep, a: Accumulator, deg: number, q: { diff: number; rotation: number }, t: number, out: HandlingEvent[]): void {
    a.sum = deg;
    if (!a.done && deg >= q.rotation * (1 - q.diff) && this.armed(step) && !this.walking(t)) {
      a.done = true;
      out.push({ type: step, t, amount: deg, by: 'gyro' });
    }
  }

  /** Sums `amount` while `active` (bridging gaps shorter than gapMs); reports the step once when the sum reaches `need`. */
  private accumulate(step: HandlingStep, active: boolean, amount: number, need: number, t: number, out: HandlingEvent[], by: HandlingEvent['by']): void {
    let a = this.acc.get(step);
    if (a && !active && t - a.lastActive > this.o.gapMs) {
      this.acc.delete(step);
      a = undefined;
    }
    if (!active) return;
    if (!a) {
      a = { sum: 0, x: 0, y: 0, ux: 0, uy: 0, uz: 0, lastActive: t, done: false };
      this.acc.set(step, a);
    }
    a.sum += amount;
    a.lastActive = t;
    if (!a.done && a.sum >= need && this.armed(step) && !this.walking(t)) {
      a.done = true;
      out.push({ type: step, t, amount: a.sum, by });
    }
  }

  /**
   * No gyroscope: the rotation is the angle between gravity's direction while the phone was last
   * steady and now; a step is reported once per movement. Rotations about the vertical do not show.
   */
  private byGravity(s: MotionSample, dtMs: number, out: HandlingEvent[]): void {
    const [x, y, z] = this.direction.update(s.ax, s.ay, s.az, dtMs);
    const n = Math.hypot(x, y, z) || 1;
    const dir: [number, number, number] = [x / n, y / n, z / n];
    const prev = this.lastDir;
    this.lastDir = dir;
    if (!prev) {
      this.rest = dir;
      return;
    }
    const rate = (angle(prev, dir) * DEG) / Math.max(dtMs / 1000, 1e-3);
    const moving = rate >= Math.min(this.params.turnOver.angularSpeed, this.params.openLid.angularSpeed, this.params.switchOff.angularSpeedX);
    if (!moving && dtMs > 0) {
      // Settled: a new rest pose, and a new movement may report steps again.
      this.steadyMs += dtMs;
      if (this.steadyMs >= this.o.gapMs) {
        this.rest = dir;
        this.restDone.clear();
      }
    } else {
      this.steadyMs = 0;
    }
    const turned = angle(this.rest ?? dir, dir);
    const p = this.params;
    const checks: [HandlingStep, number][] = [
      ['turnOver', p.turnOver.rotation * (1 - p.turnOver.diff)],
      ['openLid', p.openLid.rotation * (1 - p.openLid.diff)],
      ['switchOff', p.switchOff.rotation * (1 - p.switchOff.diff)],
    ];
    for (const [step, need] of checks) {
      if (turned >= need && !this.restDone.has(step) && this.armed(step) && !this.walking(s.t)) {
        this.restDone.add(step);
        out.push({ type: step, t: s.t, amount: turned, by: 'gravity' });
      }
    }
  }

  private steadyMs = 0;
}

function angle(a: readonly number[], b: readonly number[]): number {
  const dot = a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  return Math.acos(Math.min(1, Math.max(-1, dot))) / DEG;
}
