/**
 * The baseline half of a scenario: the client traffic recorded in the measured window, replayed
 * with the same timing, payloads and number of connections against the bare echo server, whose
 * CPU per event is what socket.io alone costs for that traffic.
 */
import { Link } from './link';
import { Run, type Recorded } from './run';
import { startEcho } from './serverProcess';
import type { Quantiles } from './stats';

export type EchoResult = { cpuMs: number; cpuPct: number; events: number; cpuMsPerEvent: number; ack: Quantiles; rssMb: number | null };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function replayOnEcho(records: readonly Recorded[], links: number, seconds: number, view: { hz: number; bytes: number }): Promise<EchoResult> {
  const echo = await startEcho(view.hz, view.bytes);
  const run = new Run(false);
  const clients: Link<object>[] = [];
  try {
    for (let i = 0; i < links; i++) {
      const link = new Link<object>(run, 'phone', [echo.url], 0, { role: 'phone' });
      clients.push(link);
      await link.open(30_000, false);
    }
    run.phase = 'window';
    run.windowStart = performance.now();
    const cpu0 = echo.cpuMs() ?? 0;
    let i = 0;
    while (i < records.length) {
      const now = run.now();
      for (; i < records.length && records[i]!.at <= now; i++) {
        const r = records[i]!;
        const link = clients[r.link];
        if (!link) continue;
        if (r.acked) void link.ask(r.event, r.payload);
        else link.emit(r.event, r.payload);
      }
      if (i < records.length) await sleep(Math.max(0, records[i]!.at - run.now()));
    }
    await sleep(Math.max(0, seconds * 1000 - run.now()));
    const cpu = (echo.cpuMs() ?? cpu0) - cpu0;
    const elapsed = run.now();
    const rss = echo.rssMb();
    run.phase = 'after';
    return {
      cpuMs: cpu,
      cpuPct: (cpu / elapsed) * 100,
      events: records.length,
      cpuMsPerEvent: records.length ? cpu / records.length : NaN,
      ack: run.m.ack.summary(),
      rssMb: rss,
    };
  } finally {
    for (const c of clients) c.close();
    await echo.stop();
  }
}
