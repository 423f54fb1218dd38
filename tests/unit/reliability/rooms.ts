import pino from 'pino';
import { LOG_REDACT, type Log } from '../../../src/server/log';
import type { HostView, PhoneView } from '../../../src/protocol/views';
import { roomWith, type TestClient, type TestServer } from '../server/harness';
import type { ManualClock } from '../server/manualClock';

/** Short common phases, so a game reaches play after a few moves of the hand-moved clock. */
export const FAST_PHASES = { charge: 100, checkingCapability: 2000, intro: 100, entry: 3000, tutorial: 3000, waitingForResult: 100 };

/** A server log (with the server's own redaction) that keeps every line, for a test to read (pino writes JSON lines). */
export function capturedLog(level = 'info'): { log: Log; lines: Record<string, unknown>[]; raw: string[] } {
  const raw: string[] = [];
  const log = pino({ level, base: undefined, redact: LOG_REDACT }, { write: (line: string) => void raw.push(line) });
  return {
    log,
    raw,
    get lines() {
      return raw.map((l) => JSON.parse(l) as Record<string, unknown>);
    },
  };
}

/** Waits until no view changes for a while (views go out coalesced, ~25-50 ms after a change). */
export async function settled(...clients: TestClient<object>[]): Promise<void> {
  for (;;) {
    const before = clients.map((c) => c.version);
    await new Promise((r) => setTimeout(r, 120));
    if (clients.every((c, i) => c.version === before[i])) return;
  }
}

/** A room with two phones on two teams, the game `gameId` started and in play (T0). */
export async function roomInPlay(server: TestServer, clock: ManualClock, gameId: string) {
  const { room, host, phones } = await roomWith(server, ['Left', 'Right']);
  await host.send('host', { type: 'startTeamSelect' });
  await phones[0]!.send('updateTeam', { team: 'left' });
  await phones[1]!.send('updateTeam', { team: 'right' });
  for (const p of phones) await p.send('capability', { sensor: 'authorized', intervalMs: 16, gyroscope: true });
  await host.send('host', { type: 'fixTeams' });
  const started = await host.send('host', { type: 'startGame', gameId });
  if (!started.ok) throw new Error(`${gameId} did not start: ${JSON.stringify(started)}`);
  clock.advance(300);
  const phaseOf = (v: PhoneView | HostView | null) => v?.game?.phase;
  for (const p of phones) await p.until((v) => phaseOf(v) === 'entry');
  for (const p of phones) await p.send(`${gameId}:entry`, {});
  for (const p of phones) await p.until((v) => phaseOf(v) === 'tutorial');
  for (const p of phones) await p.send(`${gameId}:completeTutorial`, {});
  await host.until((v) => phaseOf(v) === 'play');
  await settled(host, ...phones);
  return { room, host, phones };
}
