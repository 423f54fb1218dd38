import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { serverToLocalTime } from '../../../engine/clock';
import { colors, fonts } from '../../../ui/tokens';
import type { CallView } from '../rules/views';
import type { Pattern } from '../rules/types';
import { armPose, FIGURE_VIEWBOX, guidePath, swingPhase } from './pose';

const box = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  svg {
    width: var(--fig-size, 40vw);
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
  transform: scale(calc(0.85 + var(--pulse, 0) * 0.3));
  opacity: calc(0.35 + var(--pulse, 0) * 0.65);
  &[data-cue='count'] {
    color: #fff;
    opacity: 1;
    transform: none;
  }
`;
const ring = css`
  transform-box: fill-box;
  transform-origin: center;
  transform: scale(calc(0.6 + var(--pulse, 0) * 0.6));
  opacity: calc(var(--pulse, 0) * 0.9);
`;
const glow = css`
  opacity: calc(0.25 + var(--pulse, 0) * 0.75);
`;

/** Demo tempo (ms) when no call is on: the tutorial and the announcement show the move. */
const DEMO_INTERVAL = 900;

type Props = {
  pattern: Pattern;
  /** The call on screen (server times); null: a demo loop at an easy tempo. */
  call: CallView | null;
  color: string;
  /** The word shown on each beat. */
  label: string;
  /** Shows the seconds of the count-in above the figure before the first beat. */
  countIn?: boolean;
  /** Hears each beat as it is passed (k from 0), and each second of the count-in (k < 0): the TV's sound. */
  onBeat?: (k: number) => void;
  className?: string;
};

/**
 * A figure swinging its phone in the call's pattern, on the beat: the phone passes the middle of its
 * stroke on every beat (where a swing is counted), a ring and the cue flash there. Drawn every other
 * animation frame on this device's synced clock by writing the SVG's attributes and a CSS variable:
 * no React render per frame (STYLE.md #8).
 */
export function SwingFigure({ pattern, call, color, label, countIn = false, onBeat, className }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const upper = useRef<SVGLineElement>(null);
  const fore = useRef<SVGLineElement>(null);
  const phone = useRef<SVGGElement>(null);
  const cueRef = useRef<HTMLDivElement>(null);
  const heard = useRef(onBeat);
  useEffect(() => {
    heard.current = onBeat;
  });
  const key = call ? `${call.index}:${call.firstBeat}:${call.interval}:${call.end}` : 'demo';
  useEffect(() => {
    const local = (serverMs: number) => serverToLocalTime(serverMs) - performance.timeOrigin;
    const firstBeat = call ? local(call.firstBeat) : 0;
    const lastBeat = call ? firstBeat + (call.beats - 1) * call.interval : Infinity;
    const interval = call?.interval ?? DEMO_INTERVAL;
    let raf = 0;
    let shownCue = '';
    let shownPulse = '';
    let lastK: number | null = null;
    let lastCount: number | null = null;
    let drawnAt = -Infinity;
    const draw = () => {
      raf = requestAnimationFrame(draw);
      const now = performance.now();
      // 30 drawings a second keep a swing smooth at half the work.
      if (now - drawnAt < 30) return;
      drawnAt = now;
      const counting = call !== null && now < firstBeat - interval / 2;
      const { swing, pulse } = swingPhase(counting ? firstBeat - interval / 2 : now, firstBeat, interval, lastBeat + 160);
      const p = armPose(pattern, counting ? -1 : swing);
      const set = (el: SVGLineElement | null, a: { x: number; y: number }, b: { x: number; y: number }) => {
        el?.setAttribute('x1', a.x.toFixed(1));
        el?.setAttribute('y1', a.y.toFixed(1));
        el?.setAttribute('x2', b.x.toFixed(1));
        el?.setAttribute('y2', b.y.toFixed(1));
      };
      set(upper.current, p.shoulder, p.elbow);
      set(fore.current, p.elbow, p.hand);
      phone.current?.setAttribute('transform', `translate(${p.hand.x.toFixed(1)} ${p.hand.y.toFixed(1)}) rotate(${p.phoneDeg.toFixed(1)})`);
      const count = counting && countIn ? Math.ceil((firstBeat - now) / 1000) : null;
      const cueNow = count !== null ? `count:${count}` : pulse > 0 ? 'beat' : '';
      if (cueNow !== shownCue && cueRef.current) {
        shownCue = cueNow;
        cueRef.current.dataset.cue = cueNow.split(':')[0] ?? '';
        cueRef.current.textContent = count !== null ? String(count) : cueNow ? label : '';
      }
      const shown = pulse.toFixed(2);
      if (shown !== shownPulse) root.current?.style.setProperty('--pulse', (shownPulse = shown));
      if (call) {
        if (count !== null && count !== lastCount && count > 0) heard.current?.(-count);
        lastCount = count;
        // A beat is heard as it is reached, once, while inside the call.
        const passed = now >= firstBeat && now <= lastBeat + 50 ? Math.floor((now - firstBeat) / interval + 0.001) : null;
        if (passed !== null && passed !== lastK) heard.current?.(passed);
        lastK = passed;
      }
    };
    raf = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(raf);
  }, [key, pattern, countIn, label]);
  const head = (
    <g>
      <circle cx="80" cy="82" r="14" fill="#ffd9b8" />
      <path d="M74 80v2M86 80v2" stroke={colors.ink} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M75 88q5 4 10 0" stroke={colors.ink} strokeWidth="2" fill="none" strokeLinecap="round" />
    </g>
  );
  return (
    <div ref={root} className={className ? `${box} ${className}` : box} data-testid="swing-figure" data-pattern={pattern}>
      <div ref={cueRef} className={cue} aria-hidden="true" />
      <svg viewBox={FIGURE_VIEWBOX} aria-hidden="true">
        <ellipse cx="80" cy="162" rx="38" ry="5" fill="rgba(0,0,0,0.3)" />
        <path d={guidePath(pattern)} fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="2.5" strokeDasharray="4 5" strokeLinecap="round" />
        {/* legs, body, the other arm on the hip */}
        <path d="M72 146l-8 14M88 146l8 14" stroke={color} strokeWidth="9" strokeLinecap="round" />
        <rect x="64" y="98" width="32" height="52" rx="14" fill={color} />
        <path d="M67 108q-14 10-4 24" stroke="#ffd9b8" strokeWidth="6" fill="none" strokeLinecap="round" />
        {pattern !== 'arc' && head}
        <line ref={upper} stroke="#ffd9b8" strokeWidth="6.5" strokeLinecap="round" />
        <line ref={fore} stroke="#ffd9b8" strokeWidth="6" strokeLinecap="round" />
        {/* An arm swung overhead passes behind the head. */}
        {pattern === 'arc' && head}
        <g ref={phone}>
          <circle className={ring} r="19" fill="none" stroke={colors.accent} strokeWidth="3" />
          <rect x="-6.5" y="-16" width="13" height="23" rx="3" fill={colors.bgDeep} stroke="#fff" strokeWidth="1.8" />
          <rect className={glow} x="-4.4" y="-13.6" width="8.8" height="17" rx="1.5" fill={colors.accent} />
        </g>
      </svg>
    </div>
  );
}
