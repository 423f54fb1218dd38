import { css } from '@linaria/core';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../protocol/views';
import { host } from '../logic/commands';
import { hostUi } from '../logic/hostUi';
import { Avatar } from '../ui/Avatar';
import { btn } from '../ui/styles';
import { Sheet } from './Sheet';

const who = css`
  display: flex;
  align-items: center;
  gap: 1.4vw;
  font-size: 1.5vw;
  font-weight: 700;
  p {
    margin: 0;
  }
`;

/** Kicking needs a second click: the player's token can never take a seat here again. */
export function ConfirmKick({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const id = useSnapshot(hostUi).confirmKick;
  const p = view.players.find((x) => x.id === id);
  if (!id || !p) return null;
  const close = () => {
    hostUi.confirmKick = null;
  };
  return (
    <Sheet
      title={t('Kick_Title_00', { name: p.name })}
      onClose={close}
      size="s"
      testId="kick-dialog"
      footer={
        <>
          <button type="button" className={btn} data-tone="ghost" onClick={close}>
            {t('Common_Cancel_00')}
          </button>
          <button
            type="button"
            className={btn}
            data-tone="danger"
            onClick={() => {
              host({ type: 'kick', playerId: p.id });
              close();
            }}
          >
            {t('Kick_Confirm_00')}
          </button>
        </>
      }
    >
      <div className={who}>
        <Avatar name={p.name} photo={p.photo} team={p.team} size="7vw" />
        <p>{t('Kick_Body_00', { name: p.name })}</p>
      </div>
    </Sheet>
  );
}
