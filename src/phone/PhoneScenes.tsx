import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { client } from '../engine/clientStore';
import type { PhoneView } from '../protocol/views';
import { loading, markFirstScreen } from './loading/assets';
import { ErrorScene } from './scenes/ErrorScene';
import { ForbiddenTabScene } from './scenes/ForbiddenTabScene';
import { LeavingScene } from './scenes/LeavingScene';
import { LoadingScene } from './scenes/LoadingScene';
import { shell } from './shell';

// Their chunks load with the other assets (see RoomPage), so the loading bar counts them.
const SystemScene = lazy(() => import('./scenes/SystemScene').then((m) => ({ default: m.SystemScene })));
const PhoneGameScene = lazy(() => import('../games/PhoneGameScene').then((m) => ({ default: m.PhoneGameScene })));

/**
 * Picks the scene (SPEC.md §2): forbiddenTab, leaving, error, loading, the running mini-game
 * (`view.game`, drawn by the game's own scene) or the system scene.
 */
export function PhoneScenes() {
  const snap = useSnapshot(client);
  const sh = useSnapshot(shell);
  const ld = useSnapshot(loading);
  if (sh.tab === 'forbidden') return <ForbiddenTabScene />;
  if (sh.leaving) return <LeavingScene />;
  if (snap.conn.status === 'failed') return <ErrorScene error={snap.conn.error} onRetry={() => location.reload()} />;
  const view = snap.view as PhoneView | null;
  if (!view || !ld.ready) {
    // The assets, then the room's first view: one more step at the end of the bar.
    const progress = (ld.done + (view ? 1 : 0)) / (Math.max(ld.total, 1) + 1);
    return <LoadingScene progress={progress} />;
  }
  return (
    <Suspense fallback={<LoadingScene progress={1} />}>
      {view.game ? <PhoneGameScene /> : <SystemScene />}
      <FirstScreenMark />
    </Suspense>
  );
}

/** Committed with the scene beside it (a Suspense boundary shows its children all together). */
function FirstScreenMark() {
  useEffect(markFirstScreen, []);
  return null;
}
