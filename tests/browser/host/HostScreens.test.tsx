import { GAME_CATALOG } from '../../../src/games/catalog';
import { Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { initI18n } from '../../../src/i18n/i18n';
import { Lobby } from '../../../src/host/lobby/Lobby';
import { hostUi } from '../../../src/host/logic/hostUi';
import { ConfirmKick } from '../../../src/host/panels/ConfirmKick';
import { MvpPanel } from '../../../src/host/panels/MvpPanel';
import { RoulettePanel } from '../../../src/host/panels/RoulettePanel';
import { SettingsPanel } from '../../../src/host/panels/SettingsPanel';
import { CommandError, ConnectionBanner } from '../../../src/host/ui/Notices';
import { MvpScreen } from '../../../src/host/stage/MvpScreen';
import { FxLayer } from '../../../src/host/fx/FxLayer';
import { hostViewFixture, player } from './hostFixture';

const sent: [string, unknown][] = [];
vi.mock('../../../src/engine/socketClient', () => ({
  sendIntent: (name: string, payload: unknown) => sent.push([name, payload]),
  clearIntentError: () => {},
}));
vi.mock('../../../src/sound/hostSound', () => ({ hostSound: { play: () => {}, setVolume: () => {}, setMuted: () => {} } }));

beforeAll(async () => {
  await initI18n('en-US', ['Host']);
});
beforeEach(() => {
  sent.length = 0;
  client.intents = {};
  Object.assign(hostUi, { panel: null, screen: null, confirmKick: null, awards: {} });
});

const four = [
  player('p1', { name: 'Aoi', team: 'left' }),
  player('p2', { name: 'Ben', team: 'left' }),
  player('p3', { name: 'Chika', team: 'right', connected: false }),
  player('p4', { name: 'Dan' }),
];

describe('lobby', () => {
  it('shows the QR code, the join address and everyone who joined', async () => {
    const screen = await render(
      <Suspense>
        <Lobby view={hostViewFixture({ players: [player('p1', { name: 'Aoi' }), player('p0', { name: '' })] })} />
      </Suspense>,
    );
    await expect.element(screen.getByTestId('join-qr')).toBeVisible();
    await expect.element(screen.getByTestId('join-url')).toHaveTextContent('192.0.2.2:8080/room?rid=');
    await expect.element(screen.getByTestId('player-count')).toHaveTextContent('1 player');
    expect(
      screen
        .getByTestId('player-name')
        .elements()
        .map((e) => e.textContent),
    ).toEqual(['Aoi']);
  });

  it('splits players into team columns with counts once teams matter, and marks who is offline', async () => {
    const view = hostViewFixture({ players: four, system: { status: 'teamSelect' } });
    const screen = await render(
      <Suspense>
        <Lobby view={view} />
      </Suspense>,
    );
    await expect.element(screen.getByText('Pick your team on your phone!')).toBeVisible();
    await expect.element(screen.getByTestId('team-left').getByTestId('team-count')).toHaveTextContent('2');
    await expect.element(screen.getByTestId('team-none').getByTestId('team-count')).toHaveTextContent('1');
    await expect.element(screen.getByTestId('team-right').getByText('offline', { exact: true })).toBeVisible();
  });

  it('hides the QR code and address for streaming', async () => {
    const screen = await render(
      <Suspense>
        <Lobby view={hostViewFixture({ room: { hideCode: true } })} />
      </Suspense>,
    );
    await expect.element(screen.getByTestId('code-hidden')).toBeVisible();
    expect(screen.getByTestId('join-qr').elements()).toHaveLength(0);
    expect(screen.getByTestId('join-url').elements()).toHaveLength(0);
  });

  it('shows the name filter’s refusals, masked', async () => {
    const view = hostViewFixture({ players: four });
    view.nameRejections = [{ at: Date.now(), reason: 'forbidden', masked: 'B******' }];
    const screen = await render(
      <Suspense>
        <Lobby view={view} />
      </Suspense>,
    );
    await expect.element(screen.getByTestId('name-rejections')).toHaveTextContent('B****** · not allowed');
  });
});

describe('moderation', () => {
  it('kicks only after the confirmation', async () => {
    const view = hostViewFixture({ players: four });
    const screen = await render(
      <Suspense>
        <Lobby view={view} />
        <ConfirmKick view={view} />
      </Suspense>,
    );
    await screen.getByTestId('player').filter({ hasText: 'Dan' }).click();
    await expect.element(screen.getByTestId('kick-dialog')).toHaveTextContent('Remove Dan?');
    expect(sent).toEqual([]);
    await screen.getByRole('button', { name: 'Remove', exact: true }).click();
    expect(sent).toEqual([['host', { type: 'kick', playerId: 'p4' }]]);
  });

  it('locks the room and changes the player limit', async () => {
    const screen = await render(
      <Suspense>
        <SettingsPanel view={hostViewFixture({ players: four, room: { maxPlayers: 12 } })} />
      </Suspense>,
    );
    await screen.getByTestId('toggle-lock').click();
    await screen.getByRole('button', { name: 'More' }).click();
    await screen.getByTestId('toggle-hide-code').click();
    expect(sent).toEqual([
      ['host', { type: 'lock', locked: true }],
      ['host', { type: 'maxPlayers', max: 13 }],
      ['host', { type: 'hideCode', hidden: true }],
    ]);
  });
});

describe('roulette and MVP', () => {
  it('spins only games that exist, showing the others as coming soon', async () => {
    const screen = await render(
      <Suspense>
        <RoulettePanel view={hostViewFixture({ players: four, system: { teamsFixed: true } })} />
      </Suspense>,
    );
    // A game not built yet (whichever that is while games land) is offered as coming soon.
    const planned = GAME_CATALOG.find((g) => !g.available);
    if (planned) {
      await expect.element(screen.getByTestId(`game-${planned.id}`)).toBeDisabled();
      await expect.element(screen.getByTestId(`game-${planned.id}`)).toHaveTextContent('Coming soon');
    }
    await screen.getByRole('button', { name: /^Spin with/ }).click();
    // Built games only (which of them the room's settings leave in is the roulette panel's own test).
    const [[event, cmd]] = sent as [[string, { type: string; candidates: string[] }]];
    expect(event).toBe('host');
    expect(cmd.type).toBe('startRoulette');
    // A draw of several (never all: the wheel must be able to surprise) from the built games.
    const built = GAME_CATALOG.filter((g) => g.available).length;
    expect(cmd.candidates.length).toBeGreaterThan(1);
    expect(cmd.candidates.length).toBeLessThan(built);
    for (const id of cmd.candidates) expect(GAME_CATALOG.find((g) => g.id === id)?.available).toBe(true);
    if (planned) expect(cmd.candidates).not.toContain(planned.id);
  });

  it('nominates three players and starts a 15 s vote', async () => {
    const screen = await render(
      <Suspense>
        <MvpPanel
          view={hostViewFixture({
            players: four,
            system: { teamsFixed: true, standouts: [{ id: 'p3', award: 'sharpshooter' }], tallies: { p3: { hits: 2, throws: 3, emotes: 0 } } },
          })}
        />
      </Suspense>,
    );
    // The server's standouts lead the suggestions, with the award that got them there.
    const chika = screen.getByTestId('nominee-pick').filter({ hasText: 'Chika' });
    await expect.element(chika).toHaveTextContent('Sharpshooter');
    await expect.element(chika).toHaveAttribute('data-on', 'true');
    await screen.getByRole('button', { name: /^Start the vote \(3 nominees\)/ }).click();
    const [[name, cmd]] = sent as [[string, { type: string; choices: string[]; durationMs: number }]];
    expect(name).toBe('host');
    expect(cmd.type).toBe('startMvpVote');
    expect(cmd.choices).toHaveLength(3);
    expect(cmd.choices[0]).toBe('p3');
    expect(cmd.durationMs).toBe(15_000);
  });

  it('shows the votes coming in, then the winner and the tally', async () => {
    const voting = {
      choices: ['p1', 'p2', 'p4'],
      awards: { p1: 'thrower' as const, p2: 'selfie' as const, p4: 'hostPick' as const },
      deadline: Date.now() + 10_000,
      votes: 1,
      tally: {},
      result: null,
    };
    const view = hostViewFixture({ players: four, system: { teamsFixed: true, status: 'votingMvp', voting } });
    const screen = await render(
      <Suspense>
        <MvpScreen view={view} />
      </Suspense>,
    );
    await expect.element(screen.getByTestId('mvp-votes')).toHaveTextContent('1 of 3 voted');
    await screen.rerender(
      <Suspense>
        <MvpScreen view={{ ...view, system: { ...view.system, voting: { ...voting, votes: 3, tally: { p2: 2, p1: 1 }, result: ['p2'] } } }} />
      </Suspense>,
    );
    await expect.element(screen.getByTestId('mvp-winner-name')).toHaveTextContent('Ben');
  });
});

describe('the drama layer over every screen', () => {
  const thrown = (seq: number) => ({ seq, playerId: 'p1', team: 'left' as const, itemId: 'star' as const, effectId: 1, hit: true });
  const withThrows = (...seqs: number[]) => hostViewFixture({ players: four, system: { throws: Object.fromEntries(seqs.map((q) => [q, thrown(q)])) } });
  const items = () => document.querySelectorAll('[data-testid="thrown-item"]').length;

  it('flies each item thrown after it mounted for its time, not those from before, and a later throw does not keep an earlier one', async () => {
    const screen = await render(<FxLayer view={withThrows(1, 2)} />);
    expect(items()).toBe(0); // a reload does not replay what flew before
    await screen.rerender(<FxLayer view={withThrows(1, 2, 3)} />);
    await expect.poll(items).toBe(1);
    await new Promise((r) => setTimeout(r, 1200));
    // The room keeps twenty: the oldest leaves as the newest arrives.
    await screen.rerender(<FxLayer view={withThrows(2, 3, 4)} />);
    await expect.poll(items).toBe(2);
    await expect.poll(items, { timeout: 2000 }).toBe(1); // seq 3's 2.3 s ran out first
    await expect.poll(items, { timeout: 2000 }).toBe(0);
  });
});

describe("the host's own state", () => {
  it('says when its connection is lost and when a command was refused', async () => {
    client.conn = { status: 'reconnecting', error: null, notice: null, attempts: 1 };
    client.intents = { host: { pending: false, error: { group: 'SP03', code: '302' }, done: 0 } };
    const screen = await render(
      <Suspense>
        <ConnectionBanner />
        <CommandError />
      </Suspense>,
    );
    await expect.element(screen.getByTestId('reconnecting')).toHaveTextContent('Reconnecting');
    await expect.element(screen.getByTestId('command-error')).toHaveTextContent('Both teams need at least one player.');
    client.conn.status = 'connected';
    await expect.poll(() => screen.getByTestId('reconnecting').elements().length).toBe(0);
  });
});
