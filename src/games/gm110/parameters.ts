/**
 * Order memo's defaults, which an operator's config (`games.gm110`) overrides. SPEC.md §9 names no
 * threshold for gm110; GAMES.md gives the numbers ("squads of 3–5 with one leader", "a drawing pad
 * … in 10 s", "a candidate picker in 20 s", "3 perfect, 2 one mistake, 1 worse", "three customers
 * with longer orders"); the rest is our tuning. Every leaf is a number.
 */
export const GM110_PARAMETERS = {
  /**
   * Squad sizes: each team is split into as few squads of at most `max` as it takes, as even as
   * possible, none under `min` when the team has that many; a team smaller than `min` plays as one
   * (short) squad. A squad of one is its own leader and member.
   */
  squad: { min: 3, max: 5 },
  /** Customers (rounds) in a game. */
  customers: 3,
  /** Scoops in the first customer's order, added per customer after it, and the most an order has. */
  scoops: { first: 1, step: 1, max: 3 },
  /** How long members see their part of the order before it hides (ms). */
  orderMs: 5000,
  /** How long the drawing pad is open (ms); a note drawn in time may still arrive `noteGraceMs` after. */
  noteMs: 10_000,
  noteGraceMs: 1500,
  /** How long the leaders have to assemble the order with the candidate picker (ms). */
  pickMs: 20_000,
  /** Stars for a squad's order: perfect, one mistake, worse; nothing picked at all. */
  stars: { perfect: 3, oneMistake: 2, worse: 1, nothing: 0 },
  /** The note image: the longest side (px) and the most bytes the phone encodes it into (WebP). */
  note: { size: 160, maxBytes: 12_000 },
  /** How long each moment lasts (ms). */
  momentsMs: {
    answerClosed: 2500,
    answerJudged: 5000,
    waitingForRoundResult: 2000,
    roundResult: 4000,
    /** Each customer's order replayed beside the real one, at the end. */
    replayPerCustomer: 5000,
  },
};

export type Gm110Params = typeof GM110_PARAMETERS;
