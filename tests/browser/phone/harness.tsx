import { Suspense, type ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { client } from '../../../src/engine/clientStore';
import { initI18n } from '../../../src/i18n/i18n';
import type { Language } from '../../../src/i18n/languages';
import i18next from 'i18next';
import type { PhoneView } from '../../../src/protocol/views';
import { shell } from '../../../src/phone/shell';
import { phoneViewFixture } from '../fixtures';

/** Intents the screen sent (the socket client is mocked with `socketClientMock`). */
export const sent: [string, unknown][] = [];

/** Stand-in for src/engine/socketClient: records intents, clears errors as the worker would. */
export const socketClientMock = {
  sendIntent: (name: string, payload: unknown) => {
    sent.push([name, payload]);
  },
  clearIntentError: (name: string) => {
    const i = client.intents[name];
    if (i) i.error = null;
  },
  socketWorker: async () => ({ stop: () => {} }),
  socketPort: async () => new MessageChannel().port1,
  startClient: async () => {},
};

const NAMESPACES = ['System', 'Error', 'gmCommon', 'Legal', 'Agreement', 'Cookie', 'WebQr'] as const;

/** The phone's namespaces, in `lng` (any of the 14). */
export async function loadTexts(lng: Language = 'en-US'): Promise<void> {
  await initI18n(lng, ['System']);
  await i18next.loadNamespaces([...NAMESPACES]);
  if (i18next.language !== lng) await i18next.changeLanguage(lng);
}

type Patch = Parameters<typeof phoneViewFixture>[0];

/** A profiled player (name, team) in the given status, as the server would project it. */
export function viewWith(patch: Patch = {}): PhoneView {
  return phoneViewFixture({
    ...patch,
    me: { name: 'Hana', ...patch.me },
    room: { playerCount: 4, teams: { left: 2, right: 1 }, ...patch.room },
    system: { capability: { round: 1, answered: true, deadline: null, spectator: false }, ...patch.system },
  });
}

export function reset(view: PhoneView | null = viewWith()): void {
  sent.length = 0;
  client.view = view ? structuredClone(view) : null;
  client.intents = {};
  client.conn.status = 'connected';
  client.conn.error = null;
  client.conn.attempts = 0;
  shell.sheet = null;
  shell.leaving = false;
  shell.backCaution = false;
  shell.tab = 'owner';
  shell.toast = null;
}

export function mount(ui: ReactNode) {
  return render(<Suspense fallback={<p>loading</p>}>{ui}</Suspense>);
}

/** Updates the mirrored view in place, as a patch would. */
export function patchView(fn: (v: PhoneView) => void): void {
  fn(client.view as PhoneView);
}
