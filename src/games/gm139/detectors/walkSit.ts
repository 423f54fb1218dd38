import { GM139_PARAMETERS, type Gm139Params } from '../parameters';
import { mergeParams } from '../../../../workers/motion/detectors/params';
import { isBlank } from '../../../../workers/motion/detectors/signal/blank';
import { OnePole } from '../../../../workers/motion/detectors/signal/lowPass';
import { Regrid } from '../../../../workers/motion/detectors/signal/regrid';
import { VecRing } from '../../../../workers/motion/detectors/signal/vecRing';
import { StepDetector, type StepTuning } from '../../../../workers/motion/detectors/steps';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from '../../../../workers/motion/detectors/types';

export type WalkSitParams = Gm139Params;

/**
 * Tuning SPEC.md §9 does not name. The figures quoted are from the timed-up-and-go recordings of the
 * tuning part (benchmarks/detectors/splits.ts: subjects s01–s09, phone in a trouser pocket in all four
 * orientations) and from the walks of the tuning part (no sit may be found there).
 */
export const WALK_SIT_TUNING = {
  /** Walking: a step within this long of the previous one; stopped after this long without a step. */
  walkStopMs: 1500,
  /**
   * Stillness is judged on how far the acceleration strays from its own recent mean (a low-pass at
   * `settleHz`), smoothed at `stillHz`. Subtracting a tracked gravity instead would wait for that
   * estimate to catch up after the thigh or torso turns while sitting (seconds).
   */
  settleHz: 2,
  stillHz: 3,
  /**
   * Movement above this many times `stopAccLen` is "busy": after a sit the next needs busy movement
   * first, and a sit without a thigh turn is timed at the last busy moment before the stillness (the
   * player landing on the seat; they settle more gently for a second or so after).
   */
  busyFactor: 3,
  /** No sit in the first moments of a stream: too little of the past is known to judge it. */
  warmupMs: 1000,
  /**
   * A sit is judged once the stillness is confirmed, from the acceleration of the seconds before it,
   * kept on a fixed grid (so every window means the same at 50–200 Hz, and a ring buffer holds it).
   * Looking back after the fact lets every estimate below be centred in time (no filter lag, no
   * filter that must first settle — a stream may begin just before the sit). `lookbackMs` covers a
   * turn in front of the chair, the sit (1–2 s) and up to a second and a half of settling on the seat
   * before the phone is still.
   */
  gridHz: 50,
  lookbackMs: 4000,
  /**
   * The downward move (SPEC `moveDownAccY`) is looked for on the vertical acceleration through two
   * low-passes at `downHz`, within `downToStillMs` before the stillness. The low-passes are there to
   * remove jolts (heel strikes, the landing's impact), not the descent: a phone in a pocket rides on
   * the thigh, which sinks less than the hips and turns as it sinks, so its descent is a pulse of
   * 0.5–1 s and a fraction of a metre. Two poles at 3 Hz keep 90 % of a 1 Hz pulse (its low then
   * reads −0.85 to −2.7 m/s² on a sit from standing); at 1 Hz they halve it, to −0.3 to −0.5, right
   * at the SPEC threshold. Steps pass too, which makes no difference: the stillness and the turn or
   * drop below are what tell a sit from a walk.
   */
  downHz: 3,
  downToStillMs: 3500,
  /**
   * "Up" at each moment, for the vertical acceleration: the acceleration's direction averaged over
   * `upMs` centred on that moment, short enough to follow the thigh turning while sitting (~90° in a
   * second). Acceleration along gravity changes a mean's length, not its direction, so the descent
   * itself is not averaged away; only horizontal jolts tilt it a little.
   */
  upMs: 400,
  /**
   * The posture at each moment: the acceleration averaged over `postureMs` centred on it. A second
   * holds a whole stride, so the leg's swing (±20° for a phone on the thigh) averages out.
   */
  postureMs: 1000,
  /**
   * Sitting turns the thigh from vertical to horizontal, so a phone in a trouser pocket turns with it
   * (40–100° recorded, in every pocket orientation; less than 90° where the pocket sits near the hip
   * crease) and stays turned; walking, turning round and stopping leave the posture within ~20°.
   * The largest angle between a posture of the look back and the still phone is the turn.
   */
  minTurnDeg: 30,
  /**
   * The thigh's turn is one movement of about a second (0.6–1.5 s from 80 % to 20 % of the angle
   * left, recorded): a posture drifting over several seconds is a phone being put on or fiddled
   * with, not a sit.
   */
  maxTurnMs: 2000,
  /**
   * ...and the phone sinks while the thigh turns (the hips drop 0.4–0.5 m; a pocket on the thigh
   * 0.1–0.4 m; 0.10 m and more measured). Measured over the turn only, by integrating |a| back from the
   * stillness (where the speed is zero): |a| ignores how the phone is turned, and over a second
   * walking's bias on it does not add up. Taking the phone out of a pocket, or lifting it to the eyes,
   * turns it as much but raises it (−0.13 and −0.05 m measured). A stand-up turns the thigh back and
   * raises the phone.
   */
  minTurnDropM: 0.05,
  /**
   * Without a turn (a phone held in the hands, where sitting need not tilt it), a sit must end at
   * least `minDropM` lower than the phone was within `dropWindowMs` before the stillness: stopping a
   * walk (a few cm of bob) or the end of standing up (the phone was lower before) both brake downward
   * into stillness too, and fail this. Here the vertical acceleration is the acceleration along "up"
   * (`upMs`) less its value at rest — not |a|, which reads every horizontal jolt of walking as upward
   * acceleration and over a few seconds builds a false drop of a metre. A double integration is
   * rough — a 0.45 m sit measures 0.2–0.5 m, a stop 0–0.17 m — hence the low bar.
   */
  minDropM: 0.2,
  dropWindowMs: 1500,
};
export type WalkSitTuning = typeof WALK_SIT_TUNING;

