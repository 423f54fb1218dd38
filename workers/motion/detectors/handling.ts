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
};
export type HandlingTuning = typeof HANDLING_TUNING;

export type HandlingEvent = DetectorEvent & {
  type: HandlingStep;
  /** Rotation (deg) or pull sum (g·frames) accumulated when the step completed. */
  amount: number;
  by: 'gyro' | 'gravity' | 'acc';
};

type Accumulator = { sum: number; lastActive: number; done: boolean };

/**
 * gm134 device handling. SPEC.md §9 read as:
 * - rotations (`turnOver`, `openLid`, `switchOff`): the rotation is integrated while its rate is at
 *   least `angularSpeed` rad/s (turnOver: the whole rotation rate; openLid: about device x, the
 *   phone tipped up like a lid; switchOff: about x with `angularSpeedX` or y with `angularSpeedY`);
 *   the step is done when it reaches `rotation` degrees less the share `diff` (180° × 0.9 = 162°,
 *   90° × 0.84 = 75.6°, 120° × 0.9 = 108°). Without a gyroscope, the angle between gravity's direction
 *   before the movement and now stands in (rotations about the vertical are then invisible).
 * - pulls (`takeOutA`, `takeOutB`, same parameters): linear acceleration |a| − gravity of at least
 *   `acceleration` g is summed in g × frames of 1/60 s; done at `sum` less the share `diff` (19).
 * The game arms one step at a time with the command `expect:<step>` (`expect:none` disarms); with
 * no command every step is watched (a pull then reports `takeOutA`, and a turn over also passes the
 * switch's 108° on the way).
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
  }

  command(name: string): void {
    if (!name.startsWith('expect:')) return;
    const step = name.slice('expect:'.length);
    this.expect = (HANDLING_STEPS as readonly string[]).includes(step) ? (step as HandlingStep) : step === 'all' ? 'all' : 'none';
    this.acc.clear();
    this.restDone.clear();
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
    const out: HandlingEvent[] = [];
    const p = this.params;
    const gyro = !Number.isNaN(s.gx) && !Number.isNaN(s.gy) && !Number.isNaN(s.gz);
    if (gyro) {
      const w = [s.gx * DEG, s.gy * DEG, s.gz * DEG] as const;
      const total = Math.hypot(w[0], w[1], w[2]);
      const xy = Math.hypot(w[0], w[1]);
      const sw = p.switchOff;
      const switchActive = Math.abs(w[0]) >= sw.angularSpeedX || Math.abs(w[1]) >= sw.angularSpeedY;
      this.rotation('turnOver', total >= p.turnOver.angularSpeed, total, p.turnOver, s.t, dtMs, out);
      this.rotation('openLid', Math.abs(w[0]) >= p.openLid.angularSpeed, Math.abs(w[0]), p.openLid, s.t, dtMs, out);
      this.rotation('switchOff', switchActive, xy, sw, s.t, dtMs, out);
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

  private rotation(
    step: HandlingStep,
    active: boolean,
    rateRad: number,
    q: { diff: number; rotation: number },
    t: number,
    dtMs: number,
    out: HandlingEvent[],
  ): void {
    this.accumulate(step, active, (rateRad / DEG) * (dtMs / 1000), q.rotation * (1 - q.diff), t, out, 'gyro');
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
      a = { sum: 0, lastActive: t, done: false };
      this.acc.set(step, a);
    }
    a.sum += amount;
    a.lastActive = t;
    if (!a.done && a.sum >= need && this.armed(step)) {
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
      if (turned >= need && !this.restDone.has(step) && this.armed(step)) {
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
