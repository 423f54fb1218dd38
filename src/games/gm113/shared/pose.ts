import type { Pattern } from '../rules/types';

export type Pt = { x: number; y: number };

/** The part of the figure's plane every pattern's reach fits in (the arc's phone at the top and sides). */
export const FIGURE_VIEWBOX = '12 30 146 138';

/** The figure's arm and phone for a pattern at swing position `s` (−1 … 1), in the figure's coordinates (FIGURE_VIEWBOX). */
export function armPose(pattern: Pattern, s: number): { shoulder: Pt; elbow: Pt; hand: Pt; phoneDeg: number } {
  const rad = (d: number) => (d * Math.PI) / 180;
  if (pattern === 'arc') {
    // The straight arm sweeps over the head, shoulder to shoulder.
    const shoulder = { x: 80, y: 104 };
    const a = rad(70 * s);
    const elbow = { x: shoulder.x + 28 * Math.sin(a), y: shoulder.y - 28 * Math.cos(a) };
    const hand = { x: shoulder.x + 56 * Math.sin(a), y: shoulder.y - 56 * Math.cos(a) };
    return { shoulder, elbow, hand, phoneDeg: 70 * s };
  }
  if (pattern === 'side') {
    // The forearm wipes from side to side about the elbow, the phone upright at its end.
    const shoulder = { x: 92, y: 106 };
    const elbow = { x: 112, y: 120 };
    const a = rad(45 * s);
    const hand = { x: elbow.x + 38 * Math.sin(a), y: elbow.y - 38 * Math.cos(a) };
    return { shoulder, elbow, hand, phoneDeg: 45 * s };
  }
  // Pumps: the forearm pumps up and down about the elbow.
  const shoulder = { x: 92, y: 106 };
  const elbow = { x: 110, y: 122 };
  const a = rad(-55 + 40 * s);
  const hand = { x: elbow.x + 34 * Math.cos(a), y: elbow.y + 34 * Math.sin(a) };
  return { shoulder, elbow, hand, phoneDeg: 20 * s };
}

/** The dashed guide of a pattern's path: an SVG path in the same viewBox. */
export function guidePath(pattern: Pattern): string {
  const arc = (cx: number, cy: number, r: number, from: number, to: number) => {
    const p = (d: number) => `${(cx + r * Math.sin((d * Math.PI) / 180)).toFixed(1)} ${(cy - r * Math.cos((d * Math.PI) / 180)).toFixed(1)}`;
    return `M${p(from)} A${r} ${r} 0 0 1 ${p(to)}`;
  };
  if (pattern === 'arc') return arc(80, 104, 56, -70, 70);
  if (pattern === 'side') return arc(112, 120, 38, -45, 45);
  const from = -95;
  const to = -15;
  const p = (d: number) => `${(110 + 34 * Math.cos((d * Math.PI) / 180)).toFixed(1)} ${(122 + 34 * Math.sin((d * Math.PI) / 180)).toFixed(1)}`;
  return `M${p(from)} A34 34 0 0 1 ${p(to)}`;
}
