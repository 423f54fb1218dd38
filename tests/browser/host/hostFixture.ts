import type { HostView, PublicPlayer } from '../../../src/protocol/views';

export const player = (id: string, over: Partial<PublicPlayer> = {}): PublicPlayer => ({
  id,
  name: id,
  photo: null,
  team: null,
  connected: true,
  isHalfwayJoin: false,
  capability: 'unknown',
  spectator: false,
  ...over,
});

/** A host view as the server would send it, for rendering the big screen without a server. */
export function hostViewFixture(over: { room?: Partial<HostView['room']>; system?: Partial<HostView['system']>; players?: PublicPlayer[] } = {}): HostView {
  return {
    room: {
      roomId: 'AAAAAAAAAAAAAAAAAAAAAAA',
      groupId: '0',
      locked: false,
      hostConnected: true,
      teams: { left: 0, right: 0 },
      playerCount: 0,
      joinUrl: 'http://192.0.2.2:8080/room?rid=AAAAAAAAAAAAAAAAAAAAAAA',
      hideCode: false,
      maxPlayers: 100,
      hostAwaySince: null,
      ...over.room,
    },
    players: over.players ?? [],
    nameRejections: [],
    system: {
      status: 'waitingProfile',
      teamsFixed: false,
      teamChangeAllowed: true,
      charge: { left: 0, right: 0 },
      cheers: { left: 0, right: 0 },
      throws: {},
      emotes: {},
      roulette: null,
      eventCard: null,
      cardChoice: null,
      voting: null,
      capability: { round: 1, deadline: null },
      scores: { left: 0, right: 0 },
      history: [],
      tallies: {},
      standouts: [],
      ...over.system,
    },
    settings: { targetWins: 5, leaveOutNoisy: false, leaveOutSeats: false, skipTutorials: false },
    session: null,
    game: null,
  };
}
