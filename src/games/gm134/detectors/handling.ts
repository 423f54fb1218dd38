import { GM134_PARAMETERS, type Gm134Params } from '../parameters';
import { FRAME_MS, G, magnitude, mergeParams } from '../../../../workers/motion/detectors/params';
import { isBlank } from '../../../../workers/motion/detectors/signal/blank';
import { GravityTracker } from '../../../../workers/motion/detectors/signal/gravity';
import { OnePole } from '../../../../workers/motion/detectors/signal/lowPass';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from '../../../../workers/motion/detectors/types';

export type HandlingParams = Gm134Params;
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
  /**
   * And a gesture goes from a phone at rest to a phone at rest: lying on the table or held still
   * between the game's steps, then put down or held again. "Still": |a| within `stillG` of 1 g and
   * (with a gyroscope) turning under `stillDegS`, for `stillMs` on end (a hand holding a phone
   * still wavers by a few hundredths of a g and a few degrees a second). A step counts only if its
   * movement began within `fromStillMs` of such a stillness, and it is reported once the phone is
   * still again, within `settleMs` of the step — stamped, as before, when the step completed, and
   * returned `stillMs` or more after that. A phone carried by someone walking is never still that
   * long; one being put in a pocket or a bag at the start of a walk was not still before; one in
   * the pocket of someone standing up from a chair turns 90° about its x axis from still, but walks
   * away; one raised from flat in the hand before an armband goes on rests less than 0.4 s.
   */
  stillG: 0.1,
  stillDegS: 30,
  stillMs: 400,
  fromStillMs: 600,
  settleMs: 1500,
};
export type HandlingTuning = typeof HANDLING_TUNING;

export type HandlingEvent = DetectorEvent & {
  type: HandlingStep;
  /** Rotation (deg) or pull sum (g·frames) accumulated when the step completed. */
  amount: number;
  by: 'gyro' | 'gravity' | 'acc';
};

/** One movement: its net rotation (signed, per axis, deg), pull sum, "up" when it began, and whether it began from a still phone. */
type Accumulator = { sum: number; x: number; y: number; ux: number; uy: number; uz: number; lastActive: number; done: boolean; fromStill: boolean };

/** A completed step waiting for the phone to come to rest. */
type Pending = { type: HandlingStep; t: number; amount: number; by: HandlingEvent['by'] };

const NONE: HandlingEvent[] = [];

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
 * switch's 108° on the way). Nothing is reported while the phone jolts like a walk, and a step
 * must go from a still phone to a still phone (HANDLING_TUNING): it is returned once the phone has
 * come to rest after it, stamped with the moment it completed.
 */
export class HandlingDetector implements Detector<HandlingEvent> {
  readonly params: HandlingParams;
  private readonly o: HandlingTuning;
  private readonly gravity = new GravityTracker();
  private readonly dirX: OnePole;
  private readonly dirY: OnePole;
  private readonly dirZ: OnePole;
  private lastT = NaN;
  private expect: HandlingStep | 'all' | 'none' = 'all';
  private acc = new Map<string, Accumulator>();
  /** Gravity direction when the phone was last steady, now and at the previous sample (no-gyroscope path). */
  private readonly rest = new Float64Array(3);
  private readonly dir = new Float64Array(3);
  private readonly lastDir = new Float64Array(3);
  private hasDir = false;
  private restDone = new Set<string>();
  /** Times of the last jolts (a ring, newest at `joltHead - 1`). */
  private readonly jolts = new Float64Array(8).fill(-Infinity);
  private joltHead = 0;
  /** Since when the phone has been still (NaN: it is not), and the last time it had been still for `stillMs`. */
  private stillSince = NaN;
  private lastStillT = -Infinity;
  /** Steps completed, waiting for the phone to come to rest (oldest first). */
  private readonly pending: Pending[] = [];

  constructor(params?: DeepPartial<HandlingParams> | null, tuning: Partial<HandlingTuning> = {}) {
    this.params = mergeParams<HandlingParams>(GM134_PARAMETERS, params);
    this.o = { ...HANDLING_TUNING, ...tuning };
    this.dirX = new OnePole(this.o.directionHz);
    this.dirY = new OnePole(this.o.directionHz);
    this.dirZ = new OnePole(this.o.directionHz);
  }

  reset(): void {
    this.gravity.reset();
    this.dirX.reset();
    this.dirY.reset();
    this.dirZ.reset();
    this.lastT = NaN;
    this.acc.clear();
    this.hasDir = false;
    this.steadyMs = 0;
    this.restFresh = false;
    this.restDone.clear();
    this.jolts.fill(-Infinity);
    this.stillSince = NaN;
    this.lastStillT = -Infinity;
    this.pending.length = 0;
    this.moveFromStill = false;
  }

