import type { GameId, Team } from '../../protocol/enums';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { SessionAction, SessionView } from '../../protocol/session';
import { EVENT_CARDS, type EventCard } from '../../protocol/system';
import { GAME_CATALOG } from '../../games/catalog';
import { manifestOf } from '../../games/manifests';
import { gameTime, pauseClock, resumeClock } from '../../games/common/time';
import { drawCandidates, exclusion, sensorShare } from '../../session/roulette';
import { suggestNominees } from '../../session/nominees';
import { endGame, pauseGame, resumeGame, startGame } from '../games/runner';
import type { RuleContext } from '../rooms/context';
import { chargePerHead, setPhase, showEventCard, startRoulette, stopRoulette } from '../rooms/flow';
import { profiled, teamCounts, type Room } from '../rooms/room';
import { closeVoting, startMvpVote } from '../rooms/voting';
import type { SessionState } from './state';

const invalid = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

/** Steps before the picked game starts: a veto or the host's choice still changes the pick there. */
const BEFORE_GAME = new Set(['roulette', 'rouletteStopped', 'eventCard', 'holdingJoyCon', 'lookNx']);

const now = (s: SessionState, serverNow: number) => gameTime(s.clock, serverNow);

/** The host presses Start session: the team contest runs itself from the roulette on. */
export function startSession(room: Room, ctx: RuleContext): AppError | null {
  if (!room.system.teamsFixed) return appError('SP03', ErrorCodes.SP03.OTHER_TEAM, 'fix the teams first');
  if (room.session && room.session.step !== 'mvpResult') return invalid('a session is running');
  room.session = {
    step: 'roulette',
    auto: true,
    clock: { offset: 0, pausedAt: room.hostConnected ? null : ctx.now },
    pausedByHost: false,
    endsAt: null,
    pick: null,
    next: null,
    vetoed: [],
    gamesSinceCard: 0,
    choosing: false,
    winner: null,
  };
  const s = room.session;
  if (room.game) {
    // A game the host started by hand goes on; the session takes over from it.
    enter(s, 'game', null);
    return null;
  }
  return toRoulette(room, s, ctx);
}

/**
 * Moves the session on: by time (its step's end) and by what happened in the room (the roulette
 * stopped by a phone, a game's result, the vote closed). The engine calls it after every rule and
 * at the room's deadline. Returns whether anything changed.
 */
export function advanceSession(room: Room, ctx: RuleContext): boolean {
  const s = room.session;
  if (!s || !s.auto || s.clock.pausedAt !== null) return false;
  let changed = false;
  for (let guard = 0; guard < 12 && step(room, s, ctx); guard++) changed = true;
  return changed;
}

/** When the session must act next (server time), if it waits for time. */
export function nextSessionDeadline(room: Room): number | null {
  const s = room.session;
  if (!s || !s.auto || s.clock.pausedAt !== null || s.endsAt === null) return null;
  return s.endsAt + s.clock.offset;
}

/** The host's absence pauses the session with the game; its return resumes both unless the host paused. */
export function pauseSession(room: Room, serverNow: number): void {
  if (room.session) pauseClock(room.session.clock, serverNow);
}

export function resumeSession(room: Room, serverNow: number): void {
  const s = room.session;
  if (s && !s.pausedByHost) resumeClock(s.clock, serverNow);
}

/** Whether the host paused the session (the game stays paused while the host is back). */
export function heldByHost(room: Room): boolean {
  return !!room.session?.pausedByHost;
}

/** The host steps in. */
export function sessionAction(room: Room, action: SessionAction, ctx: RuleContext): AppError | null {
  const s = room.session;
  if (!s) return invalid('no session is running');
  switch (action) {
    case 'pause':
      if (s.pausedByHost) return null;
      s.pausedByHost = true;
      pauseClock(s.clock, ctx.now);
      pauseGame(room, ctx.now);
      return null;
    case 'resume':
      if (!s.pausedByHost) return null;
      s.pausedByHost = false;
      if (room.hostConnected) {
        resumeClock(s.clock, ctx.now);
        resumeGame(room, ctx.now);
      }
      advanceSession(room, ctx);
      return null;
    case 'skip':
      return skip(room, s, ctx);
    case 'veto':
      if (!BEFORE_GAME.has(s.step)) return invalid('nothing to veto now');
      // Spinning, a veto spins again; after the stop, the picked game is left out until a game starts.
      if (s.pick) s.vetoed.push(s.pick.id);
      s.pick = null;
      s.next = null;
      return toRoulette(room, s, ctx);
    case 'end':
      if (s.step === 'trophy' || s.step === 'votingMvp' || s.step === 'mvpResult') {
        room.session = null;
        closeVoting(room, ctx, true);
        return setPhase(room, 'lookNx');
      }
      if (room.game) endGame(room);
      toTrophy(room, s, ctx);
      return null;
    case 'manual':
      s.auto = false;
      return null;
    case 'auto':
      if (s.auto) return null;
      s.auto = true;
      return resync(room, s, ctx);
  }
}

