import type { GameId, GameMode, Side, Team } from '../../protocol/enums';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { GamePhase } from '../../protocol/game';
import type { MotionEvents } from '../../protocol/schemas';
import { THROWS_PER_PHONE } from '../../protocol/system';
import type { RuleContext } from '../rooms/context';
import { findPlayer, type Room } from '../rooms/room';
import type { GameState } from './gameState';
import { rulesFor } from './registry';


const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

/** The host starts a game: every seated player with a team (and a sensor, for motion games) is invited. */
export function startGame(room: Room, id: GameId, mode: GameMode, ctx: RuleContext): AppError | null {
  const rules = rulesFor(id);
  if (!rules) return invalid(`${id} is not available`);
  if (!room.system.teamsFixed) return appError('SP03', ErrorCodes.SP03.OTHER_TEAM, 'fix the teams first');
  if (room.game && !room.game.result) return invalid('a game is running');
  const invited = room.players.filter((p) => p.name && p.team && !(rules.needsMotion && p.spectator)).map((p) => p.id);
  room.game = {
    id, mode, phase: 'charge', phaseDeadline: ctx.now + ctx.config.server.gamePhasesMs.charge, tutorial: 'waiting', invited, entered: [],
    startedAt: ctx.now, pausedAt: room.hostConnected ? null : ctx.now, result: null, own: null,
  };
  return null;
}

function enterPhase(g: GameState, phase: GamePhase, ctx: RuleContext): void {
  const ms = ctx.config.server.gamePhasesMs as Partial<Record<GamePhase, number>>;
  g.phase = phase;
  g.phaseDeadline = ms[phase] !== undefined ? ctx.now + ms[phase] : null;
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
  if (!g || g.pausedAt !== null || g.result) return false;
  const rules = rulesFor(g.id)!;
  let changed = false;
  for (let guard = 0; guard < 20; guard++) {
    const due = g.phaseDeadline !== null && ctx.now >= g.phaseDeadline;
    const step = stepPhase(room, g, due, ctx);
    if (!step) break;
    changed = true;
  }
  if (g.phase === 'play') {
    const next = rules.nextDeadline(g.own);
    if (next !== null && ctx.now >= next) {
      rules.advance(g.own, ctx.now);
      changed = true;
    }
    if (rules.finished(g.own)) {
      enterPhase(g, 'waitingForResult', ctx);
      changed = true;
    }
  }
  return changed;
}

/** One transition of the common frame, if one is due. */
function stepPhase(room: Room, g: GameState, due: boolean, ctx: RuleContext): boolean {
  const rules = rulesFor(g.id)!;
  switch (g.phase) {
    case 'charge':
      if (!due) return false;
      enterPhase(g, rules.needsMotion && unchecked(room, g).length > 0 ? 'checkingCapability' : 'intro', ctx);
      return true;
    case 'checkingCapability':
      if (!due && unchecked(room, g).length > 0) return false;
      // Whoever did not answer in time, or has no usable sensor, watches this game.
      g.invited = g.invited.filter((id) => !unchecked(room, g).includes(id) && !findPlayer(room, id)?.spectator);
      enterPhase(g, 'intro', ctx);
      return true;
    case 'intro':
      if (!due) return false;
      enterPhase(g, 'entry', ctx);
      return true;
    case 'entry': {
      if (!due && g.entered.length < g.invited.length) return false;
      const players = g.entered.map((id) => findPlayer(room, id)).filter((p) => p?.team).map((p) => ({ id: p!.id, team: p!.team as Team, name: p!.name }));
      const params = (ctx.config.games as Record<string, unknown>)[g.id] ?? {};
      g.own = rules.init({ mode: g.mode, players, params, random: ctx.random, now: ctx.now });
      enterPhase(g, 'tutorial', ctx);
      g.tutorial = 'started';
      rules.startTutorial(g.own, ctx.now);
      return true;
    }
    case 'tutorial':
      if (!due && !rules.tutorialDone(g.own)) return false;
      g.tutorial = 'completed';
      enterPhase(g, 'play', ctx);
      rules.startPlay(g.own, ctx.now);
      return true;
    case 'waitingForResult':
      if (!due) return false;
      g.result = rules.result(g.own);
      enterPhase(g, 'result', ctx);
      return true;
    default:
      return false;
  }
}

/** A phone's game intent: the common ones (entry, completeTutorial) and the game's own. */
export function gameIntent(room: Room, playerId: string, event: string, payload: unknown, ctx: RuleContext): AppError | null {
  const g = room.game;
  if (!g || !event.startsWith(`${g.id}:`)) return invalid('that game is not running');
  if (g.pausedAt !== null) return appError('SP03', ErrorCodes.SP03.HOST_DISCONNECTED);
  const name = event.slice(g.id.length + 1);
  const rules = rulesFor(g.id)!;
  let error: AppError | null;
  if (name === 'entry') {
    if (g.phase !== 'entry') return invalid('entry is closed');
    if (!g.invited.includes(playerId)) return invalid('not invited to this game');
    if (!g.entered.includes(playerId)) g.entered.push(playerId);
    error = null;
  } else if (name === 'completeTutorial') {
    if (g.phase !== 'tutorial') return invalid('no tutorial running');
    error = rules.intent(g.own, playerId, name, payload, ctx.now);
  } else {
    if (g.phase !== 'play' && g.phase !== 'tutorial') return invalid('not playing now');
    error = rules.intent(g.own, playerId, name, payload, ctx.now);
  }
  // The last entry or the last finished practice moves the game on at once, not at the deadline.
  if (!error) advanceGame(room, ctx);
  return error;
}

/** Detector events from a phone, with their times moved onto the server clock. */
export function gameMotion(room: Room, playerId: string, input: MotionEvents, ctx: RuleContext): boolean {
  const g = room.game;
  if (!g || g.pausedAt !== null || (g.phase !== 'play' && g.phase !== 'tutorial')) return false;
  const rules = rulesFor(g.id)!;
  for (const e of input.events) {
    const { type, t, st, ...fields } = e;
    rules.onMotion(g.own, playerId, { detector: input.detector, type, serverT: st, offset: st === null ? null : st - t, fields }, ctx.now);
  }
  advanceGame(room, ctx);
  return true;
}

/** The host's connection dropped: the game waits. */
export function pauseGame(room: Room, now: number): void {
  if (room.game && room.game.pausedAt === null && !room.game.result) room.game.pausedAt = now;
}

/** The host is back: every pending time moves by how long it was away. */
export function resumeGame(room: Room, now: number): void {
  const g = room.game;
  if (!g || g.pausedAt === null) return;
  const away = now - g.pausedAt;
  g.pausedAt = null;
  if (g.phaseDeadline !== null) g.phaseDeadline += away;
  if (g.own !== null) rulesFor(g.id)!.shift(g.own, away);
}

/** The earliest time the runner must act for this room, if any. */
export function nextGameDeadline(room: Room): number | null {
  const g = room.game;
  if (!g || g.pausedAt !== null || g.result) return null;
  const own = g.phase === 'play' ? rulesFor(g.id)!.nextDeadline(g.own) : null;
  const times = [g.phaseDeadline, own].filter((x): x is number => x !== null);
  return times.length ? Math.min(...times) : null;
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
  sys.eventCard = null;
  room.game = null;
  sys.status = 'itemThrowing';
  for (const p of room.players) p.throwsLeft = THROWS_PER_PHONE;
  return null;
}
