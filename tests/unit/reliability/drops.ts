import type { Socket as NetSocket } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import type { Socket } from 'socket.io-client';
import { diff, type Seat, type ViewClient, type World } from './world';

/**
 * How a phone drops out. `reload`: the page closes its socket and a new page takes its seat again
 * with its token (the session call, then a socket). `screenLock`: the page is frozen; its socket
 * goes silent without closing, so the server is told nothing until its ping times out, and the
 * phone comes back on a new socket. `networkLoss`: the connection dies under the page (the TCP
 * socket is destroyed, no close of socket.io's), and socket.io reconnects with the same auth.
 */
export const DROPS = ['reload', 'screenLock', 'networkLoss'] as const;
export type Drop = (typeof DROPS)[number];

/** The raw TCP socket under a socket.io client (websocket transport only). */
function tcpOf(socket: Socket): NetSocket {
  const ws = (socket.io.engine as unknown as { transport: { ws?: { _socket?: NetSocket } } }).transport.ws;
  if (!ws?._socket) throw new Error('no websocket under this client');
  return ws._socket;
}

/** Cuts a client off in the given way; returns what ends the silent socket later (its ping timeout). */
export function cut(client: ViewClient<object>, how: Drop): () => void {
  const socket = client.socket;
  if (how === 'reload') {
    socket.disconnect();
    return () => {};
  }
  const tcp = tcpOf(socket);
  if (how === 'networkLoss') {
    tcp.destroy();
    return () => {};
  }
  // Frozen: nothing read, nothing written, nothing closed.
  socket.removeAllListeners();
  socket.io.removeAllListeners();
  tcp.pause();
  return () => tcp.destroy();
}

export type DropRecord = { game: string; key: string; how: Drop; backMs: number; othersMoved: boolean };

/** Counts for the suite's report. */
export class DropStats {
  readonly records: DropRecord[] = [];

  add(r: DropRecord): void {
    this.records.push(r);
  }

  summary(): string {
    const ms = this.records.map((r) => r.backMs).sort((a, b) => a - b);
    const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
    const by = (how: Drop) => this.records.filter((r) => r.how === how).length;
    const keys = new Set(this.records.map((r) => `${r.game}:${r.key}`)).size;
    return (
      `drops injected: ${ms.length} (reload ${by('reload')}, screen lock ${by('screenLock')}, network loss ${by('networkLoss')}); ` +
      `states covered: ${keys}; the others' game moved on during ${this.records.filter((r) => r.othersMoved).length} of them; seats lost: 0 (one lost fails the suite); ` +
      `time to recover p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${(ms[ms.length - 1] ?? 0).toFixed(0)} ms; over 2 s: ${ms.filter((x) => x > 2000).length}`
    );
  }
}

/**
 * Drops one phone in the given way and brings it back, checking on the way: the drop itself
 * changes nothing of its view on the server; the others play on meanwhile (`others`); the phone
 * that comes back gets its seat, team, score and the game's own view for it, equal to the
 * server's, and what it had before is still its own. Returns the time from the phone's return to
 * its view being whole again.
 */
export async function dropAndBack(w: World, seat: Seat, how: Drop, others: () => Promise<unknown>): Promise<number> {
  await w.settle();
  const before = structuredClone(seat.client.view!);
  const endSilent = cut(seat.client, how);
  if (how !== 'screenLock') await until(async () => !(await w.connected(seat)), `${seat.name} to show as gone`);
  // The server's view for the phone while it is away: nothing of it changed by its leaving.
  const away = await w.expected(seat);
  if (!isDeepStrictEqual(away, before)) throw new Error(`${seat.name}'s view changed when it dropped (${how}):\n${diff(before, away)}`);
  // The game goes on for the others.
  await others();
  await w.settle({ except: seat });
  const t0 = performance.now();
  seat.client = await w.servers.phone(w.roomId, seat.token, how === 'reload');
  await until(async () => isDeepStrictEqual(seat.client.view, await w.expected(seat)), `${seat.name}'s view to come back`);
  const backMs = performance.now() - t0;
  const back = seat.client.view!;
  if (back.me.playerId !== seat.playerId) throw new Error(`${seat.name} came back in another seat`);
  if (!isDeepStrictEqual(back.me, before.me) || !isDeepStrictEqual(back.system.scores, before.system.scores)) {
    throw new Error(`${seat.name} lost its seat, team or score:\n${diff(before, back)}`);
  }
  // The silent socket times out at last: the phone, back on its new one, stays present.
  endSilent();
  await until(() => w.connected(seat), `${seat.name} to show as present`);
  await w.settle();
  if (!(await w.connected(seat))) throw new Error(`${seat.name} shows as gone once its old socket closed`);
  return backMs;
}

export async function until(pred: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}
