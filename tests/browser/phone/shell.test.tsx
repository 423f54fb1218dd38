import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../../src/engine/clientStore';
import { dependencies, devDependencies } from '../../../package.json';
import { BackCaution } from '../../../src/phone/dialogs/BackCaution';
import { ConnectionNotice } from '../../../src/phone/dialogs/ConnectionNotice';
import { Dialog } from '../../../src/phone/dialogs/Dialog';
import { HostAwayNotice } from '../../../src/phone/dialogs/HostAwayNotice';
import { headerMenuState } from '../../../src/phone/header/headerState';
import { LICENCES, packageCredits } from '../../../src/phone/menu/acknowledgements';
import { roomShareUrl } from '../../../src/phone/menu/copyRoomUrl';
import { PhoneScenes } from '../../../src/phone/PhoneScenes';
import { SystemScene } from '../../../src/phone/scenes/SystemScene';
import { loading } from '../../../src/phone/loading/assets';
import { shell } from '../../../src/phone/shell';
import { loadTexts, mount, patchView, reset, sent, viewWith } from './harness';

vi.mock('../../../src/engine/socketClient', async () => (await import('./harness')).socketClientMock);

beforeAll(() => loadTexts());
beforeEach(() => {
  reset(viewWith({ system: { status: 'lookNx' }, me: { team: 'left' } }));
  loading.ready = true;
});

describe('header', () => {
  it('has the SPEC headerMenuState: none before the profile, edit icon after, submitting while an update is out', async () => {
    expect(headerMenuState('profileInput', false)).toBe('none');
    expect(headerMenuState('lookNx', false)).toBe('editIcon');
    expect(headerMenuState('lookNx', true)).toBe('submitting');
    const screen = await mount(<SystemScene />);
    await expect.element(screen.getByTestId('header-edit-icon')).toBeVisible();
    client.intents.updateProfile = { pending: true, error: null, done: 0 };
    await expect.element(screen.getByTestId('header-submitting')).toBeVisible();
    await expect.element(screen.getByRole('banner')).toHaveTextContent('Green');
  });

  it('opens the profile editor from the avatar and closes it when the update is accepted', async () => {
    const screen = await mount(<SystemScene />);
    await screen.getByRole('button', { name: 'Edit your name and photo' }).click();
    const sheet = screen.getByTestId('profile-sheet');
    await expect.element(sheet.getByRole('button', { name: 'Save' })).toBeDisabled();
    await sheet.getByPlaceholder('Your name').fill('Hana!');
    await sheet.getByRole('button', { name: 'Save' }).click();
    expect(sent).toEqual([['updateProfile', { name: 'Hana!' }]]);
    client.intents.updateProfile = { pending: true, error: null, done: 0 };
    client.intents.updateProfile = { pending: false, error: null, done: 1 };
    await expect.element(sheet).not.toBeInTheDocument();
  });
});

