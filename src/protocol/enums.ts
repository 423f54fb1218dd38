export const TEAMS = ['left', 'right'] as const;
export type Team = (typeof TEAMS)[number];
export const SIDES = ['left', 'right', 'draw', 'noGame'] as const;
export type Side = (typeof SIDES)[number];

export const GAME_MODES = ['T0', 'T1', 'T2', 'T3', 'T4', 'MD', 'E0', 'E1'] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const GAME_IDS = ['gm102', 'gm105', 'gm110', 'gm112', 'gm113', 'gm116', 'gm121', 'gm127', 'gm130', 'gm134', 'gm135', 'gm139'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** SPEC.md §4 system statuses, in the order a session meets them. */
export const SYSTEM_STATUSES = [
  'profileInput',
  'waitingProfile',
  'lookNx',
  'teamSelect',
  'charge',
  'cheer',
  'itemThrowing',
  'roulette',
  'rouletteStopped',
  'eventCard',
  'votingMvp',
  'holdingJoyCon',
] as const;
export type SystemStatus = (typeof SYSTEM_STATUSES)[number];

/** Things a phone can throw at the big screen during results (GAMES.md: item throwing). */
export const THROW_ITEMS = ['confetti', 'flower', 'star'] as const;
export type ThrowItem = (typeof THROW_ITEMS)[number];
export const THROWS_PER_PHONE = 3;

/** Emote icons a phone can send while idle. */
export const EMOTES = ['clap', 'laugh', 'wow', 'heart', 'fire', 'cry'] as const;
export type Emote = (typeof EMOTES)[number];

/** GAMES.md event cards; md612 is card steal. */
export const EVENT_CARDS = ['double', 'md612', 'smallTeamBoost', 'reverse', 'silent'] as const;
export type EventCard = (typeof EVENT_CARDS)[number];

export const CAPABILITIES = ['authorized', 'notDetermined', 'denied', 'notAvailable', 'unknown'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const LANGUAGES = ['ja', 'en-US', 'fr-CA', 'es-419', 'en-GB', 'fr-FR', 'es-ES', 'de', 'it', 'nl', 'ru', 'ko', 'zh-CN', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';
export const FALLBACK_LANGUAGE: Language = 'en-US';
export const DEFAULT_COUNTRY = 'JP';
