import { proxy } from 'valtio';
import { evaluateOrientation, readViewport, type OrientationState } from './orientation';

/** The device's orientation state for views (rotate overlay, tablet layout). */
export const viewport = proxy<OrientationState>({
  orientation: 'portrait-primary',
  landscape: false,
  reversed: false,
  tooWide: false,
  zoomed: false,
  tablet: false,
  showRotate: false,
});

let watching = false;

function update(): void {
  const next = evaluateOrientation(readViewport());
  for (const k of Object.keys(next) as (keyof OrientationState)[]) {
    if (viewport[k] !== next[k]) (viewport as Record<string, unknown>)[k] = next[k];
  }
}

/** §4: re-evaluated on orientation change, window resize and when the page becomes visible. */
export function watchViewport(): void {
  if (watching) return;
  watching = true;
  update();
  // Some browsers report the new size a little after orientationchange: look again shortly after.
  const later = () => {
    update();
    setTimeout(update, 250);
  };
  addEventListener('orientationchange', later);
  addEventListener('resize', update);
  screen.orientation?.addEventListener('change', later);
  window.visualViewport?.addEventListener('resize', update);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') later();
  });
}
