import { FRAME_MS, G, magnitude, mergeParams } from '../../../../workers/motion/detectors/params';
import { isBlank } from '../../../../workers/motion/detectors/signal/blank';
import { OnePole } from '../../../../workers/motion/detectors/signal/lowPass';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from '../../../../workers/motion/detectors/types';
import { GM116_PARAMETERS, type Gm116Params } from '../parameters';

export type JumpParams = Gm116Params;

/**
 * Tuning that SPEC.md §9 does not name. A phone at the chest in flight reads far less than 1 g, but
 * so does a phone in a trouser pocket while its leg swings forward in a walk (0.3–0.6 g for
 * 100–230 ms every stride), and the heel strike after it peaks at 2–4 g, as a hop's landing does.
 * What a walk lacks is the physics of leaving the ground:
 * - a flight is a stretch of near free fall: |a| averaged over `smoothMs` (against single-sample
 *   glitches) stays under `deepG` (halfway between free fall and standing; under `inAirThreshold`
 *   if that is set lower) across at least `deepMs`;
 *   a rise above the exit level that falls back before |a| reaches 1 g is the arms bobbing in the
 *   air (no ground contact holds the body's weight under 1 g), and the flight goes on;
 * - the feet cannot leave or meet the ground gently: |a| ≥ `pushG` within `pushWithinMs` before the
 *   take-off and ≥ `landingG` within `landingWithinMs` after the landing;
 * - to launch the body and to stop it, the contacts push its weight and more for their whole
 *   length, not for the instant of a heel strike: the impulse above 1 g (∫(|a| − 1 g)⁺ dt, g·s) in
 *   the `contactMs` before the take-off and after the landing together reaches `contactImpulseGs`,
 *   plus `contactImpulsePerG` for each g the flight's lowest reading stays above free fall (the
 *   further from free fall, the more of that low reading the limbs' own motion may have made, and
 *   the more the contacts must show that the body flew). Hops in place reach 0.35–0.7 g·s; a walk's
 *   heel strike and push-off around a pocketed leg's swing carry 0.15–0.3 g·s at 0.3–0.45 g.
 * - nothing holds a flying body up: the phone's acceleration along "up" (the acceleration low-passed
 *   at `upHz`: gravity's direction, whatever way the phone is held or carried), averaged over
 *   `smoothMs`, falls to `freeFallG` or less at some moment between the push-off (the last reading of
 *   `pushG` or more) and the landing — free fall, or less where the limbs pull the phone down. A walk's
 *   dip stays held up: a pocket on the swinging thigh or a bag on its strap reads 0.1–0.45 g along up
 *   all through it (the tuning walks' closest come to 0.1 g), while a free fall reads 0 (plus the
 *   sensor's bias). A hop in a series may not show it: arms or legs moving in the air can push a
 *   phone at the chest or on the thigh up by 0.2–0.4 g for the whole flight. So a flight that shows
 *   no free fall still counts when it continues a series — its take-off within `seriesMs` of the
 *   last jump's landing (skipping: 0.2–0.3 s; jumps forward one after another: up to 0.9 s); a
 *   series starts with a free fall.
 * A jump is confirmed as soon as all are seen, at most `contactMs` after its landing.
 */
export const JUMP_TUNING = {
  pushG: 1.8,
  pushWithinMs: 300,
  landingG: 1.8,
  landingWithinMs: 300,
  /** Longest plausible flight: beyond it the phone was dropped or thrown, not jumped with. */
  maxAirMs: 1000,
  deepG: 0.5,
  deepMs: 60,
  smoothMs: 20,
  contactMs: 300,
  contactImpulseGs: 0.18,
  contactImpulsePerG: 0.4,
  freeFallG: 0.03,
  upHz: 0.4,
  seriesMs: 1000,
};
export type JumpTuning = typeof JUMP_TUNING;

export type JumpEvent = DetectorEvent & {
  type: 'jump';
  /** Phone-clock time the flight began (|a| fell through the in-air threshold). */
  takeoffT: number;
  /** Phone-clock time the flight ended (|a| rose back through threshold + hysteresis). */
  landingT: number;
  airMs: number;
  /** Lowest |a| in flight and highest at landing, in g. */
  minG: number;
  landingPeakG: number;
};

/**
 * Recent |a| (g) with its running impulse above 1 g (∫(|a| − 1)⁺ dt, g·s: the contacts' impulse),
 * and the acceleration along "up" (g). Fixed arrays: nothing is allocated per sample.
 */
