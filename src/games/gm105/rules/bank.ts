import bank from '../bank/en-US.json';

/**
 * The built-in questions' ids. Their texts live per language in `../bank/<lng>.json` (every file
 * has the same ids; en-US is the reference): the server asks a question by id and every screen
 * shows it in its own language.
 */
export const BANK_IDS: readonly string[] = Object.keys(bank);
