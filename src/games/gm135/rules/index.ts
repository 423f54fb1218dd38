import { z } from 'zod';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { Team } from '../../../protocol/enums';
import type { GameResult } from '../../../protocol/game';
import { move, type GameRules } from '../../common/rules';
import { GM135_PARAMETERS, type Gm135Params } from '../parameters';
import { PRIZES, SOUND_ITEMS, type SoundItem } from '../shared/items';
import { call, CENTRE, columnSizeOf, newCard, openCell, parityOf, rangeOf, SIZE } from './card';
import type { BingoPlayer, Gm135State, Gm135Status } from './types';
import { REFUSED, refusalOf, type Refusal } from './refusals';
import { bingosOf, targetOf } from './team';
import { hostBoard, phoneOwn, type Gm135Board, type Gm135PhoneOwn } from './views';

export { bingosOf, targetOf, REFUSED, refusalOf, type Refusal };

const refuse = (why: Refusal) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, REFUSED[why]);

const Empty = z.strictObject({});
const Open = z.strictObject({
  cell: z
    .number()
    .int()
    .min(0)
    .max(SIZE * SIZE - 1),
});
const Sound = z.strictObject({ item: z.enum(SOUND_ITEMS) });

/** Statuses in which a called cell may be opened. */
const OPENING: readonly Gm135Status[] = ['bingoStarted', 'rouletteStarted', 'rouletteStopped', 'bingo'];

function enter(s: Gm135State, status: Gm135Status, until: number | null): void {
  s.status = status;
  s.statusUntil = until;
}

const playerOf = (s: Gm135State, id: string) => s.players.find((p) => p.id === id);

/** Play is over: a team has its N bingos, every player has bingo, or the draws ran out. */
function over(s: Gm135State): boolean {
  const teams = (['left', 'right'] as const).filter((t) => s.players.some((p) => p.team === t));
  if (teams.some((t) => bingosOf(s, t) >= targetOf(s, t))) return true;
  if (s.players.every((p) => p.bingoAt !== null)) return true;
  return s.draws >= s.params.maxDraws || s.draws >= SIZE * s.columnSize;
}

/** The roulette spins: the number is drawn now, from those not called yet, and kept secret until it stops. */
function spin(s: Gm135State, now: number, random: () => number): void {
  // The last call's flash is over.
  for (const p of s.players) for (const c of p.cells) if (c.called) c.notified = true;
  const left: number[] = [];
  for (let n = 1; n <= SIZE * s.columnSize; n++) if (!s.calledNumbers.includes(n)) left.push(n);
  s.spinning = left[Math.floor(random() * left.length)]!;
  enter(s, 'rouletteStarted', now + s.params.momentsMs.rouletteStarted);
}

function stopRoulette(s: Gm135State, now: number): void {
  const n = s.spinning!;
  s.spinning = null;
  s.calledNumbers.push(n);
  s.draws++;
  for (const p of s.players) call(p.cells, n);
  enter(s, 'rouletteStopped', now + s.params.momentsMs.rouletteStopped);
}

/** After a draw or a bingo moment: the next bingo moment, the next spin, or the end's prize boxes. */
function next(s: Gm135State, now: number, random: () => number): void {
  if (s.fresh.length) {
    s.moment = s.fresh;
    s.fresh = [];
    return enter(s, 'bingo', now + s.params.momentsMs.bingo);
  }
  if (over(s)) return enter(s, 'prizeBox', now + s.params.momentsMs.prizeBox);
  spin(s, now, random);
}

function openBox(s: Gm135State, p: BingoPlayer, now: number): void {
  p.stage = 'prizeBoxOpened';
  p.prizeOpenedAt = now;
}

/** A winner's next deadline: the prize on show gives way to the soundboard. */
const prizeDue = (s: Gm135State, p: BingoPlayer) =>
  p.stage === 'prizeBoxOpened' && p.prizeOpenedAt !== null ? p.prizeOpenedAt + s.params.momentsMs.prizeShow : null;

