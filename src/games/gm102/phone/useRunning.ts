import { useEffect, useRef } from 'react';
import type { Snapshot } from 'valtio';
import { subscribe } from 'valtio';
import { epochNow } from '../../../../workers/clock/frames.shared';
import { serverNow, serverToLocalTime } from '../../../engine/clock';
import { motion, motionCommand } from '../../../engine/motion';
import { sendStream } from '../../../engine/socketClient';
import { useDetector } from '../../common/phone/useDetector';
import type { Gm102Params } from '../parameters';
import { Stride } from '../rules/pace';
import type { Gm102PhoneOwn } from '../rules/views';
import { gm102Slice, localMotion, stayMoment } from './slice';

type Own = Snapshot<Gm102PhoneOwn> | null;
/** A run this page counts: its steps from the run's start on, and what the server already took. */
type Tracked = { run: number; from: number; until: number | null; stride: Stride; base: number; sent: number };

/**
 * This phone's running: the shared `run` detector runs with the game's parameters from the
 * tutorial to the final whistle (its step finder needs a few seconds of history, so it is not
 * restarted at every turn of the watcher) and hears each turn as a `run` or `stay` command at the
 * turn's own time on this phone's clock, so its grace starts when the server's does. Steps,
 * moves and cheats go from the worker straight to the server, which judges the moves. The page
 * counts the run's distance from the steps (rules/pace.ts) and reports the run's total every
 * `emitProgressInterval` ms as a stream; the server caps, floors and bounds it (rules/index.ts).
 */
export function useRunning(own: Own, params: Snapshot<Gm102Params> | undefined, active: boolean): void {
  const tracked = useRef<Tracked[]>([]);
  const ownRef = useRef(own);
  ownRef.current = own;

  useDetector('run', params, active, (e) => {
    localMotion(gm102Slice, e.type);
    // A step counts for the run it fell in, however late the step finder confirms it.
    if (e.type !== 'step') return;
    for (const t of tracked.current) if (e.t >= t.from && (t.until === null || e.t < t.until)) t.stride.step(e.t);
  });

  // The watcher's turns, as detector commands at their own time on this phone's clock. Sent
  // again when the detector (re)starts, so a phone that reloads mid-stay still watches the stay.
  const phase = own?.status === 'stay' ? 'stay' : 'run';
  const from = own?.statusFrom ?? 0;
  useEffect(() => {
    if (!active) return;
    const send = () => motionCommand(phase, serverToLocalTime(from));
    send();
    let had = motion.detector;
    return subscribe(motion, () => {
      if (motion.detector !== had && motion.detector === 'run') send();
      had = motion.detector;
    });
  }, [active, phase, from]);

  // The stay's grace and the hold after it, for the screen.
  const stayFrom = own?.status === 'stay' ? own.statusFrom : null;
  useEffect(() => {
    if (stayFrom === null) return;
    const tick = () => {
      const cur = ownRef.current;
      if (cur) stayMoment(gm102Slice, cur, serverNow());
    };
    tick();
    const id = setInterval(tick, 100);
    return () => clearInterval(id);
  }, [stayFrom]);

  // Progress reports every `emitProgressInterval` for each run this runner may still report about
  // (the one on, and the last one while its late steps come in); one at once at every turn.
  const runsKey = JSON.stringify(own?.runs.map((r) => [r.run, r.until]) ?? []);
  const every = params?.emitProgressInterval ?? 500;
  const grace = params?.reportGraceMs ?? 4000;
  useEffect(() => {
    const o = ownRef.current;
    if (!active || !o || !params) return;
    // Keep the runs the server lists, in this phone's clock; a page that reloads mid-run goes on
    // from the total the server already took.
    tracked.current = o.runs.map((r) => {
      const had = tracked.current.find((t) => t.run === r.run);
      const until = r.until === null ? null : serverToLocalTime(r.until);
      if (had) return Object.assign(had, { until });
      const from = serverToLocalTime(r.from);
      return { run: r.run, from, until, stride: new Stride(params, from), base: r.total, sent: r.total };
    });
    const tick = () => {
      const now = epochNow();
      for (const t of tracked.current) {
        if (t.until !== null && now > t.until + grace) continue;
        const total = Math.round((t.base + t.stride.distance(Math.min(now, t.until ?? Infinity))) * 1000) / 1000;
        if (total <= t.sent + 0.005) continue;
        t.sent = total;
        sendStream('gm102:progress', { run: t.run, total });
      }
    };
    tick();
    const id = setInterval(tick, every);
    return () => clearInterval(id);
  }, [active, runsKey, every, grace, !!params]);
}
