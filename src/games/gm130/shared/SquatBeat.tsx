import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { serverToLocalTime } from '../../../engine/clock';
import { colors, fonts } from '../../../ui/tokens';
import type { BeatView } from '../rules/views';
import { barStyle, fitStage, move, part, placeAt, placeBar, stage } from '../../../ui/limbs';
import { beatDepth, pose, type Pt } from './pose';

const box = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
`;
const figure = css`
  position: relative;
  width: var(--beat-size, 40vw);
  aspect-ratio: 120 / 140;
`;
const cue = css`
  font-family: ${fonts.display};
  font-size: var(--cue-size, 9vw);
  line-height: 1;
  letter-spacing: 0.04em;
  color: ${colors.accent};
  text-shadow: 0 0.12em 0 rgba(0, 0, 0, 0.45);
  min-height: 1em;
  will-change: transform;
  &[data-cue='up'] {
    color: ${colors.cyan};
  }
  &[data-cue='count'] {
    color: #fff;
  }
`;
const ring = css`
  width: 72px;
  height: 12px;
  border: 3px solid ${colors.accent};
  border-radius: 50%;
  box-sizing: border-box;
  transform-origin: center;
`;
const head = css`
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: #ffd9b8;
  border: 2px solid ${colors.bgDeep};
  box-sizing: border-box;
`;
const phoneBody = css`
  width: 9.6px;
  height: 16.6px;
  transform-origin: 3.8px 9.8px;
  border-radius: 2px;
  background: ${colors.bgDeep};
  border: 1.6px solid #fff;
  box-sizing: border-box;
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

/** The figure's limbs and their thickness (units); their lengths are the pose's, fixed. */
const LIMBS = { foot: 7, shin: 9, thigh: 11, torso: 14, arm: 6 } as const;
type Limb = keyof typeof LIMBS;
const SKIN = '#ffd9b8';

/**
 * A squatting figure keeping the beat: at the bottom on every beat of the half, the cue saying DOWN
 * or UP, a ring pulsing at each bottom. Moved 30 times a second on this device's synced clock by
 * transforms of its parts (src/ui/limbs.ts): no React render, layout or repaint per frame (STYLE.md #8).
 */
export function SquatBeat({ half, color, labels, countIn = false, onBeat, className }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const parts = useRef<Record<string, HTMLDivElement | null>>({});
  const cueRef = useRef<HTMLDivElement>(null);
  useEffect(() => (frame.current && stageRef.current ? fitStage(frame.current, stageRef.current, 120) : undefined), []);
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
      placeBar(el.shin!, p.ankle, p.knee, LIMBS.shin);
      placeBar(el.thigh!, p.knee, p.hip, LIMBS.thigh);
      placeBar(el.torso!, p.hip, p.shoulder, LIMBS.torso);
      placeBar(el.foot!, p.ankle, p.toe, LIMBS.foot);
      placeBar(el.arm!, p.shoulder, p.hand, LIMBS.arm);
      placeAt(el.head!, p.head, { x: 11, y: 11 });
      placeAt(el.phone!, p.hand, { x: 3.8, y: 9.8 }, (p.lean * 180) / Math.PI / 3);
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
      const pulse = Math.max(0, (b.depth - 0.75) * 4);
      const shown = pulse.toFixed(2);
      if (shown !== shownPulse && el.ring) {
        shownPulse = shown;
        move(el.ring, `translate(26px, 125px) scale(${(0.7 + pulse * 0.5).toFixed(3)})`);
        el.ring.style.opacity = (0.15 + pulse * 0.85).toFixed(3);
      }
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
  const set = (name: string) => (el: HTMLDivElement | null) => {
    parts.current[name] = el;
  };
  // The pose's limb lengths, at standing (they do not change as it bends).
  const p0 = pose(0);
  const ends: Record<Limb, [Pt, Pt]> = {
    foot: [p0.ankle, p0.toe],
    shin: [p0.ankle, p0.knee],
    thigh: [p0.knee, p0.hip],
    torso: [p0.hip, p0.shoulder],
    arm: [p0.shoulder, p0.hand],
  };
  const bar = (name: Limb) => (
    <div
      ref={set(name)}
      className={part}
      style={barStyle(Math.hypot(ends[name][1].x - ends[name][0].x, ends[name][1].y - ends[name][0].y), LIMBS[name], name === 'arm' ? SKIN : color)}
    />
  );
  return (
    <div className={className ? `${box} ${className}` : box} data-testid="squat-beat">
      <div ref={cueRef} className={cue} aria-hidden="true" />
      <div ref={frame} className={figure} aria-hidden="true">
        <div ref={stageRef} className={stage}>
          <div ref={set('ring')} className={`${part} ${ring}`} style={{ transform: 'translate(26px, 125px) scale(0.7)', opacity: 0.15 }} />
          <svg viewBox="0 0 120 140" width="120" height="140">
            <ellipse cx="62" cy="131" rx="30" ry="4" fill="rgba(0,0,0,0.3)" />
          </svg>
          {bar('foot')}
          {bar('shin')}
          {bar('thigh')}
          {bar('torso')}
          <div ref={set('head')} className={`${part} ${head}`} />
          {bar('arm')}
          <div ref={set('phone')} className={`${part} ${phoneBody}`} />
        </div>
      </div>
    </div>
  );
}