  command(name: string): void {
    if (!name.startsWith('expect:')) return;
    const step = name.slice('expect:'.length);
    this.expect = (HANDLING_STEPS as readonly string[]).includes(step) ? (step as HandlingStep) : step === 'all' ? 'all' : 'none';
    this.acc.clear();
    this.restDone.clear();
    this.pending.length = 0;
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
    if (isBlank(s)) return NONE;
    const dtMs = Number.isNaN(this.lastT) ? 0 : Math.max(0, s.t - this.lastT);
    this.lastT = s.t;
    this.gravity.update(s);
    const dev = Math.abs(Math.sqrt(s.ax * s.ax + s.ay * s.ay + s.az * s.az) / G - 1);
    if (dev >= this.o.joltG && s.t - this.jolts[(this.joltHead + this.jolts.length - 1) % this.jolts.length]! >= this.o.joltGapMs) {
      this.jolts[this.joltHead] = s.t;
      this.joltHead = (this.joltHead + 1) % this.jolts.length;
    }
    const p = this.params;
    const gyro = !Number.isNaN(s.gx) && !Number.isNaN(s.gy) && !Number.isNaN(s.gz);
    const still = dev <= this.o.stillG && (!gyro || Math.sqrt(s.gx * s.gx + s.gy * s.gy + s.gz * s.gz) <= this.o.stillDegS);
    if (!still) this.stillSince = NaN;
    else if (Number.isNaN(this.stillSince)) this.stillSince = s.t;
    if (still && s.t - this.stillSince >= this.o.stillMs) this.lastStillT = s.t;
    const out = this.pending.length ? this.settle(s.t) : NONE;
    if (gyro) {
      const wx = s.gx * DEG;
      const wy = s.gy * DEG;
      const total = magnitude(wx, wy, s.gz * DEG);
      const sw = p.switchOff;
      const dtSec = dtMs / 1000;
      // Net rotation, not the path: a phone carried in a pocket or a swinging hand rotates back and
      // forth through hundreds of degrees a minute, but a gesture turns it one way.
      // Turning over: how far "up" (carried by the gyroscope) has moved in the device since the movement began.
      const over = this.movement('turnOver', total >= p.turnOver.angularSpeed, s.t, 0, 0);
      if (over) {
        const gr = this.gravity;
        const cos = (over.ux * gr.gx + over.uy * gr.gy + over.uz * gr.gz) / (gr.norm || 1);
        this.complete('turnOver', over, Math.acos(Math.min(1, Math.max(-1, cos))) / DEG, p.turnOver, s.t);
      }
      // A lid tips the phone about its x axis; a switch turns it about x or y.
      const lid = this.movement('openLid', Math.abs(wx) >= p.openLid.angularSpeed, s.t, wx * dtSec, 0);
      if (lid) this.complete('openLid', lid, Math.abs(lid.x) / DEG, p.openLid, s.t);
      const sws = this.movement('switchOff', Math.abs(wx) >= sw.angularSpeedX || Math.abs(wy) >= sw.angularSpeedY, s.t, wx * dtSec, wy * dtSec);
      if (sws) this.complete('switchOff', sws, Math.max(Math.abs(sws.x), Math.abs(sws.y)) / DEG, sw, s.t);
    } else {
      this.byGravity(s, dtMs);
    }
    const lin = this.gravity.linear(s) / G;
    for (let k = 0; k < PULLS.length; k++) {
      const step = PULLS[k]!;
      const q = p[step];
      this.accumulate(step, lin >= q.acceleration, lin * (dtMs / FRAME_MS), q.sum * (1 - q.diff), s.t, 'acc');
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
      const gr = this.gravity;
      const n = gr.norm || 1;
      a = { sum: 0, x: 0, y: 0, ux: gr.gx / n, uy: gr.gy / n, uz: gr.gz / n, lastActive: t, done: false, fromStill: this.fromStill(t) };
      this.acc.set(step, a);
    }
    if (active) {
      a.x += dx;
      a.y += dy;
      a.lastActive = t;
    }
    return a;
  }

  /** Whether a movement starting at `t` starts from a still phone. */
  private fromStill(t: number): boolean {
    return t - this.lastStillT <= this.o.fromStillMs;
  }

  /** A step completed at `t`: it is reported once the phone has come to rest (see `settle`). */
  private completed(type: HandlingStep, t: number, amount: number, by: HandlingEvent['by']): void {
    this.pending.push({ type, t, amount, by });
  }

