import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { serverToLocalTime } from '../../../engine/clock';
import { colors, fonts } from '../../../ui/tokens';
import type { CallView } from '../rules/views';
import type { Pattern } from '../rules/types';
import { atTransform, barStyle, barTransform, fitStage, loop, part, stage } from '../../../ui/limbs';
import { armPose, FIGURE_VIEWBOX, guidePath } from './pose';

const box = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
`;
/** The figure's plane (FIGURE_VIEWBOX: 146 × 138 units from 12, 30). */
const figure = css`
  position: relative;
  width: var(--fig-size, 40vw);
  aspect-ratio: 146 / 138;
`;
const cue = css`
  font-family: ${fonts.display};
  font-size: var(--cue-size, 9vw);
  line-height: 1;
  letter-spacing: 0.04em;
  color: ${colors.accent};
  text-shadow: 0 0.12em 0 rgba(0, 0, 0, 0.45);
  min-height: 1em;
  will-change: transform, opacity;
  transform: scale(0.85);
  opacity: 0.35;
  &[data-cue='count'] {
    color: #fff;
  }
`;
/** The phone in the hand: its origin (the hand) 20 units from its top left. */
const phoneBox = css`
  width: 40px;
  height: 40px;
  transform-origin: 20px 20px;
  & > * {
    position: absolute;
  }
`;
const ring = css`
  left: -0.5px;
  top: -0.5px;
  width: 41px;
  height: 41px;
  box-sizing: border-box;
  border: 3px solid ${colors.accent};
  border-radius: 50%;
  opacity: 0;
  will-change: transform, opacity;
`;
const body = css`
  left: 12.6px;
  top: 3.1px;
  width: 14.8px;
  height: 24.8px;
  box-sizing: border-box;
  border: 1.8px solid #fff;
  border-radius: 3.9px;
  background: ${colors.bgDeep};
`;
const glow = css`
  left: 15.6px;
  top: 6.4px;
  width: 8.8px;
  height: 17px;
  border-radius: 1.5px;
  background: ${colors.accent};
  opacity: 0.25;
  will-change: opacity;
