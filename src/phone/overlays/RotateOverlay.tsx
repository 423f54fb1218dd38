import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { colors, fonts, fontSizes, layers, sizes } from '../../ui/tokens';
import { viewport } from './viewport';

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: ${layers.fullOverlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3vmin;
  padding: 4vmin 6vmin;
  text-align: center;
  color: ${colors.text};
  background: radial-gradient(circle at 50% 35%, ${colors.bgCard}, ${colors.bgDeep} 75%);
  font-size: ${fontSizes.landscapeOverlay};
`;
const icon = css`
  width: ${sizes.landscapeIconWidth};
  height: calc(${sizes.landscapeIconWidth} * ${sizes.landscapeIconRatio});
  flex: none;
`;
const phone = css`
  transform-origin: 60px 50px;
  animation: rotate-hint 2.4s ease-in-out infinite;
  @keyframes rotate-hint {
    0%,
    15% {
      transform: rotate(-90deg);
    }
    45%,
    85% {
      transform: rotate(0deg);
    }
    100% {
      transform: rotate(-90deg);
    }
  }
`;
const message = css`
  margin: 0;
  font-family: ${fonts.display};
  font-weight: 900;
  font-size: 1.25em;
  line-height: 1.3;
`;
const hints = css`
  margin: 0;
  padding: 2vmin 4vmin 2vmin 7vmin;
  text-align: left;
  line-height: 1.5;
  color: ${colors.textDim};
  background: rgba(255, 255, 255, 0.07);
  border-radius: 3vmin;
  & li::marker {
    color: ${colors.accent};
  }
`;

/** The phone turning upright, in an icon 45vmin wide with the §9 ratio 0.822. */
function RotateIcon() {
  return (
    <svg className={icon} viewBox="0 0 120 98.6" aria-hidden="true">
      <path d="M22 78a44 44 0 0 1 6-52" fill="none" stroke={colors.accent} strokeWidth="4" strokeLinecap="round" />
      <path d="M20 20l9 5-7 8" fill="none" stroke={colors.accent} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <g className={phone}>
        <rect x="42" y="10" width="36" height="80" rx="7" fill={colors.noTeam} stroke="#fff" strokeWidth="4" />
        <rect x="48" y="20" width="24" height="58" rx="3" fill={colors.bgDeep} />
        <circle cx="60" cy="84" r="2.6" fill="#fff" />
        <path d="M53 44l5 5 9-10" fill="none" stroke={colors.left} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </svg>
  );
}

/** SPEC.md §2: asks the player to hold the phone upright (portrait). */
export function RotateOverlay() {
  const { t } = useTranslation('System');
  const v = useSnapshot(viewport);
  if (!v.showRotate) return null;
  return (
    <div
      className={overlay}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="rotate-message"
      data-testid="rotate-overlay"
      data-orientation={v.orientation}
    >
      <RotateIcon />
      <p className={message} id="rotate-message">
        {t('Common_Landscape_00')}
      </p>
      <ul className={hints}>
        <li>{t('CapabilityBrowserReload_00')}</li>
        <li>{t('CapabilityBrowserReboot_00')}</li>
        <li>{t('CapabilitySettingChange_00')}</li>
      </ul>
    </div>
  );
}
