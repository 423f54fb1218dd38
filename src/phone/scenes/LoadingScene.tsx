import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { colors, fonts, vw } from '../../ui/tokens';
import { screen } from '../../ui/styles';
import { Logo } from '../art/Logo';

const stage = css`
  background: radial-gradient(circle at 50% 30%, ${colors.bgCard} 0%, ${colors.bg} 60%, ${colors.bgDeep} 100%);
  gap: ${vw(7)};
`;
const bounce = css`
  animation: load-bob 1.2s ease-in-out infinite;
  @keyframes load-bob {
    50% {
      transform: translateY(${vw(-3)}) rotate(-3deg);
    }
  }
`;
const track = css`
  width: ${vw(64)};
  height: ${vw(5)};
  padding: ${vw(0.9)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.12);
  box-shadow: inset 0 ${vw(0.5)} ${vw(1)} rgba(0, 0, 0, 0.35);
`;
const fill = css`
  height: 100%;
  width: calc(var(--p) * 100%);
  min-width: ${vw(3.2)};
  border-radius: 999px;
  background: linear-gradient(90deg, ${colors.left}, ${colors.accent}, ${colors.right});
  transition: width 220ms ease-out;
`;
const label = css`
  margin: 0;
  font-family: ${fonts.display};
  font-weight: 800;
  font-size: ${vw(4.6)};
  color: ${colors.textDim};
  letter-spacing: 0.04em;
`;

/**
 * SPEC.md loading scene. With `progress` (0..1) it shows a bar filled by the real count of
 * loaded assets; the host page uses it without.
 */
export function LoadingScene({ label: text, progress }: { label?: string; progress?: number }) {
  const { t, ready } = useTranslation('System', { useSuspense: false });
  const p = progress === undefined ? null : Math.max(0, Math.min(1, progress));
  return (
    <main className={`${screen} ${stage}`} data-scene="loading" aria-busy="true">
      <Logo className={bounce} />
      {p !== null && (
        <div className={track} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(p * 100)} data-testid="loading-progress">
          <div className={fill} style={{ '--p': p } as CSSProperties} />
        </div>
      )}
      <p className={label}>
        {text ?? (ready ? t('Loading_00') : '…')}
        {p !== null && ` ${Math.round(p * 100)}%`}
      </p>
    </main>
  );
}
