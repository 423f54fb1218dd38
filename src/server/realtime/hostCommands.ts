import type { Socket } from 'socket.io';
import { Events } from '../../protocol/events';
import { HostCommand } from '../../protocol/system';
import type { Log } from '../log';
import { resetCapability } from '../rooms/capability';
import { setPhase, showEventCard, startRoulette, stopRoulette } from '../rooms/flow';
import { hideCode, kick, lock, setMaxPlayers } from '../rooms/moderation';
import { allowTeamChange, fixTeams, shuffleTeams, startTeamSelect } from '../rooms/teams';
import { startMvpVote } from '../rooms/voting';
import { endGame, startGame } from '../games/runner';
import { onIntent } from './intent';
import type { Rule, RoomOps } from './roomOps';

/** The rule each host command runs. */
function ruleFor(cmd: HostCommand): Rule {
  switch (cmd.type) {
    case 'startTeamSelect': return (room) => startTeamSelect(room);
    case 'shuffleTeams': return (room, ctx) => shuffleTeams(room, ctx);
    case 'fixTeams': return (room, ctx) => fixTeams(room, ctx);
    case 'allowTeamChange': return (room) => allowTeamChange(room, cmd.allowed);
    case 'phase': return (room) => setPhase(room, cmd.phase);
    case 'startRoulette': return (room, ctx) => startRoulette(room, cmd.candidates, ctx);
    case 'stopRoulette': return (room, ctx) => stopRoulette(room, 'host', ctx);
    case 'eventCard': return (room) => showEventCard(room, cmd.card);
    case 'startMvpVote': return (room, ctx) => startMvpVote(room, cmd.choices, cmd.durationMs, ctx);
    case 'kick': return (room) => kick(room, cmd.playerId);
    case 'lock': return (room) => lock(room, cmd.locked);
    case 'maxPlayers': return (room, ctx) => setMaxPlayers(room, cmd.max, ctx);
    case 'hideCode': return (room) => hideCode(room, cmd.hidden);
    case 'resetCapability': return (room, ctx) => resetCapability(room, ctx);
    case 'startGame': return (room, ctx) => startGame(room, cmd.gameId, cmd.mode, ctx);
    case 'endGame': return (room) => endGame(room);
  }
}

/** The big screen drives the session through one `host` event carrying a command. */
export function registerHostCommands(socket: Socket, roomId: string, ops: RoomOps, log: Log): void {
  onIntent(socket, log, Events.host, HostCommand, (cmd) => ops.apply(roomId, ruleFor(cmd)));
}
