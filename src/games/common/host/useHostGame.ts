import { useSnapshot } from 'valtio';
import { client } from '../../../engine/clientStore';
import type { BuiltGameId } from '../../manifests';
import { isHostGame } from '../../views';

/** The big screen's view while game `id` runs (null for a moment as it ends), typed from the game's rules. */
export function useHostGame<Id extends BuiltGameId>(id: Id) {
  const view = useSnapshot(client).view;
  const host = view && !('me' in view) ? view : null;
  const game = host && isHostGame(host.game, id) ? host.game : null;
  return { view: host, game };
}
