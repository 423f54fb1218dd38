import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { colors, vw } from '../../../ui/tokens';
import { Shuriken } from '../shared/Art';
import { playWhoosh, warmUpWhoosh } from './whoosh';

/** A flick: released moving up faster than this (px/ms) over about its last 100 ms, after rising at least `FLICK_MIN_PX`. */
export const FLICK_MIN_SPEED = 0.5;
export const FLICK_MIN_PX = 50;

const pad = css`
  position: relative;
  width: 100%;
  flex: 1;
  min-height: ${vw(62)};
  max-height: ${vw(110)};
  border-radius: ${vw(6)};
  background:
    radial-gradient(circle at 50% 85%, rgba(255, 255, 255, 0.14), transparent 45%),
    repeating-linear-gradient(180deg, rgba(255, 255, 255, 0.05) 0 ${vw(1.5)}, transparent ${vw(1.5)} ${vw(7)}),
    linear-gradient(180deg, rgba(0, 0, 0, 0.25), var(--team-soft));
  border: ${vw(0.6)} solid rgba(255, 255, 255, 0.15);
  overflow: hidden;
  /* No scrolling, zooming or text selection while a thumb flicks. */
  touch-action: none;
  overscroll-behavior: contain;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  &[data-disabled='true'] {
    opacity: 0.45;
  }
`;
const arrow = css`
  position: absolute;
  left: 50%;
  top: ${vw(6)};
  width: ${vw(12)};
  margin-left: ${vw(-6)};
  opacity: 0.7;
  animation: gm112-up 1.3s ease-in-out infinite;
  pointer-events: none;
  @keyframes gm112-up {
    0% {
      transform: translateY(${vw(8)});
      opacity: 0;
    }
    45% {
      opacity: 0.8;
    }
    100% {
      transform: translateY(${vw(-3)});
      opacity: 0;
    }
  }
`;
const star = css`
  position: absolute;
  left: 50%;
  bottom: ${vw(9)};
  width: ${vw(30)};
  height: ${vw(30)};
  margin-left: ${vw(-15)};
  filter: drop-shadow(0 ${vw(1.5)} ${vw(1.5)} rgba(0, 0, 0, 0.45));
  will-change: transform;
  pointer-events: none;
  animation: gm112-spin 6s linear infinite;
  @keyframes gm112-spin {
    to {
      rotate: 360deg;
    }
  }
`;

type Props = {
  /** A star left the screen: `strength` follows how fast it was flicked (0.5–1.5). */
  onFlick: (strength: number) => void;
  disabled?: boolean;
  /** Team colour of the pad's glow. */
  color: string;
  label: string;
};

/**
 * The flick pad: put a thumb anywhere on it, the star follows; release moving up fast and the star
 * flies off the top with a whoosh. Touches never scroll or zoom the page here (touch-action none,
 * and touchmove cancelled by a non-passive listener for browsers that ignore it).
 */
