import i18next from 'i18next';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { GM105_PARAMETERS } from '../../../src/games/gm105/parameters';
import Gm105Board from '../../../src/games/gm105/host/Board';
import Gm105Scene from '../../../src/games/gm105/phone/Scene';
import { gm105Slice, initialSlice } from '../../../src/games/gm105/phone/slice';
import type { Gm105Board as Board, Gm105PhoneOwn } from '../../../src/games/gm105/rules/views';
import { initI18n } from '../../../src/i18n/i18n';
import { Lobby } from '../../../src/host/lobby/Lobby';
import { hostUi } from '../../../src/host/logic/hostUi';
import { ConfirmKick } from '../../../src/host/panels/ConfirmKick';
import { MvpScreen } from '../../../src/host/stage/MvpScreen';
import { loadSessionScreens, SystemScene } from '../../../src/phone/scenes/SystemScene';
import type { HostGameView, PhoneGameView } from '../../../src/protocol/game';
import type { HostView, PhoneView } from '../../../src/protocol/views';
import { hostViewFixture, player } from '../host/hostFixture';
import { loadTexts, mount, reset, viewWith } from '../phone/harness';

/**
 * Issue 22 §5: what players type (names, quiz questions and answers) is shown as text on the
 * phone and the TV, never run or parsed: markup, script, handlers, template and i18next syntax
 * come out literally, and nothing they hold executes.
 */

vi.mock('../../../src/engine/socketClient', async () => (await import('../phone/harness')).socketClientMock);
vi.mock('../../../src/engine/phoneEngine', () => ({ startPhoneEngine: async () => {} }));
vi.mock('../../../src/sound/hostSound', () => ({ hostSound: { play: () => {}, setVolume: () => {}, setMuted: () => {} } }));
vi.mock('../../../src/engine/clock', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/engine/clock')>()),
  startClock: vi.fn(async () => ({})),
  serverNow: () => Date.now(),
  serverToLocalTime: (t: number) => t,
}));

type Pwned = { __pwned?: string };
const pwned = () => (window as unknown as Pwned).__pwned;

/** Each sets window.__pwned if it ever runs; each must show as the very characters typed. */
const NAMES = [
  `<img src=x onerror="window.__pwned='img'">`,
  `<script>window.__pwned='script'</script>`,
  `"><svg/onload=window.__pwned='svg'>`,
  `javascript:window.__pwned='href'`,
  `{{name}} $t(System:Title_00)`,
  `<1>Bo</1><0/>`,
];
const QUESTION = `<iframe srcdoc="<script>parent.__pwned='iframe'</script>"></iframe>{{constructor.constructor('window.__pwned=1')()}}?`;
const ANSWER = `<style>*{display:none}</style>`;
const WRONG = '${window.__pwned="template"}';

/** Nothing executable made it into the page: no script, frame or handler attribute of ours, no javascript: link. */
function expectInert(root: Element, texts: string[]): void {
  expect(pwned()).toBeUndefined();
  expect(root.querySelectorAll('script, iframe, object, embed, style').length).toBe(0);
  for (const el of root.querySelectorAll('*')) {
    for (const a of el.attributes) {
      expect(a.name.startsWith('on'), `${el.tagName} ${a.name}`).toBe(false);
      expect(/^\s*javascript:/i.test(a.value), `${el.tagName} ${a.name}=${a.value}`).toBe(false);
    }
  }
  const shown = root.textContent ?? '';
  for (const t of texts) expect(shown, t).toContain(t);
}

beforeAll(async () => {
  await loadTexts();
  await initI18n('en-US', ['Host']);
  await i18next.loadNamespaces(['Host', 'gm105']);
  // The system scene's later screens are chunks of their own: loaded here, not inside a wait.
  await loadSessionScreens();
});
afterEach(() => {
  delete (window as unknown as Pwned).__pwned;
});

const players = NAMES.map((name, i) => player(`p${i}`, { name, team: i % 2 ? 'right' : 'left' }));
const PLAYER_Q = { index: 3, kind: 'choice' as const, question: { text: QUESTION }, choices: { A: { text: ANSWER }, B: { text: WRONG } }, claim: null };

function gameOf<T extends object>(status: string, part: T): T & Omit<PhoneGameView, 'own'> {
  return {
    id: 'gm105',
    mode: 'T0',
    phase: 'play',
    status,
    tutorial: 'completed',
    entryStatus: { teams: { left: { total: 3, entries: 3 }, right: { total: 3, entries: 3 } }, entry: true },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: true,
    params: structuredClone(GM105_PARAMETERS),
    ...part,
  };
}

function own(over: Partial<Gm105PhoneOwn>): Gm105PhoneOwn {
  const now = Date.now();
  return {
    status: 'pendingAnswer',
    team: 'left',
    playing: true,
    practice: false,
    tutorialDone: true,
    roundNumber: 2,
    rounds: 7,
    edit: { mine: [], maxPerPlayer: 2, roomCount: 1, roomMax: 4, done: 1, of: 4, until: null },
    asker: { name: NAMES[0]!, team: 'right' },
    mine: false,
    question: PLAYER_Q,
    pattern: 'rAbB',
    openAt: now - 1500,
    closeAt: now + 5500,
    answerMs: 7000,
    answer: null,
    judgement: null,
    rightButton: null,
    standings: { round: null, total: { left: 10, right: 20 } },
    points: 0,
    correct: 0,
    place: 1,
    of: 6,
    top: [],
    ...over,
  };
}

