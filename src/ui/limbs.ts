import { css } from '@linaria/core';

/**
 * Stick figures that move every frame, as HTML parts moved by transforms (gm113's swinger, gm130's
 * squatter). A part is its own compositor layer: moving it restyles that one element, with no
 * layout and no repaint, where the same figure as an SVG whose attributes change is laid out,
 * repainted and committed whole every frame (npm run bench:games: at a low-end phone's speed that
 * dropped 7–9 frames a second and made long tasks).
 *
 * The figure is drawn on a stage of `width × height` units (the SVG viewBox it replaces), one unit
 * one CSS pixel, scaled to its box: `fitStage` keeps the scale as the box resizes.
 */
export type Pt = { x: number; y: number };

export const stage = css`
  position: absolute;
  left: 0;
  top: 0;
  transform-origin: 0 0;
  & > * {
    position: absolute;
    left: 0;
    top: 0;
  }
`;

export const part = css`
  will-change: transform;
`;

/** A bar `thick` units thick with round ends (an SVG line with round caps), `length` long between its ends. */
export function barStyle(length: number, thick: number, color: string): Record<string, string> {
  return {
    width: `${length + thick}px`,
    height: `${thick}px`,
    borderRadius: `${thick / 2}px`,
    background: color,
    transformOrigin: `${thick / 2}px ${thick / 2}px`,
  };
}

const written = new WeakMap<HTMLElement, string>();

/** Sets a part's transform, only when it changed (a figure at rest then costs nothing). */
export function move(el: HTMLElement | null, transform: string): void {
  if (!el || written.get(el) === transform) return;
  written.set(el, transform);
  el.style.transform = transform;
}

/** The transform putting a bar made by `barStyle` from `a` to `b`. */
export function barTransform(a: Pt, b: Pt, thick: number): string {
  const deg = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  return `translate(${(a.x - thick / 2).toFixed(1)}px, ${(a.y - thick / 2).toFixed(1)}px) rotate(${deg.toFixed(1)}deg)`;
}

/** Moves a bar made by `barStyle` so it runs from `a` to `b`. */
export function placeBar(el: HTMLElement | null, a: Pt, b: Pt, thick: number): void {
  move(el, barTransform(a, b, thick));
}

/**
 * The transform putting an element whose origin (its `origin` units from its top left, its
 * transform-origin too) at `p`, turned by `deg`. Always with a rotation, so that frames of one
 * motion interpolate function by function.
 */
export function atTransform(p: Pt, origin: Pt, deg = 0): string {
  return `translate(${(p.x - origin.x).toFixed(1)}px, ${(p.y - origin.y).toFixed(1)}px) rotate(${deg.toFixed(1)}deg)`;
}

/** Moves an element whose origin (its `origin` units from its top left) should sit at `p`, turned by `deg`. */
export function placeAt(el: HTMLElement | null, p: Pt, origin: Pt, deg = 0): void {
  move(el, atTransform(p, origin, deg));
}

/**
 * Plays `frames` (one cycle, evenly spaced unless they say their offsets) on the compositor,
 * `duration` ms a cycle, `iterations` times from `startAt` (ms on `performance.now()`'s clock, which
 * is the document timeline's); before it the first frame holds, after it the last. Null when there
 * is no element.
 */
export function loop(el: HTMLElement | null, frames: Keyframe[], o: { duration: number; iterations: number; startAt: number }): Animation | null {
  if (!el) return null;
  const a = el.animate(frames, { duration: o.duration, iterations: o.iterations, easing: 'linear', fill: 'both' });
  a.startTime = o.startAt;
  return a;
}

/**
 * Scales the stage (`width` units wide, drawn from `x0`, `y0`) to the width of its box whenever the
 * box resizes; the box keeps the stage's aspect ratio in its CSS. Returns the disconnect.
 */
export function fitStage(box: HTMLElement, stageEl: HTMLElement, width: number, x0 = 0, y0 = 0): () => void {
  const fit = () => {
    const s = box.clientWidth / width;
    stageEl.style.transform = `scale(${s}) translate(${-x0}px, ${-y0}px)`;
  };
  // No first measure here: read during a render's commit it would force a layout inside that task.
  // The observer's first call comes after the frame's layout and before its paint.
  const observer = new ResizeObserver(fit);
  observer.observe(box);
  return () => observer.disconnect();
}
