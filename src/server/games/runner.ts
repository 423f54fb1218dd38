import type { GameId, GameMode, Side, Team } from '../../protocol/enums';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { GamePhase, GameResult } from '../../protocol/game';
import type { MotionEvents } from '../../protocol/schemas';
import { THROWS_PER_PHONE } from '../../protocol/system';
import type { RuleContext } from '../rooms/context';
import { createWordFilter } from '../rooms/wordFilter';
import { findPlayer, type Player, type Room } from '../rooms/room';
import type { GameManifest } from '../../games/common/manifest';
import type { GameCtx, GamePlayer } from '../../games/common/rules';
import { gameCtx, gameTime, newKit, pauseClock, resumeClock } from '../../games/common/time';
import { manifestOf } from '../../games/manifests';
import type { GameState } from './gameState';
import { rulesFor } from './registry';

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

/**
 * Whether a player can play a game: seated on a team, and for a motion game with a usable sensor,
 * and a gyroscope when its detectors turn on one (a detector without it would count wrong).
 */
export function mayPlay(p: Player, needs: Pick<GameManifest, 'needsMotion' | 'needsGyroscope'>): boolean {
  return !!p.name && !!p.team && !(needs.needsMotion && p.spectator) && !(needs.needsGyroscope && p.gyroscope === false);
}

/** The host starts a game: every seated player with a team (and a sensor, for motion games) is invited. */
export function startGame(room: Room, id: GameId, mode: GameMode, ctx: RuleContext): AppError | null {
  const rules = rulesFor(id);
  const manifest = manifestOf(id);
  if (!rules || !manifest) return invalid(`${id} is not available`);
  if (!manifest.modes.includes(mode)) return invalid(`${id} has no mode ${mode}`);
  if (!room.system.teamsFixed) return appError('SP03', ErrorCodes.SP03.OTHER_TEAM, 'fix the teams first');
  if (room.game && !room.game.result) return invalid('a game is running');
  const invited = room.players.filter((p) => mayPlay(p, manifest)).map((p) => p.id);
  // The game's own dice: seeded from the server's random source, then kept in the game's state.
  const seed = Math.floor(ctx.random() * 2 ** 32);
  room.game = {
    ...newKit(ctx.now, seed, !room.hostConnected),
    id,
    mode,
    phase: 'charge',
    phaseDeadline: null,
    tutorial: 'waiting',
    invited,
    entered: [],
    startedAt: ctx.now,
    result: null,
    own: null,
  };
  enterPhase(room.game, 'charge', gameTime(room.game.clock, ctx.now), ctx);
  return null;
}

function enterPhase(g: GameState, phase: GamePhase, now: number, ctx: RuleContext): void {
  const ms = ctx.config.server.gamePhasesMs as Partial<Record<GamePhase, number>>;
  g.phase = phase;
  g.phaseDeadline = ms[phase] !== undefined ? now + ms[phase] : null;
}

/**
 * The result of a game one side did not show up for: a team that was asked to play and of which
 * nobody entered loses by walkover to a team that did; nobody entering at all is no game. A team
 * nobody of which was asked (no sensors, say) is not a walkover: the game's rules decide.
 */
function walkoverOf(room: Room, g: GameState, players: readonly GamePlayer[]): GameResult | null {
  const scores = { left: 0, right: 0 };
  if (players.length === 0) return { winner: 'noGame', scores };
  const asked = new Set(g.invited.map((id) => findPlayer(room, id)?.team));
  const came = new Set(players.map((p) => p.team));
  for (const team of ['left', 'right'] as const) {
    const other = team === 'left' ? 'right' : 'left';
    if (asked.has(other) && !came.has(other) && came.has(team)) return { winner: team, scores, walkover: true };
  }
  return null;
}

/** The server's word filter for what players write in a game (a quiz), rebuilt when the operator's list changes. */
let textFilter: { words: readonly string[]; fn: (text: string) => boolean } | null = null;
function textFilterOf(ctx: RuleContext): (text: string) => boolean {
  const words = ctx.config.server.forbiddenWords;
  if (textFilter?.words !== words) textFilter = { words, fn: createWordFilter(words) };
  return textFilter.fn;
}

