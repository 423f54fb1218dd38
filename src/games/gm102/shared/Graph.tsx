import { css } from '@linaria/core';

const svg = css`
  width: 100%;
  height: auto;
  overflow: visible;
`;

/**
 * A runner's race as a line (SPEC.md §3 `savedGraph`): progress over time, the line at the top,
 * a catch as a drop back to the start.
 */
export function Graph({ points, distance, color, label }: { points: readonly (readonly [number, number])[]; distance: number; color: string; label: string }) {
  const end = Math.max(1, ...points.map((p) => p[0]));
  const x = (t: number) => 4 + (t / end) * 192;
  const y = (p: number) => 76 - (Math.min(p, distance) / Math.max(1, distance)) * 68;
  // Progress holds between reports: a step line, as the runner moved.
  let d = `M ${x(0)} ${y(0)}`;
  let last = 0;
  for (const [t, p] of points) {
    d += ` L ${x(t)} ${y(last)} L ${x(t)} ${y(p)}`;
    last = p;
  }
  return (
    <svg className={svg} viewBox="0 0 200 80" role="img" aria-label={label} data-testid="saved-graph">
      <rect x="0" y="0" width="200" height="80" rx="8" fill="rgba(255,255,255,0.07)" />
      <line x1="4" x2="196" y1={y(distance)} y2={y(distance)} stroke="#fff" strokeDasharray="4 3" strokeWidth="1.2" opacity="0.7" />
      <path d={d} stroke={color} strokeWidth="3" fill="none" strokeLinejoin="round" />
      {points.length > 0 && <circle cx={x(points[points.length - 1]![0])} cy={y(last)} r="4" fill={color} />}
    </svg>
  );
}
