import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { PublicPlayer } from '../../protocol/views';
import { colors, hostColors } from '../../ui/tokens';
import { hostUi } from '../logic/hostUi';
import { Avatar } from '../ui/Avatar';
import { Bench } from '../ui/icons';

const cardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5vw;
  padding: 0.8vw 0.4vw 0.7vw;
  border-radius: 1.2vw;
  border: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  background: rgba(255, 255, 255, 0.06);
  min-width: 0;
  width: 100%;
  animation: card-in 0.55s cubic-bezier(0.2, 1.5, 0.4, 1) both;
  @keyframes card-in {
    from {
      transform: translateY(2vw) scale(0.5);
      opacity: 0;
    }
  }
  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
  &[data-connected='false'] img,
  &[data-connected='false'] > span:first-child {
    filter: grayscale(1) brightness(0.6);
  }
`;
const name = css`
  font-size: 1.35vw;
  font-weight: 800;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-shadow: 0 0.15vw 0 rgba(0, 0, 0, 0.4);
`;
const dot = css`
  position: absolute;
  top: 0.7vw;
  right: 1.4vw;
  width: 1.2vw;
  height: 1.2vw;
  border-radius: 50%;
  background: ${hostColors.online};
  border: 0.25vw solid #1b1530;
  box-shadow: 0 0 0.8vw ${hostColors.online};
  &[data-on='false'] {
    background: ${hostColors.offline};
    box-shadow: none;
  }
`;
const badge = css`
  position: absolute;
  top: 0.5vw;
  left: 1vw;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 1.8vw;
  height: 1.8vw;
  border-radius: 50%;
  background: #1b1530;
  color: ${colors.textDim};
`;
const offline = css`
  font-size: 0.95vw;
  font-weight: 700;
  color: ${colors.textDim};
  margin-top: -0.3vw;
`;
const tagNew = css`
  position: absolute;
  bottom: 2.6vw;
  background: ${colors.accent};
  color: #1b1530;
  border-radius: 999px;
  font-size: 0.8vw;
  font-weight: 900;
  padding: 0.1vw 0.5vw;
`;

/** One player in the lobby: selfie, name, connection dot; a click offers the kick. */
export function PlayerCard({ p, size = '6vw' }: { p: PublicPlayer; size?: string }) {
  const { t } = useTranslation('Host');
  return (
    <button
      type="button"
      className={cardCss}
      data-testid="player"
      data-team={p.team ?? 'none'}
      data-connected={p.connected}
      title={t('Player_Kick_00', { name: p.name })}
      onClick={() => {
        hostUi.confirmKick = p.id;
      }}
    >
      <Avatar name={p.name} photo={p.photo} team={p.team} size={size} />
      <span className={dot} data-on={p.connected} role="img" aria-label={p.connected ? t('Player_Online_00') : t('Player_Offline_00')} />
      {p.spectator && (
        <span className={badge} title={t('Player_Spectator_00')}>
          <Bench size="1.1vw" />
        </span>
      )}
      {p.isHalfwayJoin && <span className={tagNew}>{t('Player_New_00')}</span>}
      <span className={name} data-testid="player-name">
        {p.name}
      </span>
      {!p.connected && <span className={offline}>{t('Player_Offline_00')}</span>}
    </button>
  );
}
