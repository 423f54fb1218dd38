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
  const { screen: local } = useSnapshot(hostUi);
  const sys = view.system;
  // A session running itself shows its own steps; the host's local screens are for driving by hand.
  const session = view.session?.auto ? view.session.step : null;
  const screen = session ? (session === 'scores' || session === 'trophy' ? session : null) : local;
  if (session === 'mvpResult') return <MvpScreen view={view} />;
  if (screen === 'lobby' || !sys.teamsFixed) return <Lobby view={view} />;
  if (screen === 'scores') return <ScoresScreen view={view} />;
  if (screen === 'trophy') return <TrophyScreen view={view} />;
  switch (sys.status) {
    case 'charge':
      return <ChargeScreen view={view} />;
    case 'cheer':
      return <CheerScreen view={view} />;
    case 'itemThrowing':
      return <ThrowScreen view={view} />;
    case 'roulette':
    case 'rouletteStopped':
      return <RouletteScreen view={view} />;
    case 'eventCard':
      return <EventCardScreen card={sys.eventCard} choice={sys.cardChoice} />;
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
