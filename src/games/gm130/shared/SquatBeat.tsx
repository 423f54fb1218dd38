import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { serverToLocalTime } from '../../../engine/clock';
import { colors, fonts } from '../../../ui/tokens';
import type { BeatView } from '../rules/views';
import { beatDepth, pose, type Pt } from './pose';

const box = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  svg {
    width: var(--beat-size, 40vw);
    height: auto;
    overflow: visible;
  }
`;
const cue = css`
  font-family: ${fonts.display};
  font-size: var(--cue-size, 9vw);
  line-height: 1;
  letter-spacing: 0.04em;
  color: ${colors.accent};
  text-shadow: 0 0.12em 0 rgba(0, 0, 0, 0.45);
  min-height: 1em;
  &[data-cue='up'] {
    color: ${colors.cyan};
  }
  &[data-cue='count'] {
    color: #fff;
  }
`;
const ring = css`
  transform-box: fill-box;
  transform-origin: center;
  transform: scale(calc(0.7 + var(--pulse, 0) * 0.5));
  opacity: calc(0.15 + var(--pulse, 0) * 0.85);
`;

/** Demo tempo (ms) when no half is running: the tutorial and the count-in show the move. */
const DEMO_INTERVAL = 2400;

type Props = {
  /** The half on screen (server times); null: a demo loop at an easy tempo. */
  half: BeatView | null;
  color: string;
  labels: { down: string; up: string };
  /** Shows the seconds of the count-in above the figure before the first beat. */
  countIn?: boolean;
  /** Hears each beat as it is passed (k from 0), and each second of the count-in (k < 0): the TV's sound. */
  onBeat?: (k: number) => void;
  className?: string;
};

const line = (el: SVGLineElement | null, a: Pt, b: Pt) => {
  if (!el) return;
  el.setAttribute('x1', a.x.toFixed(1));
  el.setAttribute('y1', a.y.toFixed(1));
  el.setAttribute('x2', b.x.toFixed(1));
  el.setAttribute('y2', b.y.toFixed(1));
};

/**
 * A squatting figure keeping the beat: at the bottom on every beat of the half, the cue saying DOWN
 * or UP, a ring pulsing at each bottom. Drawn every animation frame on this device's synced clock by
 * writing the SVG's attributes and a CSS variable: no React render per frame (STYLE.md #8).
 */
export function SquatBeat({ half, color, labels, countIn = false, onBeat, className }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const parts = useRef<Record<string, SVGElement | null>>({});
  const cueRef = useRef<HTMLDivElement>(null);
  const heard = useRef(onBeat);
  useEffect(() => {
    heard.current = onBeat;
  });
  const key = half ? `${half.index}:${half.firstBeat}:${half.interval}:${half.end}` : 'demo';
  useEffect(() => {
    const local = (serverMs: number) => serverToLocalTime(serverMs) - performance.timeOrigin;
    const firstBeat = half ? local(half.firstBeat) : 0;
    const end = half ? local(half.end) : Infinity;
    const interval = half?.interval ?? DEMO_INTERVAL;
    let raf = 0;
    let shownCue = '';
    let shownPulse = '';
    let lastK: number | null = null;
    let lastCount: number | null = null;
    let drawnAt = -Infinity;
    const draw = () => {
      const now = performance.now();
      // 30 drawings a second are plenty for a body moving once in two seconds, and half the work.
      if (now - drawnAt < 30) {
        raf = requestAnimationFrame(draw);
        return;
      }
      drawnAt = now;
      const b = beatDepth(now, firstBeat, interval, end);
      const p = pose(b.depth);
      const el = parts.current;
      line(el.shin as SVGLineElement, p.ankle, p.knee);
      line(el.thigh as SVGLineElement, p.knee, p.hip);
      line(el.torso as SVGLineElement, p.hip, p.shoulder);
      line(el.foot as SVGLineElement, p.ankle, p.toe);
      line(el.arm as SVGLineElement, p.shoulder, p.hand);
      el.head?.setAttribute('cx', p.head.x.toFixed(1));
      el.head?.setAttribute('cy', p.head.y.toFixed(1));
      el.phone?.setAttribute('transform', `translate(${p.hand.x.toFixed(1)} ${p.hand.y.toFixed(1)}) rotate(${((p.lean * 180) / Math.PI / 3).toFixed(1)})`);
      // The cue: the count-in's seconds, then DOWN while descending and UP while rising.
      const toFirst = firstBeat - now;
      const counting = half !== null && countIn && toFirst > interval / 2;
      const count = counting ? Math.ceil((toFirst - interval / 2) / 1000) : null;
      const cueNow = counting ? `count:${count}` : b.depth > 0.02 ? (b.rising ? 'up' : 'down') : '';
      if (cueNow !== shownCue && cueRef.current) {
        shownCue = cueNow;
        cueRef.current.dataset.cue = cueNow.split(':')[0] ?? '';
        cueRef.current.textContent = cueNow.startsWith('count:') ? String(count) : cueNow === 'up' ? labels.up : cueNow === 'down' ? labels.down : '';
      }
      const pulse = Math.max(0, (b.depth - 0.75) * 4).toFixed(2);
      if (pulse !== shownPulse) root.current?.style.setProperty('--pulse', (shownPulse = pulse));
      if (half) {
        if (count !== null && count !== lastCount && count > 0) heard.current?.(-count);
        lastCount = count;
        // A beat is heard at its bottom, once, while inside the half.
        const passed = now >= firstBeat && now <= end + 50 ? Math.floor((now - firstBeat) / interval) : null;
        if (passed !== null && passed !== lastK) heard.current?.(passed);
        lastK = passed;
      }
      raf = requestAnimationFrame(draw);
    };
    raf = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(raf);
  }, [key, countIn, labels.down, labels.up]);
  const set = (name: string) => (el: SVGElement | null) => {
    parts.current[name] = el;
  };
  const limb = { stroke: color, strokeWidth: 9, strokeLinecap: 'round' as const };
  return (
    <div ref={root} className={className ? `${box} ${className}` : box} data-testid="squat-beat">
      <div ref={cueRef} className={cue} aria-hidden="true" />
      <svg viewBox="0 0 120 140" aria-hidden="true">
        <ellipse className={ring} cx="62" cy="131" rx="36" ry="6" fill="none" stroke={colors.accent} strokeWidth="3" />
        <ellipse cx="62" cy="131" rx="30" ry="4" fill="rgba(0,0,0,0.3)" />
        <line ref={set('foot')} {...limb} strokeWidth={7} />
        <line ref={set('shin')} {...limb} />
        <line ref={set('thigh')} {...limb} strokeWidth={11} />
        <line ref={set('torso')} {...limb} strokeWidth={14} />
        <circle ref={set('head')} r="10" fill="#ffd9b8" stroke={colors.bgDeep} strokeWidth="2" />
        <line ref={set('arm')} stroke="#ffd9b8" strokeWidth="6" strokeLinecap="round" />
        <g ref={set('phone')}>
          <rect x="-3" y="-9" width="8" height="15" rx="2" fill={colors.bgDeep} stroke="#fff" strokeWidth="1.6" />
        </g>
      </svg>
    </div>
  );
}
