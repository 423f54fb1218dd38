import { proxy as comlinkProxy, transfer, wrap, type Remote } from 'comlink';
import type { SocketWorkerApi } from '../../workers/socket/socket.worker';
import type { StartOptions } from '../../workers/socket/connection';
import { applyPatch } from './clientStore';

let remote: Remote<SocketWorkerApi> | null = null;
// A strong reference: iOS Safari may collect a worker nothing on the page points to.
let worker: Worker | null = null;

/** The long-lived socket worker, started once with a ready handshake. */
export async function socketWorker(): Promise<Remote<SocketWorkerApi>> {
  if (!remote) {
    worker = new Worker(new URL('../../workers/socket/socket.worker.ts', import.meta.url), { type: 'module', name: 'socket' });
    remote = wrap<SocketWorkerApi>(worker);
    await remote.ready();
  }
  return remote;
}

/** A port the socket worker serves to another worker (`SocketPeerApi`: emit, ping): hand it over. */
export async function socketPort(): Promise<MessagePort> {
  const { port1, port2 } = new MessageChannel();
  const socket = await socketWorker();
  await socket.attachPort(transfer(port1, [port1]));
  return port2;
}

let started = false;

type WithoutOrigin<T> = T extends unknown ? Omit<T, 'origin'> : never;

/**
 * Connects once per page (React StrictMode runs effects twice in development). A phone page then
 * starts its clock and motion workers itself (`startPhoneEngine`, src/engine/phoneEngine.ts, which
 * builds on this module), so the host page never loads them.
 */
export async function startClient(opts: WithoutOrigin<StartOptions>): Promise<void> {
  if (started) return;
  started = true;
  const w = await socketWorker();
  await w.start({ ...opts, origin: location.origin } as StartOptions, comlinkProxy(applyPatch));
}

/** Fire and forget: the result arrives as a patch (`client.intents[name]`). */
export function sendIntent(name: string, payload: unknown): void {
  void socketWorker().then((w) => w.intent(name, payload));
}

/** A droppable stream (heartbeats): no ack, no state; the server may shed it under load. */
export function sendStream(name: string, payload: unknown): void {
  void socketWorker().then((w) => w.stream(name, payload));
}

export function clearIntentError(name: string): void {
  void socketWorker().then((w) => w.clearError(name));
}
