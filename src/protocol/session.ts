import { z } from 'zod';

/**
 * The team contest's steps when the session runs itself (GAMES.md "The session: team contest"), in
 * the order a loop meets them. `eventCard` and `holdingJoyCon` come only when due; `trophy`,
 * `votingMvp` and `mvpResult` once a team reached the session's wins.
 */
export const SESSION_STEPS = [
  'roulette',
  'rouletteStopped',
  'eventCard',
  'holdingJoyCon',
  'lookNx',
  'game',
  'itemThrowing',
  'scores',
  'trophy',
  'votingMvp',
  'mvpResult',
] as const;
export type SessionStep = (typeof SESSION_STEPS)[number];

/** Session length: 20 / 40 / 60 minutes are first to 3 / 5 / 7 game wins. */
export const TARGET_WINS = [3, 5, 7] as const;

/** The lobby's settings: the session's length, which games the roulette leaves out, tutorials. */
export const RoomSettings = z.strictObject({
  targetWins: z.union([z.literal(3), z.literal(5), z.literal(7)]),
  leaveOutNoisy: z.boolean(),
  leaveOutSeats: z.boolean(),
  /** Games already played in this room skip their practice for those who played them. */
  skipTutorials: z.boolean(),
});
export type RoomSettings = z.infer<typeof RoomSettings>;

export const DEFAULT_ROOM_SETTINGS: RoomSettings = { targetWins: 5, leaveOutNoisy: false, leaveOutSeats: false, skipTutorials: false };

/** What the host can do to a running session. */
export const SESSION_ACTIONS = ['pause', 'resume', 'skip', 'veto', 'end', 'manual', 'auto'] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/** What each player did between games in this room: the MVP nominees come from it. */
export type PlayerStats = { throws: number; hits: number; emotes: number; cheers: number };

/** Why an MVP nominee is on the list. */
export const AWARDS = ['sharpshooter', 'thrower', 'hype', 'selfie', 'hostPick'] as const;
export type Award = (typeof AWARDS)[number];

/** The session as the big screen and the phones see it. */
export type SessionView = {
  step: SessionStep;
  /** Runs by itself (false: the host drives it button by button). */
  auto: boolean;
  paused: boolean;
  /** When the current step ends by itself (server time); null while it waits (a game, a pause). */
  endsAt: number | null;
  /** The game the host chose to play next, skipping the roulette. */
  next: string | null;
  targetWins: number;
  /** The team that won the session, from the trophy on. */
  winner: 'left' | 'right' | null;
};
