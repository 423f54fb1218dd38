/** Jump rope's thresholds (SPEC.md §9) and our own tuning, as the defaults an operator's config overrides. */
export const GM116_PARAMETERS = {
  jumpExceptThreshold: 0.1,
  inAirThreshold: 0.6,
  minJumpingFrame: 2.4,
  stepNumToSendHearBeat: 5,
  badGradeThresholds: { S: 0, A: 0.03, B: 0.2, C: 0.4 },
  goodGradeThresholds: { S: 0.05, A: 0.2, B: 0.5, C: 0.7 },
  gradeValues: { S: 5, A: 4, B: 3, C: 2, D: 1 },
  // Ours, not SPEC.md's: the rope and the turns, for playtesting (GAMES.md: "The rope speeds up
  // every 10 jumps; 2 turns per team").
  rope: { firstPeriodFrames: 60, speedUpEvery: 10, speedUp: 0.88, minPeriodFrames: 33, leadInFrames: 90, maxPasses: 40 },
  turnsPerTeam: 2,
  practiceHops: 3,
  momentsMs: { decidingTurn: 3000, waitingForJumping: 3000, turnResult: 4000 },
};

export type Gm116Params = typeof GM116_PARAMETERS;