  /**
   * Reports the waiting steps whose phone has been still for `stillMs` since they completed, and
   * drops those that waited longer than `settleMs` for it.
   */
  private settle(t: number): HandlingEvent[] {
    let out = NONE;
    while (this.pending.length) {
      const q = this.pending[0]!;
      const rested = !Number.isNaN(this.stillSince) && t - Math.max(this.stillSince, q.t) >= this.o.stillMs;
      if (!rested && t - q.t <= this.o.settleMs) break;
      this.pending.shift();
      if (rested) (out === NONE ? (out = []) : out).push({ type: q.type, t: q.t, amount: q.amount, by: q.by });
    }
    return out;
  }

  /** Reports a rotation step once, when its movement's net rotation (deg) reaches `rotation` × (1 − `diff`). */
  private complete(step: HandlingStep, a: Accumulator, deg: number, q: { diff: number; rotation: number }, t: number): void {
    a.sum = deg;
    if (!a.done && deg >= q.rotation * (1 - q.diff) && this.armed(step) && !this.walking(t)) {
      a.done = true;
      if (a.fromStill) this.completed(step, t, deg, 'gyro');
    }
  }

  /** Sums `amount` while `active` (bridging gaps shorter than gapMs); reports the step once when the sum reaches `need`. */
  private accumulate(step: HandlingStep, active: boolean, amount: number, need: number, t: number, by: HandlingEvent['by']): void {
    let a = this.acc.get(step);
    if (a && !active && t - a.lastActive > this.o.gapMs) {
      this.acc.delete(step);
      a = undefined;
    }
    if (!active) return;
    if (!a) {
      a = { sum: 0, x: 0, y: 0, ux: 0, uy: 0, uz: 0, lastActive: t, done: false, fromStill: this.fromStill(t) };
      this.acc.set(step, a);
    }
    a.sum += amount;
    a.lastActive = t;
    if (!a.done && a.sum >= need && this.armed(step) && !this.walking(t)) {
      a.done = true;
      if (a.fromStill) this.completed(step, t, a.sum, by);
    }
  }

  /**
   * No gyroscope: the rotation is the angle between gravity's direction while the phone was last
   * steady and now; a step is reported once per movement. Rotations about the vertical do not show.
   */
  private byGravity(s: MotionSample, dtMs: number): void {
    const x = this.dirX.update(s.ax, dtMs);
    const y = this.dirY.update(s.ay, dtMs);
    const z = this.dirZ.update(s.az, dtMs);
    const n = magnitude(x, y, z) || 1;
    const dir = this.dir;
    const prev = this.lastDir;
    prev[0] = dir[0]!;
    prev[1] = dir[1]!;
    prev[2] = dir[2]!;
    dir[0] = x / n;
    dir[1] = y / n;
    dir[2] = z / n;
    if (!this.hasDir) {
      this.hasDir = true;
      this.rest.set(dir);
      this.restFresh = true;
      return;
    }
    const rate = (angle(prev, dir) * DEG) / Math.max(dtMs / 1000, 1e-3);
    const moving = rate >= Math.min(this.params.turnOver.angularSpeed, this.params.openLid.angularSpeed, this.params.switchOff.angularSpeedX);
    if (!moving && dtMs > 0) {
      // Settled: a new rest pose, and a new movement may report steps again.
      this.steadyMs += dtMs;
      if (this.steadyMs >= this.o.gapMs) {
        this.rest.set(dir);
        this.restDone.clear();
        this.restFresh = true;
      }
    } else {
      this.steadyMs = 0;
    }
    if (moving && this.restFresh) {
      // The phone leaves its rest pose: did it leave it from stillness?
      this.restFresh = false;
      this.moveFromStill = this.fromStill(s.t);
    }
    const turned = angle(this.rest, dir);
    const p = this.params;
    for (let k = 0; k < ROTATIONS.length; k++) {
      const step = ROTATIONS[k]!;
      const q = p[step];
      if (turned >= q.rotation * (1 - q.diff) && !this.restDone.has(step) && this.armed(step) && !this.walking(s.t)) {
        this.restDone.add(step);
        if (this.moveFromStill) this.completed(step, s.t, turned, 'gravity');
      }
    }
  }

  private steadyMs = 0;
  /** The rest pose was set and the phone has not moved away from it yet; and whether it moved away from a still phone. */
  private restFresh = false;
  private moveFromStill = false;
}

const PULLS = ['takeOutA', 'takeOutB'] as const;
const ROTATIONS = ['turnOver', 'openLid', 'switchOff'] as const;

function angle(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const dot = a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  return Math.acos(Math.min(1, Math.max(-1, dot))) / DEG;
}

export function createHandlingDetector(params?: DeepPartial<HandlingParams> | null): HandlingDetector {
  return new HandlingDetector(params);
}
