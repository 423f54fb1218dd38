import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GameFrame } from '../../../src/games/common/phone/GameFrame';
import type { PhoneGameView } from '../../../src/protocol/game';
import { loadTexts, mount, reset, sent, viewWith } from '../phone/harness';

vi.mock('../../../src/engine/socketClient', async () => (await import('../phone/harness')).socketClientMock);

beforeAll(() => loadTexts());
beforeEach(() => reset());

/** A game in its entry phase, with an invited player on each team, as the server projects it. */
function entryGame(invited: boolean): PhoneGameView {
  return {
    id: 'gm116', mode: 'T0', phase: 'entry', status: 'entry', tutorial: 'waiting',
    entryStatus: { teams: { left: { total: 1, entries: 0 }, right: { total: 1, entries: 0 } }, entry: false },
    entryDeadline: null, emote: { icons: [], skipEnabled: false }, paused: false, result: null,
    invited, params: {}, own: null,
  };
}

const frame = () => <GameFrame tutorial={() => <p>tutorial</p>} play={() => <p>play</p>} watching={() => <p>watching</p>} playing />;

describe('the game frame at entry', () => {
  it('offers Entry to an invited player and sends it', async () => {
    reset({ ...viewWith({ me: { team: 'right' } }), game: entryGame(true) });
    const screen = await mount(frame());
    await userEvent.click(screen.getByTestId('game-entry'));
    expect(sent).toContainEqual(['gm116:entry', {}]);
  });

  it('asks a player the server did not invite to watch, though their team has players in the game', async () => {
    reset({ ...viewWith({ me: { team: 'right' } }), game: entryGame(false) });
    const screen = await mount(frame());
    await vi.waitFor(() => expect(screen.container.querySelector('[data-scene="game-entry"]')).not.toBeNull());
    expect(screen.container.querySelector('[data-testid="game-entry"]')).toBeNull();
  });
});
