import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GameFrame, type StatusScreens } from '../../../src/games/common/phone/GameFrame';
import { usePhoneGame } from '../../../src/games/common/phone/usePhoneGame';
import type { Gm116PhoneOwn } from '../../../src/games/gm116/rules/views';
import { GM116_PARAMETERS } from '../../../src/games/gm116/parameters';
import type { PhoneGameView } from '../../../src/protocol/game';
import { loadTexts, mount, patchView, reset, sent, viewWith } from '../phone/harness';

vi.mock('../../../src/engine/socketClient', async () => (await import('../phone/harness')).socketClientMock);

beforeAll(() => loadTexts());
beforeEach(() => reset());

/** A gm116 game in `phase`, with an invited player on each team, as the server projects it. */
function game(phase: PhoneGameView['phase'], opts: { invited?: boolean; entered?: boolean; own?: Gm116PhoneOwn | null } = {}): PhoneGameView {
  return {
    id: 'gm116',
    mode: 'T0',
    phase,
    tutorial: 'waiting',
    entryStatus: { teams: { left: { total: 1, entries: 0 }, right: { total: 1, entries: 0 } }, entry: opts.entered ?? false },
    entryDeadline: null,
    emote: { icons: [], skipEnabled: false },
    paused: false,
    result: null,
    invited: opts.invited ?? true,
    params: JSON.parse(JSON.stringify(GM116_PARAMETERS)) as typeof GM116_PARAMETERS,
    own: opts.own ?? null,
  };
}

const own = (status: Gm116PhoneOwn['status']): Gm116PhoneOwn => ({
  status,
  statusUntil: null,
  team: 'right',
  playing: true,
  firstTeam: 'left',
  rope: null,
  practiceHops: 0,
  tutorialDone: false,
  jumpResults: [],
  out: false,
  fault: null,
  grade: null,
  totals: { left: 0, right: 0 },
});

/** Every status a screen that names it: what a game's scene gives the frame. */
const screens: StatusScreens<'gm116'> = {
  tutorialJumping: (o) => <p data-testid="screen">{o.status}</p>,
  decidingTurn: (o) => <p data-testid="screen">{o.status}</p>,
  waitingForJumping: (o) => <p data-testid="screen">{o.status}</p>,
  jumping: (o) => <p data-testid="screen">{o.status}</p>,
  waitingForTurn: (o) => <p data-testid="screen">{o.status}</p>,
  turnResult: (o) => <p data-testid="screen">{o.status}</p>,
  finished: (o) => <p data-testid="screen">{o.status}</p>,
};

function Frame() {
  const { view, game: g } = usePhoneGame('gm116');
  if (!view || !g) return <p data-testid="no-game" />;
  return <GameFrame view={view} game={g} screens={screens} watching={() => <p data-testid="watching" />} />;
}

describe('the game frame at entry', () => {
  it('offers Entry to an invited player and sends it', async () => {
    reset({ ...viewWith({ me: { team: 'right' } }), game: game('entry') });
    const screen = await mount(<Frame />);
    await userEvent.click(screen.getByTestId('game-entry'));
    expect(sent).toContainEqual(['gm116:entry', {}]);
  });

  it('asks a player the server did not invite to watch, though their team has players in the game', async () => {
    reset({ ...viewWith({ me: { team: 'right' } }), game: game('entry', { invited: false }) });
    const screen = await mount(<Frame />);
    await vi.waitFor(() => expect(screen.container.querySelector('[data-scene="game-entry"]')).not.toBeNull());
    expect(screen.container.querySelector('[data-testid="game-entry"]')).toBeNull();
  });
});

describe('the game frame in tutorial and play', () => {
  it("shows the loading screen, not nothing, between entry and the game's first view", async () => {
    reset({ ...viewWith({ me: { team: 'right' } }), game: game('tutorial', { entered: true }) });
    const screen = await mount(<Frame />);
    await vi.waitFor(() => expect(screen.container.querySelector('[data-scene="loading"]')).not.toBeNull());
  });

  it("shows the screen of this player's status, and follows it", async () => {
    reset({ ...viewWith({ me: { team: 'right' } }), game: game('tutorial', { entered: true, own: own('tutorialJumping') }) });
    const screen = await mount(<Frame />);
    await vi.waitFor(() => expect(screen.getByTestId('screen').element().textContent).toBe('tutorialJumping'));
    patchView((v) => {
      v.game = game('play', { entered: true, own: own('waitingForTurn') });
    });
    await vi.waitFor(() => expect(screen.getByTestId('screen').element().textContent).toBe('waitingForTurn'));
  });

  it('lets a player who did not enter watch', async () => {
    reset({ ...viewWith({ me: { team: 'right' } }), game: game('play', { entered: false, own: own('jumping') }) });
    const screen = await mount(<Frame />);
    await vi.waitFor(() => expect(screen.container.querySelector('[data-testid="watching"]')).not.toBeNull());
  });
});

describe('the game frame at the result', () => {
  const result = (r: NonNullable<PhoneGameView['result']>) => ({ ...viewWith({ me: { team: 'left' } }), game: { ...game('result'), result: r } });

  it('says a win on level scores was the tie-break, not only "you win" beside 0 and 0', async () => {
    reset(result({ winner: 'left', scores: { left: 0, right: 0 } }));
    const screen = await mount(<Frame />);
    await expect.element(screen.getByText('Level on points: the tie-break decided.')).toBeVisible();
  });

  it('points to the big screen after a win on points', async () => {
    reset(result({ winner: 'left', scores: { left: 2, right: 1 } }));
    const screen = await mount(<Frame />);
    await vi.waitFor(() => expect(screen.container.querySelector('[data-scene="game-result"]')).not.toBeNull());
    expect(screen.container.textContent).not.toContain('tie-break');
  });
});
