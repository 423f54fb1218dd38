import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import { sendIntent } from '../../engine/socketClient';
import { Events } from '../../protocol/events';
import { THROW_ITEMS, THROWS_PER_PHONE, type ThrowItem } from '../../protocol/enums';
import type { PhoneView } from '../../protocol/views';
import { body, title } from '../../ui/styles';
import { colors, fonts, motionCurve, vw } from '../../ui/tokens';
import { ItemArt } from '../art/ItemArt';
import { playSfx } from '../device/audio';
import { buzz, vibrate } from '../device/vibrate';
import { stage } from './parts/stage';
import { capturePointer } from './parts/pointer';

/** A flick: released moving up faster than this (px/ms) after at least `FLICK_MIN_PX` upwards. */
export const FLICK_MIN_SPEED = 0.5;
export const FLICK_MIN_PX = 40;

const head = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(1.5)};
`;
const left = css`
  display: flex;
  gap: ${vw(2)};
  justify-content: center;
`;
const pip = css`
  width: ${vw(9)};
  height: ${vw(9)};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.1);
  display: flex;
  align-items: center;
  justify-content: center;
  & svg {
    width: 80%;
    height: 80%;
  }
  &[data-used='true'] {
    opacity: 0.25;
    filter: grayscale(1);
  }
`;
const picker = css`
  display: flex;
  gap: ${vw(3)};
`;
const pick = css`
  width: ${vw(17)};
  height: ${vw(17)};
  padding: ${vw(2)};
  border: 0;
  border-radius: ${vw(4)};
  background: rgba(255, 255, 255, 0.08);
  box-shadow: inset 0 ${vw(-0.8)} 0 rgba(0, 0, 0, 0.3);
  cursor: pointer;
  & svg {
    width: 100%;
    height: 100%;
  }
  &[aria-pressed='true'] {
    background: rgba(255, 210, 63, 0.22);
    box-shadow: 0 0 0 ${vw(0.8)} ${colors.accent};
  }
`;
const zone = css`
  position: relative;
  flex: 1;
  width: 100%;
  min-height: ${vw(70)};
  border-radius: ${vw(6)};
  background:
    repeating-linear-gradient(180deg, rgba(255, 255, 255, 0.05) 0 ${vw(2)}, transparent ${vw(2)} ${vw(6)}),
    linear-gradient(180deg, rgba(63, 208, 255, 0.12), rgba(155, 107, 255, 0.16));
  overflow: visible;
  touch-action: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-end;
  padding-bottom: ${vw(6)};
`;
const arrow = css`
  position: absolute;
  top: ${vw(5)};
  width: ${vw(14)};
  height: ${vw(24)};
  opacity: 0.6;
  animation: it-up 1.4s ease-in-out infinite;
  @keyframes it-up {
    0% {
      transform: translateY(${vw(6)});
      opacity: 0;
    }
    40% {
      opacity: 0.7;
    }
    100% {
      transform: translateY(${vw(-4)});
      opacity: 0;
    }
  }
`;
const item = css`
  width: ${vw(30)};
  height: ${vw(30)};
  touch-action: none;
  cursor: grab;
  filter: drop-shadow(0 ${vw(2)} ${vw(2)} rgba(0, 0, 0, 0.35));
  will-change: transform;
  &[data-flying='true'] {
    transition:
      transform 520ms cubic-bezier(0.2, 0.7, 0.3, 1),
      opacity 520ms;
    opacity: 0;
  }
  &[data-back='true'] {
    transition: transform 260ms ${motionCurve.pop};
  }
`;
const hint = css`
  margin: ${vw(3)} 0 0;
  font-weight: 800;
  color: ${colors.textDim};
  font-size: ${vw(4)};
`;
const result = css`
  position: absolute;
  top: 30%;
  left: 50%;
  transform: translateX(-50%);
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(14)};
  color: ${colors.accent};
  text-shadow: 0 ${vw(1)} 0 rgba(0, 0, 0, 0.35);
  white-space: nowrap;
  pointer-events: none;
  animation: it-hit 2.4s ease-out forwards;
  z-index: 2;
  &[data-hit='false'] {
    color: ${colors.textDim};
    font-size: ${vw(10)};
  }
  @keyframes it-hit {
    0% {
      transform: translate(-50%, 0) scale(0.3);
      opacity: 0;
    }
    10% {
      transform: translate(-50%, 0) scale(1.15);
      opacity: 1;
    }
    18% {
      transform: translate(-50%, 0) scale(1);
    }
    85% {
      opacity: 1;
      transform: translate(-50%, ${vw(-4)}) scale(1);
    }
    100% {
      transform: translate(-50%, ${vw(-10)}) scale(1);
      opacity: 0;
    }
  }
