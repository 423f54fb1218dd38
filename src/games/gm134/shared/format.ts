/** A signed error in seconds with one decimal, as players read it: "+1.2", "−0.4", "0.0". */
export function signedSeconds(ms: number): string {
  const s = Math.round(ms / 100) / 10;
  if (s === 0) return '0.0';
  return `${s > 0 ? '+' : '−'}${Math.abs(s).toFixed(1)}`;
}

/** A duration in seconds with one decimal ("1.2"); whole targets without it ("7"). */
export function seconds(ms: number): string {
  return ms % 1000 === 0 ? String(ms / 1000) : (Math.round(ms / 100) / 10).toFixed(1);
}
