import { css } from '@linaria/core';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { GAME_CATALOG } from '../../games/catalog';
import type { GameId } from '../../protocol/enums';
import type { HostView } from '../../protocol/views';
import { colors } from '../../ui/tokens';
import { host } from '../logic/commands';
import { hostUi } from '../logic/hostUi';
import { drawCandidates, exclusion, sensorShare } from '../../session/roulette';
import { btn } from '../ui/styles';
import { GameTile, tileGrid } from './GameTile';
import { Sheet, Toggle } from './Sheet';

const row = css`
  display: grid;
  grid-template-columns: 1fr 1fr 1.2fr;
  gap: 0.8vw;
  align-items: stretch;
`;
const sensors = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.8vw;
  padding: 0.6vw 1vw;
  border-radius: 0.9vw;
  background: rgba(255, 255, 255, 0.06);
  font-weight: 700;
  small {
    display: block;
    color: ${colors.textDim};
    font-size: 0.95vw;
  }
`;

/** Choosing the wheel: eligible games by the settings and sensors, drawn with played games weighing less. */
export function RoulettePanel({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const { settings } = useSnapshot(hostUi);
  const share = sensorShare(view.players);
  const history = view.system.history;
  const eligible = useMemo(
    () => GAME_CATALOG.filter((g) => exclusion(g, settings, share) === null).map((g) => g.id),
    [settings.leaveOutNoisy, settings.leaveOutSeats, share],
  );
  const [picked, setPicked] = useState<Set<GameId>>(() => new Set(drawCandidates(eligible, history)));
  const [forKey, setForKey] = useState(eligible.join());
  if (forKey !== eligible.join()) {
    setForKey(eligible.join());
    setPicked(new Set(drawCandidates(eligible, history)));
  }
  const close = () => {
    hostUi.panel = null;
  };
  const spin = () => {
    host({ type: 'startRoulette', candidates: GAME_CATALOG.filter((g) => picked.has(g.id)).map((g) => g.id) });
    hostUi.screen = null;
    close();
  };
  const checked = view.players.filter((p) => p.name && p.capability !== 'unknown').length;
  return (
    <Sheet
      title={t('Roulette_Panel_00')}
      onClose={close}
      testId="roulette-panel"
      footer={
        <>
          <button
            type="button"
            className={btn}
            data-tone="ghost"
            onClick={() => setPicked(new Set(drawCandidates(eligible, history)))}
            disabled={eligible.length === 0}
          >
            {t('Roulette_Redraw_00')}
          </button>
          <button type="button" className={btn} data-size="xl" onClick={spin} disabled={picked.size === 0}>
            {t('Roulette_Spin_00', { count: picked.size })}
          </button>
        </>
      }
    >
      <div className={row}>
        <Toggle
          label={t('Settings_NoNoise_00')}
          checked={settings.leaveOutNoisy}
          onChange={(v) => {
            hostUi.settings.leaveOutNoisy = v;
          }}
        />
        <Toggle
          label={t('Settings_NoSeats_00')}
          checked={settings.leaveOutSeats}
          onChange={(v) => {
            hostUi.settings.leaveOutSeats = v;
          }}
        />
        <div className={sensors}>
          <span>
            {share === null ? t('Sensors_NotChecked_00') : t('Sensors_Share_00', { percent: Math.round(share * 100), checked })}
            <small>{t('Sensors_Rule_00')}</small>
          </span>
          <button type="button" className={btn} data-tone="purple" data-size="s" onClick={() => host({ type: 'resetCapability' })}>
            {t('Sensors_Check_00')}
          </button>
        </div>
      </div>
      <div className={tileGrid}>
        {GAME_CATALOG.map((g) => {
          const why = exclusion(g, settings, share);
          const played = history.filter((h) => h.id === g.id).length;
          return (
            <GameTile
              key={g.id}
              game={g}
              played={played}
              on={picked.has(g.id)}
              disabled={why !== null}
              note={why ? t(`Exclusion_${why}_00`) : null}
              onClick={() =>
                setPicked((s) => {
                  const n = new Set(s);
                  if (n.has(g.id)) n.delete(g.id);
                  else n.add(g.id);
                  return n;
                })
              }
            />
          );
        })}
      </div>
    </Sheet>
  );
}
