import { css } from '@linaria/core';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeKey } from 'valtio/utils';
import { motion } from '../../../engine/motion';
import { sendIntent } from '../../../engine/socketClient';
import type { Team } from '../../../protocol/enums';
import { Events } from '../../../protocol/events';
import { colors, fonts, motionCurve, teamColor, vw } from '../../../ui/tokens';
import { buzz, vibrate } from '../../device/vibrate';
import { capturePointer } from './pointer';

/** `charge` intents go out at most this often, each carrying what was rubbed or shaken since. */
export const CHARGE_SEND_MS = 250;
/** The most a phone can charge (the server caps it too) and the most one intent carries. */
export const CHARGE_MAX = 100;
/** Rubbing the pad this many pad widths adds one unit of charge. */
const RUB_WIDTHS_PER_UNIT = 1.6;
/** A detected shake (one motion event while charging) adds this much. */
export const SHAKE_UNIT = 0.6;

const pad = css`
  --fill: 0;
  --team: ${colors.noTeam};
  position: relative;
  width: ${vw(74)};
  height: ${vw(74)};
  border-radius: 50%;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  cursor: grab;
  background:
    radial-gradient(circle at 50% 50%, rgba(18, 13, 36, 1) 0 57%, transparent 58%),
    conic-gradient(var(--team) calc(var(--fill) * 360deg), rgba(255, 255, 255, 0.1) 0);
  box-shadow:
    0 0 0 ${vw(1.6)} rgba(255, 255, 255, 0.12),
    0 ${vw(3)} ${vw(8)} rgba(0, 0, 0, 0.45);
  transition: transform 120ms ${motionCurve.pop};
  &[data-rubbing='true'] {
    transform: scale(0.97);
  }
`;
const core = css`
  position: absolute;
  inset: 22%;
  border-radius: 50%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  background: radial-gradient(circle at 35% 30%, rgba(255, 255, 255, 0.45), transparent 45%), var(--team);
  box-shadow:
    inset 0 ${vw(-2)} 0 rgba(0, 0, 0, 0.25),
    0 0 calc(var(--fill) * ${vw(14)}) var(--team);
  pointer-events: none;
  transform: scale(calc(0.86 + var(--fill) * 0.14));
`;
const pct = css`
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(11)};
  line-height: 1;
  color: #fff;
  text-shadow: 0 ${vw(0.8)} 0 rgba(0, 0, 0, 0.3);
  font-variant-numeric: tabular-nums;
`;
const unit = css`
  font-size: ${vw(3.6)};
  font-weight: 800;
  opacity: 0.9;
`;
const spark = css`
  position: absolute;
  width: ${vw(4)};
  height: ${vw(4)};
  margin: ${vw(-2)} 0 0 ${vw(-2)};
  border-radius: 50%;
  background: ${colors.accent};
  box-shadow: 0 0 ${vw(3)} ${colors.accent};
  pointer-events: none;
  opacity: 0;
  &[data-on='true'] {
    animation: cp-spark 420ms ease-out forwards;
  }
  @keyframes cp-spark {
    from {
      opacity: 1;
      transform: scale(1.4);
    }
    to {
      opacity: 0;
      transform: scale(0.2) translateY(${vw(-8)});
    }
  }
`;

/**
 * The charge pad (GAMES.md: rubbing or shaking fills the team's meter). High-rate input stays out
 * of React (STYLE.md #8): pointer moves and shakes add to a ref, a frame callback writes the
 * meter's CSS variable and label, and a timer sends `charge {amount}` a few times a second.
 */
export function ChargePad({ team, serverCharge, shake }: { team: Team | null; serverCharge: number; shake: boolean }) {
  const { t } = useTranslation('System');
  const padRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef<HTMLSpanElement>(null);
  const sparkRef = useRef<HTMLSpanElement>(null);
  const state = useRef({ sent: 0, unsent: 0, server: serverCharge, last: null as { x: number; y: number } | null, dirty: true });
  state.current.server = serverCharge;

  useEffect(() => {
    const s = state.current;
    let frame = 0;
    const draw = () => {
      frame = requestAnimationFrame(draw);
      if (!s.dirty) return;
      s.dirty = false;
      const total = Math.min(CHARGE_MAX, Math.max(s.server, s.sent) + s.unsent);
      padRef.current?.style.setProperty('--fill', String(total / CHARGE_MAX));
      if (labelRef.current) labelRef.current.textContent = String(Math.floor(total));
    };
    frame = requestAnimationFrame(draw);
    const send = setInterval(() => {
      if (s.unsent < 0.05) return;
      const room = CHARGE_MAX - Math.max(s.server, s.sent);
      const amount = Math.min(1, s.unsent, Math.max(0, room));
      s.unsent = Math.max(0, s.unsent - amount);
      if (amount <= 0) {
        s.unsent = 0;
        return;
      }
      s.sent = Math.max(s.server, s.sent) + amount;
      sendIntent(Events.charge, { amount: Math.round(amount * 1000) / 1000 });
    }, CHARGE_SEND_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(send);
    };
  }, []);

  useEffect(() => {
    state.current.dirty = true;
  }, [serverCharge]);

  useEffect(() => {
    if (!shake) return;
    let seen = motion.events;
    return subscribeKey(motion, 'events', (n) => {
      const add = Math.max(0, n - seen) * SHAKE_UNIT;
      seen = n;
      if (add > 0) bump(add);
    });
  }, [shake]);

  const bump = (add: number) => {
    const s = state.current;
    s.unsent += add;
    s.dirty = true;
  };
  const flash = (x: number, y: number) => {
    const el = sparkRef.current;
    if (!el) return;
    el.style.left = `${x}px`;
    el.style.top = `${y}px`;
    el.dataset.on = 'false';
    void el.offsetWidth; // restart the animation
    el.dataset.on = 'true';
  };

  return (
    <div
      ref={padRef}
      className={pad}
      style={{ '--team': teamColor(team) } as CSSProperties}
      data-testid="charge-pad"
      role="slider"
      aria-label={t('Charge_Pad_00')}
      aria-valuemin={0}
      aria-valuemax={CHARGE_MAX}
      aria-valuenow={Math.round(serverCharge)}
      onPointerDown={(e) => {
        capturePointer(e.currentTarget, e.pointerId);
        e.currentTarget.dataset.rubbing = 'true';
        state.current.last = { x: e.clientX, y: e.clientY };
        vibrate(buzz.tap);
      }}
      onPointerMove={(e) => {
        const s = state.current;
        if (!s.last) return;
        const d = Math.hypot(e.clientX - s.last.x, e.clientY - s.last.y);
        s.last = { x: e.clientX, y: e.clientY };
        const width = padRef.current?.clientWidth || 300;
        bump(d / (width * RUB_WIDTHS_PER_UNIT));
        if (d > 12) {
          const r = padRef.current!.getBoundingClientRect();
          flash(e.clientX - r.left, e.clientY - r.top);
        }
      }}
      onPointerUp={(e) => {
        state.current.last = null;
        e.currentTarget.dataset.rubbing = 'false';
      }}
      onPointerCancel={(e) => {
        state.current.last = null;
        e.currentTarget.dataset.rubbing = 'false';
      }}
    >
      <span ref={sparkRef} className={spark} />
      <span className={core}>
        <span className={pct} ref={labelRef} data-testid="charge-value" />
        <span className={unit}>{t('Charge_Unit_00')}</span>
      </span>
    </div>
  );
}
