import { subscribeKey } from 'valtio/vanilla/utils';
import { client } from '../engine/clientStore';
import { socketWorker, startClient } from '../engine/socketClient';
import { parseRoomId } from '../protocol/roomId';
import { firstScreenShown } from './loading/firstScreen';
import { loadSeatToken, saveSeatToken, sessionStorageAvailable } from './sessionToken';
import { shell } from './shell';
import { claimRoomTab } from './tab/tabGuard';

/** The room this page plays (its `rid`), or null for a bad id (the page sends the player to the error page). */
export const room = parseRoomId(new URLSearchParams(location.search).get('rid'));
/** A seat needs sessionStorage (SP05-002 without it). */
export const playable = room !== null && sessionStorageAvailable();

let booted = false;

/**
 * Starts the room page's connection, as soon as this small module arrives (main.tsx calls it beside
 * React, not after): the socket worker takes the seat and brings the room's first view while React,
 * the page's code and its texts are still coming. Nothing here draws.
 *
 * A call, not the module's own top-level code: the bundler groups this module into a chunk the host
 * page loads too (the socket client), and a chunk runs all of its modules' top-level code, so a
 * reloaded host (its address has a rid) connected as a phone and lost its room.
 */
export function bootRoom(): void {
  if (booted || !room || !playable) return;
  booted = true;
  const { roomId } = room;
  subscribeKey(client.session, 'token', (token) => {
    if (token) saveSeatToken(roomId, token);
  });
  // The worker loads while the tab's claim is decided (only the owner connects it).
  void socketWorker();
  // One tab of this browser plays the room; a second one explains (and takes over if the first closes).
  void claimRoomTab(roomId, (role) => {
    shell.tab = role;
    if (role !== 'owner') return;
    // The clock and motion workers (loaded only on phones) once the first screen is drawn: until
    // then they would take the network and the CPU from it.
    void startClient({ role: 'phone', roomId, token: loadSeatToken(roomId) })
      .then(() => firstScreenShown)
      .then(() => import('../engine/phoneEngine'))
      .then((m) => m.startPhoneEngine());
  });
}