export type WalkSitEvent =
  | (DetectorEvent & { type: 'walk' })
  | (DetectorEvent & { type: 'stop' })
  | (DetectorEvent & {
      type: 'sit';
      /**
       * `t`: the landing on the seat — where the thigh's turn ends (20 % of it left), else the last
       * busy moment before the stillness; `downT`: the last downward move.
       */
      downT: number;
      stillMs: number;
    });

/** What the detector measured the last time it judged a stillness (diagnostics, tests); overwritten each time. */
export type WalkSitAnalysis = {
  /** When the stillness began, and when it was confirmed and judged (ms). */
  onset: number;
  at: number;
  /** The turn: the largest angle between a posture of the look back and the still phone (deg). */
  turnDeg: number;
  /** Its middle: from the last moment 80 % of the angle was left to the first with 20 % left (ms). */
  turnFrom: number;
  turnTo: number;
  /** How much lower the phone was at `turnTo` than at `turnFrom` (m; negative: it rose). */
  turnDropM: number;
  /** How much higher than at the stillness the phone was, at most, within `dropWindowMs` (m). */
  dropM: number;
  /** Last moment the low-passed vertical acceleration was below `moveDownAccY`, NaN if none; and its lowest value (m/s²). */
  downT: number;
  downMin: number;
  /** How the sit was recognised ('turn': the thigh; 'drop': the height), or null: no sit. */
  sit: 'turn' | 'drop' | null;
};

const NONE: WalkSitEvent[] = Object.freeze([]) as unknown as WalkSitEvent[];
const DEG = 180 / Math.PI;

function norm(x: number, y: number, z: number): number {
  return Math.sqrt(x * x + y * y + z * z);
}

/**
 * gm139 walk, then sit: a sit is a downward move followed by stillness (GAMES.md). SPEC.md §9 read as
 * (in m/s², as the recorded sit-downs show: a sit's downward acceleration is 1–2 m/s², far from
 * 0.4 g; and 0.3 m/s² separates a seated phone from a walking one):
 * - `moveDownAccY` −0.4: vertical linear acceleration (along gravity, so the phone may be upright in
 *   the hands, where that is device y, or in a pocket), low-passed, below −0.4 m/s² is a downward
 *   move;
 * - `stopAccLen` 0.3: the acceleration vector straying less than 0.3 m/s² from its recent mean is still;
 * - `stopTime` 500 ms: stillness lasting that long, beginning within `downToStillMs` of a downward move.
 *
 * Stopping still after a downward move is not yet a sit — stopping a walk does that too. The body
 * must have gone down into the stillness, which shows in one of two ways (WALK_SIT_TUNING says why
 * each bound):
 * - in a trouser pocket the phone turns with the thigh, from vertical to horizontal, in one movement
 *   of about a second, sinking as it turns; it stays turned while seated. Nothing else a walker does
 *   turns a pocketed phone like that and lowers it: walking, turning round and stopping keep the
 *   posture; taking the phone out or lifting it turns it but raises it; standing up is the reverse;
 * - held in the hands, the phone need not turn, but it ends lower than it was (`minDropM`).
 * The event is returned once the stillness has lasted `stopTime`; its `t` is the landing on the seat.
 * Walking comes from the step detector: `walk` at the first step of a walk, `stop` when steps cease.
 *
 * Per sample the detector updates a few filters and, every 20 ms, a ring of the acceleration; the
 * look back over that ring (~250 points, ~10 µs) runs once per stillness. Nothing is allocated per
 * sample except the event arrays.
 */
