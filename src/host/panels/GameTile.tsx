import { css } from '@linaria/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameInfo } from '../../games/catalog';
import { colors } from '../../ui/tokens';
import { gameColor, gameNumber } from '../ui/gameArt';

const tile = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.4vw;
  padding: 0.8vw;
  border-radius: 1vw;
  text-align: left;
  border: 0;
  font: inherit;
  color: inherit;
  background: rgba(255, 255, 255, 0.07);
  cursor: pointer;
  box-shadow: inset 0 0 0 0.2vw transparent;
  min-width: 0;
  &[data-on='true'] {
    background: rgba(255, 255, 255, 0.16);
    box-shadow: inset 0 0 0 0.25vw var(--game);
  }
  &:disabled {
    cursor: default;
    opacity: 0.45;
    filter: grayscale(0.7);
  }
  header {
    display: flex;
    align-items: center;
    gap: 0.7vw;
  }
  header b {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 3.2vw;
    height: 3.2vw;
    border-radius: 0.7vw;
    background: var(--game);
    color: #1b1530;
    font-size: 1.3vw;
    font-weight: 900;
    flex: none;
  }
  header strong {
    font-size: 1.2vw;
    font-weight: 900;
    line-height: 1.1;
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3vw;
    font-size: 0.85vw;
    font-weight: 800;
  }
  footer span {
    background: rgba(0, 0, 0, 0.35);
    border-radius: 999px;
    padding: 0.1vw 0.5vw;
  }
  footer span[data-warn='true'] {
    background: ${colors.danger};
  }
`;
const mark = css`
  position: absolute;
  top: 0.5vw;
  right: 0.6vw;
  font-size: 1.4vw;
  font-weight: 900;
  color: ${colors.left};
`;

/** A game in the host's catalog: number, name, what it needs, how often it was played. */
export function GameTile({
  game,
  on,
  disabled,
  note,
  played,
  onClick,
  children,
}: {
  game: GameInfo;
  on?: boolean;
  disabled?: boolean;
  note?: string | null;
  played: number;
  onClick?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('Host');
  return (
    <button
      type="button"
      className={tile}
      data-on={!!on}
      disabled={disabled}
      onClick={onClick}
      data-testid={`game-${game.id}`}
      style={{ '--game': gameColor(game.id) } as CSSProperties}
    >
      <header>
        <b>{gameNumber(game.id)}</b>
        <strong>{t(`Game_${game.id}_Name_00`)}</strong>
      </header>
      {on && (
        <span className={mark} aria-label={t('Roulette_OnWheel_00')}>
          ✓
        </span>
      )}
      <footer>
        {note && <span data-warn="true">{note}</span>}
        {game.motion && <span>{t('Game_Tag_motion_00')}</span>}
        {game.camera && <span>{t('Game_Tag_camera_00')}</span>}
        {game.noisy && <span>{t('Game_Tag_noisy_00')}</span>}
        {game.movesSeats && <span>{t('Game_Tag_movesSeats_00')}</span>}
        {played > 0 && <span>{t('Game_Played_00', { count: played })}</span>}
      </footer>
      {children}
    </button>
  );
}

export const tileGrid = css`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 0.8vw;
`;