`;
const SKIN = '#ffd9b8';

/** Demo tempo (ms) when no call is on: the tutorial and the announcement show the move. */
const DEMO_INTERVAL = 900;
/** Poses sampled per swing cycle (two beats): the compositor goes in straight lines between them. */
const SWING_FRAMES = 32;
/** The ring and the cue flash this long either side of a beat. */
const GLOW_MS = 160;

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
 * stroke on every beat (where a swing is counted), a ring and the cue flash there. Timed on this
 * device's synced clock and played by the compositor (Web Animations): no script per frame, no
 * React render per frame (STYLE.md #8).
 */
export function SwingFigure({ pattern, call, color, label, countIn = false, onBeat, className }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const upper = useRef<HTMLDivElement>(null);
  const fore = useRef<HTMLDivElement>(null);
  const phone = useRef<HTMLDivElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);
  const glowRef = useRef<HTMLDivElement>(null);
  const cueRef = useRef<HTMLDivElement>(null);
  useEffect(() => (frame.current && stageRef.current ? fitStage(frame.current, stageRef.current, 146, 12, 30) : undefined), []);
  const heard = useRef(onBeat);
  useEffect(() => {
    heard.current = onBeat;
  });
  const key = call ? `${call.index}:${call.firstBeat}:${call.interval}:${call.end}` : 'demo';
  useEffect(() => {
    const local = (serverMs: number) => serverToLocalTime(serverMs) - performance.timeOrigin;
    const firstBeat = call ? local(call.firstBeat) : 0;
    const beats = call ? call.beats : Infinity;
    const lastBeat = call ? firstBeat + (call.beats - 1) * call.interval : Infinity;
    const interval = call?.interval ?? DEMO_INTERVAL;
    // The swing starts half a beat before the first one, from the end of its stroke (where it
    // waits through the count-in: each animation holds its first frame before it starts).
    // Everything that moves is a Web Animation on the compositor,
    // so a swing costs the main thread nothing per frame (npm run bench:games).
    const from = firstBeat - interval / 2;
    const cycle = 2 * interval; // sin(π·x) turns round every beat: two beats a cycle
    const poses = Array.from({ length: SWING_FRAMES + 1 }, (_, i) => armPose(pattern, -Math.cos((Math.PI * 2 * i) / SWING_FRAMES)));
    const arm = { duration: cycle, iterations: Infinity, startAt: from };
    const g = Math.min(GLOW_MS, interval / 2) / interval;
    const pulse = (f: (p: number) => Keyframe): Keyframe[] => [
      { ...f(0), offset: 0 },
      { ...f(0), offset: 0.5 - g },
      { ...f(1), offset: 0.5 },
      { ...f(0), offset: 0.5 + g },
      { ...f(0), offset: 1 },
    ];
    const beat = { duration: interval, iterations: beats, startAt: from };
    const running = [
      loop(
        upper.current,
        poses.map((p) => ({ transform: barTransform(p.shoulder, p.elbow, UPPER) })),
        arm,
      ),
      loop(
        fore.current,
        poses.map((p) => ({ transform: barTransform(p.elbow, p.hand, FORE) })),
        arm,
      ),
      loop(
        phone.current,
        poses.map((p) => ({ transform: atTransform(p.hand, { x: 20, y: 20 }, p.phoneDeg) })),
        arm,
      ),
      loop(
        ringRef.current,
        pulse((p) => ({ transform: `scale(${0.6 + p * 0.6})`, opacity: p * 0.9 })),
        beat,
      ),
      loop(
        glowRef.current,
        pulse((p) => ({ opacity: 0.25 + p * 0.75 })),
        beat,
      ),
    ];
    // The cue: the count-in's seconds standing still, then the word pulsing on each beat. Its text
    // and the beats heard change a few times a second, on timers.
    const c = cueRef.current;
    let cuePulse: Animation | null = null;
    let timer = 0;
    let shownCount: number | null = null;
    let lastCount: number | null = null;
    let lastK: number | null = null;
    const tick = () => {
      const now = performance.now();
      const count = call && countIn && now < from ? Math.ceil((firstBeat - now) / 1000) : null;
      if (c && count !== shownCount) {
        shownCount = count;
        c.dataset.cue = count !== null ? 'count' : 'beat';
        c.textContent = count !== null ? String(count) : label;
        if (count === null && !cuePulse)
          cuePulse = loop(
            c,
            pulse((p) => ({ transform: `scale(${0.85 + p * 0.3})`, opacity: p })),
            beat,
          );
      }
      if (count !== null && count > 0 && count !== lastCount) heard.current?.(-count);
      lastCount = count;
      // A beat is heard as it is reached, once, while inside the call.
      const passed = call && now >= firstBeat && now <= lastBeat + 50 ? Math.floor((now - firstBeat) / interval + 0.001) : null;
      if (passed !== null && passed !== lastK) heard.current?.(passed);
      lastK = passed;
      const next = count !== null ? Math.min(from, firstBeat - (count - 1) * 1000) : now < firstBeat ? firstBeat : firstBeat + ((passed ?? -1) + 1) * interval;
      if (call ? now <= lastBeat + 50 : count !== null) timer = window.setTimeout(tick, Math.max(0, next - now) + 1);
    };
    if (c) {
      c.dataset.cue = '';
      c.textContent = '';
    }
    tick();
    return () => {
      clearTimeout(timer);
      for (const a of [...running, cuePulse]) a?.cancel();
    };
  }, [key, pattern, countIn, label]);
  const head = (
    <svg viewBox={FIGURE_VIEWBOX} width="146" height="138" style={PLANE}>
      <circle cx="80" cy="82" r="14" fill={SKIN} />
      <path d="M74 80v2M86 80v2" stroke={colors.ink} strokeWidth="2.5" strokeLinecap="round" />
      <path d="M75 88q5 4 10 0" stroke={colors.ink} strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
  // The arm's lengths for this pattern (they do not change as it swings).
  const p0 = armPose(pattern, 0);
  const len = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(b.x - a.x, b.y - a.y);
  return (
    <div className={className ? `${box} ${className}` : box} data-testid="swing-figure" data-pattern={pattern}>
      <div ref={cueRef} className={cue} aria-hidden="true" />
      <div ref={frame} className={figure} aria-hidden="true">
        <div ref={stageRef} className={stage}>
          <svg viewBox={FIGURE_VIEWBOX} width="146" height="138" style={PLANE}>
            <ellipse cx="80" cy="162" rx="38" ry="5" fill="rgba(0,0,0,0.3)" />
            <path d={guidePath(pattern)} fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="2.5" strokeDasharray="4 5" strokeLinecap="round" />
            {/* legs, body, the other arm on the hip */}
            <path d="M72 146l-8 14M88 146l8 14" stroke={color} strokeWidth="9" strokeLinecap="round" />
            <rect x="64" y="98" width="32" height="52" rx="14" fill={color} />
            <path d="M67 108q-14 10-4 24" stroke={SKIN} strokeWidth="6" fill="none" strokeLinecap="round" />
          </svg>
          {pattern !== 'arc' && head}
          <div ref={upper} className={part} style={barStyle(len(p0.shoulder, p0.elbow), UPPER, SKIN)} />
          <div ref={fore} className={part} style={barStyle(len(p0.elbow, p0.hand), FORE, SKIN)} />
          {/* An arm swung overhead passes behind the head. */}
          {pattern === 'arc' && head}
          <div ref={phone} className={`${part} ${phoneBox}`}>
            <div ref={ringRef} className={ring} />
            <div className={body} />
            <div ref={glowRef} className={glow} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The arm's thickness (units). */
const UPPER = 6.5;
const FORE = 6;
/** A static layer of the figure, at its place on the stage (the viewBox's origin). */
const PLANE = { left: '12px', top: '30px' };
