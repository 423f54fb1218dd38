import type { Snapshot } from 'valtio';
import type { HostGameView, PhoneGameView } from '../protocol/game';
import type { Widen } from '../protocol/parameters';
import type { BoardOf, OwnOf } from './common/rules';
import type { BuiltGameId, ManifestOf } from './manifests';

type RulesOf<Id extends BuiltGameId> = Awaited<ReturnType<ManifestOf<Id>['rules']>>;

/** A game's phone view and board, typed from its rules (what the server's projection sends). */
export type OwnView<Id extends BuiltGameId> = OwnOf<RulesOf<Id>>;
export type BoardView<Id extends BuiltGameId> = BoardOf<RulesOf<Id>>;
export type GameParams<Id extends BuiltGameId> = Widen<ManifestOf<Id>['parameters']>;

/** The running game on a phone, when it is game `Id`: its own part is null until entry closes. */
export type PhoneGameOf<Id extends BuiltGameId> = PhoneGameView<OwnView<Id> | null> & { id: Id; params: GameParams<Id> };
export type HostGameOf<Id extends BuiltGameId> = HostGameView<BoardView<Id> | null> & { id: Id };

/**
 * Which game a view is of. The id decides the rest: the server built the view with that game's
 * rules (src/server/rooms/projection.ts), so the game's own part has that game's types.
 */
export function isPhoneGame<Id extends BuiltGameId>(g: Snapshot<PhoneGameView> | null | undefined, id: Id): g is Snapshot<PhoneGameOf<Id>> {
  return g?.id === id;
}

export function isHostGame<Id extends BuiltGameId>(g: Snapshot<HostGameView> | null | undefined, id: Id): g is Snapshot<HostGameOf<Id>> {
  return g?.id === id;
}
