import type { Config } from '../../config/schema';

/** What a rule may read besides the room: config, the time and a random source (seeded in tests). */
export type RuleContext = { config: Config; now: number; random: () => number };

export function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}
