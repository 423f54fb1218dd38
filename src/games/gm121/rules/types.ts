import type { GameMode, Team } from '../../../protocol/enums';
import type { Rgb } from '../../../../workers/media/ciede2000.shared';
import type { Gm121Params } from '../parameters';
import type { Colour } from './palette';

/**
 * SPEC.md §4 gm121 statuses, in flow order: the practice shot (`tutorialPhotoShooting`), then per
 * round the swatch on the TV (`roundColor`), the hunt (`roundPhotoShooting`), the round's mosaic and
 * histograms (`roundResult`) and the standings so far (`roundFinished`).
 */
export type Gm121Status = 'tutorialPhotoShooting' | 'roundColor' | 'roundPhotoShooting' | 'roundResult' | 'roundFinished';

/** SPEC.md §3 gm121 capability: the phone's camera was opened, or refused (that player cheers). */
export type Capability = 'authorized' | 'denied';

/** A stored shot: its photo's URL, the median colour of its centre, its distance and score. */
export type Shot = { photo: string; median: Rgb; hues: number[]; deltaE: number; score: number; at: number };

/** A player's part of one round (-1: the tutorial's practice). Starting a round clears it (SPEC.md §4). */
export type RoundPart = {
  /** The last stored shot (the last counts), or null. */
  shot: Shot | null;
  /** Shots sent this round, failed ones included (SPEC.md §3 `isShoot`: at least one). */
  tries: number;
  /** Whether the last shot sent was stored (SPEC.md §3 `isShotSucceeded`); null before any. */
  succeeded: boolean | null;
};

export type Hunter = {
  id: string;
  name: string;
  team: Team;
  capability: Capability | null;
  /** The practice shot, then one part per round started. */
  practice: RoundPart;
  rounds: RoundPart[];
};

export type Gm121State = {
  mode: GameMode;
  params: Gm121Params;
  status: Gm121Status;
  /** Game time the current status ends (null in the tutorial, which the runner ends). */
  statusUntil: number | null;
  /** The round's hunt closes for the phones here (game ms); the server takes shots until `statusUntil`. */
  shootUntil: number | null;
  /** This game's colours, drawn at init; `round` indexes them (-1 in the tutorial). */
  colours: Colour[];
  round: number;
  hunters: Hunter[];
  over: boolean;
};