describe('option menu', () => {
  it('lists every entry; team is off until team selection opens', async () => {
    const screen = await mount(<SystemScene />);
    patchView((v) => {
      v.system.teamSelector.teamsFixed = false;
      v.system.status = 'waitingProfile';
    });
    await screen.getByTestId('menu-button').click();
    const menu = screen.getByTestId('option-menu');
    for (const name of [
      'Profile',
      'Team',
      "Copy this room's link",
      'Terms of use',
      'Privacy policy',
      'Code of conduct',
      'Acknowledgements',
      'Leave the room',
    ]) {
      await expect.element(menu.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect.element(menu.getByRole('button', { name: 'Team', exact: true })).toBeDisabled();
    patchView((v) => {
      v.system.status = 'teamSelect';
    });
    await expect.element(menu.getByRole('button', { name: 'Team', exact: true })).toBeEnabled();
    await menu.getByRole('button', { name: 'Team', exact: true }).click();
    await expect.element(screen.getByTestId('team-sheet')).toBeVisible();
  });

  it.each([
    ['Terms of use', 'legal-eula', 'Play safely.'],
    ['Privacy policy', 'legal-privacy', 'Camera and motion.'],
    ['Code of conduct', 'legal-conduct', 'Play fair.'],
  ])('shows %s as rich text', async (entry, id, text) => {
    const screen = await mount(<SystemScene />);
    await screen.getByTestId('menu-button').click();
    await screen.getByRole('button', { name: entry }).click();
    await expect.element(screen.getByTestId(id).getByText(text)).toBeVisible();
    expect(screen.getByTestId(id).element().querySelector('strong')?.textContent).toBeTruthy();
  });

  it('credits every package of package.json with its licence, and the trace datasets', async () => {
    const names = [...Object.keys(dependencies), ...Object.keys(devDependencies)];
    const missing = names.filter((n) => !LICENCES[n]);
    expect(missing, `add these to src/phone/menu/acknowledgements.ts`).toEqual([]);
    expect(
      packageCredits()
        .map((c) => c.name)
        .sort(),
    ).toEqual([...names].sort());
    const screen = await mount(<SystemScene />);
    shell.sheet = 'acknowledgements';
    await expect.element(screen.getByTestId('ack-packages')).toHaveTextContent('valtio');
    await expect.element(screen.getByTestId('ack-packages')).toHaveTextContent('Apache-2.0');
    await expect.element(screen.getByTestId('ack-datasets')).toHaveTextContent('Phyphox-390');
    await expect.element(screen.getByTestId('ack-datasets')).toHaveTextContent('CC BY 4.0');
  });

  it('leaves the room after the exit confirmation', async () => {
    const screen = await mount(<PhoneScenes />);
    await screen.getByTestId('menu-button').click();
    await screen.getByRole('button', { name: 'Leave the room' }).click();
    await screen.getByRole('button', { name: 'Stay' }).click();
    expect(shell.leaving).toBe(false);
    await screen.getByTestId('menu-button').click();
    await screen.getByRole('button', { name: 'Leave the room' }).click();
    await screen.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect.element(screen.getByRole('heading', { name: 'See you soon!' })).toBeVisible();
  });

  it('shares the room link without one-off parameters', () => {
    expect(roomShareUrl('https://x.example/room?rid=AAAA&lng=ja&cn=JP&access_key=k&foo=1')).toBe('https://x.example/room?rid=AAAA&lng=ja&cn=JP');
  });
});

describe('scenes', () => {
  it('shows loading with the real asset count, then the system scene', async () => {
    Object.assign(loading, { total: 4, done: 1, ready: false });
    client.view = null;
    const screen = await mount(<PhoneScenes />);
    await expect.element(screen.getByTestId('loading-progress')).toHaveAttribute('aria-valuenow', '20');
    Object.assign(loading, { done: 4, ready: true });
    client.view = viewWith({ system: { status: 'lookNx' } });
    await expect.element(screen.getByRole('heading', { name: 'Look at the big screen!' })).toBeVisible();
  });

  it('shows forbiddenTab when another tab plays this room', async () => {
    shell.tab = 'forbidden';
    const screen = await mount(<PhoneScenes />);
    await expect.element(screen.getByRole('heading', { name: 'Already playing in another tab' })).toBeVisible();
  });

  it('shows the error scene when the connection failed for good', async () => {
    client.conn.status = 'failed';
    client.conn.error = { group: 'SP03', code: '104' };
    const screen = await mount(<PhoneScenes />);
    await expect.element(screen.getByRole('heading')).toHaveTextContent('You cannot join this room');
    await expect.element(screen.getByTestId('error-code')).toHaveTextContent('SP03-104');
  });
});

describe('dialogs and notices', () => {
  it.each(['flex_c', 'flex_cb', 'flex_tc', 'flex_tcb', 'align_t', 'align_b', 'align_tb', 'full_view'] as const)('lays out %s', async (layout) => {
    const onOk = vi.fn();
    const screen = await mount(
      <Dialog layout={layout} type="large" buttons="ok" title="Title" onOk={onOk} testId="d">
        Body
      </Dialog>,
    );
    await expect.element(screen.getByTestId('d')).toHaveAttribute('data-layout', layout);
    await screen.getByRole('button', { name: 'OK' }).click();
    expect(onOk).toHaveBeenCalledOnce();
  });

  it('has yes/no and default buttons, and small and large types', async () => {
    const none = await mount(
      <Dialog buttons="default" type="large" title="None" testId="none">
        No buttons
      </Dialog>,
    );
    await expect.element(none.getByTestId('none')).toHaveAttribute('data-type', 'large');
    expect(none.getByTestId('none').element().querySelectorAll('button')).toHaveLength(0);
    await none.unmount();
    const yes = vi.fn(),
      no = vi.fn();
    const screen = await mount(
      <Dialog buttons="yesno" type="small" title="Q" onYes={yes} onNo={no} testId="yn">
        ?
      </Dialog>,
    );
    await expect.element(screen.getByTestId('yn')).toHaveAttribute('data-type', 'small');
    await screen.getByRole('button', { name: 'No' }).click();
    await screen.getByRole('button', { name: 'Yes' }).click();
    expect([yes.mock.calls.length, no.mock.calls.length]).toEqual([1, 1]);
  });

  it('locks a pressed button for about 183 frames', async () => {
    const onYes = vi.fn();
    const screen = await mount(
      <Dialog buttons="yesno" onYes={onYes} onNo={() => {}} testId="lock">
        Again?
      </Dialog>,
    );
    const yes = screen.getByRole('button', { name: 'Yes' }).element() as HTMLButtonElement;
    yes.click();
    yes.click();
    yes.click();
    expect(onYes).toHaveBeenCalledOnce();
  });

  it('tells of a dropped connection after a moment, with reload', async () => {
    const screen = await mount(<ConnectionNotice />);
    client.conn.status = 'reconnecting';
    client.conn.attempts = 2;
    await expect.element(screen.getByTestId('connection-notice'), { timeout: 4000 }).toHaveTextContent('Reconnecting (attempt 2)');
    await expect.element(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    client.conn.status = 'connected';
    await expect.element(screen.getByTestId('connection-notice')).not.toBeInTheDocument();
  });

  it('tells that the big screen is away until it is back', async () => {
    const screen = await mount(<HostAwayNotice />);
    patchView((v) => {
      v.room.hostConnected = false;
    });
    await expect.element(screen.getByTestId('host-away-notice')).toHaveTextContent('The big screen is away');
    patchView((v) => {
      v.room.hostConnected = true;
    });
    await expect.element(screen.getByTestId('host-away-notice')).not.toBeInTheDocument();
  });

  it('cautions against the back button', async () => {
    const screen = await mount(<BackCaution />);
    shell.backCaution = true;
    await expect.element(screen.getByTestId('back-caution')).toHaveTextContent("Don't go back!");
    await screen.getByRole('button', { name: 'OK' }).click();
    expect(shell.backCaution).toBe(false);
  });
});

describe('press lock', () => {
  it('lets a corrected name go at once after the server refused the first', async () => {
    const { ProfileInput } = await import('../../../src/phone/system/ProfileInput');
    reset(viewWith({ system: { status: 'profileInput' }, me: { name: '' } }));
    const screen = await mount(<ProfileInput />);
    await screen.getByPlaceholder('Your name').fill('Kai');
    await screen.getByRole('button', { name: 'Join', exact: true }).click();
    client.intents.updateProfile = { pending: true, error: null, done: 0 };
    client.intents.updateProfile = { pending: false, error: { group: 'SP03', code: '201' }, done: 0 };
    await expect.element(screen.getByRole('alert')).toHaveTextContent('already has that name');
    await screen.getByPlaceholder('Your name').fill('Aoi');
    await screen.getByRole('button', { name: 'Join', exact: true }).click();
    expect(sent).toEqual([
      ['updateProfile', { name: 'Kai' }],
      ['updateProfile', { name: 'Aoi' }],
    ]);
  });
});
