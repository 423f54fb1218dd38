import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import type { PhoneView } from '../../protocol/views';
import { body, title } from '../../ui/styles';
import { vw } from '../../ui/tokens';
import { CheerButton } from './parts/CheerButton';
import { EmoteBar } from './parts/EmoteBar';
import { stage } from './parts/stage';

const head = css`
  display: flex;
  flex-direction: column;
  gap: ${vw(1.5)};
`;
const grow = css`
  flex: 1;
`;

/** SPEC.md cheer: anyone idle cheers for their team; cheers score nothing but fill the big screen. */
export function Cheer() {
  const { t } = useTranslation('System');
  const view = useSnapshot(client).view as PhoneView;
  return (
    <main className={stage} data-scene="cheer">
      <div className={head}>
        <h1 className={title}>{t('Cheer_Title_00')}</h1>
        <p className={body}>{t('Cheer_Body_00')}</p>
      </div>
      <div className={grow} />
      <CheerButton team={view.me.team} />
      <div className={grow} />
      <EmoteBar />
    </main>
  );
}