class History {
  private readonly t: Float64Array;
  private readonly g: Float64Array;
  private readonly excess: Float64Array;
  private readonly up: Float64Array;
  private head = 0;
  private n = 0;
  constructor(readonly size: number) {
    this.t = new Float64Array(size);
    this.g = new Float64Array(size);
    this.excess = new Float64Array(size);
    this.up = new Float64Array(size);
  }
  push(t: number, g: number, excess: number, up: number): void {
    this.t[this.head] = t;
    this.g[this.head] = g;
    this.excess[this.head] = excess;
    this.up[this.head] = up;
    this.head = (this.head + 1) % this.size;
    if (this.n < this.size) this.n++;
  }
  /** Highest |a| with from ≤ t ≤ to. */
  peak(from: number, to: number): number {
    let max = 0;
    for (let k = 1; k <= this.n; k++) {
      const i = (this.head - k + this.size) % this.size;
      const t = this.t[i]!;
      if (t < from) break;
      if (t <= to) max = Math.max(max, this.g[i]!);
    }
    return max;
  }
  /** Index of the last sample at or before `t` (the oldest kept if none). */
  private at(t: number): number {
    let i = this.head;
    for (let k = 1; k <= this.n; k++) {
      i = (this.head - k + this.size) % this.size;
      if (this.t[i]! <= t) break;
    }
    return i;
  }
  /** The running contact impulse at `t` (g·s). */
  excessAt(t: number): number {
    return this.n === 0 ? 0 : this.excess[this.at(t)]!;
  }
  /** Mean |a| (`meanG`) and mean acceleration along up (`meanUp`) of the samples of the last `ms` (the last sample and those at most `ms` before it). */
  smooth(ms: number): void {
    let g = 0;
    let up = 0;
    let k = 1;
    const last = this.t[(this.head - 1 + this.size) % this.size]!;
    for (; k <= this.n; k++) {
      const i = (this.head - k + this.size) % this.size;
      if (k > 1 && this.t[i]! < last - ms) break;
      g += this.g[i]!;
      up += this.up[i]!;
    }
    this.meanG = g / (k - 1);
    this.meanUp = up / (k - 1);
  }
  meanG = NaN;
  meanUp = NaN;
  clear(): void {
    this.head = this.n = 0;
  }
}

/**
 * Jump rope (gm116): a jump is a flight — |a| (in g) below `inAirThreshold` — between a push-off and
 * a landing.
 *
 * SPEC.md §9 read as:
 * - `inAirThreshold` 0.6: g units of total acceleration (|a|/9.81). Free fall reads 0 g; a phone
 *   held at the chest while jumping reads 0.2–0.6 g in flight (the arms move), as the recorded
 *   jump traces show, so 0.6 g catches flights without needing true free fall.
 * - `jumpExceptThreshold` 0.1: a hysteresis band in g: a flight starts below 0.6 g and ends only
 *   above 0.7 g, so noise around the threshold does not split one flight into several.
 * - `minJumpingFrame` 2.4: frames of 1/60 s, i.e. a flight of at least 40 ms.
 * - `stepNumToSendHearBeat` is a messaging cadence for the game, not a detection parameter.
 * Take-off and landing times are interpolated between the samples around each crossing. A rise
 * above the exit level that falls back under the in-air threshold before |a| reaches 1 g is the
 * arms bobbing in flight (no contact with the ground reads under 1 g): the flight goes on; if
 * nothing of it was near free fall yet, it was the end of the push-off and the flight starts anew.
 * A jump is returned once its landing's contact window (`contactMs`) has passed (or the next flight
 * has ended), stamped with its landing time. It must show a free fall or continue a series of jumps
 * (JUMP_TUNING): a walk's dips never fall freely.
 */
export class JumpDetector implements Detector<JumpEvent> {
  readonly params: JumpParams;
  private readonly o: JumpTuning;
  /** 1024 samples: 2 s at 500 Hz, far more than the 300 ms windows need at any phone's rate. */
  private readonly hist = new History(1024);
  private excess = 0;
  private prevT = NaN;
  private prevG = NaN;
  /** |a| averaged over `smoothMs`, at the previous sample. */
  private prevSm = NaN;
  /** 'air': below the in-air threshold; 'bob': above the exit level after a flight, not yet back at 1 g. */
  private phase: 'ground' | 'air' | 'bob' = 'ground';
  private takeoffT = 0;
  private pushed = false;
  private pushImpulse = 0;
  private minG = Infinity;
  /** First and last time the smoothed |a| was below `deepG` in this flight (NaN: not yet). */
  private deepFrom = NaN;
  private deepTo = NaN;
  private exitT = 0;
  /** Gravity's direction: the acceleration low-passed at `upHz` (m/s², device axes). */
  private readonly upX: OnePole;
  private readonly upY: OnePole;
  private readonly upZ: OnePole;
  /** Lowest smoothed acceleration along up (g) since the last reading of `pushG` or more; and at this flight's exit. */
  private support = Infinity;
  private exitSupport = Infinity;
  /** Landing time of the last jump reported (a series goes on from it). */
  private lastJumpT = -Infinity;
  /** Flights that ended, oldest first, waiting for their landing's impact and contact window. */
  private readonly pending: Pending[] = [0, 1, 2, 3].map(() => ({ landingT: 0, takeoffT: 0, pushImpulse: 0, landingExcess: 0, minG: 0, peak: 0, support: 0 }));
  private pendingN = 0;

