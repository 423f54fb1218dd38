/**
 * Vibration feedback where the platform has it (Android Chrome; iOS Safari has none). Browsers
 * ignore vibrate() before the first user gesture, so it is not even tried until then.
 */
export function vibrate(pattern: number | readonly number[]): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (activation && !activation.hasBeenActive) return false;
  try {
    return navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
  } catch {
    return false;
  }
}

/** Named patterns, so screens agree on what each buzz means. */
export const buzz = {
  tap: 12,
  /** The phone matters again (after looking at the big screen). */
  attention: [180, 90, 180],
  success: [30, 40, 60],
  error: [90, 60, 90],
  throw: 25,
  /** A jump the phone just detected (gm116). */
  hop: 18,
} as const;
