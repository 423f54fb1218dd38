import { css, cx } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot, type Snapshot } from 'valtio';
import { serverNow } from '../../../engine/clock';
import { buzz, vibrate } from '../../../phone/device/vibrate';
import { colors, fonts, vw } from '../../../ui/tokens';
import type { Gm105PhoneOwn } from '../rules/views';
import { textOf, type Bank } from '../shared/bank';
import { facesOf, MarkIcon, QUIZ_COLORS, type Face } from '../shared/Marks';
import { clickedIn } from './editState';
import { gm105Slice, tapAnswer } from './slice';

type Own = Snapshot<Gm105PhoneOwn>;

const pad = css`
  flex: 1;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vw(3)};
  width: 100%;
  min-height: ${vw(70)};
`;
const key = css`
  --face: ${QUIZ_COLORS.paper};
  --edge: ${QUIZ_COLORS.paperDeep};
  --ink: ${QUIZ_COLORS.ink};
  position: relative;
  appearance: none;
  border: 0;
  border-radius: ${vw(6)};
  padding: ${vw(4)} ${vw(2)};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(3)};
  color: var(--ink);
  background: var(--face);
  background-image: linear-gradient(180deg, rgba(255, 255, 255, 0.3), rgba(255, 255, 255, 0) 45%);
  box-shadow:
    0 ${vw(2)} 0 var(--edge),
    0 ${vw(3)} ${vw(4)} rgba(0, 0, 0, 0.3);
  font-family: ${fonts.display};
  touch-action: manipulation;
  user-select: none;
  cursor: pointer;
  transition:
    transform 80ms ease-out,
    box-shadow 80ms ease-out,
    opacity 200ms;
  svg {
    width: ${vw(30)};
    height: ${vw(30)};
    flex: none;
  }
  &[data-tone='red'] {
    --face: ${QUIZ_COLORS.red};
    --edge: ${QUIZ_COLORS.redDeep};
    --ink: #fff;
  }
  &[data-tone='blue'] {
    --face: ${QUIZ_COLORS.blue};
    --edge: ${QUIZ_COLORS.blueDeep};
    --ink: #fff;
  }
  &:disabled {
    cursor: default;
  }
  &[data-live='false'] {
    opacity: 0.55;
  }
  &[data-clicked='true'] {
    transform: translateY(${vw(1.6)});
    box-shadow:
      0 ${vw(0.4)} 0 var(--edge),
      0 0 0 ${vw(1.4)} ${colors.accent};
    opacity: 1;
  }
  &[data-other='true'] {
    opacity: 0.3;
  }
  &[data-right='true'] {
    opacity: 1;
    box-shadow:
      0 ${vw(0.4)} 0 var(--edge),
      0 0 0 ${vw(1.6)} #6ee7a0;
  }
`;
const answerText = css`
  font-size: ${vw(5.2)};
  line-height: 1.2;
  max-width: 100%;
  overflow-wrap: anywhere;
`;
const rightTag = css`
  position: absolute;
  top: ${vw(2)};
  left: 50%;
  transform: translateX(-50%);
  padding: ${vw(0.6)} ${vw(3)};
  border-radius: 999px;
  background: #6ee7a0;
  color: ${colors.ink};
  font-size: ${vw(3.6)};
  white-space: nowrap;
`;
const bar = css`
  width: 100%;
  height: ${vw(3)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.12);
  overflow: hidden;
  & > div {
    height: 100%;
    width: 100%;
    transform-origin: left;
    background: linear-gradient(90deg, ${colors.danger}, ${colors.accent} 35%, #6ee7a0);
  }
`;

/**
 * The answer window draining on this phone's synced clock, `onEnd` once it ran out. The compositor
 * drains it (a transform animation started at the window's place): no script runs per frame on
 * the main thread, which a low-end phone needs for the taps.
 */
export function TimeBar({ openAt, closeAt, onEnd }: { openAt: number; closeAt: number; onEnd?: () => void }) {
  const el = useRef<HTMLDivElement>(null);
  const end = useRef(onEnd);
  end.current = onEnd;
  useEffect(() => {
    const span = Math.max(1, closeAt - openAt);
    const left = Math.max(0, Math.min(1, (closeAt - serverNow()) / span));
    const anim = el.current?.animate([{ transform: `scaleX(${left})` }, { transform: 'scaleX(0)' }], {
      duration: left * span,
      easing: 'linear',
      fill: 'forwards',
    });
    const timer = setTimeout(() => end.current?.(), left * span);
    return () => {
      anim?.cancel();
      clearTimeout(timer);
    };
  }, [openAt, closeAt]);
  return (
    <div className={bar} role="timer" data-testid="time-bar">
      <div ref={el} />
    </div>
  );
}

/** The label under a button's symbol: the answer for A and B (from the question), nothing for ✓ and ✗. */
function labelOf(face: Face, own: Own, bank: Bank | null): string | null {
  const c = own.question?.choices;
  if (!c || (face.meaning !== 'A' && face.meaning !== 'B')) return null;
  return textOf(bank, c[face.meaning]);
}

/**
 * This phone's two full-height buttons in its own pattern (SPEC.md quiz patterns): live while the
 * window is open, one tap locks (marked clicked for the round at once), the right one marked once
 * the answer is revealed.
 */
export function AnswerPad({ own, live, bank, className }: { own: Own; live: boolean; bank: Bank | null; className?: string }) {
  const { t } = useTranslation('gm105');
  const slice = useSnapshot(gm105Slice);
  if (!own.pattern) return null;
  const faces = facesOf(own.pattern);
  const clicked = own.answer?.button ?? clickedIn(slice, own.roundNumber);
  const canTap = live && clicked === null && !slice.answerTimedOut;
  return (
    <div className={cx(pad, className)} data-pattern={own.pattern} data-testid="answer-pad">
      {faces.map((face, k) => {
        const b = k as 0 | 1;
        const label = labelOf(face, own, bank);
        return (
          <button
            key={b}
            type="button"
            className={key}
            data-tone={face.tone}
            data-meaning={face.meaning}
            data-live={canTap || clicked !== null}
            data-clicked={clicked === b}
            data-other={clicked !== null && clicked !== b && own.rightButton === null}
            data-right={own.rightButton === b}
            data-testid={`answer-${b}`}
            disabled={!canTap}
            aria-label={t(`Button_${face.mark}_00`, { answer: label ?? '' })}
            onPointerDown={(e) => {
              e.preventDefault();
              if (canTap && tapAnswer(own, b)) vibrate(buzz.tap);
            }}
          >
            {own.rightButton === b && <span className={rightTag}>{t('Right_Tag_00')}</span>}
            <MarkIcon mark={face.mark} color={face.tone === 'paper' ? QUIZ_COLORS.ink : '#fff'} />
            {label && <span className={answerText}>{label}</span>}
          </button>
        );
      })}
    </div>
  );
}