export function FlickPad({ onFlick, disabled = false, color, label }: Props) {
  const { t } = useTranslation('gm112');
  const zone = useRef<HTMLDivElement>(null);
  const starRef = useRef<HTMLDivElement>(null);
  const track = useRef<{ id: number; x0: number; y0: number; pts: { y: number; t: number }[] } | null>(null);
  const handler = useRef(onFlick);
  useEffect(() => {
    handler.current = onFlick;
  });

  useEffect(() => {
    const el = zone.current;
    if (!el) return;
    const stop = (e: TouchEvent) => e.preventDefault();
    el.addEventListener('touchmove', stop, { passive: false });
    el.addEventListener('gesturestart', stop as EventListener, { passive: false });
    return () => {
      el.removeEventListener('touchmove', stop);
      el.removeEventListener('gesturestart', stop as EventListener);
    };
  }, []);

  const place = (dx: number, dy: number) => {
    if (starRef.current) starRef.current.style.transform = `translate(${dx}px, ${dy}px)`;
  };
  const springBack = () => {
    const el = starRef.current;
    if (!el) return;
    const from = el.style.transform || 'translate(0px, 0px)';
    el.style.transform = '';
    el.animate([{ transform: from }, { transform: 'translate(0px, 0px)' }], { duration: 240, easing: 'cubic-bezier(0.2, 1.6, 0.4, 1)' });
  };

  return (
    <div
      ref={zone}
      className={pad}
      style={{ ['--team-soft' as string]: `${color}55` }}
      data-testid="flick-pad"
      data-disabled={disabled}
      role="button"
      aria-label={label}
      aria-disabled={disabled}
      onContextMenu={(e) => e.preventDefault()}
      onPointerDown={(e) => {
        // A new touch starts a new flick (a touch whose end never arrived is forgotten).
        if (disabled) return;
        warmUpWhoosh();
        try {
          e.currentTarget.setPointerCapture(e.pointerId);
        } catch {
          // A synthetic pointer cannot be captured: the drag still works while it stays on the pad.
        }
        track.current = { id: e.pointerId, x0: e.clientX, y0: e.clientY, pts: [{ y: e.clientY, t: e.timeStamp }] };
      }}
      onPointerMove={(e) => {
        const tr = track.current;
        if (!tr || tr.id !== e.pointerId) return;
        tr.pts.push({ y: e.clientY, t: e.timeStamp });
        if (tr.pts.length > 10) tr.pts.shift();
        place(e.clientX - tr.x0, Math.min(30, e.clientY - tr.y0));
      }}
      onPointerUp={(e) => {
        const tr = track.current;
        if (!tr || tr.id !== e.pointerId) return;
        track.current = null;
        // Speed over the last ~100 ms: from the latest point at least that old (the press, when the
        // whole flick was quicker), so moves the browser coalesced into one still count.
        const first = [...tr.pts].reverse().find((p) => e.timeStamp - p.t >= 100) ?? tr.pts[0]!;
        const speed = (first.y - e.clientY) / Math.max(1, e.timeStamp - first.t);
        const rise = tr.y0 - e.clientY;
        if (disabled || rise < FLICK_MIN_PX || speed < FLICK_MIN_SPEED) return springBack();
        const strength = Math.min(1.5, Math.max(0.5, speed / 1.5));
        // The whoosh comes from this phone: the swordsman hears which side the star flies from.
        if (playWhoosh(strength) && zone.current) zone.current.dataset.whooshes = String(Number(zone.current.dataset.whooshes ?? 0) + 1);
        vibrate(buzz.throw);
        handler.current(strength);
        const el = starRef.current;
        if (el) {
          const from = el.style.transform || 'translate(0px, 0px)';
          el.style.transform = '';
          el.animate(
            [
              { transform: from, opacity: 1 },
              { transform: `translate(${(e.clientX - tr.x0) * 2}px, -${window.innerHeight}px) scale(0.5)`, opacity: 0.2 },
            ],
            { duration: 380, easing: 'cubic-bezier(0.3, 0.6, 0.4, 1)' },
          );
        }
      }}
      onPointerCancel={() => {
        track.current = null;
        springBack();
      }}
      onLostPointerCapture={(e) => {
        if (track.current?.id !== e.pointerId) return;
        track.current = null;
        springBack();
      }}
    >
      {!disabled && (
        <svg className={arrow} viewBox="0 0 24 40" aria-hidden="true">
          <path d="M12 38V4M3 13l9-9 9 9" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      <div ref={starRef} className={star} data-testid="flick-star">
        <Shuriken color={disabled ? colors.textDim : undefined} />
      </div>
      <span style={{ position: 'absolute', left: 0, right: 0, bottom: vw(2), fontSize: vw(3.6), color: colors.textDim, pointerEvents: 'none' }}>
        {disabled ? '' : t('Flick_Hint_00')}
      </span>
    </div>
  );
}
