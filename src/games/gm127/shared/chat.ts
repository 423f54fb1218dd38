import type { TFunction } from 'i18next';
import type { ChatEntry, LotSide, PhoneChatEntry } from '../rules/types';

/** The team named by a side of an auction, in this language. */
export function teamName(t: TFunction, side: LotSide | 'left' | 'right'): string {
  return t(side === 'L' || side === 'left' ? 'Team_left_00' : 'Team_right_00');
}

export const sideTeam = (side: LotSide): 'left' | 'right' | null => (side === 'L' ? 'left' : side === 'R' ? 'right' : null);

/** What the auctioneer's shared message says, in this language. */
export function sharedText(t: TFunction, e: Extract<ChatEntry, { kind: 'shared' }>, lots: number): string {
  const item = t(`Item_${e.item}_00`);
  switch (e.say) {
    case 'open':
      return t('Chat_open_00', { n: e.lot + 1, of: lots, item });
    case 'start':
      return t('Chat_start_00', { item });
    case 'lastCall':
      return t('Chat_lastCall_00');
    case 'extended':
      return e.times > 1 ? t('Chat_extendedMany_00', { count: e.times }) : t('Chat_extended_00');
    case 'sold':
      return t('Chat_sold_00', { team: teamName(t, e.side), price: e.price, item });
    case 'unsold':
      return t('Chat_unsold_00', { item });
  }
}

/** Every line in the order it was said (by id). */
export const chatInOrder = <E extends PhoneChatEntry>(log: Record<number, E>): E[] => Object.values(log).sort((a, b) => a.id - b.id);

/** The log in SPEC.md's order: the auctioneer's lines, newest first; after them, the raises in the order they counted. */
export function splitChat<E extends PhoneChatEntry>(log: Record<number, E>) {
  const byId = chatInOrder(log);
  return {
    shared: byId.filter((e): e is Extract<E, { kind: 'shared' }> => e.kind === 'shared').reverse(),
    bids: byId.filter((e): e is Extract<E, { kind: 'bid' }> => e.kind === 'bid'),
  };
}
