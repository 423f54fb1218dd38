/** A point of the squatter figure, in its SVG's units (viewBox 0 0 120 140). */
export type Pt = { x: number; y: number };
export type Pose = { ankle: Pt; toe: Pt; knee: Pt; hip: Pt; shoulder: Pt; head: Pt; hand: Pt; lean: number };

const SHIN = 26;
const THIGH = 26;
const TORSO = 34;

/**
 * The figure seen from the side, phone at its chest, at squat depth `d` (0 standing, 1 the bottom):
 * the hips go back and down, the knees forward (two-link legs from a fixed ankle), the torso leans
 * in as a squatting body does.
 */
export function pose(d: number): Pose {
  const depth = Math.min(1, Math.max(0, d));
  const ankle = { x: 58, y: 128 };
  const hip = { x: 56 - 16 * depth, y: 79 + 27 * depth };
  const dx = hip.x - ankle.x;
  const dy = hip.y - ankle.y;
  const dist = Math.min(SHIN + THIGH - 0.01, Math.hypot(dx, dy));
  // Law of cosines for the knee, bent forward (toward +x).
  const along = (dist * dist + SHIN * SHIN - THIGH * THIGH) / (2 * dist);
  const off = Math.sqrt(Math.max(0, SHIN * SHIN - along * along));
  const ux = dx / dist;
  const uy = dy / dist;
  const a = { x: ankle.x + ux * along - uy * off, y: ankle.y + uy * along + ux * off };
  const b = { x: ankle.x + ux * along + uy * off, y: ankle.y + uy * along - ux * off };
  const knee = a.x > b.x ? a : b;
  const lean = ((6 + 34 * depth) * Math.PI) / 180;
  const up = { x: Math.sin(lean), y: -Math.cos(lean) };
  const shoulder = { x: hip.x + up.x * TORSO, y: hip.y + up.y * TORSO };
  const head = { x: shoulder.x + up.x * 13, y: shoulder.y + up.y * 13 };
  // Hands at the chest, a little in front of it: where the phone is held.
  const hand = { x: shoulder.x + up.x * -9 + 11 * Math.cos(lean), y: shoulder.y + up.y * -9 + 11 * Math.sin(lean) };
  return { ankle, toe: { x: ankle.x + 15, y: ankle.y + 1 }, knee, hip, shoulder, head, hand, lean };
}
