import { Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { client } from '../engine/clientStore';
import { hostScenes } from './scenes';

/** The running game's big-screen scene, chosen by the game id in the view; `fallback` while its code loads. */
export function HostGameScene({ fallback }: { fallback: ReactNode }) {
  const view = useSnapshot(client).view;
  const id = view && !('me' in view) ? view.game?.id : undefined;
  const Scene = id ? hostScenes.get(id) : undefined;
  return Scene ? (
    <Suspense fallback={fallback}>
      <Scene />
    </Suspense>
  ) : (
    fallback
  );
}
