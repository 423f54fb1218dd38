/**
 * Colour hunt's tuning (GAMES.md 121; SPEC.md §9 names no threshold of its own: the photo size limit
 * is the server's `photoSizeLimit`), as the defaults an operator's config overrides (`games.gm121`).
 * Every leaf is a number.
 */
export const GM121_PARAMETERS = {
  /** Rounds of play, each a colour drawn by the game's dice (at most the palette's size). */
  rounds: 3,
  /** How long each moment lasts (ms): the swatch on the TV, the hunt, the round's mosaic, the standings. */
  momentsMs: { roundColor: 5000, roundPhotoShooting: 25000, roundResult: 7000, roundFinished: 4000 },
  /** A shot taken as the hunt closes still counts when it reaches the server this long after (ms): analysing and sending take a moment. */
  shotGraceMs: 1500,
  /** ΔE00 at or under `perfectDeltaE` scores 100, at or over `zeroDeltaE` 0, linear between. */
  score: { perfectDeltaE: 3, zeroDeltaE: 45 },
  /** The centre crop whose median colour is judged, as a share of the photo's shorter side. */
  centre: 0.3,
  /** Bins of the per-team score histogram (0–100). */
  histogramBins: 10,
  /** Shots a player may send in one round (retakes; the last counts). */
  maxShotsPerRound: 30,
  /** Side of the square photo sent (px); the media worker steps it down to fit the photo size limit. */
  photoSide: 320,
};

export type Gm121Params = typeof GM121_PARAMETERS;
