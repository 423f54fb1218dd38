/**
 * Movement profiles. Human point-to-point movements follow the minimum-jerk profile closely
 * (Flash & Hogan 1985): smooth start and stop, peak speed 1.875× the mean at mid-movement.
 */

/** Minimum-jerk fraction of the distance covered at τ ∈ [0, 1]. */
export function minJerk(tau: number): number {
  const u = Math.min(1, Math.max(0, tau));
  return u * u * u * (10 - 15 * u + 6 * u * u);
}

/** Its second derivative with respect to τ (multiply by distance / duration² for an acceleration). */
export function minJerkAccel(tau: number): number {
  if (tau <= 0 || tau >= 1) return 0;
  return 60 * tau - 180 * tau * tau + 120 * tau * tau * tau;
}
