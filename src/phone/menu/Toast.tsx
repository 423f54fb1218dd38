import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CheckIcon } from '../../ui/icons';
import { colors, layers, motionCurve, vw } from '../../ui/tokens';
import { shell } from '../shell';

const toast = css`
  position: fixed;
  left: 50%;
  bottom: calc(${vw(8)} + env(safe-area-inset-bottom));
  z-index: ${layers.loading};
  display: flex;
  align-items: center;
  gap: ${vw(2)};
  padding: ${vw(3)} ${vw(5)};
  border-radius: 999px;
  background: ${colors.paper};
  color: ${colors.ink};
  font-weight: 800;
  box-shadow: 0 ${vw(2)} ${vw(6)} rgba(0, 0, 0, 0.4);
  transform: translateX(-50%);
  animation: toast-in 300ms ${motionCurve.pop};
  & svg {
    width: ${vw(5.5)};
    height: ${vw(5.5)};
    color: ${colors.leftDeep};
  }
  @keyframes toast-in {
    from {
      transform: translate(-50%, ${vw(8)});
      opacity: 0;
    }
  }
`;

export function Toast() {
  const { t } = useTranslation('System');
  const { toast: current } = useSnapshot(shell);
  if (!current) return null;
  return (
    <div key={current.seq} className={toast} role="status" data-testid="toast">
      <CheckIcon /> {t(current.key)}
    </div>
  );
}