/** The host picks the next game: now, if the current one has not started, else after it. */
export function chooseNext(room: Room, id: GameId, ctx: RuleContext): AppError | null {
  const s = room.session;
  if (!s) return invalid('no session is running');
  if (!manifestOf(id)) return invalid(`${id} is not available`);
  if (!BEFORE_GAME.has(s.step)) {
    s.next = id;
    return null;
  }
  s.next = null;
  return picked(room, s, id, ctx);
}

/** The session as the big screen sees it. */
export function sessionView(room: Room): SessionView | null {
  const s = room.session;
  if (!s) return null;
  return {
    step: s.step,
    auto: s.auto,
    paused: s.pausedByHost,
    endsAt: s.endsAt === null || s.clock.pausedAt !== null ? null : s.endsAt + s.clock.offset,
    next: s.next,
    targetWins: room.settings.targetWins,
    winner: s.winner,
  };
}

// ---- The loop.

function enter(s: SessionState, step: SessionState['step'], endsAt: number | null): void {
  s.step = step;
  s.endsAt = endsAt;
}

function after(s: SessionState, ctx: RuleContext, key: keyof RuleContext['config']['server']['sessionMs']): number {
  return now(s, ctx.now) + ctx.config.server.sessionMs[key];
}

/** One move of the loop, if one is due. */
function step(room: Room, s: SessionState, ctx: RuleContext): boolean {
  const due = s.endsAt !== null && now(s, ctx.now) >= s.endsAt;
  switch (s.step) {
    case 'roulette': {
      const r = room.system.roulette;
      // A phone of the team ahead on charge may stop the wheel; else it stops by itself.
      if (r?.result) return !picked(room, s, r.result, ctx);
      if (!due) return false;
      stopRoulette(room, 'host', ctx);
      return !picked(room, s, room.system.roulette!.result!, ctx);
    }
    case 'rouletteStopped':
      if (!due) return false;
      cardOrOn(room, s, ctx);
      return true;
    case 'eventCard': {
      const choice = room.system.cardChoice;
      if (choice) {
        if (!due) return false;
        // Nobody picked in time: the first card, shown as long again.
        room.system.eventCard = choice.options[0];
        room.system.cardChoice = null;
        s.choosing = false;
        enter(s, 'eventCard', after(s, ctx, 'eventCard'));
        return true;
      }
      if (s.choosing) {
        // Picked by a phone: the card shows for the step's whole length from now.
        s.choosing = false;
        enter(s, 'eventCard', after(s, ctx, 'eventCard'));
        return true;
      }
      if (!due) return false;
      holdOrLook(room, s, ctx);
      return true;
    }
    case 'holdingJoyCon':
      if (!due) return false;
      setPhase(room, 'lookNx');
      enter(s, 'lookNx', after(s, ctx, 'lookNx'));
      return true;
    case 'lookNx': {
      if (!due) return false;
      const pick = s.pick!;
      const error = startGame(room, pick.id, pick.mode, ctx);
      if (error) {
        // The pick cannot be played now (a game still open, say): spin again without it.
        s.vetoed.push(pick.id);
        toRoulette(room, s, ctx);
        return true;
      }
      s.vetoed = [];
      s.gamesSinceCard = room.system.eventCard ? 0 : s.gamesSinceCard + 1;
      enter(s, 'game', null);
      return true;
    }
    case 'game': {
      const g = room.game;
      if (!g) {
        // The host closed it by hand: the room is on item throwing already.
        enter(s, 'itemThrowing', after(s, ctx, 'itemThrowing'));
        return true;
      }
      if (!g.result) return false;
      if (s.endsAt === null) {
        enter(s, 'game', after(s, ctx, 'result'));
        return true;
      }
      if (!due) return false;
      endGame(room);
      enter(s, 'itemThrowing', after(s, ctx, 'itemThrowing'));
      return true;
    }
    case 'itemThrowing':
      if (!due) return false;
      room.system.status = 'cheer';
      enter(s, 'scores', after(s, ctx, 'scores'));
      return true;
    case 'scores': {
      if (!due) return false;
      const sc = room.system.scores;
      const target = room.settings.targetWins;
      if (sc.left >= target || sc.right >= target) toTrophy(room, s, ctx);
      else toRoulette(room, s, ctx);
      return true;
    }
    case 'trophy': {
      if (!due) return false;
      const nominees = suggestNominees(profiled(room), room.system.tallies, ctx.random).map((n) => n.id);
      if (nominees.length < 2 || startMvpVote(room, nominees, ctx.config.server.sessionMs.votingMvp, ctx)) enter(s, 'mvpResult', null);
      else enter(s, 'votingMvp', null);
      return true;
    }
    case 'votingMvp':
      if (!room.system.voting?.result) return false;
      enter(s, 'mvpResult', null);
      return true;
    case 'mvpResult':
      return false;
  }
}

