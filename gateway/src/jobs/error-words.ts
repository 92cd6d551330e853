import { asSingleLine } from '@greenleaf/shared/rules/single-line-text';

/**
 * An error's words as the api keeps them (`last_error` of an e-mail, a notice, a webhook delivery): one
 * line (the api refuses control characters, so a multi-line message, a validation error's, say, was
 * refused and its failure never recorded) of at most 2,000 characters.
 */
export const errorWords = (err: unknown): string =>
  asSingleLine(err instanceof Error ? err.message : String(err)).slice(0, 2000) || 'failed without a message';
