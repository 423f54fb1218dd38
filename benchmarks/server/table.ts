/** One scenario's result as a table: each figure beside the issue's target where it gives one. */
import { cpus } from 'node:os';
import { markdownTable } from '../detectors/table';
import type { ScenarioResult } from './scenario';
import type { Quantiles } from './stats';

const n = (x: number | null | undefined, d = 0) => (x === null || x === undefined || !Number.isFinite(x) ? 'n/a' : x.toFixed(d));
const q4 = (s: Quantiles | undefined) => (s && s.count ? `${n(s.p50, 1)} / ${n(s.p95, 1)} / ${n(s.p99, 1)} / ${n(s.max, 1)} ms` : 'n/a');
const q3 = (s: Quantiles | undefined) => (s && s.count ? `${n(s.p50, 1)} / ${n(s.p99, 1)} / ${n(s.max, 1)} ms` : 'n/a');
const kb = (bytes: number) => (bytes >= 10_000 ? `${n(bytes / 1000, 1)} kB` : `${n(bytes)} B`);
const codes = (r: Record<string, number> | undefined) =>
  Object.entries(r ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k}×${v}`)
    .join(', ');
const sum = (r: Record<string, number> | undefined) => Object.values(r ?? {}).reduce((a, b) => a + b, 0);

/** "≤ 50 ms ✓": the target, and whether this run met it (a figure, not a verdict: the bench exits 0). */
function target(text: string, met: boolean | null): string {
  return met === null ? text : `${text} ${met ? '✓' : '✗'}`;
}

export function renderScenario(r: ScenarioResult): string {
  const s = r.spec;
  const head =
    `### ${s.title}\n${s.rooms} room(s) × ${s.phones} phones${s.photos ? ', ~90 KB photos' : ''}${s.maxMotion ? ", motion at the phone's maximum rate" : ''}, ` +
    `${s.redis ? 'Redis, two server processes' : 'in memory, one server process'}, ${s.seconds} s window`;
  if (r.skipped) return `${head}\n\nskipped: ${r.skipped}\n`;
  if (r.error) return `${head}\n\nfailed: ${r.error}\n`;
  const t = s.targets;
  const rows: string[][] = [];
  const row = (figure: string, value: string, tgt = '') => rows.push([figure, value, tgt]);

  row(
    'phones in teams / setup time',
    `${r.phonesJoined}/${s.rooms * s.phones} in ${n(r.setupS, 1)} s`,
    r.setupFailures && sum(r.setupFailures) ? `refused: ${codes(r.setupFailures)}` : '',
  );
  if (s.photos) row('profile+photo ack while joining p50/p95/p99/max', q4(r.joinAck));
  const e = r.sent!;
  row('events sent (intents / motion / clock pings)', `${e.total} (${e.acked} / ${e.motion} / ${e.ping}), ${n(e.perS)}/s; + ${e.probe} probe pings`);
  row('events counted by the server', n(r.serverEvents));
  row('ack latency p50 / p95 / p99 / max', q4(r.ack), t.ackP99Ms ? target(`p99 ≤ ${t.ackP99Ms} ms`, r.ack!.count ? r.ack!.p99 <= t.ackP99Ms : null) : '');
  row(
    'ack timeouts (10 s) / lost to a disconnect / refusals',
    `${r.ackTimeouts} / ${r.acksLost} / ${sum(r.ackErrors)}${sum(r.ackErrors) ? ` (${codes(r.ackErrors)})` : ''}`,
  );
  if (sum(r.errorEvents)) row('error events pushed', codes(r.errorEvents));
  const stall = r.stall?.maxMs ?? null;
  row(
    'event-loop max stall (server, /dev/statistics)',
    stall === null
      ? 'n/a'
      : `${n(stall, 1)} ms (p99 ${n(r.stall?.p99Ms, 1)} ms; longest GC pause ${r.stall?.gcMaxMs == null ? 'n/a' : `${n(r.stall.gcMaxMs, 1)} ms`})`,
    t.stallMs ? target(`≤ ${t.stallMs} ms`, stall === null ? null : stall <= t.stallMs) : '',
  );
  row(
    'clock-ping round trip, probe every 20 ms p50/p99/max',
    q3(r.probe),
    t.stallMs ? target(`max ≤ ${t.stallMs} ms (stall proxy)`, r.probe?.count ? r.probe.max <= t.stallMs : null) : '',
  );
  row("clock-ping round trip, phones' bursts p50/p99/max", q3(r.ping));
  row("phones' clock sync error p50/p99/max", q3(r.syncError));
  const sv = r.server!;
  row('server CPU', `${n(sv.cpuPct)} % of a core${sv.processes.length > 1 ? ` (${sv.processes.map((p) => `${p.name} ${n(p.cpuPct)} %`).join(', ')})` : ''}`);
  if (r.redisCpuPct !== undefined) row('redis-server CPU', `${n(r.redisCpuPct)} % of a core`);
  row(
    'server RSS max / at end',
    `${n(sv.rssMaxMb)} MB / ${n(sv.rssEndMb)} MB${sv.processes.length > 1 ? ` (max ${sv.processes.map((p) => `${p.name} ${n(p.rssMaxMb)}`).join(', ')})` : ''}`,
  );
  row('server CPU per event', `${n(sv.cpuMsPerEvent * 1000)} µs`);
  if (r.echo && 'error' in r.echo) row('echo server CPU per event', `failed: ${r.echo.error}`);
  else if (r.echo) {
    row(
      'echo server CPU per event (same traffic)',
      `${n(r.echo.cpuMsPerEvent * 1000)} µs (${n(r.echo.cpuPct)} % of a core, ack p99 ${n(r.echo.ack.p99, 1)} ms)`,
    );
    row(
      'CPU per event: server / echo',
      `${n(r.cpuRatio, 1)}×`,
      t.cpuRatio ? target(`≤ ${t.cpuRatio}×`, r.cpuRatio === undefined ? null : r.cpuRatio <= t.cpuRatio) : '',
    );
  }
  const v = r.views!;
  row('view bytes per phone per second', `${kb(v.phoneBytesPerS)}/s (${n(v.phoneMsgsPerS, 1)} views/s)`);
  row('view bytes to each host per second', `${kb(v.hostBytesPerS)}/s (${n(v.hostMsgsPerS, 1)} views/s)`);
  const killNote = r.disconnectsBeforeKill !== undefined ? `, ${r.disconnectsBeforeKill} of them before the kill` : '';
  const unasked = (r.disconnectsBeforeKill ?? r.disconnects ?? 0) + (r.disconnectsJoining ?? 0);
  row(
    'disconnects in the window (+ while joining)',
    `${r.disconnects}${killNote} (+ ${r.disconnectsJoining})`,
    t.zeroDisconnects ? target('0', unasked === 0) : '',
  );
  row('reconnects / failed connects / resyncs', `${r.reconnects} / ${r.connectErrors} / ${r.resyncs}`);
  if (r.droppedWhileDown) row('emits dropped while a socket was down', String(r.droppedWhileDown));
  const j = r.judged ?? {};
  row('passes judged, phone by phone (safe / barely / out)', `${sum(j)} (${j.safe ?? 0} / ${j.barely ?? 0} / ${j.out ?? 0})`);
  row('on-time hops sent', String(r.hops));
  const afterKill = r.wrongOutsAfterKill !== undefined ? ` (${r.wrongOutsAfterKill} after the kill)` : '';
  const judged = sum(j);
  row(
    'on-time jumps judged out',
    `${r.wrongOuts}${afterKill}${judged ? '' : ' (no pass was judged)'}`,
    t.zeroWrongOuts ? target('0', judged ? r.wrongOuts === 0 : null) : '',
  );
  if (r.offClockOuts) row('outs after a hop timed by a clock sync off > 100 ms', String(r.offClockOuts));
  if (r.lateOuts || r.unsentOuts) row('outs after a late hop (generator) / with no hop', `${r.lateOuts} / ${r.unsentOuts}`);
  if (s.redis) row('lock failures (2005 / 2006)', String(r.lockFailures), t.zeroLockFailures ? target('0', r.lockFailures === 0) : '');
  if (r.kill) {
    const k = r.kill;
    row('owner killed (SIGKILL) at', `${n(k.atS, 1)} s into the window, ${k.phonesMoved} phones + host on it`);
    row(
      'game moving again (any view) after the kill',
      k.progressAfterS === null ? 'never in the window' : `${n(k.progressAfterS, 2)} s`,
      t.takeoverS ? target(`≤ ${t.takeoverS} s`, k.progressAfterS !== null && k.progressAfterS <= t.takeoverS) : '',
    );
    row(
      'its phones / host back on the survivor after',
      `${k.phonesBackS === null ? 'not all' : `${n(k.phonesBackS, 2)} s`} / ${k.hostBackS === null ? 'no' : `${n(k.hostBackS, 2)} s`}`,
    );
  }
  if (r.serverExited) row('server process died', r.serverExited);
  const g = r.generator!;
  row('generator (this process): CPU / loop max delay', `${n(g.cpuPct)} % of a core / ${n(g.loopMaxMs, 1)} ms (p99 ${n(g.loopP99Ms, 1)} ms)`);
  row('generator hop lag p50/p99/max', q3(g.hopLag));
  if (r.otherCpuPct !== undefined)
    row(
      `other processes on this ${cpus().length}-core machine`,
      `${n(r.otherCpuPct)} % of a core${r.otherCpuPct > 20 ? ' (busy: these figures are disturbed)' : ''}`,
    );
  return `${head}\n\n${markdownTable(['figure', 'value', 'target'], rows)}\n`;
}