/** The next roulette: the games this room can play, played ones weighing less, vetoed ones out. */
function toRoulette(room: Room, s: SessionState, ctx: RuleContext): AppError | null {
  s.pick = null;
  s.choosing = false;
  room.system.cardChoice = null;
  room.system.charge = { left: 0, right: 0 };
  for (const p of room.players) p.charge = 0;
  if (s.next) {
    const id = s.next;
    s.next = null;
    return picked(room, s, id, ctx);
  }
  const share = sensorShare(profiled(room));
  const available = GAME_CATALOG.filter((g) => g.available);
  const fits = available.filter((g) => exclusion(g, room.settings, share) === null && !s.vetoed.includes(g.id));
  // Nothing left (every fitting game vetoed): the vetoes are forgiven rather than the room stuck.
  const pool = (fits.length > 0 ? fits : available.filter((g) => exclusion(g, room.settings, share) === null)).map((g) => g.id);
  const eligible = pool.length > 0 ? pool : available.map((g) => g.id);
  if (eligible.length === 0) return invalid('no game can be played');
  const error = startRoulette(room, drawCandidates(eligible, room.system.history, ctx.random), ctx);
  if (error) return error;
  enter(s, 'roulette', after(s, ctx, 'roulette'));
  return null;
}

/** The wheel stopped on a game (or the host chose one): show it, then on. */
function picked(room: Room, s: SessionState, id: GameId, ctx: RuleContext): AppError | null {
  const m = manifestOf(id);
  if (!m) return invalid(`${id} is not available`);
  s.pick = { id, mode: m.modes[0]! };
  room.system.roulette = { candidates: room.system.roulette?.candidates ?? [id], result: id, stopperId: room.system.roulette?.stopperId ?? null };
  room.system.status = 'rouletteStopped';
  enter(s, 'rouletteStopped', after(s, ctx, 'rouletteStopped'));
  return null;
}

/** An event card about every third game, or when a team trails by 2 (GAMES.md). */
function cardOrOn(room: Room, s: SessionState, ctx: RuleContext): void {
  const sc = room.system.scores;
  const due = room.system.history.length > 0 && (s.gamesSinceCard >= 2 || Math.abs(sc.left - sc.right) >= 2);
  if (due && !room.system.eventCard) {
    const [a, b] = drawCards(room, ctx);
    showEventCard(room, a);
    // The charge's reward: the team ahead on charge per head picks between two cards.
    const per = chargePerHead(room);
    if (per.left !== per.right) {
      room.system.eventCard = null;
      room.system.cardChoice = { options: [a, b], team: per.left > per.right ? 'left' : 'right' };
      s.choosing = true;
    }
    enter(s, 'eventCard', after(s, ctx, 'eventCard'));
    return;
  }
  holdOrLook(room, s, ctx);
}

/** Two different cards that make sense for the room: the small-team boost only when the teams differ in size. */
function drawCards(room: Room, ctx: RuleContext): [EventCard, EventCard] {
  const n = teamCounts(room);
  const cards: EventCard[] = EVENT_CARDS.filter((c) => c !== 'smallTeamBoost' || n.left !== n.right);
  const a = cards.splice(Math.floor(ctx.random() * cards.length), 1)[0]!;
  return [a, cards[Math.floor(ctx.random() * cards.length)]!];
}

/** Hold the phone before a motion game; then look at the big screen. */
function holdOrLook(room: Room, s: SessionState, ctx: RuleContext): void {
  if (s.pick && manifestOf(s.pick.id)?.needsMotion) {
    setPhase(room, 'holdingJoyCon');
    enter(s, 'holdingJoyCon', after(s, ctx, 'holdingJoyCon'));
    return;
  }
  setPhase(room, 'lookNx');
  enter(s, 'lookNx', after(s, ctx, 'lookNx'));
}

function toTrophy(room: Room, s: SessionState, ctx: RuleContext): void {
  const sc = room.system.scores;
  s.winner = sc.left === sc.right ? null : sc.left > sc.right ? 'left' : ('right' as Team);
  s.pick = null;
  room.system.status = 'cheer';
  enter(s, 'trophy', after(s, ctx, 'trophy'));
}

/** The host skips the current step: it ends now (a game ends without a result). */
function skip(room: Room, s: SessionState, ctx: RuleContext): AppError | null {
  if (s.pausedByHost) return invalid('resume first');
  if (s.step === 'game' && room.game && !room.game.result) {
    endGame(room);
    enter(s, 'itemThrowing', after(s, ctx, 'itemThrowing'));
    return null;
  }
  if (s.step === 'votingMvp') {
    closeVoting(room, ctx, true);
  } else if (s.step === 'mvpResult') return invalid('the session is over');
  else s.endsAt = now(s, ctx.now);
  advanceSession(room, ctx);
  return null;
}

/** Back to running by itself after the host drove: pick up from what the room is doing. */
function resync(room: Room, s: SessionState, ctx: RuleContext): AppError | null {
  if (room.game) {
    enter(s, 'game', null);
    return null;
  }
  if (room.system.voting && !room.system.voting.result) {
    enter(s, 'votingMvp', null);
    return null;
  }
  return toRoulette(room, s, ctx);
}
