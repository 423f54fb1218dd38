import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameId } from '../protocol/enums';
import { MANIFESTS } from './manifests';

type Scene = LazyExoticComponent<ComponentType>;
type Loaders = Record<string, () => Promise<{ default: ComponentType }>>;

// By convention, a game's phone scene is gmNNN/phone/Scene.tsx and its board gmNNN/host/Board.tsx;
// each loads only when its game starts.
const phone = import.meta.glob<{ default: ComponentType }>('./gm*/phone/Scene.tsx');
const host = import.meta.glob<{ default: ComponentType }>('./gm*/host/Board.tsx');

function scenes(loaders: Loaders, path: (id: GameId) => string): ReadonlyMap<GameId, Scene> {
  return new Map(
    MANIFESTS.map((m) => {
      const load = loaders[path(m.id)];
      if (!load) throw new Error(`${m.id} has a manifest but no ${path(m.id)}`);
      return [m.id, lazy(load)] as const;
    }),
  );
}

/** Each game's phone and host views, derived from the manifests. */
export const phoneScenes = scenes(phone, (id) => `./${id}/phone/Scene.tsx`);
export const hostScenes = scenes(host, (id) => `./${id}/host/Board.tsx`);
