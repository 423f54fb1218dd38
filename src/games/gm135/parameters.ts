/**
 * Bingo's defaults, which an operator's config (`games.gm135`) overrides. SPEC.md §9 gives the card
 * (5×5, centre free), the number ranges (1–50; 1–75 in MD; 1–60 in T3, one team even and the other
 * odd), the reach at 4 opened in a line and the 2000 ms flash; GAMES.md the soundboard and "first
 * team to N bingos"; the rest is our tuning.
 */
export const GM135_PARAMETERS = {
  /** The highest number on cards and in the draw, per mode (numbers run from 1). */
  ranges: { T0: 50, MD: 75, T3: 60 },
  /** Opened cells in one line that make a reach (SPEC.md §9). */
  reachAt: 4,
  /** How long a called cell flashes (ms), converted to frames for the phone. */
  flashMs: 2000,
  /** Frames per second the flash is counted in. */
  fps: 60,
  /** New cards a player may ask for before fixing one. */
  maxReshuffles: 2,
  /** Draws at most; the game ends after the last one. */
  maxDraws: 24,
  /**
   * "First team to N bingos": a team wins once this share of its members have bingo (N is at least
   * 1), which counts per head, so a big team does not win by size.
   */
  winShare: 0.5,
  /** The soundboard's limits per player (the TV mixes whatever passes). */
  sound: {
    /** Two presses of one phone are at least this far apart (ms). */
    minGapMs: 250,
    /** At most `perWindow` presses of one phone within `windowMs`. */
    windowMs: 3000,
    perWindow: 6,
    /** Presses the board keeps (the newest) for the TV to play. */
    logKept: 60,
  },
  /** How long each moment lasts (ms). */
  momentsMs: {
    /** "Bingo starts!": cards are in, the first draw comes. */
    bingoStarted: 3000,
    /** The roulette spins before it stops on the number. */
    rouletteStarted: 1800,
    /** The number is called: time to open it before the next spin. */
    rouletteStopped: 3200,
    /** Who got bingo on this draw, with a fanfare. */
    bingo: 4000,
    /** A winner's prize box shows this long once opened before the soundboard. */
    prizeShow: 3000,
    /** At the end: the winners open their prize boxes. */
    prizeBox: 6000,
    /** At the end: every prize on show. */
    prizeBoxOpened: 4000,
    /** At the end: everyone plays the soundboard once more. */
    playingSound: 6000,
  },
};

export type Gm135Params = typeof GM135_PARAMETERS;
