import { useSnapshot } from 'valtio';
import { client } from '../../../engine/clientStore';
import type { BuiltGameId } from '../../manifests';
import { isPhoneGame } from '../../views';

/** This phone's view while game `id` runs (null for a moment as it ends), typed from the game's rules. */
export function usePhoneGame<Id extends BuiltGameId>(id: Id) {
  const view = useSnapshot(client).view;
  const phone = view && 'me' in view ? view : null;
  const game = phone && isPhoneGame(phone.game, id) ? phone.game : null;
  return { view: phone, game };
}