/** Players who still owe the current capability check. */
function unchecked(room: Room, g: GameState): string[] {
  return g.invited.filter((id) => {
    const p = findPlayer(room, id);
    return p && p.capabilityRound < room.system.capabilityRound;
  });
}

/** Moves the game on by time: phase deadlines and the game's own. Returns true when anything changed. */
export function advanceGame(room: Room, ctx: RuleContext): boolean {
  const g = room.game;
  if (!g || g.clock.pausedAt !== null || g.result) return false;
  const rules = rulesFor(g.id)!;
  const gc = gameCtx(g, ctx.now);
  let changed = false;
  for (let guard = 0; guard < 20; guard++) {
    const due = g.phaseDeadline !== null && gc.now >= g.phaseDeadline;
    const step = stepPhase(room, g, due, gc, ctx);
    if (!step) break;
    changed = true;
  }
  if (g.phase === 'play') {
    const next = rules.nextDeadline(g.own);
    if (next !== null && gc.now >= next) {
      rules.advance(g.own, gc);
      changed = true;
    }
    if (rules.finished(g.own)) {
      enterPhase(g, 'waitingForResult', gc.now, ctx);
      changed = true;
    }
  }
  return changed;
}

/** One transition of the common frame, if one is due. */
function stepPhase(room: Room, g: GameState, due: boolean, gc: GameCtx, ctx: RuleContext): boolean {
  const rules = rulesFor(g.id)!;
  switch (g.phase) {
    case 'charge':
      if (!due) return false;
      enterPhase(g, manifestOf(g.id)!.needsMotion && unchecked(room, g).length > 0 ? 'checkingCapability' : 'intro', gc.now, ctx);
      return true;
    case 'checkingCapability':
      if (!due && unchecked(room, g).length > 0) return false;
      // Whoever did not answer in time, or has no usable sensor (or gyroscope, if it needs one), watches this game.
      g.invited = g.invited.filter((id) => {
        const p = findPlayer(room, id);
        return !unchecked(room, g).includes(id) && p !== undefined && mayPlay(p, manifestOf(g.id)!);
      });
      enterPhase(g, 'intro', gc.now, ctx);
      return true;
    case 'intro':
      if (!due) return false;
      enterPhase(g, 'entry', gc.now, ctx);
      return true;
    case 'entry': {
      if (!due && g.entered.length < g.invited.length) return false;
      const players: GamePlayer[] = [];
      for (const id of g.entered) {
        const p = findPlayer(room, id);
        if (p?.team) players.push({ id: p.id, team: p.team, name: p.name });
      }
      g.entered = players.map((p) => p.id);
      const walkover = walkoverOf(room, g, players);
      if (walkover) {
        // Not played: one team asked to play and nobody of it entered (or nobody at all did).
        g.result = walkover;
        enterPhase(g, 'result', gc.now, ctx);
        return true;
      }
      const params: unknown = (ctx.config.games as Record<string, unknown>)[g.id] ?? {};
      g.own = rules.init({ mode: g.mode, players, params }, gc);
      enterPhase(g, 'tutorial', gc.now, ctx);
      g.tutorial = 'started';
      rules.startTutorial(g.own, gc);
      // "Skip tutorials": those who played this game in this room already skip its practice.
      if (room.settings.skipTutorials) for (const id of g.entered) if (findPlayer(room, id)?.played.includes(g.id)) gc.practiced(id);
      return true;
    }
    case 'tutorial':
      if (!due && !g.entered.every((id) => g.practiced.includes(id))) return false;
      g.tutorial = 'completed';
      enterPhase(g, 'play', gc.now, ctx);
      rules.startPlay(g.own, gc);
      return true;
    case 'waitingForResult':
      if (!due) return false;
      g.result = rules.result(g.own);
      enterPhase(g, 'result', gc.now, ctx);
      return true;
    default:
      return false;
  }
}

/**
 * A phone's game intent, its payload already parsed at the edge (gameInputs in live/inputs.ts):
 * the runner's own (entry, completeTutorial) and the game's moves.
 */
