import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { client } from '../engine/clientStore';
import type { HostView } from '../protocol/views';
import { hostScenes } from './scenes';

/** The running game's big-screen scene, chosen by the game id in the view. */
export function HostGameScene() {
  const id = (useSnapshot(client).view as HostView | null)?.game?.id;
  const Scene = id ? hostScenes.get(id) : undefined;
  return Scene ? <Suspense fallback={null}><Scene /></Suspense> : null;
}
