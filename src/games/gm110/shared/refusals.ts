/** Why a move was refused: the phone shows each in words. */
export const REFUSED = {
  stranger: 'not in this game',
  wrongRound: 'that customer is not on',
  notNow: 'not now',
  notRememberer: 'you have no part of this order to note',
  notLeader: 'only the leader picks the order',
  sent: 'your note is already sent',
  locked: 'the order was served: it can no longer change',
  badSlot: 'no such slot in this order',
  badItem: 'that is not a candidate for this slot',
} as const;
export type Refusal = keyof typeof REFUSED;

/** The refusal an error's detail names (the phone's words for it), or null for another error. */
export function refusalOf(detail: string | undefined): Refusal | null {
  const hit = Object.entries(REFUSED).find(([, v]) => v === detail);
  return hit ? (hit[0] as Refusal) : null;
}
