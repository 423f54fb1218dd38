import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { epochNow } from '../../../../workers/clock/frames.shared';
import { serverToLocalTime } from '../../../engine/clock';
import { colors, fonts, vw } from '../../../ui/tokens';

const ring = css`
  --p: 1;
  position: relative;
  width: ${vw(20)};
  height: ${vw(20)};
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: conic-gradient(${colors.accent} calc(var(--p) * 360deg), rgba(255, 255, 255, 0.12) 0);
  &::before {
    content: '';
    position: absolute;
    inset: ${vw(1.6)};
    border-radius: 50%;
    background: ${colors.bg};
  }
  &[data-urgent='true'] {
    background: conic-gradient(${colors.danger} calc(var(--p) * 360deg), rgba(255, 255, 255, 0.12) 0);
    animation: cd-pulse 0.5s ease-in-out infinite alternate;
  }
  @keyframes cd-pulse {
    to {
      transform: scale(1.06);
    }
  }
`;
const num = css`
  position: relative;
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(8)};
  font-variant-numeric: tabular-nums;
`;

/**
 * Seconds left to a server deadline (server epoch ms), converted with the clock worker's offset.
 * Drawn by a timer that writes the DOM directly: no re-render per tick.
 */
export function Countdown({ deadline, totalMs }: { deadline: number; totalMs: number }) {
  const ringRef = useRef<HTMLDivElement>(null);
  const numRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, serverToLocalTime(deadline) - epochNow());
      ringRef.current?.style.setProperty('--p', String(Math.min(1, left / totalMs)));
      if (ringRef.current) ringRef.current.dataset.urgent = String(left > 0 && left <= 5000);
      if (numRef.current) numRef.current.textContent = String(Math.ceil(left / 1000));
    };
    tick();
    const timer = setInterval(tick, 200);
    return () => clearInterval(timer);
  }, [deadline, totalMs]);
  return (
    <div ref={ringRef} className={ring} role="timer" data-testid="countdown">
      <span ref={numRef} className={num} />
    </div>
  );
}
