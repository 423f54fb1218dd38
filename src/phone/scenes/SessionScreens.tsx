import type { PhoneView } from '../../protocol/views';
import { Header } from '../header/Header';
import { SensorCheck } from '../sensor/SensorCheck';
import { sensorCheckDue } from '../sensor/sensorDue';
import { Charge } from '../system/Charge';
import { Cheer } from '../system/Cheer';
import { EventCard } from '../system/EventCard';
import { HoldingJoyCon } from '../system/HoldingJoyCon';
import { ItemThrowing } from '../system/ItemThrowing';
import { LookNx } from '../system/LookNx';
import { Roulette } from '../system/Roulette';
import { Spectator } from '../system/Spectator';
import { TeamSelect } from '../system/TeamSelect';
import { useAttentionBuzz } from '../system/useAttentionBuzz';
import { VotingMvp } from '../system/VotingMvp';
import { WaitingProfile } from '../system/WaitingProfile';

/**
 * Every screen of the system scene after the profile input (SPEC.md §4): the header and the
 * player's status, with spectators and the sensor check. A chunk of its own, fetched once the
 * profile screen shows: a phone does not wait for them to see its first screen.
 */
export default function SessionScreens({ view }: { view: PhoneView }) {
  // The profile input is no idle status: buzzing starts with the screens after it.
  useAttentionBuzz(view.system.status);
  return (
    <>
      <Header />
      <StatusScreen view={view} />
    </>
  );
}

function StatusScreen({ view }: { view: PhoneView }) {
  if (sensorCheckDue(view)) return <SensorCheck />;
  const spectator = view.system.capability.spectator;
  switch (view.system.status) {
    case 'profileInput':
      return null;
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
