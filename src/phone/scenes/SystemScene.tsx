import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { client } from '../../engine/clientStore';
import type { PhoneView } from '../../protocol/views';
import { colors, teamColor } from '../../ui/tokens';
import { IntentErrors } from '../dialogs/IntentErrors';
import { Header } from '../header/Header';
import { MenuSheets } from '../menu/MenuSheets';
import { SensorCheck } from '../sensor/SensorCheck';
import { sensorCheckDue } from '../sensor/sensorDue';
import { Charge } from '../system/Charge';
import { Cheer } from '../system/Cheer';
import { EventCard } from '../system/EventCard';
import { HoldingJoyCon } from '../system/HoldingJoyCon';
import { ItemThrowing } from '../system/ItemThrowing';
import { LookNx } from '../system/LookNx';
import { ProfileInput } from '../system/ProfileInput';
import { Roulette } from '../system/Roulette';
import { Spectator } from '../system/Spectator';
import { TeamSelect } from '../system/TeamSelect';
import { useAttentionBuzz } from '../system/useAttentionBuzz';
import { VotingMvp } from '../system/VotingMvp';
import { WaitingProfile } from '../system/WaitingProfile';

const shellCls = css`
  --team: ${colors.noTeam};
  min-height: 100%;
  display: flex;
  flex-direction: column;
  background:
    radial-gradient(120% 60% at 50% 0%, color-mix(in srgb, var(--team) 26%, transparent), transparent 70%),
    radial-gradient(circle at 50% 110%, ${colors.bgCard}, transparent 60%), ${colors.bg};
  transition: --team 400ms;
`;

/** The screen for the player's system status (SPEC.md §4), with spectators and the sensor check. */
function StatusScreen({ view }: { view: PhoneView }) {
  if (sensorCheckDue(view)) return <SensorCheck />;
  const spectator = view.system.capability.spectator;
  switch (view.system.status) {
    case 'profileInput':
      return <ProfileInput />;
    case 'waitingProfile':
      return <WaitingProfile />;
    case 'lookNx':
      return <LookNx />;
    case 'teamSelect':
      return <TeamSelect />;
    case 'charge':
      return <Charge />;
    case 'cheer':
      return <Cheer />;
    case 'itemThrowing':
      return <ItemThrowing />;
    case 'roulette':
    case 'rouletteStopped':
      return <Roulette />;
    case 'eventCard':
      return <EventCard />;
    case 'votingMvp':
      return <VotingMvp />;
    case 'holdingJoyCon':
      return spectator ? <Spectator /> : <HoldingJoyCon />;
  }
}

/** SPEC.md system scene: header, the status screen, the option menu and the intent dialogs. */
export function SystemScene() {
  const view = useSnapshot(client).view as PhoneView;
  useAttentionBuzz(view.system.status);
  return (
    <div className={shellCls} style={{ '--team': teamColor(view.me.team) } as CSSProperties} data-scene-root="system" data-status={view.system.status}>
      {view.system.status !== 'profileInput' && <Header />}
      <StatusScreen view={view} />
      <IntentErrors />
      <MenuSheets />
    </div>
  );
}
