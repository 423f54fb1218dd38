import type { GameId, GameMode } from '../../protocol/enums';
import type { DeepPartial, Detector } from '../../../workers/motion/detectors/types';
import type { AnyGameRules } from './rules';

/**
 * How the Motion Lab first scores a detector's events against a recording's labels: event `type`'s
 * time field `field` against labels named one of `labels`, within `toleranceMs`.
 */
export type LabScoring = { event: string; field: string; labels: readonly string[]; toleranceMs: number };

/** A detector only this game uses: loaded by the motion worker (or a benchmark) when it is asked for. */
export type GameDetector<P> = {
  /** The top-level keys of the game's parameters the detector reads; the others are the rules'. */
  keys: readonly (keyof P & string)[];
  load(): Promise<(params?: DeepPartial<P> | null) => Detector>;
  lab: readonly LabScoring[];
};

/**
 * Everything the platform needs to know about a game, in its folder. The catalog, the scene maps,
 * the server's registry, the motion worker's detectors, the Motion Lab's list and the operator
 * config's `games.gmNNN` all derive from the manifests in `src/games/manifests.ts`.
 * A manifest is plain data and loaders, so any thread may import it without bundling the game.
 */
export type GameManifest<Id extends GameId = GameId, P = unknown, R extends AnyGameRules = AnyGameRules, D extends string = string> = {
  id: Id;
  /** Needs the motion sensor: spectators sit it out, a capability check runs first. */
  needsMotion: boolean;
  needsCamera: boolean;
  /**
   * Its detectors turn on rotation rates: a phone whose sensor check found no gyroscope watches
   * this game rather than playing it with a detector that would count wrong.
   */
  needsGyroscope: boolean;
  /** Loud: left out by the "no noise" setting. */
  noisy: boolean;
  /** Players leave their seats: left out by the "stay seated" setting. */
  movesSeats: boolean;
  modes: readonly GameMode[];
  /** Its tile colour on the wheel and in the catalog. */
  color: string;
  /** Its parameters (operator config `games.gmNNN`) as defaults: every leaf a number; the schema follows. */
  parameters: P;
  detectors: { [Name in D]: GameDetector<P> };
  rules(): Promise<R>;
};

export function defineGame<Id extends GameId, P, R extends AnyGameRules, D extends string>(m: GameManifest<Id, P, R, D>): GameManifest<Id, P, R, D> {
  return m;
}
