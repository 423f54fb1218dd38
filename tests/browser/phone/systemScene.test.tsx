import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { client } from '../../../src/engine/clientStore';
import { loadMenuSheets, loadSessionScreens, SystemScene } from '../../../src/phone/scenes/SystemScene';
import { loadTexts, mount, patchView, reset, sent, viewWith } from './harness';

vi.mock('../../../src/engine/socketClient', async () => (await import('./harness')).socketClientMock);

// The screens after the profile input are a chunk of their own, which the room page fetches once its
// first screen shows: fetched here before the tests, as they would be by then.
beforeAll(() => Promise.all([loadTexts(), loadSessionScreens(), loadMenuSheets()]));
beforeEach(() => reset());

const sceneOf = (status: Parameters<typeof viewWith>[0]) => {
  reset(viewWith(status));
  return mount(<SystemScene />);
};

describe('SystemScene dispatch', () => {
  it.each([
    ['profileInput', 'profileInput'],
    ['waitingProfile', 'waitingProfile'],
    ['lookNx', 'lookNx'],
    ['cheer', 'cheer'],
    ['holdingJoyCon', 'holdingJoyCon'],
  ] as const)('shows the %s screen', async (status, scene) => {
    const screen = await sceneOf({ system: { status } });
    await vi.waitFor(() => expect(screen.container.querySelector(`[data-scene="${scene}"]`)).not.toBeNull());
  });

  it('shows no header while the profile is missing, and the header after', async () => {
    const screen = await sceneOf({ system: { status: 'profileInput' }, me: { name: '' } });
    expect(screen.container.querySelector('header')).toBeNull();
    patchView((v) => {
      v.system.status = 'waitingProfile';
      v.me.name = 'Hana';
    });
    await expect.element(screen.getByRole('banner')).toHaveTextContent('Hana');
  });

  it('shows a spectator the watch-and-cheer screen instead of the hold-the-phone prompt', async () => {
    const screen = await sceneOf({ system: { status: 'holdingJoyCon', capability: { round: 1, answered: true, deadline: null, spectator: true } } });
    await expect.element(screen.getByRole('heading', { name: 'Watch and cheer!' })).toBeVisible();
    expect(screen.container.querySelector('[data-scene="holdingJoyCon"]')).toBeNull();
  });

  it('shows the sensor check when the capability check is not answered, once a team is picked', async () => {
    const unanswered = { round: 2, answered: false, deadline: null, spectator: false };
    const screen = await sceneOf({ system: { status: 'teamSelect', capability: unanswered }, me: { team: null } });
    await expect.element(screen.getByRole('heading', { name: 'Pick your team!' })).toBeVisible();
    patchView((v) => {
      v.me.team = 'left';
    });
    await vi.waitFor(() => expect(screen.container.querySelector('[data-scene="sensorCheck"]')).not.toBeNull());
    patchView((v) => {
      v.system.capability.answered = true;
    });
    await vi.waitFor(() => expect(screen.container.querySelector('[data-scene="teamSelect"][data-step="chosen"]')).not.toBeNull());
  });
});

