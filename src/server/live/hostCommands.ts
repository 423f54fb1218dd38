import type { HostCommand } from '../../protocol/system';
import { resetCapability } from '../rooms/capability';
import { setPhase, showEventCard, startRoulette, stopRoulette } from '../rooms/flow';
import { hideCode, kick, lock, setMaxPlayers } from '../rooms/moderation';
import { allowTeamChange, fixTeams, shuffleTeams, startTeamSelect } from '../rooms/teams';
import { startMvpVote } from '../rooms/voting';
import { endGame, startGame } from '../games/runner';
import { chooseNext, sessionAction, startSession } from '../session/loop';
import type { Room } from '../rooms/room';
import type { Rule } from './engine';

/** Commands that drive the room by hand: a session running itself hands over to the host first. */
const BY_HAND = new Set<HostCommand['type']>(['phase', 'startRoulette', 'stopRoulette', 'eventCard', 'startMvpVote', 'startGame', 'endGame']);

/** The rule each host command runs: the big screen drives the session through one `host` event. */
export function hostRule(cmd: HostCommand): Rule {
  const rule = commandRule(cmd);
  if (!BY_HAND.has(cmd.type)) return rule;
  return (room, ctx) => {
    const error = rule(room, ctx);
    if (!error) handOver(room);
    return error;
  };
}

function handOver(room: Room): void {
  if (room.session?.auto) room.session.auto = false;
}

function commandRule(cmd: HostCommand): Rule {
  switch (cmd.type) {
    case 'startTeamSelect':
      return (room) => startTeamSelect(room);
    case 'shuffleTeams':
      return (room, ctx) => shuffleTeams(room, ctx);
    case 'fixTeams':
      return (room, ctx) => fixTeams(room, ctx);
    case 'allowTeamChange':
      return (room) => allowTeamChange(room, cmd.allowed);
    case 'phase':
      return (room) => setPhase(room, cmd.phase);
    case 'startRoulette':
      return (room, ctx) => startRoulette(room, cmd.candidates, ctx);
    case 'stopRoulette':
      return (room, ctx) => stopRoulette(room, 'host', ctx);
    case 'eventCard':
      return (room) => showEventCard(room, cmd.card);
    case 'startMvpVote':
      return (room, ctx) => startMvpVote(room, cmd.choices, cmd.durationMs, ctx);
    case 'kick':
      return (room) => kick(room, cmd.playerId);
    case 'lock':
      return (room) => lock(room, cmd.locked);
    case 'maxPlayers':
      return (room, ctx) => setMaxPlayers(room, cmd.max, ctx);
    case 'hideCode':
      return (room) => hideCode(room, cmd.hidden);
    case 'resetCapability':
      return (room, ctx) => resetCapability(room, ctx);
    case 'startGame':
      return (room, ctx) => startGame(room, cmd.gameId, cmd.mode, ctx);
    case 'endGame':
      return (room) => endGame(room);
    case 'settings':
      return (room) => {
        room.settings = { ...cmd.settings };
        return null;
      };
    case 'startSession':
      return (room, ctx) => startSession(room, ctx);
    case 'session':
      return (room, ctx) => sessionAction(room, cmd.action, ctx);
    case 'sessionNext':
      return (room, ctx) => chooseNext(room, cmd.gameId, ctx);
  }
}
