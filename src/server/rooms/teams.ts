import type { Team } from '../../protocol/enums';
import { appError, ErrorCodes, type AppError } from '../../protocol/errors';
import type { RuleContext } from './context';
import { findPlayer, profiled, teamCounts, type Player, type Room } from './room';

const SP03 = ErrorCodes.SP03;
const other = (t: Team): Team => (t === 'left' ? 'right' : 'left');

/** The smaller team; left on a tie, or at random when `random` is given. */
export function smallerTeam(room: Room, random?: () => number): Team {
  const c = teamCounts(room);
  if (c.left !== c.right) return c.left < c.right ? 'left' : 'right';
  return random && random() < 0.5 ? 'right' : 'left';
}

export function startTeamSelect(room: Room): AppError | null {
  if (room.system.teamsFixed) return appError('SP03', SP03.TEAM_CHANGE_FORBIDDEN, 'teams are already fixed');
  room.system.status = 'teamSelect';
  return null;
}

/** A phone picks a team (updateTeam). */
export function chooseTeam(room: Room, playerId: string, team: Team, ctx: RuleContext): AppError | null {
  const p = findPlayer(room, playerId);
  if (!p || !p.name) return appError('SP03', SP03.OTHER_TEAM, 'profile first');
  const sys = room.system;
  if (!sys.teamsFixed && sys.status !== 'teamSelect') return appError('SP03', SP03.OTHER_TEAM, 'team selection is not open');
  // After fixing, only a halfway joiner may confirm or swap the team they were given, unless the host allows changes.
  const mayChange = !sys.teamsFixed || sys.teamChangeAllowed || (p.isHalfwayJoin && p.isAssigned);
  if (p.team !== null && p.team !== team && !mayChange) return appError('SP03', SP03.TEAM_CHANGE_FORBIDDEN);
  if (p.team !== team && teamCounts(room)[team] >= ctx.config.server.maxPlayersPerTeam) return appError('SP03', SP03.TEAM_FULL);
  if (sys.teamsFixed && p.team !== null && p.team !== team && teamCounts(room)[p.team] <= 1) return appError('SP03', SP03.TEAM_EMPTY);
  p.team = team;
  p.isAssigned = false;
  return null;
}

/** The host splits everyone at random into two teams of equal size (±1). */
export function shuffleTeams(room: Room, ctx: RuleContext): AppError | null {
  if (room.system.teamsFixed) return appError('SP03', SP03.TEAM_CHANGE_FORBIDDEN, 'teams are already fixed');
  const players = profiled(room);
  for (let i = players.length - 1; i > 0; i--) {
    const j = Math.floor(ctx.random() * (i + 1));
    [players[i], players[j]] = [players[j]!, players[i]!];
  }
  const first: Team = ctx.random() < 0.5 ? 'left' : 'right';
  players.forEach((p, i) => assign(p, i % 2 === 0 ? first : other(first)));
  room.system.status = 'teamSelect';
  return null;
}

/** Teams are fixed: whoever has none joins the smaller team; a team left empty refuses (SP03-302). */
export function fixTeams(room: Room, ctx: RuleContext): AppError | null {
  if (room.system.teamsFixed) return null;
  const unassigned = profiled(room).filter((p) => p.team === null);
  const after = teamCounts(room);
  for (let i = 0; i < unassigned.length; i++) after[after.left <= after.right ? 'left' : 'right']++;
  if (after.left === 0 || after.right === 0) return appError('SP03', SP03.TEAM_EMPTY);
  for (const p of unassigned) assign(p, smallerTeam(room, ctx.random));
  room.system.teamsFixed = true;
  room.system.teamChangeAllowed = false;
  room.system.status = 'lookNx';
  return null;
}

export function allowTeamChange(room: Room, allowed: boolean): AppError | null {
  room.system.teamChangeAllowed = allowed;
  return null;
}

/** A player who finishes their profile after teams were fixed gets the smaller team, and may confirm or swap it. */
export function seatHalfwayJoiner(room: Room, p: Player): void {
  if (!room.system.teamsFixed || p.team !== null) return;
  p.isHalfwayJoin = true;
  assign(p, smallerTeam(room));
}

function assign(p: Player, team: Team): void {
  p.team = team;
  p.initialTeam = team;
  p.isAssigned = true;
}
