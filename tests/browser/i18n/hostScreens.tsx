import { client } from '../../../src/engine/clientStore';
import { HostMessage } from '../../../src/host/HostMessage';
import { HostShell } from '../../../src/host/HostShell';
import { hostUi, type Panel, type LocalScreen } from '../../../src/host/logic/hostUi';
import { GameLoading } from '../../../src/host/stage/GameLoading';
import { EVENT_CARDS, THROW_ITEMS } from '../../../src/protocol/system';
import type { SessionView } from '../../../src/protocol/session';
import type { HostView, PublicPlayer } from '../../../src/protocol/views';
import { hostViewFixture, player } from '../host/hostFixture';
import type { LayoutScreen } from './layoutHarness';

/** Names as long as a room allows (12), of wide letters too, on both teams and none. */
const NAMES = ['Maximiliane', 'ＷＷＷＷＷＷＷＷＷＷＷＷ', 'Александрина', 'Bartholomäus', 'さくらこさくらこ', 'Jean-Baptist', 'Kai', 'Mia'];
const players: PublicPlayer[] = Array.from({ length: 24 }, (_, i) =>
  player(`p${i}`, {
    name: i < NAMES.length ? NAMES[i]! : `Player ${i + 1}`,
    team: i % 3 === 2 ? null : i % 2 ? 'right' : 'left',
    connected: i % 7 !== 3,
  }),
);
const teamed = players.map((p, i) => ({ ...p, team: i % 2 ? ('right' as const) : ('left' as const) }));
const games = ['gm102', 'gm105', 'gm110', 'gm113', 'gm116', 'gm121'] as const;

type Over = NonNullable<Parameters<typeof hostViewFixture>[0]>;

function shell(
  name: string,
  over: Over,
  ui: { panel?: Panel; screen?: LocalScreen; confirmKick?: string; session?: SessionView; arrange?: () => void } = {},
): LayoutScreen {
  return {
    name,
    arrange: () => {
      Object.assign(hostUi, { panel: ui.panel ?? null, screen: ui.screen ?? null, confirmKick: ui.confirmKick ?? null });
      client.conn.status = 'connected';
      client.intents = {};
      ui.arrange?.();
      const view = hostViewFixture({ players: teamed, ...over, system: { teamsFixed: true, ...over.system } });
      if (ui.session) view.session = ui.session;
      client.view = view;
    },
    ui: () => <HostShell view={client.view as HostView} />,
    ready: ui.panel ? '[role="dialog"]' : '[data-testid="dock"], [data-testid="session-dock"]',
  };
}

const session = (step: SessionView['step'], over: Partial<SessionView> = {}): SessionView => ({
  step,
  auto: true,
  paused: false,
  endsAt: Date.now() + 6_000,
  next: null,
  targetWins: 5,
  winner: null,
  ...over,
});

const history: HostView['system']['history'] = [
  { id: 'gm102', winner: 'left', scores: { left: 120, right: 80 } },
  { id: 'gm105', winner: 'right', scores: { left: 3, right: 5 } },
  { id: 'gm110', winner: 'draw', scores: { left: 2, right: 2 } },
  { id: 'gm113', winner: 'noGame', scores: { left: 0, right: 0 } },
];
const voting = (result: string[] | null): HostView['system']['voting'] => ({
  choices: ['p0', 'p1', 'p2'],
  awards: { p0: 'sharpshooter', p1: 'selfie', p2: 'hype' },
  deadline: Date.now() + 10_000,
  votes: result ? 24 : 7,
  tally: result ? { p0: 12, p1: 8, p2: 4 } : {},
  result,
});

