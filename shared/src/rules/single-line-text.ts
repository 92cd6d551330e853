/**
 * The one rule for single-line text a person types and the office reads (names, a street, a suburb, a
 * label): no character that hides or reorders what is shown. Refused: C0 and C1 control characters
 * (and DEL), the bidirectional controls (U+202A-202E, U+2066-2069, U+200E, U+200F, U+061C) and the
 * zero-width characters (U+200B-200D, U+2060, U+FEFF), so `Adm\u202Enimda` cannot show as "Admin".
 * The REST bodies' names refuse it (`rules/name.ts`), and every single-line argument of a GraphQL
 * request and of an api body is checked with it (`clean-text.ts`). Rows written before the rule are
 * shown with those characters visible (`showHiddenCharacters`).
 */

/* eslint-disable no-control-regex -- control characters are exactly what this rule is about */
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;
const HIDDEN_ALL = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
/* eslint-enable no-control-regex */

export const SINGLE_LINE_TEXT_MESSAGE =
  'Use letters, numbers and ordinary punctuation only: this text holds a hidden or direction-changing character.';

/** True when `text` holds no control, bidirectional or zero-width character. */
export const isSingleLineText = (text: string): boolean => !HIDDEN.test(text);

/**
 * The text with every such character written out as `\uXXXX`, for the office's lists: a name saved
 * before the rule shows what it really holds (`Adm\u202Enimda`), never what it pretends to be.
 */
export const showHiddenCharacters = (text: string): string =>
  text.replace(HIDDEN_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);

/**
 * `text` made single-line: each run of hidden characters (a line break among them) becomes one space.
 * For words the system writes down, not a person's (an error's message kept as a `last_error`).
 */
export const asSingleLine = (text: string): string =>
  text
    .replace(new RegExp(`${HIDDEN.source}+`, 'g'), ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
