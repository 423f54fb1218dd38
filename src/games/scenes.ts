import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameId } from '../protocol/enums';

type Scene = LazyExoticComponent<ComponentType>;

/**
 * Each game's phone and host views, loaded only when that game starts. A new game adds its two
 * lines here and marks itself available in catalog.ts.
 */
export const phoneScenes: Partial<Record<GameId, Scene>> = {
  gm116: lazy(() => import('./gm116/phone/Gm116Scene')),
};
export const hostScenes: Partial<Record<GameId, Scene>> = {
  gm116: lazy(() => import('./gm116/host/Gm116Board')),
};
