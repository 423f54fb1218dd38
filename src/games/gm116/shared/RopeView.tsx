import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { serverToLocalTime } from '../../../engine/clock';
import { FRAME_MS } from '../../../protocol/parameters';
import { colors, vw } from '../../../ui/tokens';
import type { RopeView as Rope } from '../rules/views';

const box = css`
  position: relative;
  width: 100%;
  height: var(--rope-height, ${vw(58)});
  overflow: hidden;
  border-radius: ${vw(6)};
  background: radial-gradient(circle at 50% 120%, #3b2f6e, ${colors.bgDeep});
  canvas {
    width: 100%;
    height: 100%;
    display: block;
  }
`;
const cue = css`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${vw(4)};
  text-align: center;
  font-weight: 900;
  font-size: ${vw(9)};
  color: ${colors.accent};
  opacity: var(--cue, 0);
  transform: scale(calc(0.8 + var(--cue, 0) * 0.3));
  text-shadow: 0 ${vw(0.8)} 0 rgba(0, 0, 0, 0.5);
`;

/**
 * The rope turning in time with the server's passes, drawn on a canvas every animation frame:
 * no React render per frame (STYLE.md #8). At each pass the rope is at the bottom.
 */
export function RopeView({ rope, color, label, className }: { rope: Rope; color: string; label: string; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const cueRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    // Pass times on this phone's clock, computed once per rope.
    const times = rope.passes.map((f) => serverToLocalTime(rope.frameBase + f * FRAME_MS) - performance.timeOrigin);
    const period0 = times.length > 1 ? times[1]! - times[0]! : 1000;
    let raf = 0;
    let cueShown = '';
    const draw = () => {
      const dpr = Math.min(2, devicePixelRatio || 1);
      const w = el.clientWidth * dpr;
      const h = el.clientHeight * dpr;
      if (el.width !== w || el.height !== h) {
        el.width = w;
        el.height = h;
      }
      const now = performance.now();
      let k = times.findIndex((t) => t > now);
      if (k < 0) k = times.length;
      const prev = k > 0 ? times[k - 1]! : times[0]! - period0;
      const next = k < times.length ? times[k]! : prev + period0;
      const p = Math.min(1, Math.max(0, (now - prev) / (next - prev)));
      // The rope's lowest point: at the bottom at a pass (p = 0 or 1), over the top half-way.
      const depth = Math.cos(p * 2 * Math.PI);
      ctx.clearRect(0, 0, w, h);
      const front = depth > 0;
      const y = h * 0.5 + depth * h * 0.36;
      ctx.lineWidth = (front ? 9 : 5) * dpr;
      ctx.lineCap = 'round';
      ctx.strokeStyle = front ? color : 'rgba(255,255,255,0.35)';
      ctx.beginPath();
      ctx.moveTo(w * 0.04, h * 0.5);
      ctx.quadraticCurveTo(w * 0.5, y * 2 - h * 0.5, w * 0.96, h * 0.5);
      ctx.stroke();
      // Hands holding the rope.
      ctx.fillStyle = '#fff';
      for (const x of [w * 0.04, w * 0.96]) {
        ctx.beginPath();
        ctx.arc(x, h * 0.5, 7 * dpr, 0, Math.PI * 2);
        ctx.fill();
      }
      const toPass = next - now;
      // Touched only when it changes: a style write each frame would restyle the cue every frame.
      const cueNow = toPass < 300 && toPass > -50 && k < times.length ? (1 - toPass / 300).toFixed(2) : '0';
      if (cueNow !== cueShown) cueRef.current?.style.setProperty('--cue', (cueShown = cueNow));
      raf = requestAnimationFrame(draw);
    };
    raf = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(raf);
  }, [rope.frameBase, rope.passes, color]);
  return (
    <div className={className ? `${box} ${className}` : box} data-testid="rope">
      <canvas ref={canvas} />
      <div ref={cueRef} className={cue} aria-hidden="true">
        {label}
      </div>
    </div>
  );
}
