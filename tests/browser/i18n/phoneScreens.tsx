import { vi } from 'vitest';
import { client } from '../../../src/engine/clientStore';
import { motion } from '../../../src/engine/motion';
import { sensor } from '../../../src/engine/sensor';
import { ConnectionNotice } from '../../../src/phone/dialogs/ConnectionNotice';
import { HostAwayNotice } from '../../../src/phone/dialogs/HostAwayNotice';
import { BackCaution } from '../../../src/phone/dialogs/BackCaution';
import { QrDialogs } from '../../../src/phone/qr/QrDialogs';
import { QrLanding } from '../../../src/phone/qr/QrLanding';
import { ErrorScene } from '../../../src/phone/scenes/ErrorScene';
import { ForbiddenTabScene } from '../../../src/phone/scenes/ForbiddenTabScene';
import { LeavingScene } from '../../../src/phone/scenes/LeavingScene';
import { LoadingScene } from '../../../src/phone/scenes/LoadingScene';
import { SystemScene } from '../../../src/phone/scenes/SystemScene';
import { shell, type Sheet } from '../../../src/phone/shell';
import type { AppError } from '../../../src/protocol/errors';
import { EVENT_CARDS } from '../../../src/protocol/system';
import { reset, viewWith } from '../phone/harness';
import type { LayoutScreen } from './layoutHarness';

type Patch = Parameters<typeof viewWith>[0];
const answered = { round: 1, answered: true, deadline: null, spectator: false };
const unanswered = { round: 1, answered: false, deadline: Date.now() + 9_000, spectator: false };

/** Long names, as players type them: the longest allowed (12), and one of wide letters. */
const NAMES = ['Maximiliane', 'ＷＷＷＷＷＷＷＷＷＷＷＷ', 'Kai', 'Александрина'];

function restSensor() {
  Object.assign(sensor, {
    capability: 'authorized',
    isSent: false,
    valid: false,
    remainingTime: 0,
    intervalMs: null,
    gyroscope: null,
    showNotice: false,
    needsPermission: false,
  });
  motion.samples = 0;
  motion.hasReadings = null;
}

/** The system scene in a status; the player has the longest name a room allows. */
function system(name: string, patch: NonNullable<Patch>, extra: Partial<LayoutScreen> = {}): LayoutScreen {
  return {
    name,
    arrange: () => {
      reset(viewWith({ ...patch, me: { name: NAMES[0], team: 'left', ...patch.me }, system: { capability: answered, ...patch.system } }));
      restSensor();
    },
    ui: () => <SystemScene />,
    ...extra,
  };
}

const SHEET_IDS: Record<Sheet, string> = {
  menu: 'option-menu',
  profile: 'profile-sheet',
  team: 'team-sheet',
  language: 'language-sheet',
  exit: 'exit-confirm',
  eula: 'legal-eula',
  privacy: 'legal-privacy',
  conduct: 'legal-conduct',
  acknowledgements: 'legal-acknowledgements',
};
const sheet = (s: Sheet, patch: NonNullable<Patch> = { system: { status: 'teamSelect' } }): LayoutScreen =>
  system(s === 'menu' ? 'option menu' : `menu ${s}`, patch, {
    act: () => {
      shell.sheet = s;
    },
    readyAfter: `[data-testid="${SHEET_IDS[s]}"]`,
  });

const tap = (selector: string) => (root: HTMLElement) => {
  const el = root.ownerDocument.querySelector<HTMLElement>(selector);
  if (!el) throw new Error(`nothing to tap: ${selector}`);
  el.click();
};

const nominees = NAMES.map((name, i) => ({ id: `p${i}`, name, photo: null, team: i % 2 ? ('right' as const) : ('left' as const) }));

const errors: (Pick<AppError, 'group' | 'code'> | null)[] = [
  null,
  { group: 'Room', code: 2001 },
  { group: 'SP03', code: '104' },
  { group: 'SP03', code: '001' },
  { group: 'SP03', code: '002' },
  { group: 'Application', code: 3007 },
  { group: 'Application', code: 3997 },
  { group: 'SP05', code: '101' },
] as Pick<AppError, 'group' | 'code'>[];

