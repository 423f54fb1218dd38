import { z } from 'zod';
import { appError, ErrorCodes } from '../../../protocol/errors';
import type { GameResult } from '../../../protocol/game';
import { move, type GameRules } from '../../common/rules';
import { GM127_PARAMETERS, type Gm127Params } from '../parameters';
import { applyRaise, checkRaise, REFUSED, sayShared, settleLot, teamValues } from './bidding';
import { drawLots } from './exhibits';
import type { Gm127State, Gm127Status } from './types';
import { hostBoard, phoneOwn, type Gm127Board, type Gm127PhoneOwn } from './views';

const refuse = (why: string) => appError('Application', ErrorCodes.Application.INVALID_PARAMETER, why);

/** A raise: how many coins on top of the current price (one of the game's three buttons). */
const Raise = z.strictObject({ add: z.number().int().min(1).max(100_000) });

function enter(s: Gm127State, status: Gm127Status, until: number | null): void {
  s.status = status;
  s.statusUntil = until;
}

/** The next exhibit is presented: a fresh chat log opens with the auctioneer's line. */
function presentLot(s: Gm127State, now: number): void {
  s.round++;
  s.price = 0;
  s.leader = null;
  s.chat = [];
  enter(s, 'roundStarted', now + s.params.momentsMs.roundStarted);
  sayShared(s, 'open');
}

function openBidding(s: Gm127State, now: number): void {
  const { biddingMs, softClose } = s.params;
  s.bidding = { lot: s.round, startedAt: now, closesAt: now + biddingMs, maxAt: now + Math.max(biddingMs, softClose.maxMs), lastCall: false, extensions: 0 };
  enter(s, 'biddingStarted', null);
  sayShared(s, 'start');
}

/** When "going once, going twice" is due: the soft close's window before the close, once per exhibit. */
function lastCallAt(s: Gm127State): number | null {
  const b = s.bidding;
  return b && !b.lastCall ? b.closesAt - s.params.softClose.windowMs : null;
}

/** One step of the game's own timeline, due at `now`. */
function step(s: Gm127State, now: number): void {
  const m = s.params.momentsMs;
  switch (s.status) {
    case 'exhibits':
      return enter(s, 'guide', now + m.guide);
    case 'guide':
      return enter(s, 'budget', now + m.budget);
    case 'budget':
      return presentLot(s, now);
    case 'roundStarted':
      return openBidding(s, now);
    case 'biddingStarted': {
      const b = s.bidding!;
      const call = lastCallAt(s);
      if (call !== null && now >= call && now < b.closesAt) {
        b.lastCall = true;
        sayShared(s, 'lastCall');
        return;
      }
      settleLot(s);
      return enter(s, 'biddingFinished', now + m.biddingFinished);
    }
    case 'biddingFinished':
      return enter(s, 'roundResult', now + m.roundResult);
    case 'roundResult':
      if (s.round + 1 < s.lots.length) return presentLot(s, now);
      s.revealed = 0;
      return enter(s, 'appraisal', now + m.appraisalPerLot);
    case 'appraisal':
      if (s.revealed < s.lots.length) {
        s.revealed++;
        return enter(s, 'appraisal', now + (s.revealed < s.lots.length ? m.appraisalPerLot : m.appraisalTotal));
      }
      return enter(s, 'finished', null);
    default:
      return;
  }
}

export const gm127Rules: GameRules<Gm127State, Gm127Params, Gm127PhoneOwn, Gm127Board, Gm127Status> = {
  init({ mode, players, params }, ctx): Gm127State {
    // The runner passes the operator config's games.gm127, already complete; tests may pass part of it.
    const p: Gm127Params = { ...GM127_PARAMETERS, ...params };
    return {
      mode,
      params: p,
      status: 'waitingForExhibits',
      statusUntil: null,
      // The appraiser's secret: drawn now with the game's dice, shown to nobody until the reveal.
      lots: drawLots(p.lots, mode === 'T1' ? p.forgeries : 0, ctx.random),
      round: -1,
      wallets: { left: { coins: p.wallet, bid: 0 }, right: { coins: p.wallet, bid: 0 } },
      price: 0,
      leader: null,
      bidding: null,
      chat: [],
      chatSeq: 0,
      bidders: players.map((pl) => ({ id: pl.id, name: pl.name, team: pl.team, practiceRaises: 0, raises: 0 })),
      revealed: 0,
    };
  },

  startTutorial(s) {
    enter(s, 'waitingForExhibits', null);
  },

  startPlay(s, ctx) {
    enter(s, 'exhibits', ctx.now + s.params.momentsMs.exhibits);
  },

  nextDeadline(s) {
    if (s.status === 'biddingStarted' && s.bidding) return lastCallAt(s) ?? s.bidding.closesAt;
    return s.status === 'finished' ? null : s.statusUntil;
  },

  advance(s, ctx) {
    for (let guard = 0; guard < 100; guard++) {
      const due = gm127Rules.nextDeadline(s);
      if (due === null || ctx.now < due) return;
      step(s, ctx.now);
    }
  },

  moves: {
    /** A pretend raise while the exhibits arrive: the paddle works, nothing is spent. */
    practice: move<Gm127State, z.infer<typeof Raise>>(Raise, (s, playerId, { add }, ctx) => {
      const bidder = s.bidders.find((b) => b.id === playerId);
      if (!bidder) return refuse(REFUSED.stranger);
      if (s.status !== 'waitingForExhibits') return refuse('practice is over');
      if (![s.params.raises.small, s.params.raises.medium, s.params.raises.large].includes(add)) return refuse(REFUSED.raise);
      bidder.practiceRaises++;
      if (bidder.practiceRaises >= s.params.practiceRaises) ctx.practiced(bidder.id);
      return null;
    }),
    /** A raise for the player's team on the exhibit under the hammer. */
    bid: move<Gm127State, z.infer<typeof Raise>>(Raise, (s, playerId, { add }, ctx) => {
      const why = checkRaise(s, playerId, add, ctx.now);
      if (why) return refuse(REFUSED[why]);
      applyRaise(s, playerId, add, ctx.now);
      return null;
    }),
  },

  finished(s) {
    return s.status === 'finished';
  },

  result(s): GameResult {
    const v = teamValues(s);
    const scores = { left: v.left.value, right: v.right.value };
    const winner: GameResult['winner'] = scores.left > scores.right ? 'left' : scores.right > scores.left ? 'right' : 'draw';
    return { winner, scores };
  },

  phoneView: phoneOwn,
  hostView: hostBoard,
};
