import type { HostView, Nominee, PhoneView, PublicPlayer, RoomInfo } from '../../protocol/views';
import type { SystemStatus } from '../../protocol/enums';
import type { Config } from '../../config/schema';
import type { GameCommonView, HostGameView, PhoneGameView } from '../../protocol/game';
import type { Team } from '../../protocol/enums';
import { EMOTES } from '../../protocol/system';
import { keyedBy } from '../../protocol/patch';
import { rulesFor } from '../games/registry';
import { viewCtx } from '../../games/common/time';
import { statusOf } from '../../games/common/rules';
import { sessionView } from '../session/loop';
import { standouts } from '../../session/nominees';
import { chargePerHead, chargeShown } from './flow';
import { findPlayer, teamCounts, type Player, type Room } from './room';
import type { GameState } from '../games/gameState';

/** What the MVP panel shows of each player's tallies (see `HostView`). */
function shownTallies(all: Room['system']['tallies']): HostView['system']['tallies'] {
  const out: HostView['system']['tallies'] = {};
  for (const id in all) {
    const t = all[id]!;
    out[id] = { throws: t.throws, hits: t.hits, emotes: t.emotes };
  }
  return out;
}

function roomInfo(room: Room): RoomInfo {
  let playerCount = 0;
  for (const p of room.players) if (p.name) playerCount++;
  return { roomId: room.id, groupId: room.groupId, locked: room.locked, hostConnected: room.hostConnected, teams: teamCounts(room), playerCount };
}

/**
 * What every phone of the room sees alike, projected once per view flush instead of once per
 * phone (a 100-phone room would otherwise do the same O(players) work 100 times).
 */
export type SharedProjection = {
  room: RoomInfo;
  chargePerHead: Record<Team, number>;
  nominees: Nominee[] | null;
  game: {
    common: Omit<GameCommonView, 'entryStatus'> & { teams: GameCommonView['entryStatus']['teams'] };
    invited: Set<string>;
    entered: Set<string>;
    params: unknown;
  } | null;
};

