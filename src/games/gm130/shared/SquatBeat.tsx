import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { serverToLocalTime } from '../../../engine/clock';
import { colors, fonts } from '../../../ui/tokens';
import type { BeatView } from '../rules/views';
import { atTransform, barStyle, barTransform, fitStage, loop, part, placeBar, stage } from '../../../ui/limbs';
import { pose, type Pose, type Pt } from './pose';

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
/** Poses sampled per squat: the compositor goes in straight lines between them. */
const SQUAT_FRAMES = 36;

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
 * or UP, a ring pulsing at each bottom. Timed on this device's synced clock; its parts move by
 * transforms the compositor plays (src/ui/limbs.ts): no script, React render, layout or repaint per
 * frame (STYLE.md #8).
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
    const last = Math.floor((end - firstBeat) / interval);
    // One squat a beat, from standing half a beat before each bottom back to standing half a beat
    // after; standing before the first and after the last. Played by the compositor (Web
    // Animations), so a squat costs the main thread nothing per frame (npm run bench:games).
    const from = firstBeat - interval / 2;
    const depths = Array.from({ length: SQUAT_FRAMES + 1 }, (_, i) => (1 - Math.cos((2 * Math.PI * i) / SQUAT_FRAMES)) / 2);
    const poses = depths.map(pose);
    const el = parts.current;
    const timing = { duration: interval, iterations: last + 1, startAt: from };
    const limb = (name: Limb, ends: (p: Pose) => [Pt, Pt]) =>
      loop(
        el[name] ?? null,
        poses.map((p) => ({ transform: barTransform(...ends(p), LIMBS[name]) })),
        timing,
      );
    const at = (name: string, of: (p: Pose) => Pt, origin: Pt, deg: (p: Pose) => number) =>
      loop(
        el[name] ?? null,
        poses.map((p) => ({ transform: atTransform(of(p), origin, deg(p)) })),
        timing,
      );
    // The foot stays where it stands.
    placeBar(el.foot ?? null, poses[0]!.ankle, poses[0]!.toe, LIMBS.foot);
    const running = [
      limb('shin', (p) => [p.ankle, p.knee]),
      limb('thigh', (p) => [p.knee, p.hip]),
      limb('torso', (p) => [p.hip, p.shoulder]),
      limb('arm', (p) => [p.shoulder, p.hand]),
      at(
        'head',
        (p) => p.head,
        { x: 11, y: 11 },
        () => 0,
      ),
      at(
        'phone',
        (p) => p.hand,
        { x: 3.8, y: 9.8 },
        (p) => (p.lean * 180) / Math.PI / 3,
      ),
      loop(
        el.ring ?? null,
        depths.map((d) => {
          const pulse = Math.max(0, (d - 0.75) * 4);
          return { transform: `translate(26px, 125px) scale(${0.7 + pulse * 0.5})`, opacity: 0.15 + pulse * 0.85 };
        }),
        timing,
      ),
    ];
    // The cue: the count-in's seconds, then DOWN while descending and UP while rising; it and the
    // beats heard change twice a beat, on timers.
    const c = cueRef.current;
    let timer = 0;
    let shownCue = '';
    let lastK: number | null = null;
    let lastCount: number | null = null;
    const tick = () => {
      const now = performance.now();
      const toFirst = firstBeat - now;
      const counting = half !== null && countIn && toFirst > interval / 2;
      const count = counting ? Math.ceil((toFirst - interval / 2) / 1000) : null;
      const x = (now - firstBeat) / interval;
      const inside = x >= -0.5 && x < last + 0.5;
      const cueNow = counting ? `count:${count}` : inside ? (x - Math.round(x) >= 0 ? 'up' : 'down') : '';
      if (cueNow !== shownCue && c) {
        shownCue = cueNow;
        c.dataset.cue = cueNow.split(':')[0] ?? '';
        c.textContent = counting ? String(count) : cueNow === 'up' ? labels.up : cueNow === 'down' ? labels.down : '';
      }
      if (count !== null && count !== lastCount && count > 0) heard.current?.(-count);
      lastCount = count;
      // A beat is heard at its bottom, once, while inside the half.
      const passed = half && now >= firstBeat && now <= end + 50 ? Math.floor((now - firstBeat) / interval) : null;
      if (passed !== null && passed !== lastK) heard.current?.(passed);
      lastK = passed;
      const next = counting ? Math.min(from, firstBeat - interval / 2 - (count! - 1) * 1000) : firstBeat + ((Math.floor(2 * x) + 1) * interval) / 2;
      if (x < last + 0.5 || now <= end + 50) timer = window.setTimeout(tick, Math.max(0, next - now) + 1);
    };
    tick();
    return () => {
      clearTimeout(timer);
      for (const a of running) a?.cancel();
    };
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
