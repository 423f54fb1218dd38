import type { Team } from '../../../protocol/enums';
import type { ViewCtx } from '../../common/rules';
import { perHead, totalOf } from './score';
import type { Gm130State, Gm130Status, Half } from './types';

/** A half's beat in server time: phones and the TV draw it on their synced clocks. */
export type BeatView = { index: 0 | 1; start: number; firstBeat: number; end: number; interval: number };

export type Standings = {
  /** Squats per head of each half so far, and of the game. */
  halves: [Record<Team, number>, Record<Team, number>];
  total: Record<Team, number>;
};

export type Gm130PhoneOwn = {
  status: Gm130Status;
  statusUntil: number | null;
  team: Team | null;
  playing: boolean;
  // SPEC.md §3 gm130: the beat of this half (ms between bottoms; null before play), its count-in,
  // the longest squat that counts (frames), and whether the server knows both thumbs are down.
  interval: number | null;
  firstInterval: number;
  maxFramesSize: number;
  bothHolding: boolean;
  /** Server ms of game time 0: the phone's synced clock minus this is game time (the hold's stamp). */
  clockOffset: number;
  half: BeatView | null;
  practice: number;
  practiceSquats: number;
  tutorialDone: boolean;
  /** This player's squats in each half, and how many landed on the beat over the game. */
  counts: [number, number];
  onBeat: number;
  standings: Standings;
  /** This player's place by squats over the game so far, among everyone in it (ties share a place). */
  place: number;
  of: number;
};

export type Gm130Board = {
  status: Gm130Status;
  statusUntil: number | null;
  half: BeatView | null;
  practiceSquats: number;
  squatters: {
    id: string;
    name: string;
    team: Team;
    holding: boolean;
    practice: number;
    tutorialDone: boolean;
    counts: [number, number];
    /** Squats that did not count because a thumb was off its pad. */
    noHands: number;
  }[];
  standings: Standings;
  members: Record<Team, number>;
};

const until = (s: Gm130State, v: ViewCtx) => (s.statusUntil === null ? null : v.serverTime(s.statusUntil));

function beat(h: Half | undefined, v: ViewCtx): BeatView | null {
  return h ? { index: h.index, start: v.serverTime(h.start), firstBeat: v.serverTime(h.firstBeat), end: v.serverTime(h.end), interval: h.interval } : null;
}

function standings(s: Gm130State): Standings {
  return { halves: [perHead(s, [0]), perHead(s, [1])], total: perHead(s, [0, 1]) };
}

export function phoneOwn(s: Gm130State, playerId: string, v: ViewCtx): Gm130PhoneOwn {
  const sq = s.squatters.find((x) => x.id === playerId);
  const half = s.halves[s.halves.length - 1];
  const mine = sq ? totalOf(sq) : 0;
  return {
    status: s.status,
    statusUntil: until(s, v),
    team: sq?.team ?? null,
    playing: !!sq,
    interval: half?.interval ?? null,
    firstInterval: s.params.firstInterval,
    maxFramesSize: s.params.maxFramesSize,
    bothHolding: sq?.holding ?? false,
    clockOffset: v.serverTime(0),
    half: beat(half, v),
    practice: sq?.practice ?? 0,
    practiceSquats: s.params.practiceSquats,
    tutorialDone: !!sq && v.practiced(sq.id),
    counts: sq ? [sq.counts[0], sq.counts[1]] : [0, 0],
    onBeat: sq ? sq.onBeat[0] + sq.onBeat[1] : 0,
    standings: standings(s),
    place: 1 + s.squatters.filter((x) => totalOf(x) > mine).length,
    of: s.squatters.length,
  };
}

export function hostBoard(s: Gm130State, v: ViewCtx): Gm130Board {
  return {
    status: s.status,
    statusUntil: until(s, v),
    half: beat(s.halves[s.halves.length - 1], v),
    practiceSquats: s.params.practiceSquats,
    squatters: s.squatters.map((x) => ({
      id: x.id,
      name: x.name,
      team: x.team,
      holding: x.holding,
      practice: x.practice,
      tutorialDone: v.practiced(x.id),
      counts: [x.counts[0], x.counts[1]],
      noHands: x.rejected.notHolding ?? 0,
    })),
    standings: standings(s),
    members: { left: s.squatters.filter((x) => x.team === 'left').length, right: s.squatters.filter((x) => x.team === 'right').length },
  };
}
