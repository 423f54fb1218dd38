import type { EventCard } from '../protocol/system';

/** The namespaces of the event cards: md608 the deck and its moments, md612 card steal (SPEC.md §9). */
export const EVENT_CARD_NAMESPACES = ['md608', 'md612'] as const;

/** A card's text: its name, its phone text (Body) or its short TV line (Desc), in its namespace. */
export const cardText = (card: EventCard, part: 'Name' | 'Body' | 'Desc'): string => (card === 'md612' ? `md612:${part}_00` : `md608:${card}_${part}_00`);