`;

/**
 * SPEC.md itemThrowing (during results): flick the item off the top of the screen to throw it at
 * the big screen, three per phone (`throwItem {itemId}`). The big screen says where it landed; the
 * phone shows hit or miss from `throwingItem.last`.
 */
export function ItemThrowing() {
  const { t } = useTranslation('System');
  const view = useSnapshot(client).view as PhoneView;
  const { remaining, last } = view.system.throwingItem;
  const [chosen, setChosen] = useState<ThrowItem>('confetti');
  const [shown, setShown] = useState<{ hit: boolean; seq: number } | null>(null);
  const prevRemaining = useRef(remaining);
  useEffect(() => {
    if (remaining < prevRemaining.current && last) {
      setShown({ hit: last.hit, seq: Date.now() });
      vibrate(last.hit ? buzz.success : buzz.tap);
    }
    prevRemaining.current = remaining;
  }, [remaining, last]);
  const empty = remaining <= 0;
  return (
    <main className={stage} data-scene="itemThrowing">
      <div className={head}>
        <h1 className={title}>{t('Throw_Title_00')}</h1>
        <p className={body}>{empty ? t('Throw_Empty_00') : t('Throw_Body_00')}</p>
      </div>
      <div className={left} aria-label={t('Throw_Left_00', { count: remaining })} data-testid="throw-remaining" data-remaining={remaining}>
        {Array.from({ length: THROWS_PER_PHONE }, (_, i) => (
          <span key={i} className={pip} data-used={String(i >= remaining)}>
            <ItemArt item={chosen} />
          </span>
        ))}
      </div>
      <div className={picker} role="group" aria-label={t('Throw_Pick_00')}>
        {THROW_ITEMS.map((it) => (
          <button key={it} type="button" className={pick} aria-pressed={chosen === it} onClick={() => setChosen(it)} aria-label={t(`Throw_Item_${it}_00`)}>
            <ItemArt item={it} />
          </button>
        ))}
      </div>
      <FlickZone item={chosen} disabled={empty} />
      {shown && (
        <span key={shown.seq} className={result} data-hit={String(shown.hit)} data-testid="throw-result">
          {shown.hit ? t('Throw_Hit_00') : t('Throw_Miss_00')}
        </span>
      )}
    </main>
  );
}

function FlickZone({ item: itemId, disabled }: { item: ThrowItem; disabled: boolean }) {
  const { t } = useTranslation('System');
  const ref = useRef<HTMLDivElement>(null);
  const track = useRef<{ x0: number; y0: number; pts: { y: number; t: number }[] } | null>(null);
  const move = (dx: number, dy: number, scale = 1) => {
    if (ref.current) ref.current.style.transform = `translate(${dx}px, ${dy}px) scale(${scale}) rotate(${dx / 6}deg)`;
  };
  const reset = (back: boolean) => {
    const el = ref.current;
    if (!el) return;
    el.dataset.back = String(back);
    el.dataset.flying = 'false';
    move(0, 0);
  };
  return (
    <div className={zone} data-testid="flick-zone">
      {!disabled && (
        <svg className={arrow} viewBox="0 0 24 40" aria-hidden="true">
          <path d="M12 38V4M3 13l9-9 9 9" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      <div
        ref={ref}
        className={item}
        style={{ opacity: disabled ? 0.3 : 1 }}
        role="button"
        aria-label={t('Throw_Flick_00')}
        aria-disabled={disabled}
        data-testid="flick-item"
        onPointerDown={(e) => {
          if (disabled) return;
          capturePointer(e.currentTarget, e.pointerId);
          e.currentTarget.dataset.back = 'false';
          track.current = { x0: e.clientX, y0: e.clientY, pts: [{ y: e.clientY, t: e.timeStamp }] };
        }}
        onPointerMove={(e) => {
          const tr = track.current;
          if (!tr) return;
          tr.pts.push({ y: e.clientY, t: e.timeStamp });
          if (tr.pts.length > 8) tr.pts.shift();
          move(e.clientX - tr.x0, Math.min(40, e.clientY - tr.y0));
        }}
        onPointerUp={(e) => {
          const tr = track.current;
          track.current = null;
          if (!tr) return;
          const first = tr.pts.find((p) => e.timeStamp - p.t <= 100) ?? tr.pts[0]!;
          const dt = Math.max(1, e.timeStamp - first.t);
          const speed = (first.y - e.clientY) / dt;
          const rise = tr.y0 - e.clientY;
          if (rise < FLICK_MIN_PX || speed < FLICK_MIN_SPEED) return reset(true);
          const el = ref.current!;
          el.dataset.flying = 'true';
          move((e.clientX - tr.x0) * 2, -window.innerHeight, 0.4);
          sendIntent(Events.throwItem, { itemId });
          playSfx('whoosh');
          vibrate(buzz.throw);
          setTimeout(() => reset(false), 560);
        }}
        onPointerCancel={() => {
          track.current = null;
          reset(true);
        }}
      >
        <ItemArt item={itemId} />
      </div>
      <p className={hint}>{disabled ? t('Throw_Empty_00') : t('Throw_Hint_00')}</p>
    </div>
  );
}
