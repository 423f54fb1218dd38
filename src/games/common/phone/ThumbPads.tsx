import { css } from '@linaria/core';
import { useEffect, useRef, type CSSProperties, type HTMLAttributes, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useSnapshot } from 'valtio';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { colors, fonts, teamColor, vw } from '../../../ui/tokens';

const bar = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  padding: ${vw(3)} ${vw(4)} calc(${vw(5)} + env(safe-area-inset-bottom, 0px));
  pointer-events: none;
  z-index: 99;
`;
const pad = css`
  pointer-events: auto;
  width: var(--pad-size);
  height: var(--pad-size);
  border-radius: 50%;
  border: ${vw(1.2)} dashed rgba(255, 255, 255, 0.55);
  background: rgba(255, 255, 255, 0.08);
  display: flex;
  align-items: center;
  justify-content: center;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  transition:
    transform 120ms ease-out,
    background 120ms,
    box-shadow 120ms;
  animation: thumb-pad 1.4s ease-in-out infinite;
  svg {
    width: ${vw(11)};
    height: ${vw(11)};
  }
  &[data-down='true'] {
    animation: none;
    border-style: solid;
    border-color: #fff;
    background: var(--team);
    transform: scale(0.94);
    box-shadow: 0 0 ${vw(5)} var(--team);
  }
  &[data-quiet='true'] {
    animation: none;
  }
  @keyframes thumb-pad {
    50% {
      box-shadow: 0 0 0 ${vw(2)} rgba(255, 210, 63, 0.35);
    }
  }
`;
const status = css`
  flex: 1;
  align-self: center;
  text-align: center;
  font-family: ${fonts.display};
  font-size: var(--status-size);
  line-height: 1.2;
  color: ${colors.accent};
  &[data-ok='true'] {
    color: #fff;
  }
`;

function Thumb() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true">
      <path d="M14 36V16a6 6 0 0 1 12 0v20" fill="#ffd9b8" stroke="#e0946a" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M16 15a4 4 0 0 1 8 0v3h-8z" fill="#fff" opacity="0.8" />
    </svg>
  );
}

type Thumbs = { left: boolean; right: boolean };

/**
 * Two pads at the phone's lower corners where the thumbs of the hands holding it rest, for the games
 * that must know the phone is held (gm113's grip, gm130's posture). Each pad counts the pointers
 * pressing it, captured so a thumb that slides in a move stays down, into the game's `thumbs` proxy
 * (the game tells its server from that); leaving the page (a call, the app switcher) lifts every
 * thumb. The phone buzzes as the hold becomes `ok`. They stay mounted through practice and play, so
 * a status change never lifts a thumb. `quiet`: with one thumb enough, the free pad stops calling.
 */
export function ThumbPads({
  thumbs,
  team,
  ok,
  quiet,
  message,
  labels,
  statusTestId,
  padSize,
  statusSize,
  ...rest
}: {
  thumbs: Thumbs;
  team: string;
  ok: boolean;
  quiet?: boolean;
  message: string;
  /** The pads' names for a screen reader, in the game's words. */
  labels: Record<'left' | 'right', string>;
  statusTestId?: string;
  /** The pads' and the status line's sizes, in vw. */
  padSize: number;
  statusSize: number;
} & HTMLAttributes<HTMLDivElement> & { [data: `data-${string}`]: unknown }) {
  const snap = useSnapshot(thumbs);
  const down = useRef({ left: new Set<number>(), right: new Set<number>() });

  useEffect(() => {
    if (ok) vibrate(buzz.tap);
  }, [ok]);
  useEffect(() => {
    const release = () => {
      down.current.left.clear();
      down.current.right.clear();
      thumbs.left = thumbs.right = false;
    };
    const hide = () => {
      if (document.visibilityState === 'hidden') release();
    };
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('blur', release);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('blur', release);
      release();
    };
  }, [thumbs]);

  const lift = (side: 'left' | 'right', id: number) => {
    down.current[side].delete(id);
    thumbs[side] = down.current[side].size > 0;
  };
  const handlers = (side: 'left' | 'right') => ({
    onPointerDown: (e: ReactPointerEvent<HTMLDivElement>) => {
      e.preventDefault();
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        // Not a live pointer (a synthetic event): it is counted all the same.
      }
      down.current[side].add(e.pointerId);
      thumbs[side] = true;
    },
    onPointerUp: (e: ReactPointerEvent<HTMLDivElement>) => lift(side, e.pointerId),
    onPointerCancel: (e: ReactPointerEvent<HTMLDivElement>) => lift(side, e.pointerId),
    onLostPointerCapture: (e: ReactPointerEvent<HTMLDivElement>) => lift(side, e.pointerId),
    onContextMenu: (e: ReactMouseEvent) => e.preventDefault(),
  });

  const style = {
    '--team': teamColor(team === 'left' || team === 'right' ? team : null),
    '--pad-size': vw(padSize),
    '--status-size': vw(statusSize),
  } as CSSProperties;
  return (
    <div className={bar} style={style} {...rest}>
      {(['left', 'right'] as const).map((side) => (
        <div
          key={side}
          className={pad}
          style={{ order: side === 'left' ? 0 : 2 }}
          data-testid={`pad-${side}`}
          data-down={snap[side]}
          data-quiet={!!quiet && !snap[side]}
          role="button"
          aria-pressed={snap[side]}
          aria-label={labels[side]}
          {...handlers(side)}
        >
          <Thumb />
        </div>
      ))}
      <div className={status} style={{ order: 1 }} data-ok={ok} role="status" data-testid={statusTestId}>
        {message}
      </div>
    </div>
  );
}
