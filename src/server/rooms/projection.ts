import type { HostView, Nominee, PhoneView, PublicPlayer, RoomInfo } from '../../protocol/views';
import type { SystemStatus } from '../../protocol/enums';
import type { Config } from '../config/config';
import type { GameCommonView, HostGameView, PhoneGameView } from '../../protocol/game';
import type { Team } from '../../protocol/enums';
import { EMOTES } from '../../protocol/system';
import { rulesFor } from '../games/registry';
import { chargePerHead } from './flow';
import { findPlayer, teamCounts, type Player, type Room } from './room';

function roomInfo(room: Room): RoomInfo {
  return {
    roomId: room.id, groupId: room.groupId, locked: room.locked, hostConnected: room.hostConnected,
    teams: teamCounts(room), playerCount: room.players.filter((p) => p.name).length,
  };
}

/** A player's own status: the room's, except while their own steps (profile, team) are missing. */
function playerStatus(room: Room, p: Player): SystemStatus {
  if (!p.name) return 'profileInput';
  const sys = room.system;
  if (sys.status === 'profileInput') return 'waitingProfile';
  if (sys.teamsFixed && p.isHalfwayJoin && p.isAssigned) return 'teamSelect';
  return sys.status;
}

function nominee(room: Room, id: string): Nominee {
  const p = findPlayer(room, id);
  return { id, name: p?.name ?? '', photo: p?.photo ?? null, team: p?.team ?? null };
}

export function phoneView(room: Room, playerId: string, config: Config): PhoneView | null {
  const p = findPlayer(room, playerId);
  if (!p) return null;
  const sys = room.system;
  const last = [...sys.throws].reverse().find((t) => t.playerId === p.id);
  return {
    room: roomInfo(room),
    me: { playerId: p.id, name: p.name, photo: p.photo, team: p.team, isHalfwayJoin: p.isHalfwayJoin, capability: p.capability },
    system: {
      status: playerStatus(room, p),
      teamSelector: {
        initialTeam: p.initialTeam, isAssigned: p.isAssigned, isHalfwayJoin: p.isHalfwayJoin, teamsFixed: sys.teamsFixed,
        updateEnabled: !sys.teamsFixed || sys.teamChangeAllowed || (p.isHalfwayJoin && p.isAssigned),
      },
      lookNx: { skipEnabled: false },
      charge: { mine: p.charge, perHead: chargePerHead(room) },
      throwingItem: { remaining: p.throwsLeft, last: last ? { itemId: last.itemId, effectId: last.effectId, hit: last.hit } : null },
      roulette: sys.roulette && { candidates: sys.roulette.candidates, result: sys.roulette.result, canStop: sys.roulette.stopperId === p.id && !sys.roulette.result },
      eventCard: sys.eventCard,
      vote: sys.voting && {
        choices: sys.voting.choices.map((id) => nominee(room, id)), deadline: sys.voting.deadline,
        voted: sys.voting.votes[p.id] ?? null, result: sys.voting.result,
      },
      capability: { round: sys.capabilityRound, answered: p.capabilityRound >= sys.capabilityRound, deadline: sys.capabilityDeadline, spectator: p.spectator },
      scores: sys.scores,
    },
    game: phoneGame(room, p.id, config),
  };
}

/** The common part of the running game, as everyone sees it. */
function gameCommon(room: Room, me: string | null): GameCommonView | null {
  const g = room.game;
  if (!g) return null;
  const teams = { left: { total: 0, entries: 0 }, right: { total: 0, entries: 0 } };
  for (const id of g.invited) {
    const team = findPlayer(room, id)?.team as Team | null | undefined;
    if (!team) continue;
    teams[team].total++;
    if (g.entered.includes(id)) teams[team].entries++;
  }
  const own = g.own as { status?: unknown } | null;
  return {
    id: g.id, mode: g.mode, phase: g.phase,
    status: (g.phase === 'play' || g.phase === 'tutorial') && typeof own?.status === 'string' ? own.status : g.phase,
    tutorial: g.tutorial, entryStatus: { teams, entry: me !== null && g.entered.includes(me) },
    entryDeadline: g.phase === 'entry' ? g.phaseDeadline : null,
    emote: { icons: [...EMOTES], skipEnabled: g.phase === 'result' },
    paused: g.pausedAt !== null, result: g.result,
  };
}

function phoneGame(room: Room, playerId: string, config: Config): PhoneGameView | null {
  const common = gameCommon(room, playerId);
  if (!common || !room.game) return null;
  const own = room.game.own === null ? null : rulesFor(room.game.id)!.phoneView(room.game.own, playerId);
  // Phone-side per-status view: a player's own status (e.g. waiting while the other team jumps).
  const status = (own as { status?: unknown } | null)?.status;
  return { ...common, status: typeof status === 'string' && (common.phase === 'play' || common.phase === 'tutorial') ? status : common.status, params: (config.games as Record<string, unknown>)[room.game.id] ?? {}, own };
}

function hostGame(room: Room): HostGameView | null {
  const common = gameCommon(room, null);
  if (!common || !room.game) return null;
  return { ...common, board: room.game.own === null ? null : rulesFor(room.game.id)!.hostView(room.game.own) };
}

export function publicPlayer(p: Player): PublicPlayer {
  return { id: p.id, name: p.name, photo: p.photo, team: p.team, connected: p.connected, isHalfwayJoin: p.isHalfwayJoin, capability: p.capability, spectator: p.spectator };
}

export function hostView(room: Room, config: Config): HostView {
  const sys = room.system;
  const tally: Record<string, number> = {};
  if (sys.voting) for (const c of Object.values(sys.voting.votes)) tally[c] = (tally[c] ?? 0) + 1;
  return {
    room: {
      ...roomInfo(room), joinUrl: room.joinUrl, hideCode: room.hideCode, hostAwaySince: room.hostAwaySince,
      maxPlayers: Math.min(room.maxPlayers ?? Infinity, config.server.maxPlayersPerRoom),
    },
    players: room.players.map(publicPlayer),
    nameRejections: room.nameRejections,
    system: {
      status: sys.status, teamsFixed: sys.teamsFixed, teamChangeAllowed: sys.teamChangeAllowed, charge: sys.charge, cheers: sys.cheers,
      throws: sys.throws, emotes: sys.emotes, roulette: sys.roulette, eventCard: sys.eventCard,
      voting: sys.voting && {
        choices: sys.voting.choices, deadline: sys.voting.deadline, votes: Object.keys(sys.voting.votes).length,
        // The tally shows only once voting closed: the big screen must not sway votes.
        tally: sys.voting.result ? tally : {}, result: sys.voting.result,
      },
      capability: { round: sys.capabilityRound, deadline: sys.capabilityDeadline },
      scores: sys.scores,
      history: sys.history,
    },
    game: hostGame(room),
  };
}
