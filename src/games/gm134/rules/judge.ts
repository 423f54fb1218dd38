import type { Gm134Params } from '../parameters';
import type { Dish, DishStep, Round, Step, Stove, Zone } from './types';

/** The one-step dishes, in the menu's default order; pasta (two steps) always closes the meal. */
export const ONE_STEP_DISHES = ['steak', 'cupNoodle', 'paella'] as const satisfies readonly Dish[];
export const FINALE: Dish = 'pasta';

/**
 * What each dish asks for. Steak: turn it over (the phone, lying face up, is the steak). Cup noodle:
 * peel the lid (the phone, lying face up, tips up like a lid). Paella: stop the fire (tap the knob on
 * a gas flame; flip the switch of a hot plate). Pasta, the two-step dish: the spaghetti out first
 * (`takeOutA`), the penne later (`takeOutB`): the phone, held, is pulled out quickly.
 */
export function stepsOf(dish: Dish, stove: Stove): Step[] {
  switch (dish) {
    case 'steak':
      return ['turnOver'];
    case 'cupNoodle':
      return ['openLid'];
    case 'paella':
      return [stove === 'gas' ? 'stopFire' : 'switchOff'];
    case 'pasta':
      return ['takeOutA', 'takeOutB'];
  }
}

/** The dishes served, in order: the menu's one-step dishes (shuffled by the dice if asked), then pasta. */
export function drawMenu(p: Gm134Params, random: () => number): Dish[] {
  const served = ONE_STEP_DISHES.filter((d) => p.menu[d] > 0).sort((a, b) => p.menu[a] - p.menu[b]);
  if (p.shuffle) {
    for (let i = served.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [served[i], served[j]] = [served[j]!, served[i]!];
    }
  }
  return [...served, FINALE];
}

/** Whole seconds (ms) drawn between `min` and `max`, both included. */
function wholeSeconds(range: { min: number; max: number }, random: () => number): number {
  const lo = Math.ceil(range.min / 1000);
  const hi = Math.max(lo, Math.floor(range.max / 1000));
  return (lo + Math.floor(random() * (hi - lo + 1))) * 1000;
}

/** A dish's steps with their targets: the first drawn from `targetMs`, a second `secondStepMs` after it. */
export function drawTargets(dish: Dish, stove: Stove, p: Gm134Params, random: () => number): DishStep[] {
  const out: DishStep[] = [];
  for (const step of stepsOf(dish, stove)) {
    const prev = out[out.length - 1];
    const target = prev ? prev.target + wholeSeconds(p.secondStepMs, random) : wholeSeconds(p.targetMs, random);
    out.push({ step, target });
  }
  return out;
}

/** The last moment (ms from the timer's start) a step still counts: the last target plus `lateLimitMs`. */
export function timerEnd(r: Pick<Round, 'steps'>, p: Gm134Params): number {
  return r.steps[r.steps.length - 1]!.target + p.lateLimitMs;
}

/** A step's signed error (ms, negative = early), from when it was done (ms from the timer's start). */
export function errorOf(mark: number | null, target: number): number | null {
  return mark === null ? null : mark - target;
}

/** The error a step counts for in the score: its size, at most `maxErrorMs`; a step never done counts that. */
export function counted(error: number | null, p: Gm134Params): number {
  return error === null ? p.maxErrorMs : Math.min(Math.abs(error), p.maxErrorMs);
}

/** Where an error falls on the timeline: perfect, just right, raw (too soon), burnt (too late), never done. */
export function zoneOf(error: number | null, p: Gm134Params): Zone {
  if (error === null) return 'never';
  const size = Math.abs(error);
  if (size <= p.perfectMs) return 'perfect';
  if (size <= p.okMs) return 'good';
  return error < 0 ? 'raw' : 'burnt';
}
