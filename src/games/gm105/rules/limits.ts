/**
 * What a player-written quiz may hold (SPEC.md §3 questionSentence, correctAnswer, incorrectAnswer),
 * in UTF-16 units after trimming: the phone's form and the server's schema use the same numbers.
 */
export const QUIZ_LIMITS = { questionSentence: 80, correctAnswer: 24, incorrectAnswer: 24 } as const;

/**
 * Characters no quiz text may hold: control characters (line breaks and tabs included: every text
 * is one line on the big screen), lone surrogates, zero-width spaces, direction overrides and the
 * byte-order mark. Emoji joiners (U+200C, U+200D) stay allowed.
 */
export const FORBIDDEN_CHARS = /[\p{Cc}\p{Cs}\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
