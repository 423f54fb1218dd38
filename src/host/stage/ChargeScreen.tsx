import { useTranslation } from 'react-i18next';
import type { HostView } from '../../protocol/views';
import { css } from '@linaria/core';
import { headline, scene, subline } from '../ui/styles';

const tight = css`
  gap: 1.2vw;
`;
import { ChargeMeters } from './ChargeMeters';

/** Charge: every phone shows a pad; rubbing fills the team's meter, compared per head. */
export function ChargeScreen({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  return (
    <section className={`${scene} ${tight}`} data-scene="charge">
      <h1 className={headline}>{t('Charge_Title_00')}</h1>
      <p className={subline}>{t('Charge_Sub_00')}</p>
      <ChargeMeters view={view} />
    </section>
  );
}
