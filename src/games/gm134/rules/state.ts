import { stepsOf } from './judge';
import type { Cook, Gm134State, Round, Step } from './types';

export function currentRound(s: Gm134State): Round | undefined {
  return s.rounds[s.rounds.length - 1];
}

/** The tutorial: no dish served yet. */
export const inTutorial = (s: Gm134State) => s.rounds.length === 0;

/** The step the tutorial practises: the first dish's first. */
export function practiceStep(s: Gm134State): Step {
  return stepsOf(s.menu[0]!, s.stove)[0]!;
}

/** The index of the next step a cook owes in a round (its steps' length when all are done). */
export function nextStep(c: Cook, r: Round): number {
  const marks = c.marks[r.index] ?? [];
  const k = marks.findIndex((m) => m === null);
  return k < 0 ? r.steps.length : k;
}
