import type { HostCommand } from '../../protocol/system';
import { resetCapability } from '../rooms/capability';
import { setPhase, showEventCard, startRoulette, stopRoulette } from '../rooms/flow';
import { hideCode, kick, lock, setMaxPlayers } from '../rooms/moderation';
import { allowTeamChange, fixTeams, shuffleTeams, startTeamSelect } from '../rooms/teams';
import { startMvpVote } from '../rooms/voting';
import { endGame, startGame } from '../games/runner';
import type { Rule } from './engine';

/** The rule each host command runs: the big screen drives the session through one `host` event. */
export function hostRule(cmd: HostCommand): Rule {
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
  }
}