describe('team select', () => {
  it('confirms a pick and sends updateTeam', async () => {
    const screen = await sceneOf({ system: { status: 'teamSelect' }, me: { team: null } });
    await expect.element(screen.getByRole('button', { name: 'Green' })).toHaveTextContent('2 players');
    await screen.getByRole('button', { name: 'Pink' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Join team Pink?' })).toBeVisible();
    await screen.getByRole('button', { name: 'No' }).click();
    expect(sent).toEqual([]);
    await screen.getByRole('button', { name: 'Green' }).click();
    await screen.getByRole('button', { name: 'Join Green' }).click();
    expect(sent).toEqual([['updateTeam', { team: 'left' }]]);
  });

  it('offers a move while teams are open, worded as a change once they are fixed', async () => {
    const screen = await sceneOf({ system: { status: 'teamSelect' }, me: { team: 'left' } });
    await expect.element(screen.getByRole('heading', { name: 'Team Green!' })).toBeVisible();
    await screen.getByRole('button', { name: 'Move to Pink' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Move to team Pink?' })).toBeVisible();
    await screen.getByRole('button', { name: 'Move', exact: true }).click();
    expect(sent).toEqual([['updateTeam', { team: 'right' }]]);
  });

  it('hides the move when the team cannot change', async () => {
    const screen = await sceneOf({
      system: { status: 'teamSelect', teamSelector: { initialTeam: null, isAssigned: false, isHalfwayJoin: false, updateEnabled: false, teamsFixed: true } },
      me: { team: 'right' },
    });
    await expect.element(screen.getByText('Teams are set')).toBeVisible();
    expect(screen.container.querySelector('[data-testid="team-move"]')).toBeNull();
  });

  it('lets a halfway joiner keep the suggested team or switch', async () => {
    const selector = { initialTeam: 'right' as const, isAssigned: true, isHalfwayJoin: true, updateEnabled: true, teamsFixed: true };
    const screen = await sceneOf({ system: { status: 'teamSelect', teamSelector: selector }, me: { team: 'right', isHalfwayJoin: true } });
    await expect.element(screen.getByRole('heading', { name: 'Welcome aboard!' })).toBeVisible();
    await screen.getByRole('button', { name: 'Play for Pink' }).click();
    expect(sent).toEqual([['updateTeam', { team: 'right' }]]);
    await screen.getByRole('button', { name: 'Switch to Green' }).click();
    await screen.getByRole('button', { name: 'Change', exact: true }).click();
    expect(sent[1]).toEqual(['updateTeam', { team: 'left' }]);
  });

  it('explains a refused team change in a dialog that clears the error', async () => {
    const screen = await sceneOf({ system: { status: 'teamSelect' }, me: { team: 'left' } });
    client.intents.updateTeam = { pending: false, error: { group: 'SP03', code: '301' }, done: 0 };
    await expect.element(screen.getByTestId('intent-error')).toHaveTextContent('That team is full.');
    await screen.getByRole('button', { name: 'OK' }).click();
    expect(client.intents.updateTeam?.error).toBeNull();
  });
});

describe('between games', () => {
  it('charges by rubbing the pad: a few throttled intents, each at most 1', async () => {
    const screen = await sceneOf({ system: { status: 'charge' }, me: { team: 'left' } });
    const pad = screen.getByTestId('charge-pad').element() as HTMLElement;
    const r = pad.getBoundingClientRect();
    const ev = (type: string, x: number, y: number) =>
      pad.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 3, clientX: r.left + x, clientY: r.top + y }));
    ev('pointerdown', 40, 150);
    for (let i = 0; i < 60; i++) ev('pointermove', i % 2 ? 260 : 40, 150 + (i % 7) * 4);
    ev('pointerup', 40, 150);
    await vi.waitFor(() => expect(sent.filter(([n]) => n === 'charge').length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    const amounts = sent.filter(([n]) => n === 'charge').map(([, p]) => (p as { amount: number }).amount);
    for (const a of amounts) {
      expect(a).toBeGreaterThan(0);
      expect(a).toBeLessThanOrEqual(1);
    }
    await vi.waitFor(() => expect(Number(screen.getByTestId('charge-value').element().textContent)).toBeGreaterThan(0));
    await expect.element(screen.getByTestId('charge-meters')).toHaveTextContent('Green');
  });

  it('cheers on every tap but sends at most one cheer per 200 ms', async () => {
    const screen = await sceneOf({ system: { status: 'cheer' }, me: { team: 'right' } });
    const btn = screen.getByTestId('cheer-button').element() as HTMLElement;
    for (let i = 0; i < 5; i++) btn.click();
    expect(sent.filter(([n]) => n === 'cheer')).toEqual([['cheer', {}]]);
    await expect.element(screen.getByTestId('cheer-button')).toHaveTextContent('5 cheers');
  });

  it('throws an item with a flick and shows the hit', async () => {
    const screen = await sceneOf({ system: { status: 'itemThrowing', throwingItem: { remaining: 3, last: null } } });
    await screen.getByRole('button', { name: 'Flower' }).click();
    const item = screen.getByTestId('flick-item').element() as HTMLElement;
    const r = item.getBoundingClientRect();
    const ev = (type: string, y: number) =>
      item.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 4, clientX: r.left + r.width / 2, clientY: y }));
    ev('pointerdown', r.top + r.height / 2);
    ev('pointermove', r.top - 80);
    ev('pointerup', r.top - 200);
    expect(sent).toEqual([['throwItem', { itemId: 'flower' }]]);
    patchView((v) => {
      v.system.throwingItem = { remaining: 2, last: { itemId: 'flower', effectId: 1, hit: true } };
    });
    await expect.element(screen.getByTestId('throw-result')).toHaveTextContent('Hit!');
  });

  it('does not throw on a slow drag, nor when nothing is left', async () => {
    const screen = await sceneOf({ system: { status: 'itemThrowing', throwingItem: { remaining: 0, last: null } } });
    await expect.element(screen.getByRole('heading', { name: 'Throw something!' })).toBeVisible();
    await expect.element(screen.getByText('All thrown! Watch where they land.').first()).toBeVisible();
    const item = screen.getByTestId('flick-item').element() as HTMLElement;
    item.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientY: 500 }));
    item.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientY: 100 }));
    expect(sent).toEqual([]);
  });

  it('lets the team ahead on charge pick one of two event cards; the other team sees it being picked', async () => {
    const screen = await sceneOf({ system: { status: 'eventCard', eventCard: null, cardChoice: { options: ['double', 'reverse'], mine: false } } });
    await expect.element(screen.getByTestId('card-choice')).toHaveTextContent('The other team is picking a card…');
    expect(
      screen
        .getByTestId('card-option')
        .elements()
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    patchView((v) => {
      v.system.cardChoice = { options: ['double', 'reverse'], mine: true };
    });
    await expect.element(screen.getByTestId('card-choice')).toHaveTextContent('Your team charged harder: pick the card!');
    await screen.getByRole('button', { name: 'Reverse' }).click();
    expect(sent).toEqual([['chooseCard', { index: 1 }]]);
  });

  it('gives the STOP button only to the phone that may stop the roulette', async () => {
    const roulette = { candidates: ['gm102', 'gm116', 'gm135'] as const, result: null, canStop: false };
    const screen = await sceneOf({ system: { status: 'roulette', roulette: { ...roulette, candidates: [...roulette.candidates] } } });
    await expect.element(screen.getByRole('heading', { name: "What's next?" })).toBeVisible();
    expect(screen.container.querySelector('[data-testid="roulette-stop"]')).toBeNull();
    patchView((v) => {
      v.system.roulette!.canStop = true;
    });
    await screen.getByTestId('roulette-stop').click();
    expect(sent).toEqual([['stopRoulette', {}]]);
    patchView((v) => {
      v.system.status = 'rouletteStopped';
      v.system.roulette = { candidates: ['gm102', 'gm116', 'gm135'], result: 'gm116', canStop: false };
    });
    await expect.element(screen.getByTestId('roulette-result')).toHaveTextContent('Long Jump Rope');
  });

  it('reveals the event card', async () => {
    const screen = await sceneOf({ system: { status: 'eventCard', eventCard: 'md612' } });
    await expect.element(screen.getByTestId('event-card')).toHaveTextContent('Card steal');
  });
});