function step(s: Gm135State, now: number, random: () => number): void {
  for (const p of s.players) {
    const due = prizeDue(s, p);
    if (due !== null && now >= due) p.stage = 'playingSound';
  }
  if (s.statusUntil === null || now < s.statusUntil) return;
  const m = s.params.momentsMs;
  switch (s.status) {
    case 'bingoStarted':
      return spin(s, now, random);
    case 'rouletteStarted':
      return stopRoulette(s, now);
    case 'rouletteStopped':
      return next(s, now, random);
    case 'bingo':
      // The winners just shown get their prize boxes.
      for (const id of s.moment) {
        const p = playerOf(s, id)!;
        if (p.stage === 'card') p.stage = 'prizeBox';
      }
      return next(s, now, random);
    case 'prizeBox':
      // Boxes nobody opened open by themselves.
      for (const p of s.players) if (p.stage === 'prizeBox') openBox(s, p, now);
      return enter(s, 'prizeBoxOpened', now + m.prizeBoxOpened);
    case 'prizeBoxOpened':
      return enter(s, 'playingSound', now + m.playingSound);
    case 'playingSound':
      return enter(s, 'finished', null);
    default:
      return;
  }
}

/** SPEC.md §3: whether a team's member is still counted (left and right only). */
const members = (s: Gm135State, team: Team) => s.players.filter((p) => p.team === team);

/** A team's score: the share of its members with bingo, in percent (per head). */
export function teamScore(s: Gm135State, team: Team): number {
  const m = members(s, team);
  return m.length ? Math.round((100 * bingosOf(s, team)) / m.length) : 0;
}

/** The tie-break: reaches per head. */
const reachesPerHead = (s: Gm135State, team: Team) => {
  const m = members(s, team);
  return m.length ? m.reduce((a, p) => a + p.reachCount, 0) / m.length : 0;
};

