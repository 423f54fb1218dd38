import type { DetectorEvent } from './detectors/types';
import type { IntervalCheck } from './interval';

export type MotionSource = 'none' | 'ring' | 'batch' | 'message' | 'main' | 'replay';
export type ReplayState = 'idle' | 'loading' | 'playing' | 'ended' | 'failed';

/**
 * What the motion worker tells the page: only what a view shows (a live indicator, the sensor
 * check, the count and last kind of detected event). Samples never cross back. Posted as patches
 * into a Valtio proxy of this shape, at most once a second apart from detector events.
 */
export type MotionStatus = {
  source: MotionSource;
  detector: string | null;
  /** Samples seen so far (updated about once a second). */
  samples: number;
  /** Samples lost because the worker fell behind the ring. */
  dropped: number;
  /** Whether samples carry readings: false when every value so far was missing (no sensor). */
  hasReadings: boolean | null;
  /** Whether readings carry rotation rates: false when every reading so far had none (no gyroscope). */
  hasGyro: boolean | null;
  interval: IntervalCheck;
  /** Detector events so far, and the latest one. */
  events: number;
  lastEvent: { type: string; t: number } | null;
  /**
   * The latest detector events whole, in RECENT_SLOTS slots by `seq % RECENT_SLOTS` (seq = the
   * event's number in `events`), so the page hears every event even when one patch brings several.
   */
  recent: ({ seq: number; event: DetectorEvent } | null)[];
  replay: { state: ReplayState; error: string | null; url: string | null };
  error: string | null;
};

export const RECENT_SLOTS = 16;

export function initialMotionStatus(): MotionStatus {
  return {
    source: 'none',
    detector: null,
    samples: 0,
    dropped: 0,
    hasReadings: null,
    hasGyro: null,
    interval: { validity: 'unknown', intervalMs: null, irregularShare: null, samples: 0 },
    events: 0,
    lastEvent: null,
    recent: Array<null>(RECENT_SLOTS).fill(null),
    replay: { state: 'idle', error: null, url: null },
    error: null,
  };
}
