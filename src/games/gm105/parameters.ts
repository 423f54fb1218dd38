/**
 * Speed quiz's tuning, as the defaults an operator's config overrides (`games.gm105`). SPEC.md §9
 * names no threshold for this game: everything here is ours (GAMES.md: "very easy two-choice
 * questions … one tap locks; speed matters. Team score per question: correct share plus a small
 * speed bonus; 7 questions. Edit mode: … limits per player and per room"). Every leaf is a number.
 */
export const GM105_PARAMETERS = {
  /** Questions asked in a game (players' own first in the draw, the built-in bank fills the rest). */
  questions: 7,
  edit: {
    /** Questions one player may register (SP04-001 past it). */
    maxPerPlayer: 2,
    /** Questions the whole room may register (SP04-001 past it); at most `questions` are ever asked. */
    maxPerRoom: 4,
    /** How long the edit mode lasts (ms); it ends sooner once everyone has pressed "done". */
    editMs: 60_000,
  },
  /** How long the answer buttons are live (ms, on the phone's synced clock). */
  answerMs: 7000,
  /** An answer tapped inside the window may arrive this long after it closed (ms): the network. */
  latencyMs: 800,
  /** Points for a correct answer, plus up to `speedBonus` for an instant one (falling to 0 at the window's end). */
  correctPoints: 100,
  speedBonus: 20,
  /** Share of questions shown as "is it this one?" (✓/✗, ○/×) rather than as A or B. */
  markShare: 0.5,
  /** How long each moment lasts (ms). */
  momentsMs: {
    editFinished: 3000,
    roundStarted: 2000,
    questionChanged: 2500,
    answerClosed: 3000,
    roundResult: 3000,
    waitingForTotalResult: 2500,
    totalResult: 6000,
  },
};

export type Gm105Params = typeof GM105_PARAMETERS;
