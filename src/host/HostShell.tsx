import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { HostGameScene } from '../games/HostGameScene';
import type { HostView } from '../protocol/views';
import { FxLayer } from './fx/FxLayer';
import { host } from './logic/commands';
import { hostUi, roomSettings } from './logic/hostUi';
import { useSoundCues, useSoundSettings } from './logic/useSoundCues';
import { ConfirmKick } from './panels/ConfirmKick';
import { EventCardPanel } from './panels/EventCardPanel';
import { GamesPanel } from './panels/GamesPanel';
import { MvpPanel } from './panels/MvpPanel';
import { RoulettePanel } from './panels/RoulettePanel';
import { SettingsPanel } from './panels/SettingsPanel';
import { GameLoading } from './stage/GameLoading';
import { Stage } from './stage/Stage';
import { ControlDock } from './ui/ControlDock';
import { SessionDock } from './ui/SessionDock';
import { CommandError, ConnectionBanner } from './ui/Notices';
import { TopBar } from './ui/TopBar';
import { main, stage } from './ui/styles';

/** The big screen once its room is up: top bar, the stage (or the running game), the host's dock. */
export function HostShell({ view }: { view: HostView }) {
  const ui = useSnapshot(hostUi);
  // The room keeps the lobby's settings (the session and the runner read them); this screen's choice wins.
  const wanted = roomSettings(ui.settings);
  const same = (Object.keys(wanted) as (keyof typeof wanted)[]).every((k) => wanted[k] === view.settings[k]);
  useEffect(() => {
    if (!same) host({ type: 'settings', settings: wanted });
  }, [same, wanted]);
  useSoundCues(view);
  useSoundSettings(ui.settings.muted, ui.settings.volume);
  return (
    <div className={stage} data-status={view.system.status}>
      <TopBar view={view} />
      <main className={main}>
        {view.game ? <HostGameScene fallback={<GameLoading id={view.game.id} />} /> : <Stage view={view} />}
        <FxLayer view={view} />
      </main>
      {view.session?.auto ? <SessionDock view={view} /> : <ControlDock view={view} />}
      {ui.panel === 'settings' && <SettingsPanel view={view} />}
      {ui.panel === 'roulette' && <RoulettePanel view={view} />}
      {ui.panel === 'eventCard' && <EventCardPanel view={view} />}
      {ui.panel === 'mvp' && <MvpPanel view={view} />}
      {ui.panel === 'games' && <GamesPanel view={view} />}
      <ConfirmKick view={view} />
      <ConnectionBanner />
      <CommandError />
    </div>
  );
}
