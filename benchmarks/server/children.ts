/**
 * Every child process the bench starts (server processes, the echo server, redis-server), so that
 * all of them die with the bench: at the end, on an error, and on Ctrl-C.
 */
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const live = new Set<ChildProcess>();

export function spawnTracked(cmd: string, args: string[], opts: SpawnOptions): ChildProcess {
  const child = spawn(cmd, args, opts);
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** SIGKILL: a server under load may not answer SIGTERM in time, and nothing of theirs needs saving. */
export function killAll(): void {
  for (const child of live) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  live.clear();
}

/** `gently`: SIGTERM first, for a process that writes something on its way out (a CPU profile); SIGKILL after 15 s. */
export async function kill(child: ChildProcess | null | undefined, gently = false): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((r) => child.once('exit', () => r()));
  if (gently) {
    child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(late);
    return;
  }
  child.kill('SIGKILL');
  await gone;
}

let installed = false;

export function killChildrenOnExit(): void {
  if (installed) return;
  installed = true;
  process.on('exit', killAll);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(sig, () => {
      killAll();
      console.error(`\nstopped by ${sig}: every child process killed`);
      process.exit(130);
    });
  }
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

let clockTicks: number | null = null;

function ticksPerSecond(): number {
  if (clockTicks === null) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** CPU time (user + system, all threads) a process has used, in ms; null once it is gone. */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: count fields from after its closing parenthesis (field 3 on).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / ticksPerSecond();
  } catch {
    return null;
  }
}

/** Resident set size in MB; null once the process is gone. */
export function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time every process on the machine has used (all cores), in ms: to tell what else ran meanwhile. */
export function machineBusyMs(): number | null {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = f.reduce((a, b) => a + b, 0);
    const idle = (f[3] ?? 0) + (f[4] ?? 0);
    return ((total - idle) * 1000) / ticksPerSecond();
  } catch {
    return null;
  }
}
