import type { Team } from '../../../protocol/enums';
import { FRAME_MS } from '../../../protocol/parameters';
import type { Rgb } from '../../../../workers/media/ciede2000.shared';
import type { ViewCtx } from '../../common/rules';
import type { Gm121Params } from '../parameters';
import { PRACTICE, type ColourId } from './palette';
import { bestScore, hunting, roundScore, teamHistograms, teamScores } from './score';
import type { Capability, Gm121State, Gm121Status, Hunter, RoundPart } from './types';

/** A shot as views show it: the photo's URL, the centre's median colour, its distance and score. */
export type ShotView = { photo: string; median: Rgb; deltaE: number; score: number };

/** What the phone needs to measure and send a shot the way the server judges it. */
export type ShotSettings = { centre: number; photoSide: number; perfectDeltaE: number; zeroDeltaE: number; maxShots: number };

export type Gm121PhoneOwn = {
  status: Gm121Status;
  statusUntil: number | null;
  team: Team | null;
  playing: boolean;
  capability: Capability | null;
  tutorialDone: boolean;
  /** Round (-1: the tutorial) of how many. */
  round: number;
  rounds: number;
  /** The colour to hunt: the practice colour in the tutorial; this round's once the TV showed it (null in `roundColor`: the TV alone shows it). */
  colour: { id: ColourId; rgb: Rgb } | null;
  /** SPEC.md §3 startFrame / endFrame: the hunt's opening and closing, server frames (1/60 s); and the close in server ms. */
  startFrame: number | null;
  endFrame: number | null;
  shootUntil: number | null;
  /** SPEC.md §3: this round's (or the practice's) shot, whether the last one was stored, tries (isShoot). */
  shot: ShotView | null;
  isShotSucceeded: boolean | null;
  tries: number;
  /** SPEC.md §3 positionInRound: place by this round's score among the hunters (1 = best; ties share), once the hunt closed. */
  positionInRound: number | null;
  of: number;
  /** This player's best so far and every round's photo (SPEC.md §3 saved photos per round). */
  best: number;
  photos: (string | null)[];
  /** SPEC.md §3 histogram: this round's score histogram of this player's team, once the hunt closed. */
  histogram: number[] | null;
  teamScores: Record<Team, number>;
  settings: ShotSettings;
};

export type BoardHunter = {
  id: string;
  name: string;
  team: Team;
  capability: Capability | null;
  practised: boolean;
  /** Has a stored shot this round (while hunting only that: the photo shows once the hunt closed). */
  shot: boolean;
  /** This round's shot, after the hunt closed (its colour is the photo's: the board carries no more). */
  photo: string | null;
  score: number | null;
  best: number;
};

export type Gm121Board = {
  status: Gm121Status;
  statusUntil: number | null;
  shootUntil: number | null;
  round: number;
  rounds: number;
  colour: { id: ColourId; rgb: Rgb };
  colours: { id: ColourId; rgb: Rgb }[];
  hunters: BoardHunter[];
  /** This round's histograms per team, after the hunt closed. */
  histograms: Record<Team, number[]> | null;
  teamScores: Record<Team, number>;
  members: Record<Team, number>;
};

const closed = (s: Gm121State) => s.status === 'roundResult' || s.status === 'roundFinished';

function currentPart(s: Gm121State, h: Hunter | undefined): RoundPart | null {
  if (!h) return null;
  return s.round < 0 ? h.practice : (h.rounds[s.round] ?? null);
}

function shotView(p: RoundPart | null): ShotView | null {
  const x = p?.shot;
  return x ? { photo: x.photo, median: [...x.median], deltaE: x.deltaE, score: x.score } : null;
}

function settings(p: Gm121Params): ShotSettings {
  return { centre: p.centre, photoSide: p.photoSide, perfectDeltaE: p.score.perfectDeltaE, zeroDeltaE: p.score.zeroDeltaE, maxShots: p.maxShotsPerRound };
}

const colourOf = (s: Gm121State) => (s.round < 0 ? PRACTICE : s.colours[s.round]!);

export function phoneOwn(s: Gm121State, playerId: string, v: ViewCtx): Gm121PhoneOwn {
  const h = s.hunters.find((x) => x.id === playerId);
  const p = currentPart(s, h);
  const colour = colourOf(s);
  const shootStart = s.status === 'roundPhotoShooting' && s.shootUntil !== null ? s.shootUntil - s.params.momentsMs.roundPhotoShooting : null;
  const ranked = closed(s) && h && hunting(h);
  const mine = h ? roundScore(h, s.round) : 0;
  const rivals = s.hunters.filter(hunting);
  return {
    status: s.status,
    statusUntil: s.statusUntil === null ? null : v.serverTime(s.statusUntil),
    team: h?.team ?? null,
    playing: !!h,
    capability: h?.capability ?? null,
    tutorialDone: !!h && v.practiced(h.id),
    round: s.round,
    rounds: s.colours.length,
    colour: s.status === 'roundColor' ? null : { id: colour.id, rgb: [...colour.rgb] },
    startFrame: shootStart === null ? null : Math.round(v.serverTime(shootStart) / FRAME_MS),
    endFrame: s.shootUntil === null ? null : Math.round(v.serverTime(s.shootUntil) / FRAME_MS),
    shootUntil: s.shootUntil === null ? null : v.serverTime(s.shootUntil),
    shot: shotView(p),
    isShotSucceeded: p?.succeeded ?? null,
    tries: p?.tries ?? 0,
    positionInRound: ranked ? 1 + rivals.filter((x) => roundScore(x, s.round) > mine).length : null,
    of: rivals.length,
    best: h ? bestScore(h, s.round) : 0,
    photos: h ? h.rounds.map((r) => r.shot?.photo ?? null) : [],
    histogram: closed(s) && h ? teamHistograms(s, s.round)[h.team] : null,
    teamScores: teamScores(s),
    settings: settings(s.params),
  };
}

export function hostBoard(s: Gm121State, v: ViewCtx): Gm121Board {
  const show = closed(s) || s.status === 'tutorialPhotoShooting';
  const colour = colourOf(s);
  return {
    status: s.status,
    statusUntil: s.statusUntil === null ? null : v.serverTime(s.statusUntil),
    shootUntil: s.shootUntil === null ? null : v.serverTime(s.shootUntil),
    round: s.round,
    rounds: s.colours.length,
    colour: { id: colour.id, rgb: [...colour.rgb] },
    colours: s.colours.slice(0, Math.max(0, s.round + 1)).map((c) => ({ id: c.id, rgb: [...c.rgb] })),
    hunters: s.hunters.map((h) => {
      const shot = currentPart(s, h)?.shot ?? null;
      return {
        id: h.id,
        name: h.name,
        team: h.team,
        capability: h.capability,
        practised: v.practiced(h.id),
        shot: !!shot,
        photo: show && shot ? shot.photo : null,
        score: show && shot ? shot.score : null,
        best: bestScore(h, s.round),
      };
    }),
    histograms: closed(s) ? teamHistograms(s, s.round) : null,
    teamScores: teamScores(s),
    members: { left: s.hunters.filter((h) => h.team === 'left' && hunting(h)).length, right: s.hunters.filter((h) => h.team === 'right' && hunting(h)).length },
  };
}
