import { proxy } from 'valtio/vanilla';
import { applyOps, type PatchOp } from '../protocol/patch';
import { initialClientState, type ClientState } from '../../workers/socket/clientState.shared';

/** The main thread's mirror of the socket worker's state. Views read it with useSnapshot. */
export const client = proxy<ClientState>(initialClientState());

/** One worker message, one synchronous block of writes (STYLE.md #7). */
export function applyPatch(ops: PatchOp[]): void {
  applyOps(client as unknown as Record<string, unknown>, ops);
}