/** Every screen of the phone's shell (issue 20, item 3). */
export const PHONE_SCREENS: LayoutScreen[] = [
  { name: 'loading', ui: () => <LoadingScene progress={0.4} /> },
  { name: 'QR landing', ui: () => <QrLanding /> },
  ...(['enter', 'notGame', 'camera'] as const).map((kind): LayoutScreen => ({
    name: `QR dialog ${kind}`,
    ready: '[role="dialog"]',
    ui: () => (
      <>
        <QrLanding />
        <QrDialogs
          dialog={kind === 'enter' ? { kind, link: 'https://example.com/room' } : kind === 'camera' ? { kind, error: 'denied' } : { kind }}
          onYes={() => {}}
          onNo={() => {}}
          onOk={() => {}}
        />
      </>
    ),
  })),
  system('profile input', { system: { status: 'profileInput' }, me: { name: '', team: null } }),
  system(
    'profile input, name taken',
    { system: { status: 'profileInput' }, me: { name: '', team: null } },
    {
      act: () => {
        client.intents.updateProfile = { pending: false, error: { group: 'SP03', code: '201' }, done: 0 };
      },
      readyAfter: '[role="alert"]',
    },
  ),
  system('waiting for profiles', { system: { status: 'waitingProfile' }, me: { team: null } }),
  system('team select', { system: { status: 'teamSelect' }, me: { team: null } }),
  system(
    'team select, confirm',
    { system: { status: 'teamSelect' }, me: { team: null } },
    { act: tap('[data-testid="team-picker"] button'), readyAfter: '[data-testid="team-confirm"]' },
  ),
  system('team select, chosen', { system: { status: 'teamSelect' }, me: { team: 'right' } }),
  system(
    'team select, move',
    { system: { status: 'teamSelect' }, me: { team: 'left' } },
    { act: tap('[data-testid="team-move"]'), readyAfter: '[data-testid="team-confirm"]' },
  ),
  system('team select, teams set', {
    system: { status: 'teamSelect', teamSelector: { initialTeam: null, isAssigned: false, isHalfwayJoin: false, updateEnabled: false, teamsFixed: true } },
    me: { team: 'right' },
  }),
  system('team select, halfway join', {
    system: { status: 'teamSelect', teamSelector: { initialTeam: 'right', isAssigned: true, isHalfwayJoin: true, updateEnabled: true, teamsFixed: true } },
    me: { team: 'right', isHalfwayJoin: true },
  }),
  system(
    'team refused',
    { system: { status: 'teamSelect' }, me: { team: 'left' } },
    {
      act: () => {
        client.intents.updateTeam = { pending: false, error: { group: 'SP03', code: '301' }, done: 0 };
      },
      readyAfter: '[data-testid="intent-error"]',
    },
  ),
  ...(
    [
      ['ask', { capability: 'notDetermined', needsPermission: true }],
      ['measure', { capability: 'authorized' }],
      ['ok', { capability: 'authorized', valid: true, intervalMs: 16.7, gyroscope: false }],
      ['bad', { capability: 'notAvailable', showNotice: true }],
    ] as const
  ).map(([step, state]) =>
    system(
      `sensor check ${step}`,
      { system: { status: 'lookNx', capability: unanswered } },
      {
        act: () => {
          Object.assign(sensor, state);
          motion.samples = 240;
          motion.hasReadings = step === 'measure';
        },
      },
    ),
  ),
  system(
    'sensor check, spectator notice',
    { system: { status: 'lookNx', capability: unanswered } },
    {
      act: async (root) => {
        Object.assign(sensor, { capability: 'notAvailable', showNotice: true });
        await new Promise((r) => setTimeout(r, 50));
        tap('[data-testid="sensor-send"]')(root);
        client.intents.capability = { pending: false, error: { group: 'SP03', code: '401' }, done: 0 };
        (client.view as { system: { capability: object } }).system.capability = { ...answered, spectator: true };
      },
      readyAfter: '[data-testid="spectator-notice"]',
    },
  ),
  system('look at the big screen', { system: { status: 'lookNx', lookNx: { skipEnabled: true } } }),
  system('charge', { system: { status: 'charge', charge: { mine: 37, perHead: { left: 12.5, right: 8 } } } }),
  system('cheer', { system: { status: 'cheer' } }),
  system('item throwing', { system: { status: 'itemThrowing', throwingItem: { remaining: 3, last: null } } }),
  system('item thrown', { system: { status: 'itemThrowing', throwingItem: { remaining: 2, last: { itemId: 'confetti', effectId: 1, hit: true } } } }),
  system('items all thrown', { system: { status: 'itemThrowing', throwingItem: { remaining: 0, last: { itemId: 'star', effectId: 2, hit: false } } } }),
  system('roulette', {
    system: { status: 'roulette', roulette: { candidates: ['gm102', 'gm105', 'gm110', 'gm113', 'gm116', 'gm121'], result: null, canStop: true } },
  }),
  system('roulette stopped', {
    system: { status: 'rouletteStopped', roulette: { candidates: ['gm102', 'gm105', 'gm110', 'gm113', 'gm116', 'gm121'], result: 'gm113', canStop: false } },
  }),
  ...EVENT_CARDS.map((card) => system(`event card ${card}`, { system: { status: 'eventCard', eventCard: card } })),
  system('event card choice', { system: { status: 'eventCard', eventCard: null, cardChoice: { options: ['smallTeamBoost', 'md612'], mine: true } } }),
  system('event card choice, other team', { system: { status: 'eventCard', eventCard: null, cardChoice: { options: ['double', 'reverse'], mine: false } } }),
  system(
    'MVP vote',
    { system: { status: 'votingMvp', vote: { choices: nominees, deadline: Date.now() + 12_000, voted: null, result: null } } },
    {
      act: tap('[data-testid="nominee"]'),
    },
  ),
  system('MVP voted', { system: { status: 'votingMvp', vote: { choices: nominees, deadline: Date.now() + 12_000, voted: 'p1', result: null } } }),
  system('MVP result', { system: { status: 'votingMvp', vote: { choices: nominees, deadline: Date.now(), voted: 'p1', result: ['p1', 'p3'] } } }),
  system('hold the phone', { system: { status: 'holdingJoyCon' } }),
  system('spectator', { system: { status: 'holdingJoyCon', capability: { ...answered, spectator: true } } }),
  ...(['menu', 'profile', 'team', 'language', 'exit', 'eula', 'privacy', 'conduct', 'acknowledgements'] as const).map((s) => sheet(s)),
  system(
    'connection lost',
    { system: { status: 'lookNx' } },
    {
      ui: () => (
        <>
          <SystemScene />
          <ConnectionNotice />
        </>
      ),
      act: async () => {
        // The notice waits 1.5 s before it shows (socket.io often reconnects sooner): skip the wait.
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        try {
          client.conn.status = 'reconnecting';
          client.conn.attempts = 3;
          for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
          vi.advanceTimersByTime(1600);
        } finally {
          vi.useRealTimers();
        }
      },
      readyAfter: '[data-testid="connection-notice"]',
    },
  ),
  system(
    'big screen away',
    { system: { status: 'lookNx' }, room: { hostConnected: false } },
    {
      ui: () => (
        <>
          <SystemScene />
          <HostAwayNotice />
        </>
      ),
      ready: '[data-testid="host-away-notice"]',
    },
  ),
  system(
    'back caution',
    { system: { status: 'lookNx' } },
    {
      ui: () => (
        <>
          <SystemScene />
          <BackCaution />
        </>
      ),
      act: () => {
        shell.backCaution = true;
      },
      readyAfter: '[data-testid="back-caution"]',
    },
  ),
  { name: 'leaving', ui: () => <LeavingScene /> },
  { name: 'second tab', ui: () => <ForbiddenTabScene /> },
  ...errors.map((e, i): LayoutScreen => ({ name: `error page ${i}`, ui: () => <ErrorScene error={e} onRetry={i === 4 ? () => {} : undefined} /> })),
];
