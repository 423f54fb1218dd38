import { Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { client } from '../../src/engine/clientStore';
import { initI18n } from '../../src/i18n/i18n';
import { ProfileInput } from '../../src/phone/system/ProfileInput';
import { phoneViewFixture } from './fixtures';

const sent: [string, unknown][] = [];
vi.mock('../../src/engine/socketClient', () => ({
  sendIntent: (name: string, payload: unknown) => sent.push([name, payload]),
  clearIntentError: (name: string) => {
    const i = client.intents[name];
    if (i) i.error = null;
  },
}));

const view = phoneViewFixture();

beforeAll(async () => {
  await initI18n('en-US', ['System']);
});
beforeEach(() => {
  sent.length = 0;
  client.view = structuredClone(view);
  client.intents = {};
});

describe('ProfileInput', () => {
  it('sends the typed name as updateProfile and shows the pending state', async () => {
    const screen = await render(
      <Suspense>
        <ProfileInput />
      </Suspense>,
    );
    const join = screen.getByRole('button', { name: 'Join' });
    await expect.element(join).toBeDisabled();
    await userEvent.fill(screen.getByPlaceholder('Your name'), 'Hana');
    await join.click();
    expect(sent).toEqual([['updateProfile', { name: 'Hana' }]]);
    client.intents.updateProfile = { pending: true, error: null, done: 0 };
    await expect.element(screen.getByRole('button', { name: 'Joining…' })).toBeDisabled();
  });

  it('explains a duplicate name and clears the message when the name changes', async () => {
    const screen = await render(
      <Suspense>
        <ProfileInput />
      </Suspense>,
    );
    client.intents.updateProfile = { pending: false, error: { group: 'SP03', code: '201' }, done: 0 };
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Someone in this room already has that name.');
    await userEvent.fill(screen.getByPlaceholder('Your name'), 'Hana 2');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('names each of the three name errors', async () => {
    const screen = await render(
      <Suspense>
        <ProfileInput />
      </Suspense>,
    );
    client.intents.updateProfile = { pending: false, error: { group: 'SP03', code: '202' }, done: 0 };
    await expect.element(screen.getByRole('alert')).toHaveTextContent('That name is too long.');
    client.intents.updateProfile = { pending: false, error: { group: 'SP03', code: '204' }, done: 0 };
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Please choose another name.');
  });
});
