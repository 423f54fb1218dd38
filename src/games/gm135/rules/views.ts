import type { GameMode, Team } from '../../../protocol/enums';
import { keyedBy } from '../../../protocol/patch';
import type { ViewCtx } from '../../common/rules';
import type { Prize, SoundItem } from '../shared/items';
import { canOpen, parityOf } from './card';
import { bingosOf, targetOf } from './team';
import type { BingoPlayer, Cell, CardFixType, Gm135State, Gm135Status, Parity, SoundEvent, Stage } from './types';

export type TeamProgress = { size: number; bingos: number; target: number };

/** A player who got bingo, as everyone may see it. */
export type Winner = { id: string; name: string; team: Team; draw: number; lines: number[]; prize: Prize | null };
/** A winner in the lists (the prizes, the end): what the chips show, not the winning lines. */
export type WinnerChip = Omit<Winner, 'lines'>;

/** Moment cards the big screen draws; the rest of a moment is a count (a hundred winners at once would not fit). */
export const HOST_MOMENT_CARDS = 8;

/**
 * A bingo moment's card: the winning lines and which cells (0–24) were opened. The big screen
 * draws the card's pattern, not its numbers; as indexes, a moment of many winners in a room of
 * a hundred stays a small message.
 */
export type MomentCard = Winner & { opened: number[] };

export type Gm135PhoneOwn = {
  status: Gm135Status;
  statusUntil: number | null;
  team: Team | null;
  playing: boolean;
  tutorialDone: boolean;
  /** SPEC.md §3 gm135 cells: 25, the centre -1. */
  cells: Cell[];
  calledNumbers: number[];
  /** The number just called (null while the roulette spins, and before the first draw). */
  current: number | null;
  spinning: boolean;
  canOpen: boolean;
  openedCounts: number[];
  reachCount: number;
  prevReachCount: number;
  /** The number just called is on this card and not opened yet. */
  hasOpenableNumber: boolean;
  /** Per cell: it flashes now (called on the last draw, not opened yet). */
  cellFlashConditions: boolean[];
  /** SPEC.md §9: the 2000 ms flash converted to frames. */
  cellFlashFrames: number;
  /** Server ms the first draw starts at (the phone counts down to it), while bingo starts. */
  prepareRemainingTime: number | null;
  cardFixType: CardFixType | null;
  reshufflesLeft: number;
  parity: Parity;
  range: number;
  draws: number;
  maxDraws: number;
  stage: Stage;
  bingo: Winner | null;
  /** The ids of those shown in the bingo moment (their names are in `winners`). */
  moment: string[];
  /** Every announced winner, in the order of their bingos: a moment's winners are appended, never shift the others. */
  winners: WinnerChip[];
  teams: Record<Team, TeamProgress>;
  opens: number;
  sounds: number;
  soundGapMs: number;
};

export type BoardPlayer = {
  id: string;
  name: string;
  team: Team;
  fixed: boolean;
  opens: number;
  reachCount: number;
  bingoAt: number | null;
  stage: Stage;
  /** Shown once the box is opened. */
  prize: Prize | null;
  sounds: number;
};

export type Gm135Board = {
  status: Gm135Status;
  statusUntil: number | null;
  mode: GameMode;
  range: number;
  columnSize: number;
  parity: Record<Team, Parity>;
  calledNumbers: number[];
  current: number | null;
  spinning: boolean;
  draws: number;
  maxDraws: number;
  players: BoardPlayer[];
  /** The moment's first `HOST_MOMENT_CARDS` cards; `momentCount` counts all of its winners. */
  moment: MomentCard[];
  momentCount: number;
  /** Every announced winner, in the order of their bingos. */
  winners: WinnerChip[];
  teams: Record<Team, TeamProgress>;
  reachTotal: number;
  /** The newest presses on the soundboards by `seq` (keyed: each press drops the oldest), in server ms: the TV plays each once. */
  sounds: Record<number, SoundEvent>;
  soundSeq: number;
  soundCounts: Record<SoundItem, number>;
};

const until = (s: Gm135State, v: ViewCtx) => (s.statusUntil === null ? null : v.serverTime(s.statusUntil));

/** A prize is seen once its box is open (or at the end, when every box opens). */
const shownPrize = (p: BingoPlayer): Prize | null => (p.stage === 'prizeBoxOpened' || p.stage === 'playingSound' ? p.prize : null);

const chipOf = (p: BingoPlayer): WinnerChip => ({ id: p.id, name: p.name, team: p.team, draw: p.bingoAt!, prize: shownPrize(p) });
const winnerOf = (p: BingoPlayer): Winner => ({ ...chipOf(p), lines: [...p.bingoLines] });

const openedCells = (p: BingoPlayer): number[] => p.cells.flatMap((c, i) => (c.opened ? [i] : []));

/**
 * The announced winners (those still waiting for their bingo moment are not), by the draw they won
 * on, then seat: a later moment only appends. In seat order, a winner seated early shifted every
 * later one, and a moment of forty rewrote the whole list in one patch (15 KiB to each phone).
 */
