import type { PhoneView } from '../../src/protocol/views';

/** A phone view as the server would send it, for rendering screens without a server. */
export function phoneViewFixture(
  patch: { system?: Partial<PhoneView['system']>; me?: Partial<PhoneView['me']>; room?: Partial<PhoneView['room']> } = {},
): PhoneView {
  return {
    room: { roomId: 'AAAAAAAAAAAAAAAAAAAAAAA', groupId: '0', locked: false, hostConnected: true, teams: { left: 0, right: 0 }, playerCount: 1, ...patch.room },
    me: { playerId: 'p1', name: '', photo: null, team: null, isHalfwayJoin: false, capability: 'unknown', ...patch.me },
    system: {
      status: 'profileInput',
      teamSelector: { initialTeam: null, isAssigned: false, isHalfwayJoin: false, updateEnabled: true, teamsFixed: false },
      lookNx: { skipEnabled: false },
      charge: { mine: 0, perHead: { left: 0, right: 0 } },
      throwingItem: { remaining: 0, last: null },
      roulette: null,
      eventCard: null,
      cardChoice: null,
      vote: null,
      capability: { round: 1, answered: false, deadline: null, spectator: false },
      scores: { left: 0, right: 0 },
      ...patch.system,
    },
    game: null,
  };
}
