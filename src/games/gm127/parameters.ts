/**
 * Auction's defaults, which an operator's config (`games.gm127`) overrides. SPEC.md §9 names no
 * threshold for gm127; GAMES.md gives the numbers ("1,000 coins", "five of the ten exhibits",
 * "12 s with a soft close (a bid in the last 3 s adds 3 s, up to 20 s)", "+10 / +50 / +100",
 * "appraisals won + remaining coins ÷ 2"); the rest is our tuning.
 */
export const GM127_PARAMETERS = {
  /** Exhibits put up for auction in a game (1–10, drawn from the ten). */
  lots: 5,
  /** Coins in each team's shared wallet at the start. */
  wallet: 1000,
  /** The three raise buttons: each adds this much on top of the current price. */
  raises: { small: 10, medium: 50, large: 100 },
  /** How long bidding on an exhibit lasts (ms) before the soft close moves it. */
  biddingMs: 12_000,
  /**
   * Soft close: a bid with less than `windowMs` left pushes the close to `extendMs` after it (the
   * "going once, going twice" starts over), but never past `maxMs` after bidding opened.
   */
  softClose: { windowMs: 3000, extendMs: 3000, maxMs: 20_000 },
  /** A team's value: the appraisals of what it won + the coins it kept ÷ this. */
  coinsDivisor: 2,
  /** Worthless fakes among the lots in the forgery variant (mode T1). */
  forgeries: 1,
  /** Practice raises a player makes while the exhibits arrive before it counts as done. */
  practiceRaises: 1,
  /** Bids the chat log keeps per exhibit (the newest); the auctioneer's lines are all kept. */
  chatBidsKept: 30,
  /** How long each status lasts (ms). */
  momentsMs: {
    /** Today's exhibits parade in, one after another. */
    exhibits: 7000,
    /** How bidding and the score work. */
    guide: 7000,
    /** Each team's wallet is filled. */
    budget: 3500,
    /** The next exhibit and its hint, before bidding opens. */
    roundStarted: 4000,
    /** The hammer falls: sold, or no bids. */
    biddingFinished: 2500,
    /** Who bought what so far, and the wallets. */
    roundResult: 3500,
    /** The appraiser reveals each exhibit's value, one after another. */
    appraisalPerLot: 2000,
    /** The team values, before the game's result. */
    appraisalTotal: 5000,
  },
};

export type Gm127Params = typeof GM127_PARAMETERS;