function announced(s: Gm135State): BingoPlayer[] {
  return s.players.filter((p) => p.bingoAt !== null && !s.fresh.includes(p.id)).sort((a, b) => a.bingoAt! - b.bingoAt!);
}

function teams(s: Gm135State): Record<Team, TeamProgress> {
  const one = (team: Team): TeamProgress => ({ size: s.players.filter((p) => p.team === team).length, bingos: bingosOf(s, team), target: targetOf(s, team) });
  return { left: one('left'), right: one('right') };
}

const current = (s: Gm135State) => (s.spinning !== null ? null : (s.calledNumbers[s.calledNumbers.length - 1] ?? null));

/** This player's status: the board's, except a card being chosen and a winner's prize box and soundboard. */
function statusFor(s: Gm135State, p: BingoPlayer | undefined, practised: boolean): Gm135Status {
  if (!p) return s.status;
  if (s.status === 'selectingBingoCells') return practised || p.cardFixType ? 'bingoCellsSelected' : 'selectingBingoCells';
  if (s.status === 'playingSound' || s.status === 'finished') return s.status;
  if (s.status === 'bingo' && s.moment.includes(p.id)) return 'bingo';
  if (p.stage !== 'card') return p.stage;
  return s.status;
}

export function phoneOwn(s: Gm135State, playerId: string, v: ViewCtx): Gm135PhoneOwn {
  const p = s.players.find((x) => x.id === playerId);
  const practised = !!p && v.practiced(p.id);
  const now = current(s);
  const cells = p ? p.cells.map((c) => ({ ...c })) : [];
  const shown = announced(s);
  return {
    status: statusFor(s, p, practised),
    statusUntil: until(s, v),
    team: p?.team ?? null,
    playing: !!p,
    tutorialDone: practised,
    cells,
    calledNumbers: [...s.calledNumbers],
    current: now,
    spinning: s.spinning !== null,
    canOpen: canOpen(cells),
    openedCounts: p ? [...p.openedCounts] : [],
    reachCount: p?.reachCount ?? 0,
    prevReachCount: p?.prevReachCount ?? 0,
    hasOpenableNumber: now !== null && cells.some((c) => c.number === now && !c.opened),
    cellFlashConditions: cells.map((c) => c.called && !c.opened && !c.notified),
    cellFlashFrames: Math.round((s.params.flashMs * s.params.fps) / 1000),
    prepareRemainingTime: s.status === 'bingoStarted' ? until(s, v) : null,
    cardFixType: p?.cardFixType ?? null,
    reshufflesLeft: p ? Math.max(0, s.params.maxReshuffles - p.reshuffles) : 0,
    parity: p ? parityOf(s.mode, p.team) : null,
    range: s.range,
    draws: s.draws,
    maxDraws: s.params.maxDraws,
    stage: p?.stage ?? 'card',
    bingo: p && p.bingoAt !== null && !s.fresh.includes(p.id) ? winnerOf(p) : null,
    moment: s.status === 'bingo' ? shown.filter((w) => s.moment.includes(w.id)).map((w) => w.id) : [],
    winners: shown.map(chipOf),
    teams: teams(s),
    opens: p?.opens ?? 0,
    sounds: p?.sounds ?? 0,
    soundGapMs: s.params.sound.minGapMs,
  };
}

export function hostBoard(s: Gm135State, v: ViewCtx): Gm135Board {
  const shown = announced(s);
  const moment = s.status === 'bingo' ? shown.filter((w) => s.moment.includes(w.id)) : [];
  return {
    status: s.status,
    statusUntil: until(s, v),
    mode: s.mode,
    range: s.range,
    columnSize: s.columnSize,
    parity: { left: parityOf(s.mode, 'left'), right: parityOf(s.mode, 'right') },
    calledNumbers: [...s.calledNumbers],
    current: current(s),
    spinning: s.spinning !== null,
    draws: s.draws,
    maxDraws: s.params.maxDraws,
    players: s.players.map((p) => ({
      id: p.id,
      name: p.name,
      team: p.team,
      fixed: !!p.cardFixType || v.practiced(p.id),
      opens: p.opens,
      reachCount: p.reachCount,
      bingoAt: p.bingoAt !== null && !s.fresh.includes(p.id) ? p.bingoAt : null,
      stage: p.stage,
      prize: shownPrize(p),
      sounds: p.sounds,
    })),
    moment: moment.slice(0, HOST_MOMENT_CARDS).map((w) => ({ ...winnerOf(w), opened: openedCells(w) })),
    momentCount: moment.length,
    winners: shown.map(chipOf),
    teams: teams(s),
    reachTotal: s.players.reduce((a, p) => a + p.reachCount, 0),
    sounds: keyedBy(
      s.sounds.map((e) => ({ ...e, at: v.serverTime(e.at) })),
      'seq',
    ),
    soundSeq: s.soundSeq,
    soundCounts: { ...s.soundCounts },
  };
}
