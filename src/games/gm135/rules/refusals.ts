/**
 * Why a move was refused: the `detail` of its error, which the phone turns into words. Each is
 * checked before anything changes, so a refused move leaves the state as it was.
 */
export const REFUSED = {
  stranger: 'not in this game',
  notNow: 'not now',
  fixed: 'the card is already fixed',
  noReshuffle: 'no new cards left',
  cell: 'no such cell',
  notCalled: 'that number has not been called',
  opened: 'that cell is already open',
  done: 'you already have bingo',
  noBox: 'no prize box to open',
  tooFast: 'too many sounds, wait a moment',
} as const;
export type Refusal = keyof typeof REFUSED;
export const refusalOf = (detail: string | undefined): Refusal | null => (Object.keys(REFUSED) as Refusal[]).find((k) => REFUSED[k] === detail) ?? null;
