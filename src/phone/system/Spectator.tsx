import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import type { PhoneView } from '../../protocol/views';
import { body, title } from '../../ui/styles';
import { colors, vw } from '../../ui/tokens';
import { BigScreenArt } from '../art/BigScreenArt';
import { CheerButton } from './parts/CheerButton';
import { stage } from './parts/stage';

const tag = css`
  padding: ${vw(1.4)} ${vw(4)};
  border-radius: 999px;
  background: rgba(63, 208, 255, 0.16);
  color: ${colors.cyan};
  font-weight: 900;
  font-size: ${vw(3.6)};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
const small = css`
  transform: scale(0.62);
  margin: ${vw(-9)} 0;
`;

/**
 * A spectator (no usable motion sensor, `view.system.capability.spectator`) sees this instead of
 * a motion prompt: watch the big screen and cheer (GAMES.md principle 6).
 */
export function Spectator() {
  const { t } = useTranslation('System');
  const view = useSnapshot(client).view as PhoneView;
  return (
    <main className={stage} data-scene="spectator">
      <span className={tag}>{t('Spectator_Tag_00')}</span>
      <div className={small}>
        <BigScreenArt />
      </div>
      <h1 className={title}>{t('Spectator_Title_00')}</h1>
      <p className={body}>{t('Spectator_Body_00')}</p>
      <CheerButton team={view.me.team} />
    </main>
  );
}
