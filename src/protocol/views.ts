import type { Award, PlayerStats, RoomSettings, SessionView } from './session';
import type { Capability, GameId, SystemStatus, Team } from './enums';
import type { Emote, EventCard, ThrowItem } from './system';
import type { HostGameView, PhoneGameView } from './game';

/** What everyone may know about a player. */
export type PublicPlayer = {
  id: string;
  name: string;
  photo: string | null;
  team: Team | null;
  connected: boolean;
  isHalfwayJoin: boolean;
  capability: Capability;
  spectator: boolean;
};

export type RoomInfo = {
  roomId: string;
  groupId: string;
  locked: boolean;
  hostConnected: boolean;
  teams: Record<Team, number>;
  playerCount: number;
};

export type Nominee = { id: string; name: string; photo: string | null; team: Team | null };

/** The system scene's state as one phone sees it (SPEC.md §3 System/profile state). */
export type PhoneSystem = {
  status: SystemStatus;
  teamSelector: { initialTeam: Team | null; isAssigned: boolean; isHalfwayJoin: boolean; updateEnabled: boolean; teamsFixed: boolean };
  lookNx: { skipEnabled: boolean };
  charge: { mine: number; perHead: Record<Team, number> };
  throwingItem: { remaining: number; last: { itemId: ThrowItem; effectId: number; hit: boolean } | null };
  roulette: { candidates: GameId[]; result: GameId | null; canStop: boolean } | null;
  eventCard: EventCard | null;
  /** Two event cards to pick from; `mine`: this phone's team picks. */
  cardChoice: { options: EventCard[]; mine: boolean } | null;
  vote: { choices: Nominee[]; deadline: number; voted: string | null; result: string[] | null } | null;
  capability: { round: number; answered: boolean; deadline: number | null; spectator: boolean };
  scores: Record<Team, number>;
};

/** The phone's projection of a room: its own seat in full, the others only as counts. */
export type PhoneView = {
  room: RoomInfo;
  me: { playerId: string; name: string; photo: string | null; team: Team | null; isHalfwayJoin: boolean; capability: Capability };
  system: PhoneSystem;
  /** The running mini-game, or null between games (then the system scene shows). */
  game: PhoneGameView | null;
};

/** The big screen's projection: everyone, for the lobby, moderation and the shared drama. */
export type HostView = {
  room: RoomInfo & { joinUrl: string; hideCode: boolean; maxPlayers: number; hostAwaySince: number | null };
  players: PublicPlayer[];
  nameRejections: { at: number; reason: 'duplicate' | 'long' | 'forbidden'; masked: string }[];
  system: {
    status: SystemStatus;
    teamsFixed: boolean;
    teamChangeAllowed: boolean;
    charge: Record<Team, number>;
    cheers: Record<Team, number>;
    /**
     * The latest thrown items and emotes by their sequence number. Keyed, not listed: a list that
     * drops its oldest entry shifts every index, and its patch would rewrite all twenty.
     */
    throws: Record<number, { seq: number; playerId: string; team: Team | null; itemId: ThrowItem; effectId: number; hit: boolean }>;
    emotes: Record<number, { seq: number; playerId: string; icon: Emote }>;
    roulette: { candidates: GameId[]; result: GameId | null; stopperId: string | null } | null;
    eventCard: EventCard | null;
    /** Two event cards, the team ahead on charge picking one. */
    cardChoice: { options: EventCard[]; team: Team } | null;
    voting: {
      choices: string[];
      /** Why each nominee is on the list. */
      awards: Record<string, Award>;
      deadline: number;
      votes: number;
      tally: Record<string, number>;
      result: string[] | null;
    } | null;
    capability: { round: number; deadline: number | null };
    scores: Record<Team, number>;
    /** Games played so far, with their results, for totals across games. */
    history: { id: GameId; winner: 'left' | 'right' | 'draw' | 'noGame'; scores: Record<Team, number> }[];
    /**
     * Per player: throws, hits and emotes so far, as the MVP panel shows them. Not cheers: those
     * change on every tap of every phone, and only decide the hype award (in `standouts`).
     */
    tallies: Record<string, Omit<PlayerStats, 'cheers'>>;
    /** The players whose figures earned an MVP award so far; the panel's suggestions start with them. */
    standouts: { id: string; award: Award }[];
  };
  /** The lobby's settings as the room keeps them. */
  settings: RoomSettings;
  /** The team contest running itself, or null. */
  session: SessionView | null;
  game: HostGameView | null;
};

export type Role = 'phone' | 'host';
export type ViewOf<R extends Role> = R extends 'phone' ? PhoneView : HostView;
