import { css } from '@linaria/core';
import { useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { sendIntent } from '../../../engine/socketClient';
import type { Team } from '../../../protocol/enums';
import { Events } from '../../../protocol/events';
import { MegaphoneIcon } from '../../../ui/icons';
import { colors, fonts, motionCurve, tones, teamTone, vw } from '../../../ui/tokens';
import { playSfx } from '../../device/audio';
import { buzz, vibrate } from '../../device/vibrate';

/** Cheers are mashed: at most this many per second go out (the rest only animate). */
export const CHEER_MIN_GAP_MS = 200;

const btn = css`
  --face: ${colors.noTeam};
  --edge: ${colors.noTeamDeep};
  position: relative;
  width: ${vw(66)};
  height: ${vw(66)};
  border: 0;
  border-radius: 50%;
  color: #fff;
  background: radial-gradient(circle at 35% 28%, rgba(255, 255, 255, 0.5), transparent 42%), var(--face);
  box-shadow:
    0 ${vw(2.4)} 0 var(--edge),
    0 ${vw(5)} ${vw(10)} rgba(0, 0, 0, 0.45),
    0 0 0 ${vw(3)} rgba(255, 255, 255, 0.08);
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(8)};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vw(1)};
  touch-action: manipulation;
  user-select: none;
  cursor: pointer;
  & svg {
    width: ${vw(22)};
    height: ${vw(22)};
  }
  &:active {
    transform: translateY(${vw(1.6)}) scale(0.97);
    box-shadow:
      0 ${vw(0.6)} 0 var(--edge),
      0 ${vw(2)} ${vw(4)} rgba(0, 0, 0, 0.4);
  }
  &[data-pop='true'] {
    animation: cheer-pop 240ms ${motionCurve.pop};
  }
  @keyframes cheer-pop {
    40% {
      transform: scale(1.08) rotate(-3deg);
    }
  }
`;
const burst = css`
  position: absolute;
  inset: 0;
  pointer-events: none;
  /* Rings the button's own size at rest (a larger box would stick out of the button even unseen), grown as they burst. */
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    border: ${vw(1.4)} solid var(--face);
    opacity: 0;
  }
  &[data-on='true']::before {
    animation: cheer-ring 520ms ease-out;
  }
  &[data-on='true']::after {
    animation: cheer-ring 520ms 120ms ease-out;
  }
  @keyframes cheer-ring {
    from {
      opacity: 0.9;
      transform: scale(1.01);
    }
    to {
      opacity: 0;
      transform: scale(1.5);
    }
  }
`;
const counter = css`
  font-size: ${vw(4.4)};
  font-weight: 800;
  opacity: 0.9;
  font-variant-numeric: tabular-nums;
`;

/** The cheer button (`cheer {}`): taps burst on the big screen in the team's colour. */
export function CheerButton({ team }: { team: Team | null }) {
  const { t } = useTranslation('System');
  const btnRef = useRef<HTMLButtonElement>(null);
  const burstRef = useRef<HTMLSpanElement>(null);
  const countRef = useRef<HTMLSpanElement>(null);
  const s = useRef({ last: 0, count: 0 });
  const tone = tones[teamTone(team)];
  const press = () => {
    const now = performance.now();
    s.current.count++;
    if (countRef.current) countRef.current.textContent = t('Cheer_Count_00', { count: s.current.count });
    for (const el of [btnRef.current, burstRef.current]) {
      if (!el) continue;
      const key = el === btnRef.current ? 'pop' : 'on';
      el.dataset[key] = 'false';
      void el.offsetWidth;
      el.dataset[key] = 'true';
    }
    vibrate(buzz.tap);
    playSfx('cheer');
    if (now - s.current.last < CHEER_MIN_GAP_MS) return;
    s.current.last = now;
    sendIntent(Events.cheer, {});
  };
  return (
    <button
      ref={btnRef}
      type="button"
      className={btn}
      style={{ '--face': tone.face, '--edge': tone.edge } as CSSProperties}
      onClick={press}
      data-testid="cheer-button"
    >
      <span ref={burstRef} className={burst} />
      <MegaphoneIcon />
      {t('Cheer_Button_00')}
      <span ref={countRef} className={counter} aria-live="off" />
    </button>
  );
}
