import { css } from '@linaria/core';
import { useEffect, useRef, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { sendIntent } from '../../../engine/socketClient';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { colors, fonts, vw } from '../../../ui/tokens';

/** Which thumbs are on their pads now, on this phone. */
export const thumbs = proxy({ left: false, right: false });

export const bothDown = (t: { left: boolean; right: boolean }) => t.left && t.right;

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
  width: ${vw(27)};
  height: ${vw(27)};
  border-radius: 50%;
  border: ${vw(1.2)} dashed rgba(255, 255, 255, 0.55);
  background: rgba(255, 255, 255, 0.08);
  color: #fff;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(1)};
  font-size: ${vw(3.2)};
  font-weight: 700;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  transition:
    transform 120ms ease-out,
    background 120ms,
    box-shadow 120ms;
  animation: gm130-pad 1.4s ease-in-out infinite;
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
  @keyframes gm130-pad {
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
  font-size: ${vw(4.6)};
  line-height: 1.2;
  color: ${colors.accent};
  &[data-both='true'] {
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
 * The two thumb pads of `bothHolding` (the posture check's own half: see gm130 rules' `hold`). Each
 * counts the pointers pressing it, captured so a thumb that slides stays down; the phone tells the
 * server each time "both down" changes, and again whenever the server's view says otherwise (after a
 * reload, or a report lost with the connection). They stay mounted through tutorial and play, so a
 * status change never lifts a thumb.
 */
export function HoldPads({ team, serverBoth }: { team: string; serverBoth: boolean }) {
  const { t } = useTranslation('gm130');
  const snap = useSnapshot(thumbs);
  const down = useRef({ left: new Set<number>(), right: new Set<number>() });
  const both = bothDown(snap);

  useEffect(() => {
    if (both !== serverBoth) sendIntent('gm130:hold', { both });
  }, [both, serverBoth]);
  useEffect(() => {
    if (both) vibrate(buzz.tap);
  }, [both]);
  useEffect(() => {
    // Leaving the page (a call, the app switcher) lifts every thumb.
    const lift = () => {
      if (document.visibilityState === 'hidden') release();
    };
    const release = () => {
      down.current.left.clear();
      down.current.right.clear();
      thumbs.left = thumbs.right = false;
    };
    document.addEventListener('visibilitychange', lift);
    window.addEventListener('blur', release);
    return () => {
      document.removeEventListener('visibilitychange', lift);
      window.removeEventListener('blur', release);
      release();
    };
  }, []);

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
  const lift = (side: 'left' | 'right', id: number) => {
    down.current[side].delete(id);
    thumbs[side] = down.current[side].size > 0;
  };

  const color = team === 'right' ? colors.right : team === 'left' ? colors.left : colors.noTeam;
  return (
    <div className={bar} style={{ ['--team' as string]: color }} data-testid="hold-pads" data-both={both}>
      {(['left', 'right'] as const).map((side) => (
        <div
          key={side}
          className={pad}
          style={{ order: side === 'left' ? 0 : 2 }}
          data-testid={`pad-${side}`}
          data-down={snap[side]}
          role="button"
          aria-pressed={snap[side]}
          aria-label={t(side === 'left' ? 'Pad_Left_00' : 'Pad_Right_00')}
          {...handlers(side)}
        >
          <Thumb />
        </div>
      ))}
      <div className={status} style={{ order: 1 }} data-both={both} role="status">
        {t(both ? 'Pads_Both_00' : 'Pads_Need_00')}
      </div>
    </div>
  );
}