export function gameIntent(room: Room, playerId: string, id: GameId, name: string, payload: unknown, ctx: RuleContext): AppError | null {
  const g = room.game;
  if (!g || g.id !== id) return invalid('that game is not running');
  if (g.clock.pausedAt !== null) return appError('SP03', ErrorCodes.SP03.HOST_DISCONNECTED);
  const gc: GameCtx = { ...gameCtx(g, ctx.now), isForbidden: (text) => textFilterOf(ctx)(text) };
  let error: AppError | null = null;
  if (name === 'entry') {
    if (g.phase !== 'entry') return invalid('entry is closed');
    if (!g.invited.includes(playerId)) return invalid('not invited to this game');
    if (!g.entered.includes(playerId)) g.entered.push(playerId);
  } else if (name === 'completeTutorial') {
    if (g.phase !== 'tutorial') return invalid('no tutorial running');
    if (!g.entered.includes(playerId)) return invalid('not in this game');
    gc.practiced(playerId);
  } else {
    const move = rulesFor(g.id)!.moves[name];
    if (!move) return invalid(`unknown ${g.id} move ${name}`);
    if (g.phase !== 'play' && g.phase !== 'tutorial') return invalid('not playing now');
    error = move.run(g.own, playerId, payload, gc);
  }
  // The last entry or the last finished practice moves the game on at once, not at the deadline.
  if (!error) advanceGame(room, ctx);
  return error;
}

/** Detector events from a phone, with their times moved onto the game clock. */
export function gameMotion(room: Room, playerId: string, input: MotionEvents, ctx: RuleContext): boolean {
  const g = room.game;
  if (!g || g.clock.pausedAt !== null || (g.phase !== 'play' && g.phase !== 'tutorial')) return false;
  const rules = rulesFor(g.id)!;
  if (!rules.onMotion) return false;
  const gc = gameCtx(g, ctx.now);
  for (const e of input.events) {
    const { type, t, st, ...fields } = e;
    const gameT = st === null ? null : st - g.clock.offset;
    rules.onMotion(g.own, playerId, { detector: input.detector, type, gameT, offset: gameT === null ? null : gameT - t, fields }, gc);
  }
  advanceGame(room, ctx);
  return true;
}

/** The host's connection dropped: the game's clock stops. */
export function pauseGame(room: Room, now: number): void {
  if (room.game && !room.game.result) pauseClock(room.game.clock, now);
}

/** The host is back: the game's clock runs again from where it stopped. */
export function resumeGame(room: Room, now: number): void {
  if (room.game) resumeClock(room.game.clock, now);
}

/** The earliest server time the runner must act for this room, if any. */
export function nextGameDeadline(room: Room): number | null {
  const g = room.game;
  if (!g || g.clock.pausedAt !== null || g.result) return null;
  const own = g.phase === 'play' ? rulesFor(g.id)!.nextDeadline(g.own) : null;
  const times = [g.phaseDeadline, own].filter((x): x is number => x !== null);
  return times.length ? Math.min(...times) + g.clock.offset : null;
}

/** The host closes the result: the score moves (event cards apply) and the room returns to the session. */
export function endGame(room: Room): AppError | null {
  const g = room.game;
  if (!g) return invalid('no game');
  const sys = room.system;
  const result = g.result;
  if (result) {
    const winner: Side = result.winner;
    if (winner === 'left' || winner === 'right') {
      const loser: Team = winner === 'left' ? 'right' : 'left';
      const card = sys.eventCard;
      const scorer = card === 'reverse' ? loser : winner;
      const counts = { left: 0, right: 0 };
      for (const p of room.players) if (p.team) counts[p.team]++;
      const boost = card === 'smallTeamBoost' && counts[scorer] < counts[scorer === 'left' ? 'right' : 'left'];
      sys.scores[scorer] += card === 'double' || boost ? 2 : 1;
      if (card === 'md612') sys.scores[loser] = Math.max(0, sys.scores[loser] - 1);
    }
    sys.history.push({ id: g.id, winner: result.winner, scores: result.scores });
  } else {
    sys.history.push({ id: g.id, winner: 'noGame', scores: { left: 0, right: 0 } });
  }
  for (const id of g.entered) {
    const p = findPlayer(room, id);
    if (p && !p.played.includes(g.id)) p.played.push(g.id);
  }
  sys.eventCard = null;
  room.game = null;
  sys.status = 'itemThrowing';
  for (const p of room.players) p.throwsLeft = THROWS_PER_PHONE;
  return null;
}
