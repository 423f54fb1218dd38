/** Seconds with one decimal, from ms: "1.2". */
export function seconds(ms: number): string {
  return (Math.max(0, ms) / 1000).toFixed(1);
}
