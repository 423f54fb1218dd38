import { css } from '@linaria/core';
import { useEffect, useRef, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { colors, fonts, vw } from '../../../ui/tokens';
import { gripEnough } from '../rules/judge';
import type { Holding } from '../rules/types';

/** Which grip pads a thumb is on now, on this phone. */
export const grip = proxy({ left: false, right: false });

/** SPEC.md §3 `holding` from the pads: none, either (one of them), both. */
export const holdingOf = (g: { left: boolean; right: boolean }): Holding => (g.left && g.right ? 'both' : g.left || g.right ? 'either' : 'none');

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
  width: ${vw(25)};
  height: ${vw(25)};
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
  animation: gm113-pad 1.4s ease-in-out infinite;
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
  @keyframes gm113-pad {
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
  font-size: ${vw(4.4)};
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

/**
 * The grip pads of `holding` (see gm113 rules' `hold`): a pad at each lower corner where the thumb
 * of the hand holding the phone rests. Each counts the pointers pressing it, captured so a thumb
 * that slides in a swing stays down; the phone tells the server each time the grip changes (none,
 * either, both), and again whenever the server's view says otherwise (after a reload, or a report
 * lost with the connection). They stay mounted through practice and play, so a status change never
 * lifts a thumb. `need` is the grip the game asks for: a pad will do, or both in the harder variant.
 */
export function GripPads({ team, serverHolding, need }: { team: string; serverHolding: Holding; need: Exclude<Holding, 'none'> }) {
  const { t } = useTranslation('gm113');
  const snap = useSnapshot(grip);
  const down = useRef({ left: new Set<number>(), right: new Set<number>() });
  const holding = holdingOf(snap);
  const ok = gripEnough(holding, need);

  useEffect(() => {
    if (holding !== serverHolding) sendIntent('gm113:hold', { holding });
  }, [holding, serverHolding]);
  useEffect(() => {
    if (ok) vibrate(buzz.tap);
  }, [ok]);
  useEffect(() => {
    // Leaving the page (a call, the app switcher) lifts every thumb.
    const release = () => {
      down.current.left.clear();
      down.current.right.clear();
      grip.left = grip.right = false;
    };
    const lift = () => {
      if (document.visibilityState === 'hidden') release();
    };
    document.addEventListener('visibilitychange', lift);
    window.addEventListener('blur', release);
    return () => {
      document.removeEventListener('visibilitychange', lift);
      window.removeEventListener('blur', release);
      release();
    };
  }, []);

  const lift = (side: 'left' | 'right', id: number) => {
    down.current[side].delete(id);
    grip[side] = down.current[side].size > 0;
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
      grip[side] = true;
    },
    onPointerUp: (e: ReactPointerEvent<HTMLDivElement>) => lift(side, e.pointerId),
    onPointerCancel: (e: ReactPointerEvent<HTMLDivElement>) => lift(side, e.pointerId),
    onLostPointerCapture: (e: ReactPointerEvent<HTMLDivElement>) => lift(side, e.pointerId),
    onContextMenu: (e: ReactMouseEvent) => e.preventDefault(),
  });

  const color = team === 'right' ? colors.right : team === 'left' ? colors.left : colors.noTeam;
  const message = ok ? (holding === 'both' ? 'Grip_Both_00' : 'Grip_One_00') : need === 'both' ? 'Grip_NeedBoth_00' : 'Grip_Need_00';
  return (
    <div className={bar} style={{ ['--team' as string]: color }} data-testid="grip-pads" data-holding={holding}>
      {(['left', 'right'] as const).map((side) => (
        <div
          key={side}
          className={pad}
          style={{ order: side === 'left' ? 0 : 2 }}
          data-testid={`pad-${side}`}
          data-down={snap[side]}
          // With one thumb down in the one-hand game, the other pad stops calling for attention.
          data-quiet={ok && !snap[side]}
          role="button"
          aria-pressed={snap[side]}
          aria-label={t(side === 'left' ? 'Pad_Left_00' : 'Pad_Right_00')}
          {...handlers(side)}
        >
          <Thumb />
        </div>
      ))}
      <div className={status} style={{ order: 1 }} data-ok={ok} role="status" data-testid="grip-status">
        {t(message)}
      </div>
    </div>
  );
}
