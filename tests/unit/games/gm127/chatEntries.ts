import { splitChat } from '../../../../src/games/gm127/shared/chat';
import type { ChatEntry, ChatLog } from '../../../../src/games/gm127/rules/types';

/** The whole log as one list, in SPEC.md's order (`splitChat`): what a test compares. */
export function chatEntries(log: ChatLog): ChatEntry[] {
  const { shared, bids } = splitChat(log);
  return [...shared, ...bids];
}
