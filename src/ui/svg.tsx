import type { SVGProps } from 'react';

export type P = SVGProps<SVGSVGElement>;
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The frame of every line icon (src/ui/icons.tsx): a 24-unit square drawn with the current colour. */
export function Svg({ children, ...p }: P) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...stroke} {...p}>
      {children}
    </svg>
  );
}
