import { Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { page } from 'vitest/browser';
import { overflows, settle, tick } from './overflow';

/** The sizes the layout must hold at (issue 20): two phones and two TVs. */
export const PHONE_SIZES = [
  [360, 640],
  [390, 844],
] as const;
export const TV_SIZES = [
  [1280, 720],
  [1920, 1080],
] as const;

/** A screen to check: how to put the app in that state, what to render, and an optional step after. */
export type LayoutScreen = {
  name: string;
  arrange?: () => void;
  ui: () => ReactNode;
  /** E.g. a tap that opens a confirmation; runs once the screen is up. */
  act?: (root: HTMLElement) => void | Promise<void>;
  /** What shows once the screen is up (its parts may load apart): a selector, `[data-scene]` unless said. */
  ready?: string;
  /** Shown once `act` has run. */
  readyAfter?: string;
};

/** A fresh copy of the page's own root (`html, body, #root` are 100% high), so screens lay out as on the device. */
function appRoot(): HTMLElement {
  document.getElementById('root')?.remove();
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

/** Renders each screen in turn at the current size and language, and lists what overflows. */
export async function checkScreens(screens: readonly LayoutScreen[], where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const s of screens) {
    s.arrange?.();
    const root = appRoot();
    // React's own root, not the testing library's: no act() and no round trip to the test runner per
    // render, which over 2 × 14 × 50 screens is most of the time.
    const r = createRoot(root);
    r.render(<Suspense fallback={<p data-suspended="" />}>{s.ui()}</Suspense>);
    // Texts or code still coming: wait for the screen itself.
    await shows(s.ready ?? '[data-scene]', s.name);
    await settle();
    if (s.act) {
      await s.act(root);
      if (s.readyAfter) await shows(s.readyAfter, `${s.name} (after its step)`);
      await settle();
    }
    // Dialogs are portalled to <body>: check the whole page.
    for (const p of overflows(document.body)) problems.push(`${where} ${s.name}: ${p}`);
    r.unmount();
  }
  return problems;
}

/** Waits (task by task, up to 15 s) until the selector shows and nothing is suspended. */
async function shows(selector: string, name: string): Promise<void> {
  const until = performance.now() + 15_000;
  while (document.querySelector('[data-suspended]') || !document.querySelector(selector)) {
    if (performance.now() > until) throw new Error(`${name}: ${selector} did not show`);
    await tick();
  }
}

export async function resize(width: number, height: number): Promise<void> {
  await page.viewport(width, height);
  await settle();
}
