import { splitChat } from '../../../../src/games/gm127/shared/chat';
import type { PhoneChatEntry } from '../../../../src/games/gm127/rules/types';

/** The whole log as one list, in SPEC.md's order (`splitChat`): what a test compares. */
export function chatEntries<E extends PhoneChatEntry>(log: Record<number, E>): E[] {
  const { shared, bids } = splitChat(log);
  return [...shared, ...bids];
}
