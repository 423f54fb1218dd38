import { Metrics } from './stats';

/** One client emit in the measured window, kept to replay the same traffic against the echo server. */
export type Recorded = { at: number; link: number; event: string; payload: unknown; acked: boolean };

/**
 * The shared state of one scenario run: its phase (only the window is measured), its metrics, the
 * recorded traffic, and the kill of a server process when the scenario has one.
 */
export class Run {
  readonly m = new Metrics();
  phase: 'setup' | 'window' | 'after' = 'setup';
  /** performance.now() when the window began. */
  windowStart = 0;
  /** ms since the window began when a server process was killed; null when none was. */
  killAt: number | null = null;
  /** The first change of game progress any client saw after the kill (ms since the window began). */
  progressAfterKill: number | null = null;
  readonly records: Recorded[] = [];
  private links = 0;

  constructor(readonly recordTraffic: boolean) {}

  get inWindow(): boolean {
    return this.phase === 'window';
  }

  /** ms since the window began (negative before). */
  now(): number {
    return performance.now() - this.windowStart;
  }

  linkId(): number {
    return this.links++;
  }

  get linkCount(): number {
    return this.links;
  }

  note(link: number, event: string, payload: unknown, acked: boolean): void {
    if (this.recordTraffic && this.phase === 'window') this.records.push({ at: this.now(), link, event, payload, acked });
  }

  /** A client saw the game move (a pass judged, a status or phase change). */
  progressed(): void {
    if (this.killAt !== null && this.progressAfterKill === null && this.phase === 'window') this.progressAfterKill = this.now();
  }
}
