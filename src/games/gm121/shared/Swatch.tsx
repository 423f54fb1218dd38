import { css } from '@linaria/core';
import type { Rgb } from '../../../../workers/media/ciede2000.shared';

const swatch = css`
  display: inline-block;
  border-radius: 22%;
  border: 0.35em solid rgba(255, 255, 255, 0.9);
  box-shadow:
    0 0.4em 1.2em rgba(0, 0, 0, 0.45),
    inset 0 -0.6em 0 rgba(0, 0, 0, 0.15);
`;

export const cssRgb = (c: Readonly<Rgb>) => `rgb(${c[0]}, ${c[1]}, ${c[2]})`;

/** A paint-chip swatch of a colour (original CSS art). */
export function Swatch({ rgb, size, testId }: { rgb: Readonly<Rgb>; size: string; testId?: string }) {
  return <span className={swatch} style={{ width: size, height: size, background: cssRgb(rgb) }} data-testid={testId} data-rgb={rgb.join(',')} />;
}

/** A per-team histogram of scores: bars by bin. */
export function Histogram({ bins, colour, height, testId }: { bins: readonly number[]; colour: string; height: string; testId?: string }) {
  const max = Math.max(1, ...bins);
  return (
    <span style={{ display: 'flex', alignItems: 'flex-end', gap: '4%', height }} data-testid={testId} data-bins={bins.join(',')}>
      {bins.map((n, i) => (
        <span
          key={i}
          style={{ flex: 1, height: `${Math.max(4, (n / max) * 100)}%`, background: colour, opacity: n ? 1 : 0.25, borderRadius: '0.3em 0.3em 0 0' }}
        />
      ))}
    </span>
  );
}
