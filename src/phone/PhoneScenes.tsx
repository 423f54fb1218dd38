import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { client } from '../engine/clientStore';
import type { PhoneView } from '../protocol/views';
import { loading } from './loading/assets';
import { markFirstScreen } from './loading/firstScreen';
import { LoadingScene } from './scenes/LoadingScene';
import { SystemScene } from './scenes/SystemScene';
import { shell } from './shell';

// Scenes a phone seldom meets: fetched when one is due.
const ErrorScene = lazy(() => import('./scenes/ErrorScene').then((m) => ({ default: m.ErrorScene })));
const ForbiddenTabScene = lazy(() => import('./scenes/ForbiddenTabScene').then((m) => ({ default: m.ForbiddenTabScene })));
const LeavingScene = lazy(() => import('./scenes/LeavingScene').then((m) => ({ default: m.LeavingScene })));
// A game's scene when a phone joins during a game; else fetched once the first screen shows (RoomPage).
const PhoneGameScene = lazy(() => import('../games/PhoneGameScene').then((m) => ({ default: m.PhoneGameScene })));

/**
 * Picks the scene (SPEC.md §2): forbiddenTab, leaving, error, loading, the running mini-game
 * (`view.game`, drawn by the game's own scene) or the system scene.
 */
export function PhoneScenes() {
  const snap = useSnapshot(client);
  const sh = useSnapshot(shell);
  const ld = useSnapshot(loading);
  const seldom =
    sh.tab === 'forbidden' ? (
      <ForbiddenTabScene />
    ) : sh.leaving ? (
      <LeavingScene />
    ) : snap.conn.status === 'failed' ? (
      <ErrorScene error={snap.conn.error} onRetry={() => location.reload()} />
    ) : null;
  if (seldom) return <Suspense fallback={<LoadingScene />}>{seldom}</Suspense>;
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