export class WalkSitDetector implements Detector<WalkSitEvent> {
  readonly params: WalkSitParams;
  /** The last judged stillness (see `WalkSitAnalysis`). */
  readonly analysis: WalkSitAnalysis = {
    onset: NaN,
    at: NaN,
    turnDeg: NaN,
    turnFrom: NaN,
    turnTo: NaN,
    turnDropM: NaN,
    dropM: NaN,
    downT: NaN,
    downMin: NaN,
    sit: null,
  };
  private readonly o: WalkSitTuning;
  private readonly steps: StepDetector;
  private readonly still: OnePole;
  private readonly settleX: OnePole;
  private readonly settleY: OnePole;
  private readonly settleZ: OnePole;
  private readonly grid: Regrid;
  private readonly periodMs: number;
  /** The acceleration on the grid, for the look back. */
  private readonly ring: VecRing;
  /** Scratch for the look back, one entry per grid point from its start: cosine to the still posture, "up", height. */
  private readonly cosTurn: Float64Array;
  private readonly upX: Float64Array;
  private readonly upY: Float64Array;
  private readonly upZ: Float64Array;
  private readonly height: Float64Array;
  private readonly sample = new Float64Array(3);
  private lastT = NaN;
  private firstT = NaN;
  private walking = false;
  private lastStepT = -Infinity;
  private lastStopT = -Infinity;
  private stillSince = NaN;
  private seated = false;
  private judged = false;
  private lastBusyT = -Infinity;

  constructor(params?: DeepPartial<WalkSitParams> | null, tuning: Partial<WalkSitTuning> = {}, stepTuning: Partial<StepTuning> = {}) {
    this.params = mergeParams<WalkSitParams>(GM139_PARAMETERS, params);
    this.o = { ...WALK_SIT_TUNING, ...tuning };
    this.steps = new StepDetector(stepTuning);
    this.still = new OnePole(this.o.stillHz);
    this.settleX = new OnePole(this.o.settleHz);
    this.settleY = new OnePole(this.o.settleHz);
    this.settleZ = new OnePole(this.o.settleHz);
    this.grid = new Regrid(this.o.gridHz, 3);
    this.periodMs = this.grid.periodMs;
    const lookback = Math.ceil(this.o.lookbackMs / this.periodMs) + 1;
    // The look back, half a posture window before it, and the stillness up to its confirmation.
    const extra = Math.ceil((Math.max(this.params.stopTime, 0) + Math.max(this.o.postureMs, this.o.upMs)) / this.periodMs);
    this.ring = new VecRing(lookback + extra + 4);
    this.cosTurn = new Float64Array(lookback + 1);
    this.upX = new Float64Array(lookback + 1);
    this.upY = new Float64Array(lookback + 1);
    this.upZ = new Float64Array(lookback + 1);
    this.height = new Float64Array(lookback + 1);
  }

  reset(): void {
    this.steps.reset();
    this.still.reset();
    this.settleX.reset();
    this.settleY.reset();
    this.settleZ.reset();
    this.grid.reset();
    this.ring.clear();
    this.lastT = this.firstT = NaN;
    this.walking = false;
    this.lastStepT = this.lastStopT = -Infinity;
    this.stillSince = NaN;
    this.seated = this.judged = false;
    this.lastBusyT = -Infinity;
    const a = this.analysis;
    a.onset = a.at = a.turnDeg = a.turnFrom = a.turnTo = a.turnDropM = a.dropM = a.downT = a.downMin = NaN;
    a.sit = null;
  }

  private readonly onTick = (t: number, v: Float64Array): void => this.ring.push(t, v[0]!, v[1]!, v[2]!);

