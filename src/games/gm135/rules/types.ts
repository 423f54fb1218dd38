import type { GameMode, Team } from '../../../protocol/enums';
import type { Gm135Params } from '../parameters';
import type { Prize, SoundItem } from '../shared/items';

/**
 * SPEC.md §4 gm135 statuses in flow order: players choose and fix their cards (the tutorial:
 * `selectingBingoCells`, then `bingoCellsSelected` once fixed); `bingoStarted`; per draw the roulette
 * spins (`rouletteStarted`) and stops on the number (`rouletteStopped`), then `bingo` when someone
 * completed a line; a winner opens a prize box (`prizeBox`, `prizeBoxOpened`) and then plays the
 * soundboard (`playingSound`). At the end the board shows the prize boxes, the prizes and a last
 * round of sounds, then play is `finished`.
 */
export type Gm135Status =
  | 'selectingBingoCells'
  | 'bingoCellsSelected'
  | 'bingoStarted'
  | 'rouletteStarted'
  | 'rouletteStopped'
  | 'bingo'
  | 'prizeBox'
  | 'prizeBoxOpened'
  | 'playingSound'
  | 'finished';

/** SPEC.md §3 gm135 cell. The centre (index 12) has number -1 and starts called. */
export type Cell = {
  number: number;
  opened: boolean;
  /** Its number was drawn (the centre: from the start). */
  called: boolean;
  /** It lies on a line with `reachAt` opened. */
  reached: boolean;
  /** Its call has been shown (the flash is over: the next draw began). */
  notified: boolean;
};

/** Which numbers a card holds: all, or only even or odd ones (T3). */
export type Parity = 'even' | 'odd' | null;

/** How the card got fixed: the player tapped the free centre, or the tutorial ran out. */
export type CardFixType = 'player' | 'auto';

/** Where a player is once they have bingo. */
export type Stage = 'card' | 'prizeBox' | 'prizeBoxOpened' | 'playingSound';

export type BingoPlayer = {
  id: string;
  name: string;
  team: Team;
  cells: Cell[];
  reshuffles: number;
  cardFixType: CardFixType | null;
  /** SPEC.md openedCounts: opened cells per line (5 rows, 5 columns, 2 diagonals). */
  openedCounts: number[];
  reachCount: number;
  prevReachCount: number;
  /** Cells this player opened (the centre too). */
  opens: number;
  /** The draw (1-based) on which this player got bingo; null without. */
  bingoAt: number | null;
  bingoLines: number[];
  stage: Stage;
  prize: Prize | null;
  /** Game ms the prize box was opened; the soundboard follows `prizeShow` later. */
  prizeOpenedAt: number | null;
  /** Game ms of this player's recent soundboard presses (for the rate limit). */
  soundTimes: number[];
  sounds: number;
};

/** One press of a sound item that passed the limits: the TV plays it. */
export type SoundEvent = { seq: number; item: SoundItem; player: string; team: Team; at: number };

export type Gm135State = {
  mode: GameMode;
  params: Gm135Params;
  status: Gm135Status;
  statusUntil: number | null;
  /** Numbers run 1..range; `columnSize` per column of a card. */
  range: number;
  columnSize: number;
  players: BingoPlayer[];
  /** The caller's numbers in the order drawn; the last one is being or was just shown. */
  calledNumbers: number[];
  /** The number the roulette is spinning to (secret until it stops); null when not spinning. */
  spinning: number | null;
  draws: number;
  /** Players who completed a line since the last bingo moment (shown in the next). */
  fresh: string[];
  /** Players shown in the current (or last) bingo moment. */
  moment: string[];
  sounds: SoundEvent[];
  soundSeq: number;
  soundCounts: Record<SoundItem, number>;
};