  constructor(params?: DeepPartial<JumpParams> | null, tuning: Partial<JumpTuning> = {}) {
    this.params = mergeParams<JumpParams>(GM116_PARAMETERS, params);
    this.o = { ...JUMP_TUNING, ...tuning };
    this.upX = new OnePole(this.o.upHz);
    this.upY = new OnePole(this.o.upHz);
    this.upZ = new OnePole(this.o.upHz);
  }

  reset(): void {
    this.hist.clear();
    this.excess = 0;
    this.prevT = this.prevG = NaN;
    this.phase = 'ground';
    this.pendingN = 0;
    this.upX.reset();
    this.upY.reset();
    this.upZ.reset();
    this.support = this.exitSupport = Infinity;
    this.lastJumpT = -Infinity;
  }

  push(s: MotionSample): JumpEvent[] {
    if (isBlank(s)) return NONE;
    const g = magnitude(s.ax, s.ay, s.az) / G;
    const o = this.o;
    const enter = this.params.inAirThreshold;
    const exit = enter + this.params.jumpExceptThreshold;
    const prevT = this.prevT;
    const prevG = this.prevG;
    const dtMs = Number.isNaN(prevT) ? 0 : Math.max(0, s.t - prevT);
    this.excess += Math.max(0, g - 1) * (dtMs / 1000);
    // "Up": gravity's direction, the acceleration low-passed; the reading along it, in g.
    const ux = this.upX.update(s.ax, dtMs);
    const uy = this.upY.update(s.ay, dtMs);
    const uz = this.upZ.update(s.az, dtMs);
    const un = magnitude(ux, uy, uz) || 1;
    this.hist.push(s.t, g, this.excess, (s.ax * ux + s.ay * uy + s.az * uz) / un / G);
    this.hist.smooth(o.smoothMs);
    const sm = this.hist.meanG;
    // Held up or not since the last contact: the lowest smoothed reading along up (up to the
    // previous sample: a landing's first reading may already be a contact).
    const support = this.support;
    this.support = g >= o.pushG ? Infinity : Math.min(support, this.hist.meanUp);
    const prevSm = this.prevSm;
    this.prevT = s.t;
    this.prevG = g;
    this.prevSm = sm;
    let out = NONE;
    if (this.pendingN > 0) out = this.settle(s.t, g, out);
    if (Number.isNaN(prevT)) return out;

    if (this.phase === 'ground') {
      if (g < enter) this.startFlight(prevT, prevG, s.t, g, prevSm, sm);
    } else if (this.phase === 'air') {
      this.minG = Math.min(this.minG, g);
      this.trackDeep(prevT, prevSm, s.t, sm);
      if (g > exit) {
        this.phase = 'bob';
        this.exitT = crossing(prevT, prevG, s.t, g, exit);
        this.exitSupport = support;
      } else if (s.t - this.takeoffT > o.maxAirMs) {
        this.phase = 'ground';
      }
    } else if (sm >= 1 || s.t - this.takeoffT > o.maxAirMs) {
      // Back on the ground (or too long out of flight to be one): the flight ended at its exit.
      this.phase = 'ground';
      out = this.land(out);
    } else if (g < enter) {
      // The arms bobbed in mid-flight. If nothing was near free fall yet, the flight begins here.
      if (Number.isNaN(this.deepFrom)) this.startFlight(prevT, prevG, s.t, g, prevSm, sm);
      else this.phase = 'air';
      this.minG = Math.min(this.minG, g);
    }
    return out;
  }

  private startFlight(prevT: number, prevG: number, t: number, g: number, prevSm: number, sm: number): void {
    const o = this.o;
    this.phase = 'air';
    this.takeoffT = crossing(prevT, prevG, t, g, this.params.inAirThreshold);
    this.pushed = this.hist.peak(this.takeoffT - o.pushWithinMs, this.takeoffT) >= o.pushG;
    this.pushImpulse = this.excess - this.hist.excessAt(this.takeoffT - o.contactMs);
    this.minG = g;
    this.deepFrom = this.deepTo = NaN;
    this.trackDeep(prevT, prevSm, t, sm);
  }