  push(s: MotionSample): WalkSitEvent[] {
    if (isBlank(s) || !Number.isFinite(s.ax + s.ay + s.az)) return NONE;
    const dt = Number.isNaN(this.lastT) ? 0 : Math.max(0, s.t - this.lastT);
    this.lastT = s.t;
    if (Number.isNaN(this.firstT)) this.firstT = s.t;
    let out = NONE;
    for (const step of this.steps.push(s)) {
      if (!this.walking && step.t - this.lastStepT <= this.o.walkStopMs) {
        this.walking = true;
        // Steps are confirmed late; a walk never resumes before the stop it ends.
        (out === NONE ? (out = []) : out).push({ type: 'walk', t: Math.max(this.lastStepT, this.lastStopT) });
      }
      this.lastStepT = Math.max(this.lastStepT, step.t);
    }
    // Steps are confirmed up to ~1.3 cycles late: allow for it before calling a stop.
    if (this.walking && s.t - this.lastStepT > this.o.walkStopMs + 1000) {
      this.walking = false;
      this.lastStopT = this.lastStepT + this.o.walkStopMs;
      (out === NONE ? (out = []) : out).push({ type: 'stop', t: this.lastStopT });
    }

    const v = this.sample;
    v[0] = s.ax;
    v[1] = s.ay;
    v[2] = s.az;
    this.grid.push(s.t, v, this.onTick);
    const mx = this.settleX.update(s.ax, dt);
    const my = this.settleY.update(s.ay, dt);
    const mz = this.settleZ.update(s.az, dt);
    const lin = this.still.update(norm(s.ax - mx, s.ay - my, s.az - mz), dt);
    if (lin > this.params.stopAccLen * this.o.busyFactor) {
      this.lastBusyT = s.t;
      this.seated = false;
    }
    if (lin >= this.params.stopAccLen) {
      this.stillSince = NaN;
      this.judged = false;
      return out;
    }
    if (Number.isNaN(this.stillSince)) this.stillSince = s.t;
    const stillMs = s.t - this.stillSince;
    if (this.seated || this.judged || stillMs < this.params.stopTime || this.stillSince - this.firstT < this.o.warmupMs) return out;
    // One judgement per stillness.
    this.judged = true;
    const a = this.judge(this.stillSince, s.t);
    if (a.sit === null) return out;
    this.seated = true;
    const t = a.sit === 'turn' ? a.turnTo : this.lastBusyT >= a.downT ? this.lastBusyT : this.stillSince;
    (out === NONE ? (out = []) : out).push({ type: 'sit', t, downT: a.downT, stillMs });
    return out;
  }

