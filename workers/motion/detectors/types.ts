/**
 * The contract every motion detector keeps. Detectors are pure TypeScript (no DOM, no Node) so
 * one implementation runs in the motion worker, in the Node benchmark and in the replay CLI.
 */

/** One accelerometer (+ gyroscope) reading, in device axes, as `devicemotion` gives it. */
export type MotionSample = {
  /** Milliseconds on the phone's clock. Detectors use only differences, never sample counts. */
  t: number;
  /** Acceleration including gravity, m/s² (`accelerationIncludingGravity`). */
  ax: number;
  ay: number;
  az: number;
  /** Rotation rate, deg/s (`rotationRate` alpha/beta/gamma mapped to x/y/z); NaN when absent. */
  gx: number;
  gy: number;
  gz: number;
};

/** Every event says what happened and when (`t`, ms on the phone's clock): games judge timing. */
export interface DetectorEvent {
  type: string;
  t: number;
}

export interface Detector<E extends DetectorEvent = DetectorEvent> {
  /**
   * Feeds one sample (timestamps must not decrease) and returns the events it completed. An event
   * may be returned a little after its `t`, once later samples confirm it.
   */
  push(s: MotionSample): E[];
  /** Forgets all history, as if newly created with the same parameters. */
  reset(): void;
  /**
   * Game-phase changes the detector needs (e.g. `stay` / `run` in gm102, `round` in gm139), at time
   * `t`. Detectors ignore commands they do not know.
   */
  command?(name: string, t: number): void;
}

/** Deep-partial override in the shape of the operator config's `games.gmNNN`. */
export type DeepPartial<T> = T extends number | string | boolean ? T : { [K in keyof T]?: DeepPartial<T[K]> };
