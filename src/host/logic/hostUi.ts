import { proxy, subscribe } from 'valtio';
import type { Language } from '../../i18n/languages';
import type { RoomSettings } from '../../protocol/session';

export type Panel = null | 'settings' | 'roulette' | 'eventCard' | 'mvp' | 'games';
/** Screens only the big screen has (no server status): the lobby again, results and the trophy. */
export type LocalScreen = null | 'lobby' | 'scores' | 'trophy';

export type HostSettings = {
  leaveOutNoisy: boolean;
  leaveOutSeats: boolean;
  skipTutorials: boolean;
  /** Session length: first team to this many game wins (GAMES.md: 3 / 5 / 7). */
  targetWins: 3 | 5 | 7;
  volume: number;
  muted: boolean;
};

export type HostUi = {
  panel: Panel;
  screen: LocalScreen;
  /** The player whose kick waits for confirmation. */
  confirmKick: string | null;
  lng: Language;
  settings: HostSettings;
};

const SETTINGS_KEY = 'pg:host:settings';

const defaults: HostSettings = { leaveOutNoisy: false, leaveOutSeats: false, skipTutorials: false, targetWins: 5, volume: 0.8, muted: false };

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? { ...fallback, ...(JSON.parse(raw) as T) } : fallback;
  } catch {
    return fallback;
  }
}
function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* no storage: settings last this page only */
  }
}

/** The big screen's own state: panels, local screens, settings and session tallies. */
export const hostUi = proxy<HostUi>({
  panel: null,
  screen: null,
  confirmKick: null,
  lng: 'en-US',
  settings: read(SETTINGS_KEY, defaults),
});

subscribe(hostUi.settings, () => write(SETTINGS_KEY, hostUi.settings));

/** The settings the room keeps (the rest are this screen's: sound). */
export function roomSettings(s: HostSettings): RoomSettings {
  return { targetWins: s.targetWins, leaveOutNoisy: s.leaveOutNoisy, leaveOutSeats: s.leaveOutSeats, skipTutorials: s.skipTutorials };
}