  /** Looks back from a stillness that began at `onset`, confirmed at `now`; fills and returns `analysis`. */
  private judge(onset: number, now: number): WalkSitAnalysis {
    const o = this.o;
    const a = this.analysis;
    const r = this.ring;
    a.onset = onset;
    a.at = now;
    a.turnDeg = a.turnFrom = a.turnTo = a.turnDropM = a.dropM = a.downT = a.downMin = NaN;
    a.sit = null;
    const first = r.first;
    const last = r.last;
    if (last - first < 2) return a;

    // The still phone: its mean acceleration points up; its mean |a| is gravity as this sensor reads it.
    let kOn = last;
    while (kOn > first && r.t[r.slot(kOn - 1)]! >= onset) kOn--;
    let sx = 0;
    let sy = 0;
    let sz = 0;
    let rest = 0;
    for (let k = kOn; k <= last; k++) {
      const i = r.slot(k);
      sx += r.x[i]!;
      sy += r.y[i]!;
      sz += r.z[i]!;
      rest += norm(r.x[i]!, r.y[i]!, r.z[i]!);
    }
    rest /= last - kOn + 1;
    const sn = norm(sx, sy, sz) || 1;
    sx /= sn;
    sy /= sn;
    sz /= sn;

    // At each grid point j of the look back (point k0 + j): the posture's cosine to the still phone
    // (centred mean over `postureMs`) and "up" (centred mean over `upMs`), by running sums.
    const k0 = Math.max(first, kOn - Math.ceil(o.lookbackMs / this.periodMs));
    const m = kOn - k0;
    const hp = Math.max(1, Math.round(o.postureMs / 2 / this.periodMs));
    const hu = Math.max(1, Math.round(o.upMs / 2 / this.periodMs));
    let px = 0;
    let py = 0;
    let pz = 0;
    let pLo = Math.max(first, k0 - hp);
    let pHi = pLo - 1;
    let ux = 0;
    let uy = 0;
    let uz = 0;
    let uLo = Math.max(first, k0 - hu);
    let uHi = uLo - 1;
    let minCos = 1;
    let turnAt = 0;
    for (let j = 0; j <= m; j++) {
      const k = k0 + j;
      for (const end = Math.min(last, k + hp); pHi < end;) {
        const i = r.slot(++pHi);
        px += r.x[i]!;
        py += r.y[i]!;
        pz += r.z[i]!;
      }
      for (; pLo < k - hp; pLo++) {
        const i = r.slot(pLo);
        px -= r.x[i]!;
        py -= r.y[i]!;
        pz -= r.z[i]!;
      }
      for (const end = Math.min(last, k + hu); uHi < end;) {
        const i = r.slot(++uHi);
        ux += r.x[i]!;
        uy += r.y[i]!;
        uz += r.z[i]!;
      }
      for (; uLo < k - hu; uLo++) {
        const i = r.slot(uLo);
        ux -= r.x[i]!;
        uy -= r.y[i]!;
        uz -= r.z[i]!;
      }
      const c = (px * sx + py * sy + pz * sz) / (norm(px, py, pz) || 1);
      this.cosTurn[j] = c;
      if (c < minCos) {
        minCos = c;
        turnAt = j;
      }
      const un = norm(ux, uy, uz) || 1;
      this.upX[j] = ux / un;
      this.upY[j] = uy / un;
      this.upZ[j] = uz / un;
    }
    const turnDeg = Math.acos(Math.max(-1, Math.min(1, minCos))) * DEG;
    // The turn's middle: after the largest angle, the last point with 80 % of it left, then the first with 20 % left.
    const cos80 = Math.cos((0.8 * turnDeg) / DEG);
    const cos20 = Math.cos((0.2 * turnDeg) / DEG);
    let from = turnAt;
    for (let j = turnAt; j <= m; j++) if (this.cosTurn[j]! <= cos80) from = j;
    let to = from;
    while (to < m && this.cosTurn[to]! < cos20) to++;
    a.turnDeg = turnDeg;
    a.turnFrom = r.t[r.slot(k0 + from)]!;
    a.turnTo = r.t[r.slot(k0 + to)]!;

    // Heights, integrated back from the stillness (speed zero there), one grid step at a time:
    // from |a| for the turn, from the acceleration along "up" for the drop (WALK_SIT_TUNING says why).
    const dt = this.periodMs / 1000;
    const dropFrom = onset - o.dropWindowMs;
    let vm = 0;
    let zm = 0;
    let vu = 0;
    let zu = 0;
    let drop = 0;
    this.height[m] = 0;
    for (let j = m; j > 0; j--) {
      const i = r.slot(k0 + j);
      const x = r.x[i]!;
      const y = r.y[i]!;
      const z = r.z[i]!;
      vm -= (norm(x, y, z) - rest) * dt;
      zm -= vm * dt;
      this.height[j - 1] = zm;
      vu -= (x * this.upX[j]! + y * this.upY[j]! + z * this.upZ[j]! - rest) * dt;
      zu -= vu * dt;
      if (zu > drop && r.t[r.slot(k0 + j - 1)]! >= dropFrom) drop = zu;
    }
    a.turnDropM = this.height[from]! - this.height[to]!;
    a.dropM = drop;

    // The downward move: the acceleration along "up", less rest, through two low-passes (from rest
    // at the start of the look back), below `moveDownAccY` within `downToStillMs` of the stillness.
    const alpha = 1 - Math.exp(-2 * Math.PI * o.downHz * dt);
    const downFrom = onset - o.downToStillMs;
    let f1 = 0;
    let f2 = 0;
    let downMin = Infinity;
    for (let j = 0; j <= m; j++) {
      const i = r.slot(k0 + j);
      f1 += alpha * (r.x[i]! * this.upX[j]! + r.y[i]! * this.upY[j]! + r.z[i]! * this.upZ[j]! - rest - f1);
      f2 += alpha * (f1 - f2);
      const t = r.t[i]!;
      if (t < downFrom) continue;
      if (f2 < downMin) downMin = f2;
      if (f2 < this.params.moveDownAccY) a.downT = t;
    }
    a.downMin = downMin;
    if (Number.isNaN(a.downT)) return a;

    const turned = turnDeg >= o.minTurnDeg && a.turnTo - a.turnFrom <= o.maxTurnMs && a.turnDropM >= o.minTurnDropM;
    a.sit = turned ? 'turn' : drop >= o.minDropM ? 'drop' : null;
    return a;
  }
}

export function createWalkSitDetector(params?: DeepPartial<WalkSitParams> | null): WalkSitDetector {
  return new WalkSitDetector(params);
}
