import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { WarnIcon } from '../../ui/icons';
import { colors, vw } from '../../ui/tokens';

const strip = css`
  display: flex;
  align-items: center;
  gap: ${vw(2.5)};
  padding: ${vw(2.4)} ${vw(4)};
  border-radius: 999px;
  background: rgba(255, 210, 63, 0.16);
  color: ${colors.accent};
  font-weight: 800;
  font-size: ${vw(3.8)};
  text-align: left;
  & svg {
    width: ${vw(6)};
    height: ${vw(6)};
    flex: none;
  }
`;

/** Caution "hold the phone": a strip on every screen where the phone is moved. */
export function HoldCaution() {
  const { t } = useTranslation('System');
  return (
    <p className={strip} role="note" data-testid="hold-caution">
      <WarnIcon /> {t('Caution_Hold_00')}
    </p>
  );
}
