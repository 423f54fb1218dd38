import { proxy, snapshot, subscribe, type Snapshot } from 'valtio';
import { client } from '../../../engine/clientStore';
import type { BuiltGameId } from '../../manifests';
import { isPhoneGame, type OwnView } from '../../views';

/**
 * A game's phone-side state (what this phone guessed before the server judged, animations'
 * bookkeeping), folded from each new server view of this player as it arrives, outside React: a
 * scene only reads it. It starts afresh whenever the game's own part is gone (a new game).
 */
export function gameSlice<Id extends BuiltGameId, T extends object>(id: Id, initial: () => T, fold: (slice: T, own: Snapshot<OwnView<Id>>) => void): T {
  const slice = proxy(initial());
  let last: unknown = null;
  const sync = () => {
    const view = snapshot(client).view;
    const game = view && 'me' in view ? view.game : null;
    const own = isPhoneGame(game, id) ? game.own : null;
    // A snapshot keeps the objects of parts that did not change: the same object, nothing new.
    if (own === last) return;
    last = own;
    if (own) fold(slice, own);
    else Object.assign(slice, initial());
  };
  subscribe(client, sync);
  sync();
  return slice;
}
