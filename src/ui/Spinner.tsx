import { css, cx } from '@linaria/core';
import { colors, vw } from './tokens';

const ring = css`
  display: inline-block;
  width: ${vw(12)};
  height: ${vw(12)};
  border-radius: 50%;
  border: ${vw(1.6)} solid rgba(255, 255, 255, 0.18);
  border-top-color: ${colors.accent};
  border-right-color: ${colors.right};
  animation: ui-spin 0.8s linear infinite;
  @keyframes ui-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return <span className={cx(ring, className)} role={label ? 'status' : undefined} aria-label={label} />;
}