export const gm135Rules: GameRules<Gm135State, Gm135Params, Gm135PhoneOwn, Gm135Board, Gm135Status> = {
  init({ mode, players, params }, ctx): Gm135State {
    // The runner passes the operator config's games.gm135, already complete; tests may pass part of it.
    const p: Gm135Params = { ...GM135_PARAMETERS, ...params };
    const range = rangeOf(mode, p);
    const columnSize = columnSizeOf(range, mode);
    return {
      mode,
      params: p,
      status: 'selectingBingoCells',
      statusUntil: null,
      range,
      columnSize,
      players: players.map((pl) => ({
        id: pl.id,
        name: pl.name,
        team: pl.team,
        cells: newCard(columnSize, parityOf(mode, pl.team), ctx.random),
        reshuffles: 0,
        cardFixType: null,
        openedCounts: Array<number>(12).fill(0),
        reachCount: 0,
        prevReachCount: 0,
        opens: 0,
        bingoAt: null,
        bingoLines: [],
        stage: 'card',
        prize: null,
        prizeOpenedAt: null,
        soundTimes: [],
        sounds: 0,
      })),
      calledNumbers: [],
      spinning: null,
      draws: 0,
      fresh: [],
      moment: [],
      sounds: [],
      soundSeq: 0,
      soundCounts: Object.fromEntries(SOUND_ITEMS.map((i) => [i, 0])) as Record<SoundItem, number>,
    };
  },

  startTutorial(s) {
    enter(s, 'selectingBingoCells', null);
  },

  startPlay(s, ctx) {
    // A card nobody fixed is fixed as it is.
    for (const p of s.players) p.cardFixType ??= 'auto';
    enter(s, 'bingoStarted', ctx.now + s.params.momentsMs.bingoStarted);
  },

  nextDeadline(s) {
    let due = s.status === 'finished' ? null : s.statusUntil;
    for (const p of s.players) {
      const d = prizeDue(s, p);
      if (d !== null && (due === null || d < due)) due = d;
    }
    return due;
  },

  advance(s, ctx) {
    for (let guard = 0; guard < 100; guard++) {
      const due = gm135Rules.nextDeadline(s);
      if (due === null || ctx.now < due) return;
      step(s, ctx.now, ctx.random);
    }
  },

  moves: {
    /** A new card while choosing (up to `maxReshuffles`), before it is fixed. */
    shuffle: move<Gm135State, z.infer<typeof Empty>>(Empty, (s, playerId, _, ctx) => {
      const p = playerOf(s, playerId);
      if (!p) return refuse('stranger');
      if (s.status !== 'selectingBingoCells') return refuse('notNow');
      if (p.cardFixType) return refuse('fixed');
      if (p.reshuffles >= s.params.maxReshuffles) return refuse('noReshuffle');
      p.reshuffles++;
      p.cells = newCard(s.columnSize, parityOf(s.mode, p.team), ctx.random);
      return null;
    }),
    /**
     * Opens a called cell. While choosing, the free centre is the only one called: opening it fixes
     * the card (the practice). A line full of opened cells is bingo, once.
     */
    open: move<Gm135State, z.infer<typeof Open>>(Open, (s, playerId, { cell }, ctx) => {
      const p = playerOf(s, playerId);
      if (!p) return refuse('stranger');
      const choosing = s.status === 'selectingBingoCells';
      if (!choosing && !OPENING.includes(s.status)) return refuse('notNow');
      if (p.bingoAt !== null) return refuse('done');
      const c = p.cells[cell];
      if (!c) return refuse('cell');
      if (c.opened) return refuse('opened');
      if (!c.called) return refuse('notCalled');
      const full = openCell(p, cell, s.params.reachAt);
      if (choosing && cell === CENTRE) {
        p.cardFixType = 'player';
        ctx.practiced(p.id);
      }
      if (full.length && p.bingoAt === null) {
        p.bingoAt = s.draws;
        p.bingoLines = full;
        p.prize = PRIZES[Math.floor(ctx.random() * PRIZES.length)]!;
        s.fresh.push(p.id);
      }
      return null;
    }),
    /** Opens this winner's prize box. */
    openPrizeBox: move<Gm135State, z.infer<typeof Empty>>(Empty, (s, playerId, _, ctx) => {
      const p = playerOf(s, playerId);
      if (!p) return refuse('stranger');
      if (p.stage !== 'prizeBox') return refuse('noBox');
      openBox(s, p, ctx.now);
      return null;
    }),
    /**
     * A press on the soundboard: played on the TV if this phone is within its limits (at least
     * `minGapMs` since its last press, at most `perWindow` in `windowMs`). Any moment of the game.
     */
    sound: move<Gm135State, z.infer<typeof Sound>>(Sound, (s, playerId, { item }, ctx) => {
      const p = playerOf(s, playerId);
      if (!p) return refuse('stranger');
      if (s.status === 'finished') return refuse('notNow');
      const { minGapMs, windowMs, perWindow, logKept } = s.params.sound;
      const recent = p.soundTimes.filter((t) => ctx.now - t < windowMs);
      const last = recent[recent.length - 1];
      if ((last !== undefined && ctx.now - last < minGapMs) || recent.length >= perWindow) return refuse('tooFast');
      recent.push(ctx.now);
      p.soundTimes = recent;
      p.sounds++;
      s.soundCounts[item]++;
      s.sounds.push({ seq: ++s.soundSeq, item, player: p.id, team: p.team, at: ctx.now });
      if (s.sounds.length > logKept) s.sounds.splice(0, s.sounds.length - logKept);
      return null;
    }),
  },

  finished(s) {
    return s.status === 'finished';
  },

  result(s): GameResult {
    const scores = { left: teamScore(s, 'left'), right: teamScore(s, 'right') };
    let winner: GameResult['winner'] = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : 'draw';
    if (winner === 'draw') {
      const l = reachesPerHead(s, 'left');
      const r = reachesPerHead(s, 'right');
      winner = l > r ? 'left' : r > l ? 'right' : 'draw';
    }
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
