import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { client } from '../../../src/engine/clientStore';
import { HostGameScene } from '../../../src/games/HostGameScene';
import type { BuiltGameId } from '../../../src/games/manifests';
import { PhoneGameScene } from '../../../src/games/PhoneGameScene';
import { HostShell } from '../../../src/host/HostShell';
import { hostUi } from '../../../src/host/logic/hostUi';
import { EVENT_CARD_NAMESPACES } from '../../../src/i18n/eventCards';
import type { Language } from '../../../src/i18n/languages';
import type { HostView, PhoneView } from '../../../src/protocol/views';
import { hostViewFixture, player } from '../host/hostFixture';
import { loadTexts, reset, viewWith } from '../phone/harness';
import { playThrough, type GameShots } from './gameStates';
import { checkScreens, PHONE_SIZES, resize, TV_SIZES, type LayoutScreen } from './layoutHarness';

vi.mock('../../../src/engine/socketClient', async () => {
  const { socketClientMock } = await import('../phone/harness');
  return { ...socketClientMock, sendStream: () => {} };
});
vi.mock('../../../src/engine/phoneEngine', () => ({ startPhoneEngine: async () => {} }));
vi.mock('../../../src/engine/motion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/motion')>()),
  setDetector: vi.fn(async () => true),
  motionCommand: vi.fn(),
}));
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  startClock: vi.fn(async () => ({})),
  serverNow: () => Date.now(),
  serverToLocalTime: (t: number) => t,
}));
vi.mock('../../../src/sound/hostSound', () => ({ hostSound: { play: () => {}, setVolume: () => {}, setMuted: () => {} } }));

/**
 * One game per language (issue 20): every built game, the text-heaviest ones in the longest
 * languages (Russian, German, French), two of them in a second language.
 */
const GAME_OF: Record<Language, BuiltGameId> = {
  ru: 'gm127',
  de: 'gm110',
  'fr-FR': 'gm105',
  ja: 'gm112',
  'es-ES': 'gm139',
  it: 'gm135',
  'fr-CA': 'gm134',
  'es-419': 'gm113',
  nl: 'gm102',
  ko: 'gm116',
  'zh-CN': 'gm130',
  'zh-TW': 'gm121',
  'en-GB': 'gm127',
  'en-US': 'gm105',
};
const LANGS = Object.keys(GAME_OF) as Language[];
const shots = new Map<BuiltGameId, GameShots>();

const players = ['Maximiliane', 'ＷＷＷＷＷＷＷＷＷＷＷＷ', 'Александрина', 'Bartholomäus', 'さくらこさくらこ', 'Jean-Baptist'].map((name, i) =>
  player(`p${i}`, { name, team: i % 2 ? 'right' : 'left' }),
);

const phoneScreens = (g: GameShots): LayoutScreen[] =>
  g.phone.map((game, i) => ({
    name: `phone ${i} ${game.phase}/${(game.own as { status?: string } | null)?.status ?? game.phase}`,
    arrange: () => reset({ ...viewWith({ me: { team: 'left', name: 'Maximiliane' } }), game: structuredClone(game) } as PhoneView),
    ui: () => <PhoneGameScene />,
    // The scene's code loads apart (the loading screen shows meanwhile).
    ready: '[data-scene]:not([data-scene="loading"])',
  }));

const hostScreens = (g: GameShots): LayoutScreen[] =>
  g.host.map((game, i) => ({
    name: `TV ${i} ${game.phase}/${game.status}`,
    arrange: () => {
      Object.assign(hostUi, { panel: null, screen: null, confirmKick: null });
      const view: HostView = { ...hostViewFixture({ players, system: { teamsFixed: true, status: 'lookNx' } }), game: structuredClone(game) };
      client.view = view;
    },
    ui: () => <HostShell view={client.view as HostView} />,
    // The board's code loads apart: wait for the game's own scene, not the frame around it.
    ready: 'main [data-scene]:not([data-scene="game-loading"])',
  }));

beforeAll(async () => {
  await loadTexts();
  await i18next.loadNamespaces(['Host', ...EVENT_CARD_NAMESPACES, ...new Set(Object.values(GAME_OF))]);
  for (const id of new Set(Object.values(GAME_OF))) shots.set(id, await playThrough(id));
  void HostGameScene;
});

describe.each(PHONE_SIZES)('game phone screens %i×%i', (width, height) => {
  beforeAll(() => resize(width, height));
  it.each(LANGS)(
    '%s: every text fits',
    async (lng) => {
      await loadTexts(lng);
      const problems = await checkScreens(phoneScreens(shots.get(GAME_OF[lng])!), `[${lng} ${GAME_OF[lng]} ${width}×${height}]`);
      expect(problems).toEqual([]);
    },
    120_000,
  );
});

describe.each(TV_SIZES)('game big screen %i×%i', (width, height) => {
  beforeAll(() => resize(width, height));
  it.each(LANGS)(
    '%s: every text fits',
    async (lng) => {
      await i18next.changeLanguage(lng);
      const problems = await checkScreens(hostScreens(shots.get(GAME_OF[lng])!), `[${lng} ${GAME_OF[lng]} ${width}×${height}]`);
      client.view = null;
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
