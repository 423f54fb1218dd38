import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Where the end-to-end run leaves a picture of every phone screen (390×844), for people to review. */
export const SHOT_DIR = join('artifacts', 'screenshots', 'phone');

export async function shot(page: Page, name: string, { settle = true } = {}): Promise<void> {
  mkdirSync(SHOT_DIR, { recursive: true });
  // Let entrance animations settle so the picture shows the screen, not its transition.
  if (settle) await page.waitForTimeout(700);
  await page.screenshot({ path: join(SHOT_DIR, `${name}.png`), animations: 'allow' });
}