/** Every screen of the big screen (issue 20, item 3): lobby, panels, stage screens, docks. */
export const HOST_SCREENS: LayoutScreen[] = [
  { name: 'creating the room', ui: () => <HostMessage loading />, ready: 'main, section, div' },
  { name: 'room error', ui: () => <HostMessage error={{ group: 'Application', code: 1001 }} />, ready: 'main, section, div' },
  shell('lobby', { players, system: { teamsFixed: false, status: 'waitingProfile' } }),
  shell('lobby, team select', { players, system: { teamsFixed: false, status: 'teamSelect' } }),
  {
    ...shell('lobby, locked, code hidden, refusals', { players, room: { locked: true, hideCode: true }, system: { teamsFixed: false, status: 'teamSelect' } }),
    arrange() {
      shell('', { players, room: { locked: true, hideCode: true }, system: { teamsFixed: false, status: 'teamSelect' } }).arrange!();
      (client.view as HostView).nameRejections = [
        { at: Date.now(), reason: 'forbidden', masked: 'B******' },
        { at: Date.now(), reason: 'long', masked: 'Maximilianeee…' },
        { at: Date.now(), reason: 'duplicate', masked: 'Kai' },
      ];
    },
  },
  shell('look at the big screen', { system: { status: 'lookNx' } }),
  shell('hold the phones', { system: { status: 'holdingJoyCon' } }),
  shell('charge', { system: { status: 'charge', charge: { left: 340, right: 275 } } }),
  shell('cheer', { system: { status: 'cheer', cheers: { left: 1234, right: 987 } } }),
  shell('item throwing', {
    system: {
      status: 'itemThrowing',
      throws: teamed
        .slice(0, 6)
        .map((p, i) => ({ seq: i + 1, playerId: p.id, team: p.team, itemId: THROW_ITEMS[i % THROW_ITEMS.length]!, effectId: i, hit: i % 2 === 0 })),
    },
  }),
  shell('roulette', { system: { status: 'roulette', roulette: { candidates: [...games], result: null, stopperId: 'p1' } } }),
  shell('roulette stopped', { system: { status: 'rouletteStopped', roulette: { candidates: [...games], result: 'gm113', stopperId: 'p1' } } }),
  ...EVENT_CARDS.map((card) => shell(`event card ${card}`, { system: { status: 'eventCard', eventCard: card } })),
  shell('event card choice', { system: { status: 'eventCard', eventCard: null, cardChoice: { options: ['smallTeamBoost', 'md612'], team: 'right' } } }),
  shell('MVP vote', { system: { status: 'votingMvp', voting: voting(null) } }),
  shell('MVP result', { system: { status: 'votingMvp', voting: voting(['p1']) } }),
  shell('scores', { system: { status: 'lookNx', scores: { left: 2, right: 1 }, history } }, { screen: 'scores' }),
  shell('trophy', { system: { status: 'lookNx', scores: { left: 5, right: 3 }, history } }, { screen: 'trophy' }),
  shell('lobby again', { system: { status: 'lookNx' } }, { screen: 'lobby' }),
  shell(
    'session: roulette',
    { system: { status: 'roulette', roulette: { candidates: [...games], result: null, stopperId: 'p1' } } },
    { session: session('roulette') },
  ),
  shell('session: paused, game chosen', { system: { status: 'lookNx' } }, { session: session('lookNx', { paused: true, endsAt: null, next: 'gm127' }) }),
  shell('session: scores', { system: { status: 'lookNx', scores: { left: 4, right: 4 }, history } }, { session: session('scores') }),
  shell('session: trophy', { system: { status: 'lookNx', scores: { left: 5, right: 4 }, history } }, { session: session('trophy', { winner: 'left' }) }),
  shell('session: MVP result', { system: { status: 'votingMvp', voting: voting(['p2']) } }, { session: session('mvpResult', { winner: 'right' }) }),
  shell('session by hand', { system: { status: 'lookNx' } }, { session: session('lookNx', { auto: false }) }),
  ...(['settings', 'roulette', 'eventCard', 'mvp', 'games'] as const).map((panel) => shell(`panel ${panel}`, { system: { status: 'lookNx' } }, { panel })),
  shell('settings in the lobby', { players, system: { teamsFixed: false, status: 'waitingProfile' } }, { panel: 'settings' }),
  { ...shell('remove a player', { players }, { confirmKick: 'p0' }), ready: '[role="dialog"], [data-testid="kick"]' },
  shell(
    'reconnecting, command refused',
    { system: { status: 'lookNx' } },
    {
      arrange: () => {
        client.conn.status = 'reconnecting';
        client.intents = { host: { pending: false, error: { group: 'SP03', code: '302' }, done: 0 } };
      },
    },
  ),
  ...games.map((id): LayoutScreen => ({ name: `loading ${id}`, ui: () => <GameLoading id={id} />, ready: '[data-scene="game-loading"]' })),
];
