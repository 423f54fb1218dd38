import { FRAME_MS, G, magnitude, mergeParams } from '../../../../workers/motion/detectors/params';
import { isBlank } from '../../../../workers/motion/detectors/signal/blank';
import type { DeepPartial, Detector, DetectorEvent, MotionSample } from '../../../../workers/motion/detectors/types';
import { GM116_PARAMETERS, type Gm116Params } from '../parameters';

export type JumpParams = Gm116Params;

/**
 * Tuning that SPEC.md §9 does not name. A phone at the chest in flight reads far less than 1 g, but
 * so does a phone in a trouser pocket while its leg swings forward in a walk (benchmarks: 0.4–0.5 g
 * for 150–250 ms every stride). What a walk lacks is the ground contact of hopping: to leave the
 * ground and stop again, the contact phase between hops averages g × (hop period / contact time),
 * about 2 g for skipping rope, with peaks near 3 g. So a flight counts only between a push-off
 * (|a| ≥ `pushG` within `pushWithinMs` before take-off) and a landing (|a| ≥ `landingG` within
 * `landingWithinMs` after). On the recorded walks the swing's neighbours stay under 2.2 g.
 */
export const JUMP_TUNING = {
  pushG: 2.2,
  pushWithinMs: 250,
  landingG: 2.2,
  landingWithinMs: 120,
  /** Longest plausible flight: beyond it the phone was dropped or thrown, not jumped with. */
  maxAirMs: 1000,
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
 * Jump rope (gm116): a jump is a flight — |a| (in g) below `inAirThreshold` — followed by a landing.
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
 * above the exit level that is not a landing (no impact, and |a| falls back within
 * `landingWithinMs`) is the arms bobbing in flight: the flight goes on.
 */
export class JumpDetector implements Detector<JumpEvent> {
  readonly params: JumpParams;
  private readonly o: JumpTuning;
  private inAir = false;
  private takeoffT = 0;
  private pushed = false;
  /** The flight that just ended without (yet) a landing impact, in case |a| dips again. */
  private resumable: { takeoffT: number; pushed: boolean; minG: number; exitT: number } | null = null;
  private minG = Infinity;
  private prev: { t: number; g: number } | null = null;
  private landing: Omit<JumpEvent, 'landingPeakG'> | null = null;
  private landingPeak = 0;
  /** Recent |a| peaks, to find the push-off before a take-off. */
  private recent: { t: number; g: number }[] = [];

  constructor(params?: DeepPartial<JumpParams> | null, tuning: Partial<JumpTuning> = {}) {
    this.params = mergeParams<JumpParams>(GM116_PARAMETERS, params);
    this.o = { ...JUMP_TUNING, ...tuning };
  }

  reset(): void {
    this.inAir = false;
    this.prev = null;
    this.landing = null;
    this.resumable = null;
    this.recent = [];
  }

  private pushPeak(before: number): number {
    let max = 0;
    for (const r of this.recent) if (r.t >= before - this.o.pushWithinMs && r.t <= before) max = Math.max(max, r.g);
    return max;
  }

  push(s: MotionSample): JumpEvent[] {
    if (isBlank(s)) return [];
    const g = magnitude(s.ax, s.ay, s.az) / G;
    const enter = this.params.inAirThreshold;
    const exit = enter + this.params.jumpExceptThreshold;
    const prev = this.prev;
    this.prev = { t: s.t, g };
    // Only samples above 1 g can be a push-off: keep those of the last push window.
    if (g > 1) this.recent.push({ t: s.t, g });
    while (this.recent.length > 0 && this.recent[0]!.t < s.t - this.o.pushWithinMs - 50) this.recent.shift();
    const out: JumpEvent[] = [];
    if (this.landing) {
      this.landingPeak = Math.max(this.landingPeak, g);
      if (this.landingPeak >= this.o.landingG) {
        out.push({ ...this.landing, landingPeakG: this.landingPeak });
        this.landing = null;
        this.resumable = null;
      } else if (s.t - this.landing.landingT > this.o.landingWithinMs) {
        this.landing = null;
      }
    }
    if (!prev) return out;
    if (!this.inAir && this.resumable && g < enter && s.t - this.resumable.exitT <= this.o.landingWithinMs) {
      // |a| rose above the exit level and fell again without a landing's impact: the arms bobbed in
      // mid-flight. Still the same flight.
      this.inAir = true;
      this.takeoffT = this.resumable.takeoffT;
      this.pushed = this.resumable.pushed;
      this.minG = Math.min(this.resumable.minG, g);
      this.landing = null;
      this.resumable = null;
      return out;
    }
    if (!this.inAir && g < enter) {
      this.inAir = true;
      this.takeoffT = crossing(prev, s.t, g, enter);
      this.pushed = this.pushPeak(this.takeoffT) >= this.o.pushG;
      this.minG = g;
      this.landing = null;
    } else if (this.inAir) {
      this.minG = Math.min(this.minG, g);
      if (g > exit) {
        this.inAir = false;
        const landingT = crossing(prev, s.t, g, exit);
        const airMs = landingT - this.takeoffT;
        this.resumable = { takeoffT: this.takeoffT, pushed: this.pushed, minG: this.minG, exitT: landingT };
        if (this.pushed && airMs >= this.params.minJumpingFrame * FRAME_MS && airMs <= this.o.maxAirMs) {
          this.landing = { type: 'jump', t: landingT, takeoffT: this.takeoffT, landingT, airMs, minG: this.minG };
          this.landingPeak = g;
          if (g >= this.o.landingG) {
            out.push({ ...this.landing, landingPeakG: g });
            this.landing = null;
            this.resumable = null;
          }
        }
      }
    }
    return out;
  }
}

/** Time where the straight line from `a` to (t, g) crosses `level`. */
function crossing(a: { t: number; g: number }, t: number, g: number, level: number): number {
  if (g === a.g) return t;
  const w = (level - a.g) / (g - a.g);
  return a.t + Math.min(1, Math.max(0, w)) * (t - a.t);
}

/** The factory the manifest hands the motion worker. */
export function createJumpDetector(params?: DeepPartial<JumpParams> | null): JumpDetector {
  return new JumpDetector(params);
}
