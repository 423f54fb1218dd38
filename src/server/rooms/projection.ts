import type { HostView, Nominee, PhoneView, PublicPlayer, RoomInfo } from '../../protocol/views';
import type { SystemStatus } from '../../protocol/enums';
import type { Config } from '../config/config';
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

export function phoneView(room: Room, playerId: string): PhoneView | null {
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
    game: null,
  };
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
    game: null,
  };
}
