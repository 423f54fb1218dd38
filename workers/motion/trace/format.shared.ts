import type { MotionSample } from '../detectors/types';

/**
 * The traces format (benchmarks/traces/README.md):
 *   `<trace>.csv`        t_ms,ax,ay,az,gx,gy,gz   ms from the first sample; m/s² with gravity; deg/s, empty when absent
 *   `<trace>_labels.csv` t_ms,event                one row per labelled event, segments as `<LABEL>_start` / `<LABEL>_end`
 * Lines starting with `#` are comments (synthetic traces say so in one).
 */
export const TRACE_COLUMNS = ['t_ms', 'ax', 'ay', 'az', 'gx', 'gy', 'gz'] as const;
export const REQUIRED_COLUMNS = ['t_ms', 'ax', 'ay', 'az'] as const;
export const LABEL_COLUMNS = ['t_ms', 'event'] as const;

export type TraceLabel = { t: number; event: string };

/** Labels named `cmd:<name>` are not ground truth but the game's commands to the detector (`cmd:stay`, `cmd:expect:turnOver`). */
export const COMMAND_PREFIX = 'cmd:';

export type Trace = {
  samples: MotionSample[];
  /** True when at least one row has gyroscope values. */
  hasGyro: boolean;
  /** Things accepted but worth saying (duplicate timestamps when allowed). */
  warnings: string[];
};

/** A malformed trace or label file; `line` is 1-based, counting the header and comments. */
export class TraceFormatError extends Error {
  constructor(
    readonly line: number,
    detail: string,
    readonly source = 'trace',
  ) {
    super(`${source} line ${line}: ${detail}`);
    this.name = 'TraceFormatError';
  }
}