export function shareRoom(room: Room, config: Config): SharedProjection {
  const sys = room.system;
  return {
    room: roomInfo(room),
    chargePerHead: chargePerHead(room),
    nominees: sys.voting ? sys.voting.choices.map((id) => nominee(room, id)) : null,
    game: room.game && sharedGame(room, room.game, config),
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

export function phoneView(room: Room, playerId: string, config: Config, shared = shareRoom(room, config)): PhoneView | null {
  const p = findPlayer(room, playerId);
  if (!p) return null;
  const sys = room.system;
  let last = null;
  for (let i = sys.throws.length - 1; i >= 0 && !last; i--) if (sys.throws[i]!.playerId === p.id) last = sys.throws[i]!;
  return {
    room: shared.room,
    me: { playerId: p.id, name: p.name, photo: p.photo, team: p.team, isHalfwayJoin: p.isHalfwayJoin, capability: p.capability },
    system: {
      status: playerStatus(room, p),
      teamSelector: {
        initialTeam: p.initialTeam,
        isAssigned: p.isAssigned,
        isHalfwayJoin: p.isHalfwayJoin,
        teamsFixed: sys.teamsFixed,
        updateEnabled: !sys.teamsFixed || sys.teamChangeAllowed || (p.isHalfwayJoin && p.isAssigned),
      },
      lookNx: { skipEnabled: false },
      charge: { mine: chargeShown(p.charge), perHead: shared.chargePerHead },
      throwingItem: { remaining: p.throwsLeft, last: last ? { itemId: last.itemId, effectId: last.effectId, hit: last.hit } : null },
      roulette: sys.roulette && {
        candidates: sys.roulette.candidates,
        result: sys.roulette.result,
        canStop: sys.roulette.stopperId === p.id && !sys.roulette.result,
      },
      eventCard: sys.eventCard,
      cardChoice: sys.cardChoice && { options: sys.cardChoice.options, mine: sys.cardChoice.team === p.team },
      vote: sys.voting && {
        choices: shared.nominees ?? [],
        deadline: sys.voting.deadline,
        voted: sys.voting.votes[p.id] ?? null,
        result: sys.voting.result,
      },
      capability: { round: sys.capabilityRound, answered: p.capabilityRound >= sys.capabilityRound, deadline: sys.capabilityDeadline, spectator: p.spectator },
      scores: sys.scores,
    },
    game: phoneGame(room, p.id, shared),
  };
}

/** The running game's common part as everyone sees it, but for whether the viewer entered. */
function sharedGame(room: Room, g: GameState, config: Config): NonNullable<SharedProjection['game']> {
  const entered = new Set(g.entered);
  const teams = { left: { total: 0, entries: 0 }, right: { total: 0, entries: 0 } };
  for (const id of g.invited) {
    const team = findPlayer(room, id)?.team;
    if (!team) continue;
    teams[team].total++;
    if (entered.has(id)) teams[team].entries++;
  }
  const status = statusOf(g.own);
  return {
    invited: new Set(g.invited),
    entered,
    params: (config.games as Record<string, unknown>)[g.id] ?? {},
    common: {
      id: g.id,
      mode: g.mode,
      phase: g.phase,
      status: (g.phase === 'play' || g.phase === 'tutorial') && status !== null ? status : g.phase,
      tutorial: g.tutorial,
      teams,
      entryDeadline: g.phase === 'entry' && g.phaseDeadline !== null ? viewCtx(g).serverTime(g.phaseDeadline) : null,
      emote: { icons: [...EMOTES], skipEnabled: g.phase === 'result' },
      paused: g.clock.pausedAt !== null,
      result: g.result,
    },
  };
}

function gameCommon(shared: NonNullable<SharedProjection['game']>, me: string | null): GameCommonView {
  const { teams, ...common } = shared.common;
  return { ...common, entryStatus: { teams, entry: me !== null && shared.entered.has(me) } };
}

function phoneGame(room: Room, playerId: string, shared: SharedProjection): PhoneGameView | null {
  if (!shared.game || !room.game) return null;
  const { status: _shared, ...common } = gameCommon(shared.game, playerId);
  const own = room.game.own === null ? null : rulesFor(room.game.id)!.phoneView(room.game.own, playerId, viewCtx(room.game));
  return {
    ...common,
    invited: shared.game.invited.has(playerId),
    params: shared.game.params,
    own,
  };
}

function hostGame(room: Room, shared: SharedProjection): HostGameView | null {
  if (!shared.game || !room.game) return null;
  return { ...gameCommon(shared.game, null), board: room.game.own === null ? null : rulesFor(room.game.id)!.hostView(room.game.own, viewCtx(room.game)) };
}

export function publicPlayer(p: Player): PublicPlayer {
  return {
    id: p.id,
    name: p.name,
    photo: p.photo,
    team: p.team,
    connected: p.connected,
    isHalfwayJoin: p.isHalfwayJoin,
    capability: p.capability,
    spectator: p.spectator,
  };
}

export function hostView(room: Room, config: Config, shared = shareRoom(room, config)): HostView {
  const sys = room.system;
  const tally: Record<string, number> = {};
  if (sys.voting) for (const c of Object.values(sys.voting.votes)) tally[c] = (tally[c] ?? 0) + 1;
  return {
    room: {
      ...shared.room,
      joinUrl: room.joinUrl,
      hideCode: room.hideCode,
      hostAwaySince: room.hostAwaySince,
      maxPlayers: Math.min(room.maxPlayers ?? Infinity, config.server.maxPlayersPerRoom),
    },
    players: room.players.map(publicPlayer),
    nameRejections: room.nameRejections,
    system: {
      status: sys.status,
      teamsFixed: sys.teamsFixed,
      teamChangeAllowed: sys.teamChangeAllowed,
      charge: sys.charge,
      cheers: sys.cheers,
      throws: keyedBy(sys.throws, 'seq'),
      emotes: keyedBy(sys.emotes, 'seq'),
      roulette: sys.roulette,
      eventCard: sys.eventCard,
      cardChoice: sys.cardChoice,
      voting: sys.voting && {
        choices: sys.voting.choices,
        awards: sys.voting.awards,
        deadline: sys.voting.deadline,
        votes: Object.keys(sys.voting.votes).length,
        // The tally shows only once voting closed: the big screen must not sway votes.
        tally: sys.voting.result ? tally : {},
        result: sys.voting.result,
      },
      capability: { round: sys.capabilityRound, deadline: sys.capabilityDeadline },
      scores: sys.scores,
      history: sys.history,
      tallies: shownTallies(sys.tallies),
      standouts: standouts(room.players, sys.tallies),
    },
    settings: room.settings,
    session: sessionView(room),
    game: hostGame(room, shared),
  };
}
