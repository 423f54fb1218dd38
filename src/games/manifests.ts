import { gm102 } from './gm102/manifest';
import { gm105 } from './gm105/manifest';
import { gm110 } from './gm110/manifest';
import { gm112 } from './gm112/manifest';
import { gm113 } from './gm113/manifest';
import { gm116 } from './gm116/manifest';
import { gm121 } from './gm121/manifest';
import { gm127 } from './gm127/manifest';
import { gm130 } from './gm130/manifest';
import { gm134 } from './gm134/manifest';
import { gm135 } from './gm135/manifest';
import { gm139 } from './gm139/manifest';

/**
 * Every game this build plays. A new game adds its manifest here: the one line outside its folder
 * (and drops its row from `PLANNED` in catalog.ts, which the compiler then asks for).
 */
export const MANIFESTS = [gm102, gm105, gm110, gm112, gm113, gm116, gm121, gm127, gm130, gm134, gm135, gm139] as const;

export type Manifest = (typeof MANIFESTS)[number];
export type BuiltGameId = Manifest['id'];
export type ManifestOf<Id extends BuiltGameId> = Extract<Manifest, { id: Id }>;

export function manifestOf(id: string): Manifest | undefined {
  return MANIFESTS.find((m) => m.id === id);
}

/** Each built game's parameters as the operator config's `games` holds them, by id. */
export type BuiltParameterSet = { [M in Manifest as M['id']]: M['parameters'] };
