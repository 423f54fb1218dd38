import { css } from '@linaria/core';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { client } from '../../engine/clientStore';
import { LANGUAGE_NAMES, pickLanguage } from '../../i18n/choice';
import { LANGUAGES, type Language } from '../../i18n/languages';
import type { HostView } from '../../protocol/views';
import { colors, hostColors } from '../../ui/tokens';
import { hostUi } from '../logic/hostUi';
import { Gear, Lock, Speaker } from './icons';
import { btn } from './styles';

const bar = css`
  display: flex;
  align-items: center;
  gap: 1vw;
  padding: 0 1.5vw;
  position: relative;
  z-index: 2;
  background: linear-gradient(180deg, rgba(0, 0, 0, 0.45), rgba(0, 0, 0, 0.1));
`;
const logo = css`
  font-size: 2.2vw;
  font-weight: 900;
  letter-spacing: 0.02em;
  margin-right: auto;
  white-space: nowrap;
  color: ${colors.accent};
  text-shadow:
    0 0.25vw 0 ${hostColors.goldDeep},
    0 0.5vw 1vw rgba(0, 0, 0, 0.5);
  span {
    color: ${colors.right};
    text-shadow: 0 0.25vw 0 ${hostColors.rightDeep};
  }
`;
const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5vw;
  padding: 0.35vw 1vw;
  border-radius: 999px;
  font-size: 1.1vw;
  font-weight: 800;
  background: rgba(255, 255, 255, 0.1);
  white-space: nowrap;
  &[data-tone='warn'] {
    background: ${colors.danger};
  }
  &[data-tone='gold'] {
    background: ${colors.accent};
    color: #1b1530;
  }
`;
const connCss = css`
  i {
    display: inline-block;
    width: 1vw;
    height: 1vw;
    border-radius: 50%;
    background: ${hostColors.online};
    box-shadow: 0 0 0.8vw ${hostColors.online};
  }
  &[data-status='reconnecting'] i,
  &[data-status='connecting'] i {
    background: ${colors.accent};
    box-shadow: none;
    animation: blink 0.8s steps(2) infinite;
  }
  &[data-status='failed'] i,
  &[data-status='idle'] i {
    background: ${colors.danger};
    box-shadow: none;
  }
  @keyframes blink {
    50% {
      opacity: 0.2;
    }
  }
`;
const select = css`
  font: inherit;
  font-size: 1.05vw;
  font-weight: 800;
  color: #fff;
  background: rgba(255, 255, 255, 0.1);
  border: 0;
  border-radius: 999px;
  padding: 0.35vw 0.8vw;
  cursor: pointer;
  option {
    color: #1b1530;
  }
`;

/** Switches the host's language; kept in the address (`?lng=`) and this browser, so a reload keeps it. */
export function setHostLanguage(lng: Language): void {
  hostUi.lng = lng;
  void pickLanguage('host', lng);
}

/** Brand, room state, the host's own connection, language, sound and settings. */
export function TopBar({ view }: { view: HostView }) {
  const { t } = useTranslation('Host');
  const { conn } = useSnapshot(client);
  const ui = useSnapshot(hostUi);
  const joined = view.players.filter((p) => p.name).length;
  return (
    <header className={bar}>
      <div className={logo}>
        {t('Brand_00')}
        <span>!</span>
      </div>
      <span className={chip} data-testid="count-chip">
        {t('Top_Players_00', { count: joined, max: view.room.maxPlayers })}
      </span>
      {view.room.locked && (
        <span className={chip} data-tone="warn" data-testid="lock-chip">
          <Lock size="1.1vw" />
          {t('Lobby_Locked_00')}
        </span>
      )}
      {view.room.hideCode && (
        <span className={chip} data-tone="gold">
          {t('Top_CodeHidden_00')}
        </span>
      )}
      <span className={`${chip} ${connCss}`} data-status={conn.status} data-testid="host-connection" role="status">
        <i />
        {t(`Conn_${conn.status}_00`)}
      </span>
      <select
        className={select}
        value={ui.lng}
        onChange={(e) => setHostLanguage(e.target.value as Language)}
        aria-label={t('Top_Language_00')}
        data-testid="language"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={btn}
        data-tone="ghost"
        data-size="s"
        onClick={() => {
          hostUi.settings.muted = !ui.settings.muted;
        }}
        aria-label={t(ui.settings.muted ? 'Top_Unmute_00' : 'Top_Mute_00')}
      >
        <Speaker size="1.4vw" muted={ui.settings.muted} />
      </button>
      <button
        type="button"
        className={btn}
        data-tone="ghost"
        data-size="s"
        onClick={() => {
          hostUi.panel = 'settings';
        }}
        data-testid="open-settings"
      >
        <Gear size="1.4vw" />
        {t('Settings_Title_00')}
      </button>
    </header>
  );
}
