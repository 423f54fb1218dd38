import { css } from '@linaria/core';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../protocol/views';
import { hostSound } from '../../sound/hostSound';
import { colors } from '../../ui/tokens';
import { host } from '../logic/commands';
import { hostUi } from '../logic/hostUi';
import { Avatar } from '../ui/Avatar';
import { btn } from '../ui/styles';
import { Sheet, Toggle, sectionTitle, toggleRow } from './Sheet';

const cols = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.5vw;
  align-items: start;
`;
const stack = css`
  display: flex;
  flex-direction: column;
  gap: 0.7vw;
`;
const stepper = css`
  display: flex;
  align-items: center;
  gap: 0.6vw;
  output {
    min-width: 4vw;
    text-align: center;
    font-size: 1.6vw;
    font-weight: 900;
  }
`;
const seg = css`
  display: flex;
  gap: 0.4vw;
`;
const people = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.4vw;
  max-height: 18vw;
  overflow: auto;
  li {
    display: flex;
    align-items: center;
    gap: 0.8vw;
    padding: 0.3vw 0.6vw;
    border-radius: 0.8vw;
    background: rgba(255, 255, 255, 0.05);
  }
  li > b {
    flex: 1;
    font-weight: 800;
  }
  li small {
    color: ${colors.textDim};
  }
`;
const volume = css`
  input[type='range'] {
    appearance: auto;
    width: 16vw;
    height: 1.6vw;
    background: none;
    accent-color: ${colors.accent};
  }
  input[type='range']::after {
    display: none;
  }
`;
const rejections = css`
  margin: 0;
  padding-left: 1.2vw;
  color: ${colors.textDim};
  font-weight: 700;
  li b {
    color: #fff;
  }
`;

/** Moderation and session settings: lock, hidden code, player limit, team changes, kicks, sound. */
export function SettingsPanel({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const { settings } = useSnapshot(hostUi);
  const close = () => {
    hostUi.panel = null;
  };
  const max = view.room.maxPlayers;
  const setMax = (n: number) => host({ type: 'maxPlayers', max: Math.max(1, Math.min(1000, n)) });
  return (
    <Sheet title={t('Settings_Title_00')} onClose={close} testId="settings-panel">
      <div className={cols}>
        <div className={stack}>
          <h3 className={sectionTitle}>{t('Settings_Moderation_00')}</h3>
          <Toggle
            label={t('Settings_Lock_00')}
            hint={t('Settings_LockHint_00')}
            checked={view.room.locked}
            onChange={(v) => host({ type: 'lock', locked: v })}
            testId="toggle-lock"
          />
          <Toggle
            label={t('Settings_HideCode_00')}
            hint={t('Settings_HideCodeHint_00')}
            checked={view.room.hideCode}
            onChange={(v) => host({ type: 'hideCode', hidden: v })}
            testId="toggle-hide-code"
          />
          <div className={toggleRow}>
            <span>
              {t('Settings_MaxPlayers_00')}
              <small>{t('Settings_MaxPlayersHint_00')}</small>
            </span>
            <span className={stepper}>
              <button type="button" className={btn} data-tone="ghost" data-size="s" onClick={() => setMax(max - 1)} aria-label={t('Settings_Less_00')}>
                −
              </button>
              <output data-testid="max-players">{max}</output>
              <button type="button" className={btn} data-tone="ghost" data-size="s" onClick={() => setMax(max + 1)} aria-label={t('Settings_More_00')}>
                +
              </button>
            </span>
          </div>
          {view.system.teamsFixed && (
            <Toggle
              label={t('Settings_TeamChange_00')}
              checked={view.system.teamChangeAllowed}
              onChange={(v) => host({ type: 'allowTeamChange', allowed: v })}
            />
          )}
          <h3 className={sectionTitle}>{t('Settings_Players_00')}</h3>
          <ul className={people}>
            {view.players.map((p) => (
              <li key={p.id}>
                <Avatar name={p.name || '?'} photo={p.photo} team={p.team} size="2.6vw" />
                <b>{p.name || t('Settings_Joining_00')}</b>
                <small>{p.connected ? t('Player_Online_00') : t('Player_Offline_00')}</small>
                <button
                  type="button"
                  className={btn}
                  data-tone="danger"
                  data-size="s"
                  onClick={() => {
                    hostUi.confirmKick = p.id;
                  }}
                  data-testid="kick"
                >
                  {t('Kick_Button_00')}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className={stack}>
          <h3 className={sectionTitle}>{t('Settings_Session_00')}</h3>
          <div className={toggleRow}>
            <span>
              {t('Settings_Length_00')}
              <small>{t('Settings_LengthHint_00')}</small>
            </span>
            <span className={seg}>
              {([3, 5, 7] as const).map((n) => (
                <button
                  key={n}
                  type="button"
                  className={btn}
                  data-size="s"
                  data-tone={settings.targetWins === n ? undefined : 'ghost'}
                  onClick={() => {
                    hostUi.settings.targetWins = n;
                  }}
                >
                  {n}
                </button>
              ))}
            </span>
          </div>
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
          <h3 className={sectionTitle}>{t('Settings_Sound_00')}</h3>
          <Toggle
            label={t('Settings_Mute_00')}
            checked={settings.muted}
            onChange={(v) => {
              hostUi.settings.muted = v;
            }}
          />
          <label className={`${toggleRow} ${volume}`}>
            <span>{t('Settings_Volume_00')}</span>
            <input
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={settings.volume}
              onChange={(e) => {
                hostUi.settings.volume = Number(e.target.value);
              }}
              onPointerUp={() => hostSound.play('teamPick')}
            />
          </label>
          <h3 className={sectionTitle}>{t('Rejections_Title_00')}</h3>
          {view.nameRejections.length === 0 ? (
            <p className={rejections}>{t('Rejections_None_00')}</p>
          ) : (
            <ol className={rejections} data-testid="rejection-list">
              {[...view.nameRejections].reverse().map((r) => (
                <li key={`${r.at}-${r.masked}`}>
                  <b>{r.masked}</b> · {t(`Rejections_${r.reason}_00`)} · {new Date(r.at).toLocaleTimeString()}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </Sheet>
  );
}
