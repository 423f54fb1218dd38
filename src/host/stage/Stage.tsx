import { useSnapshot } from 'valtio';
import type { HostView } from '../../protocol/views';
import { hostUi } from '../logic/hostUi';
import { Lobby } from '../lobby/Lobby';
import { ChargeScreen } from './ChargeScreen';
import { CheerScreen } from './CheerScreen';
import { EventCardScreen } from './EventCardScreen';
import { HoldScreen } from './HoldScreen';
import { LookScreen } from './LookScreen';
import { MvpScreen } from './MvpScreen';
import { RouletteScreen } from './RouletteScreen';
import { ScoresScreen } from './ScoresScreen';
import { ThrowScreen } from './ThrowScreen';
import { TrophyScreen } from './TrophyScreen';

/** What the room sees between games: the host's local screen if one is up, else the server's status. */
export function Stage({ view }: { view: HostView }) {
  const { screen } = useSnapshot(hostUi);
  const sys = view.system;
  if (screen === 'lobby' || !sys.teamsFixed) return <Lobby view={view} />;
  if (screen === 'scores') return <ScoresScreen view={view} />;
  if (screen === 'trophy') return <TrophyScreen view={view} />;
  switch (sys.status) {
    case 'charge':
      return <ChargeScreen view={view} />;
    case 'cheer':
      return <CheerScreen view={view} />;
    case 'itemThrowing':
      return <ThrowScreen />;
    case 'roulette':
    case 'rouletteStopped':
      return <RouletteScreen view={view} />;
    case 'eventCard':
      return <EventCardScreen card={sys.eventCard} />;
    case 'votingMvp':
      return <MvpScreen view={view} />;
    case 'holdingJoyCon':
      return <HoldScreen />;
    case 'teamSelect':
      return <Lobby view={view} />;
    default:
      return <LookScreen view={view} />;
  }
}
