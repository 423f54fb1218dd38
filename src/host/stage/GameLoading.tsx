import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../protocol/enums';
import { gameColor, gameNumber } from '../ui/gameArt';
import { headline, pop, scene, subline } from '../ui/styles';

const badge = css`
  display: grid;
  place-items: center;
  width: 14vw;
  height: 14vw;
  border-radius: 3vw;
  font-size: 6vw;
  font-weight: 900;
  color: #1b1530;
  box-shadow: 0 0.8vw 0 rgba(0, 0, 0, 0.35);
`;

/** While a game's big-screen scene loads (its first start in this page): its name, never a blank screen. */
export function GameLoading({ id }: { id: GameId }) {
  const { t } = useTranslation('Host');
  return (
    <section className={scene} data-scene="game-loading">
      <div className={`${badge} ${pop}`} style={{ background: gameColor(id) }}>
        {gameNumber(id)}
      </div>
      <h1 className={headline}>{t(`Game_${id}_Name_00`)}</h1>
      <p className={subline}>{t('Look_Title_00')}</p>
    </section>
  );
}