describe('what players type is shown, never run', () => {
  it('on the phone: a name in the header and the MVP vote, a player’s quiz in the edit list, the question and its answers', async () => {
    const choices = players.map((p) => ({ id: p.id, name: p.name, photo: null, team: p.team! }));
    reset(viewWith({ me: { name: NAMES[1] }, system: { status: 'votingMvp', vote: { choices, deadline: Date.now() + 15_000, voted: null, result: null } } }));
    const scene = await mount(<SystemScene />);
    await vi.waitFor(() => expect(scene.container.querySelector('[data-scene="votingMvp"]')).not.toBeNull(), { timeout: 10_000 });
    expectInert(scene.container, NAMES);
    await scene.unmount();

    Object.assign(gm105Slice, initialSlice());
    const mine = [{ id: 'k1', questionSentence: QUESTION, correctAnswer: ANSWER, incorrectAnswer: WRONG }];
    const edit = own({ status: 'edit', question: null, edit: { mine, maxPerPlayer: 2, roomCount: 1, roomMax: 4, done: 0, of: 4, until: null } });
    reset({ ...viewWith({ me: { team: 'left' } }), game: gameOf('edit', { own: edit }) } as PhoneView);
    const editing = await mount(<Gm105Scene />);
    await vi.waitFor(() => expect(editing.container.querySelector('[data-scene="gm105-edit"]')).not.toBeNull(), { timeout: 10_000 });
    expectInert(editing.container, [QUESTION, ANSWER, WRONG]);
    await editing.unmount();

    reset({ ...viewWith({ me: { team: 'left' } }), game: gameOf('roundStarted', { own: own({ status: 'roundStarted', question: null }) }) } as PhoneView);
    const asked = await mount(<Gm105Scene />);
    await vi.waitFor(() => expect(asked.container.querySelector('[data-scene="gm105-roundStarted"]')).not.toBeNull(), { timeout: 10_000 });
    expectInert(asked.container, [NAMES[0]!]);
    await asked.unmount();

    reset({ ...viewWith({ me: { team: 'left' } }), game: gameOf('pendingAnswer', { own: own({}) }) } as PhoneView);
    const answering = await mount(<Gm105Scene />);
    await vi.waitFor(() => expect(answering.container.querySelector('[data-scene="gm105-pendingAnswer"]')).not.toBeNull(), { timeout: 10_000 });
    expectInert(answering.container, [QUESTION, ANSWER, WRONG]);
    await answering.unmount();
  });

  it('on the big screen: names in the lobby, the kick dialog and the MVP screen; the asker, the question and answers of gm105', async () => {
    hostUi.confirmKick = 'p2';
    const view: HostView = hostViewFixture({ players });
    const lobby = await render(
      <Suspense>
        <Lobby view={view} />
        <ConfirmKick view={view} />
      </Suspense>,
    );
    await expect.element(lobby.getByTestId('kick-dialog')).toBeVisible();
    expectInert(lobby.container, NAMES);
    hostUi.confirmKick = null;
    await lobby.unmount();

    const voting = { choices: ['p0', 'p1', 'p2'], awards: {}, deadline: Date.now() + 10_000, votes: 3, tally: { p1: 2, p0: 1 }, result: ['p1'] };
    const mvp = await render(
      <Suspense>
        <MvpScreen view={hostViewFixture({ players, system: { teamsFixed: true, status: 'votingMvp', voting } })} />
      </Suspense>,
    );
    await expect.element(mvp.getByTestId('mvp-winner-name')).toBeVisible();
    expectInert(mvp.container, [NAMES[1]!]);
    await mvp.unmount();

    const now = Date.now();
    const board: Board = {
      status: 'pendingAnswer',
      statusUntil: now + 3000,
      practice: false,
      roundNumber: 2,
      rounds: 7,
      edit: { roomCount: 3, roomMax: 4, maxPerPlayer: 2, until: null },
      asker: { name: NAMES[0]!, team: 'right' },
      question: PLAYER_Q,
      openAt: now - 1500,
      closeAt: now + 5500,
      answerMs: 7000,
      right: null,
      answered: { left: { answered: 1, of: 3 }, right: { answered: 2, of: 3 } },
      players: players.map((p, i) => ({
        id: p.id,
        name: p.name,
        team: p.team!,
        wrote: 0,
        doneEditing: true,
        practised: true,
        author: i === 0,
        answered: false,
        judgement: null,
        elapsedMs: null,
        points: 0,
      })),
      standings: { round: null, total: { left: 10, right: 20 } },
      fastest: [],
      top: [],
      members: { left: 3, right: 3 },
    };
    const game: HostGameView = { ...gameOf('pendingAnswer', {}), board } as unknown as HostGameView;
    client.view = { ...hostViewFixture({ players }), game };
    const tv = await render(<Gm105Board />);
    await expect.element(tv.getByTestId('tv-choice-A')).toBeVisible();
    expectInert(tv.container, [NAMES[0]!, QUESTION, ANSWER, WRONG]);
    await tv.unmount();
  });
});