describe('MVP voting', () => {
  const choices = [
    { id: 'p1', name: 'Hana', photo: null, team: 'left' as const },
    { id: 'p2', name: 'Ren', photo: null, team: 'right' as const },
    { id: 'p3', name: 'Yui', photo: null, team: 'left' as const },
  ];
  it('votes once, never for yourself, then thanks; shows the winners at the end', async () => {
    const screen = await sceneOf({ system: { status: 'votingMvp', vote: { choices, deadline: Date.now() + 15_000, voted: null, result: null } } });
    const nominees = screen.getByTestId('nominee');
    await expect.element(nominees.nth(0)).toBeDisabled();
    await expect.element(nominees.nth(0)).toHaveTextContent('You');
    await expect.element(screen.getByRole('timer')).toBeVisible();
    await nominees.nth(1).click();
    await screen.getByRole('button', { name: 'Vote for Ren' }).click();
    expect(sent).toEqual([['vote', { choice: 'p2' }]]);
    patchView((v) => {
      v.system.vote!.voted = 'p2';
    });
    await expect.element(screen.getByRole('status')).toHaveTextContent('You voted for Ren');
    patchView((v) => {
      v.system.vote!.result = ['p3'];
    });
    await expect.element(screen.getByRole('heading', { name: 'The MVP is…' })).toBeVisible();
    await expect.element(screen.getByText('Yui! Big applause!')).toBeVisible();
  });
});

describe('emotes', () => {
  it('sends an emote and cools down before the next', async () => {
    const screen = await sceneOf({ system: { status: 'lookNx' } });
    await screen.getByRole('button', { name: 'Clap' }).click();
    expect(sent).toEqual([['emote', { icon: 'clap' }]]);
    await expect.element(screen.getByRole('button', { name: 'Fire' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Fire' }), { timeout: 3000 }).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Fire' }));
    expect(sent[1]).toEqual(['emote', { icon: 'fire' }]);
  });

  it('shows the skip button when the view allows skipping', async () => {
    const screen = await sceneOf({ system: { status: 'lookNx', lookNx: { skipEnabled: true } } });
    await expect.element(screen.getByText('Your phone buzzes when it needs you again.')).toBeVisible();
    await screen.getByTestId('emote-skip').click();
    expect(screen.container.textContent).not.toContain('Your phone buzzes');
  });
});
