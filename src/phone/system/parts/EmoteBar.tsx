import { css } from '@linaria/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendIntent } from '../../../engine/socketClient';
import { Events } from '../../../protocol/events';
import { EMOTES, type Emote } from '../../../protocol/enums';
import { SkipIcon } from '../../../ui/icons';
import { colors, disabledOpacity, fonts, motionCurve, vw } from '../../../ui/tokens';
import { EmoteArt } from '../../art/EmoteArt';
import { buzz, vibrate } from '../../device/vibrate';

/** One emote per this long: the big screen stays readable and the rate limit is never hit. */
export const EMOTE_COOLDOWN_MS = 1200;

const bar = css`
  position: relative;
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${vw(2)};
  padding: ${vw(2.4)};
  border-radius: ${vw(6)};
  background: rgba(255, 255, 255, 0.08);
  box-shadow: inset 0 0 0 ${vw(0.4)} rgba(255, 255, 255, 0.08);
`;
const list = css`
  flex: 1;
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: ${vw(1.6)};
`;
const btn = css`
  aspect-ratio: 1;
  border: 0;
  padding: ${vw(1.6)};
  border-radius: ${vw(3.5)};
  background: rgba(255, 255, 255, 0.1);
  box-shadow: inset 0 ${vw(-0.8)} 0 rgba(0, 0, 0, 0.25);
  cursor: pointer;
  transition:
    transform 100ms ${motionCurve.pop},
    opacity 200ms;
  & svg {
    width: 100%;
    height: 100%;
    display: block;
  }
  &:active:not(:disabled) {
    transform: scale(0.88);
  }
  &:disabled {
    opacity: ${disabledOpacity};
  }
`;
const skip = css`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vw(0.5)};
  padding: ${vw(1.6)} ${vw(2.6)};
  border: 0;
  border-radius: ${vw(3.5)};
  background: ${colors.cyan};
  color: ${colors.ink};
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: ${vw(3)};
  box-shadow: 0 ${vw(0.8)} 0 ${colors.cyanDeep};
  & svg {
    width: ${vw(6)};
    height: ${vw(6)};
  }
  &:active {
    transform: translateY(${vw(0.6)});
    box-shadow: none;
  }
`;
const flyer = css`
  position: absolute;
  bottom: 100%;
  width: ${vw(14)};
  height: ${vw(14)};
  pointer-events: none;
  animation: emote-fly 1.1s ${motionCurve.out} forwards;
  @keyframes emote-fly {
    0% {
      transform: translate(-50%, 0) scale(0.6);
      opacity: 0;
    }
    20% {
      opacity: 1;
      transform: translate(-50%, ${vw(-6)}) scale(1.15);
    }
    100% {
      transform: translate(-50%, ${vw(-40)}) scale(1);
      opacity: 0;
    }
  }
`;

/**
 * Emotes any time the phone is idle (`emote {icon}`), with a skip button where the screen
 * allows skipping. A tap shows the emote flying off locally; the big screen shows it to all.
 */
export function EmoteBar({ icons = EMOTES, skipEnabled = false, onSkip }: { icons?: readonly Emote[]; skipEnabled?: boolean; onSkip?: () => void }) {
  const { t } = useTranslation('System');
  const [cooling, setCooling] = useState(false);
  const [flying, setFlying] = useState<{ id: number; icon: Emote; x: number }[]>([]);
  const seq = useRef(0);
  const send = (icon: Emote, index: number) => {
    if (cooling) return;
    sendIntent(Events.emote, { icon });
    vibrate(buzz.tap);
    const id = ++seq.current;
    setFlying((f) => [...f.slice(-3), { id, icon, x: ((index + 0.5) / icons.length) * 100 }]);
    setTimeout(() => setFlying((f) => f.filter((x) => x.id !== id)), 1150);
    setCooling(true);
    setTimeout(() => setCooling(false), EMOTE_COOLDOWN_MS);
  };
  return (
    <div className={bar} data-testid="emote-bar">
      {flying.map((f) => (
        <EmoteArt key={f.id} icon={f.icon} className={flyer} style={{ left: `${f.x}%` }} />
      ))}
      <div className={list}>
        {icons.map((icon, i) => (
          <button
            key={icon}
            type="button"
            className={btn}
            disabled={cooling}
            onClick={() => send(icon, i)}
            aria-label={t(`Emote_${icon}_00`)}
            data-emote={icon}
          >
            <EmoteArt icon={icon} />
          </button>
        ))}
      </div>
      {skipEnabled && (
        <button type="button" className={skip} onClick={onSkip} data-testid="emote-skip">
          <SkipIcon />
          {t('Emote_Skip_00')}
        </button>
      )}
    </div>
  );
}