  /** Follows the smoothed |a| below `deepG`: from its first crossing down to its last crossing up (or now). */
  private trackDeep(prevT: number, prevSm: number, t: number, sm: number): void {
    // Near free fall is in the air by SPEC's threshold too: a stricter `inAirThreshold` asks for a deeper flight.
    const deep = Math.min(this.o.deepG, this.params.inAirThreshold);
    if (sm < deep) {
      if (Number.isNaN(this.deepFrom)) this.deepFrom = prevSm >= deep ? crossing(prevT, prevSm, t, sm, deep) : t;
      this.deepTo = t;
    } else if (prevSm < deep && !Number.isNaN(this.deepFrom)) {
      this.deepTo = crossing(prevT, prevSm, t, sm, deep);
    }
  }

  /** A flight ended at `exitT`: if it is one (pushed off, long and deep enough), it waits for its contact window. */
  private land(out: JumpEvent[]): JumpEvent[] {
    const o = this.o;
    const airMs = this.exitT - this.takeoffT;
    const ok =
      this.pushed &&
      airMs >= this.params.minJumpingFrame * FRAME_MS &&
      airMs <= o.maxAirMs &&
      !Number.isNaN(this.deepFrom) &&
      this.deepTo - this.deepFrom >= o.deepMs;
    if (!ok) return out;
    if (this.pendingN === this.pending.length) out = this.decide(out, true);
    const p = this.pending[this.pendingN++]!;
    p.landingT = this.exitT;
    p.takeoffT = this.takeoffT;
    p.pushImpulse = this.pushImpulse;
    p.landingExcess = this.hist.excessAt(this.exitT);
    p.minG = this.minG;
    p.peak = this.hist.peak(this.exitT, this.exitT + o.landingWithinMs);
    p.support = this.exitSupport;
    return out;
  }

  /**
   * Follows the waiting flights, oldest first: each is a jump as soon as its landing impact and its
   * contacts' impulse are both seen, and is dropped once its contact window has passed without them.
   */
  private settle(t: number, g: number, out: JumpEvent[]): JumpEvent[] {
    const o = this.o;
    for (let k = 0; k < this.pendingN; k++) {
      const p = this.pending[k]!;
      if (t <= p.landingT + o.landingWithinMs) p.peak = Math.max(p.peak, g);
    }
    while (this.pendingN > 0) {
      const p = this.pending[0]!;
      const found =
        p.peak >= o.landingG &&
        p.pushImpulse + this.hist.excessAt(p.landingT + o.contactMs) - p.landingExcess >= o.contactImpulseGs + o.contactImpulsePerG * p.minG;
      if (!found && t - p.landingT < Math.max(o.contactMs, o.landingWithinMs)) break;
      out = this.decide(out, found);
    }
    return out;
  }

  /**
   * Takes the oldest waiting flight off the queue, as a jump if `found` and it fell freely or
   * continues a series of jumps.
   */
  private decide(out: JumpEvent[], found: boolean): JumpEvent[] {
    const p = this.pending[0]!;
    for (let k = 1; k < this.pendingN; k++) this.pending[k - 1] = this.pending[k]!;
    this.pending[--this.pendingN] = p;
    if (!found) return out;
    if (p.support > this.o.freeFallG && p.takeoffT - this.lastJumpT > this.o.seriesMs) return out;
    this.lastJumpT = p.landingT;
    const e: JumpEvent = {
      type: 'jump',
      t: p.landingT,
      takeoffT: p.takeoffT,
      landingT: p.landingT,
      airMs: p.landingT - p.takeoffT,
      minG: p.minG,
      landingPeakG: p.peak,
    };
    return out === NONE ? [e] : [...out, e];
  }
}

type Pending = { landingT: number; takeoffT: number; pushImpulse: number; landingExcess: number; minG: number; peak: number; support: number };

const NONE: JumpEvent[] = [];

/** Time where the straight line from (ta, ga) to (t, g) crosses `level`. */
function crossing(ta: number, ga: number, t: number, g: number, level: number): number {
  if (g === ga) return t;
  const w = (level - ga) / (g - ga);
  return ta + Math.min(1, Math.max(0, w)) * (t - ta);
}

/** The factory the manifest hands the motion worker. */
export function createJumpDetector(params?: DeepPartial<JumpParams> | null): JumpDetector {
  return new JumpDetector(params);
}
