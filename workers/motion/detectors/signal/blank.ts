/**
 * A reading of exactly (0, 0, 0) is no reading: Android logs one before the sensor starts, and a
 * browser without an accelerometer gives nulls that a worker may turn into zeros. A real free fall
 * never reads exactly zero on all three axes.
 */
export function isBlank(s: { ax: number; ay: number; az: number }): boolean {
  return s.ax === 0 && s.ay === 0 && s.az === 0;
}
