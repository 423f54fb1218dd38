import { proxy } from 'valtio/vanilla';

/** What the option menu has open: the menu itself, one of its sheets, or nothing. */
export type Sheet = 'menu' | 'profile' | 'team' | 'language' | 'exit' | 'eula' | 'privacy' | 'conduct' | 'acknowledgements';

/**
 * The phone shell's own UI state (not the room's): which tab plays, whether the player left,
 * what the option menu shows, the back-button caution and short toasts.
 */
export const shell = proxy({
  /** SPEC.md forbiddenTab: one tab of a browser plays a room, another explains. */
  tab: 'checking' as 'checking' | 'owner' | 'forbidden',
  leaving: false,
  sheet: null as Sheet | null,
  /** "Do not go back in the browser" caution (the back button was pressed). */
  backCaution: false,
  toast: null as { key: string; seq: number } | null,
});

let toastSeq = 0;
let toastTimer: ReturnType<typeof setTimeout> | null = null;

/** A short message at the bottom (e.g. "URL copied"), gone after `ms`. */
export function showToast(key: string, ms = 2200): void {
  shell.toast = { key, seq: ++toastSeq };
  if (toastTimer) clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    shell.toast = null;
  }, ms);
}

export function openSheet(sheet: Sheet | null): void {
  shell.sheet = sheet;
}
