import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { GAME_CATALOG } from '../../games/catalog';
import type { HostView } from '../../protocol/views';
import { colors } from '../../ui/tokens';
import { host, startGame } from '../logic/commands';
import { hostUi } from '../logic/hostUi';
import { GameTile, tileGrid } from './GameTile';
import { Sheet } from './Sheet';

const note = css`
  margin: 0;
  color: ${colors.textDim};
  font-weight: 700;
`;

/** The twelve games: available ones can be started directly, the others show as coming soon. */
export function GamesPanel({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const close = () => {
    hostUi.panel = null;
  };
  return (
    <Sheet title={t('Games_Panel_00')} onClose={close} testId="games-panel">
      {!view.system.teamsFixed && <p className={note}>{t('Refusal_FixFirst_00')}</p>}
      <div className={tileGrid}>
        {GAME_CATALOG.map((g) => (
          <GameTile
            key={g.id}
            game={g}
            played={view.system.history.filter((h) => h.id === g.id).length}
            disabled={!g.available || !view.system.teamsFixed || (view.game !== null && !view.session)}
            note={g.available ? null : t('Exclusion_unavailable_00')}
            onClick={() => {
              // In a session the choice is the next game (now, if the current one has not started).
              if (view.session) host({ type: 'sessionNext', gameId: g.id });
              else startGame(g.id);
              hostUi.screen = null;
              close();
            }}
          />
        ))}
      </div>
    </Sheet>
  );
}
