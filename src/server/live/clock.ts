/**
 * The clock the rules run on: when inputs happen, when deadlines (a game's next moment, a vote's
 * end) fall due. Real time in production; server tests move a hand-driven one instead of
 * sleeping, so they stay fast however many games there are. Transport timers (view flushes,
 * leases) stay on real time.
 */
export interface RulesClock {
  now(): number;
  /** Runs `fn` after `ms`; the returned function cancels it. */
  setTimer(fn: () => void, ms: number): () => void;
}

export const systemClock: RulesClock = {
  now: () => Date.now(),
  setTimer(fn, ms) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};
