import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import type { PhoneView } from '../../protocol/views';
import { Avatar } from '../../ui/Avatar';
import { body, title } from '../../ui/styles';
import { colors, fonts, vw } from '../../ui/tokens';
import { EmoteBar } from './parts/EmoteBar';
import { stage } from './parts/stage';

const hero = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${vw(56)};
  height: ${vw(56)};
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    border: ${vw(1)} dashed rgba(255, 255, 255, 0.18);
    animation: wp-spin 14s linear infinite;
  }
  &::after {
    inset: ${vw(6)};
    border-color: rgba(255, 210, 63, 0.35);
    animation-direction: reverse;
    animation-duration: 9s;
  }
  @keyframes wp-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
const count = css`
  display: inline-flex;
  align-items: baseline;
  gap: ${vw(2)};
  padding: ${vw(2)} ${vw(5)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.08);
  font-family: ${fonts.display};
  font-weight: 900;
  & b {
    font-size: ${vw(9)};
    color: ${colors.accent};
  }
`;
const grow = css`
  flex: 1;
`;

/** SPEC.md waitingProfile: the profile is in; others join while the host gets ready. */
export function WaitingProfile() {
  const { t } = useTranslation('System');
  const view = useSnapshot(client).view as PhoneView;
  return (
    <main className={stage} data-scene="waitingProfile">
      <div className={grow} />
      <div className={hero}>
        <Avatar photo={view.me.photo} name={view.me.name} team={view.me.team} size={38} />
      </div>
      <h1 className={title}>{t('Waiting_Title_00', { name: view.me.name })}</h1>
      <p className={count} data-testid="player-count">
        <b>{view.room.playerCount}</b> {t('Waiting_Count_00', { count: view.room.playerCount })}
      </p>
      <p className={body}>{t('Waiting_Body_00', { count: view.room.playerCount })}</p>
      <div className={grow} />
      <EmoteBar />
    </main>
  );
}
