import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';

export const SPIN_DEG_PER_S = 540;

/** The wheel angle (clockwise degrees) that puts segment `i` of `n` under the pointer at the top. */
export function landingAngle(i: number, n: number): number {
  const s = 360 / n;
  return (((-(i + 0.5) * s) % 360) + 360) % 360;
}

/** The first angle at least `minTurn` degrees past `from` that is congruent to `landing`. */
export function stopTarget(from: number, landing: number, minTurn: number): number {
  const base = from + minTurn;
  const k = Math.ceil((base - landing) / 360);
  return landing + k * 360;
}

/**
 * Spins a wheel outside React (STYLE.md #8): a requestAnimationFrame loop writes the transform.
 * While `land` is null it spins at a steady speed; once it is a segment index, it eases out onto
 * it (cubic, starting at the spin speed). `onTick` fires as each segment passes the pointer.
 */
export function useWheelSpin(el: RefObject<HTMLElement | null>, n: number, land: number | null, spinning: boolean, onTick: () => void, onStop: () => void) {
  const st = useRef({ angle: 0, from: 0, to: 0, t0: 0, dur: 0, mode: 'idle' as 'idle' | 'spin' | 'ease' | 'done', seg: -1 });
  const cb = useRef({ onTick, onStop });
  cb.current = { onTick, onStop };

  useEffect(() => {
    const s = st.current;
    if (land !== null && n > 0) {
      if (s.mode === 'spin') {
        // Ease out from the spin speed: for 1-(1-x)^3 the start speed is 3·distance/duration.
        s.from = s.angle;
        s.to = stopTarget(s.angle, landingAngle(land, n), 720);
        s.dur = (3 * (s.to - s.from)) / SPIN_DEG_PER_S;
        s.t0 = performance.now();
        s.mode = 'ease';
      } else if (s.mode !== 'ease') {
        // A reload after the stop: show the result at once.
        s.angle = landingAngle(land, n);
        s.mode = 'done';
      }
    } else if (spinning) {
      s.mode = 'spin';
    }
    let raf = 0;
    let last = performance.now();
    const frame = (now: number) => {
      const dt = (now - last) / 1000;
      last = now;
      if (s.mode === 'spin') s.angle += SPIN_DEG_PER_S * dt;
      else if (s.mode === 'ease') {
        const x = Math.min(1, (now - s.t0) / 1000 / s.dur);
        s.angle = s.from + (s.to - s.from) * (1 - Math.pow(1 - x, 3));
        if (x >= 1) {
          s.mode = 'done';
          cb.current.onStop();
        }
      }
      if (el.current) el.current.style.transform = `rotate(${s.angle}deg)`;
      const seg = Math.floor((((360 - (s.angle % 360)) % 360) / 360) * n);
      if (seg !== s.seg) {
        if (s.seg >= 0 && (s.mode === 'spin' || s.mode === 'ease')) cb.current.onTick();
        s.seg = seg;
      }
      if (s.mode === 'spin' || s.mode === 'ease') raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(raf);
  }, [el, n, land, spinning]);
}
