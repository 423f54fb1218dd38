import { socketWorker } from '../../engine/socketClient';
import { shell } from '../shell';

/** Leaves the room: the socket closes (the seat stays, so the same tab can come back) and the leaving scene shows. */
export function leaveRoom(): void {
  shell.sheet = null;
  shell.leaving = true;
  void socketWorker()
    .then((w) => w.stop())
    .catch(() => {});
}
