/**
 * Rotations as 3×3 matrices (row-major arrays of 9). `R` maps device axes to world axes:
 * v_world = R · v_device. World: x east, y north (the way the player faces), z up.
 */
export type Mat3 = readonly number[];
export type Vec3 = readonly [number, number, number];

export const IDENTITY: Mat3 = [1, 0, 0, 0, 1, 0, 0, 0, 1];

export function mul(a: Mat3, b: Mat3): Mat3 {
  const o: number[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      let sum = 0;
      for (let k = 0; k < 3; k++) sum += a[r * 3 + k]! * b[k * 3 + c]!;
      o.push(sum);
    }
  }
  return o;
}

export function transpose(a: Mat3): Mat3 {
  return [a[0]!, a[3]!, a[6]!, a[1]!, a[4]!, a[7]!, a[2]!, a[5]!, a[8]!];
}

export function apply(a: Mat3, v: Vec3): Vec3 {
  return [a[0]! * v[0] + a[1]! * v[1] + a[2]! * v[2], a[3]! * v[0] + a[4]! * v[1] + a[5]! * v[2], a[6]! * v[0] + a[7]! * v[1] + a[8]! * v[2]];
}

/** Rotation by `deg` about a unit axis (Rodrigues). */
export function axisAngle(axis: Vec3, deg: number): Mat3 {
  const th = (deg * Math.PI) / 180;
  const [x, y, z] = axis;
  const c = Math.cos(th);
  const s = Math.sin(th);
  const C = 1 - c;
  return [
    c + x * x * C,
    x * y * C - z * s,
    x * z * C + y * s,
    y * x * C + z * s,
    c + y * y * C,
    y * z * C - x * s,
    z * x * C - y * s,
    z * y * C + x * s,
    c + z * z * C,
  ];
}

export const X: Vec3 = [1, 0, 0];
export const Y: Vec3 = [0, 1, 0];
export const Z: Vec3 = [0, 0, 1];

/**
 * A phone held upright in portrait at the chest, screen toward the player who faces +y: device y
 * points up, device z (out of the screen) toward the player (−y), device x to the player's right.
 * `tiltBackDeg` leans the top away from the player (as when looking down at the screen),
 * `rollDeg` turns it in the screen plane.
 */
export function heldUpright(tiltBackDeg: number, rollDeg: number): Mat3 {
  const upright: Mat3 = [1, 0, 0, 0, 0, -1, 0, 1, 0];
  return mul(upright, mul(axisAngle(X, -tiltBackDeg), axisAngle(Z, rollDeg)));
}

/** A phone lying flat, screen up (device z = world up), turned `headingDeg` about the vertical. */
export function lyingFaceUp(headingDeg: number): Mat3 {
  return axisAngle(Z, headingDeg);
}
