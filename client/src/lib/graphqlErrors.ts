import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode } from '../__generated__/enums';

/** The one reading of a failed operation: its `extensions.code`s (the schema's ErrorCode), field and message. */

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));

/** What a code the schema does not list (a newer gateway's, say) reads as. */
export const UNKNOWN_ERROR_CODE = ErrorCode.INTERNAL_SERVER_ERROR;

/** An `extensions.code` as an ErrorCode: null when there is none, UNKNOWN_ERROR_CODE when it is not listed. */
function asErrorCode(value: unknown): ErrorCode | null {
  if (typeof value !== 'string') return null;
  return KNOWN_CODES.has(value) ? (value as ErrorCode) : UNKNOWN_ERROR_CODE;
}

/** The codes of a failed operation (SLOT_FULL, EMAIL_TAKEN, BAD_USER_INPUT, ...); none for a network failure. */
export function errorCodes(error: unknown): ErrorCode[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((entry) => asErrorCode(entry.extensions?.['code'])).filter((code) => code !== null);
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return errorCodes(error).includes(code);
}

/** What the gateway said about a failed operation: its code, the field to fix and a readable message. */
export interface OperationFailure {
  code: ErrorCode | null;
  field: string | null;
  fields: Record<string, string>;
  message: string;
}

function asFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function describeFailure(error: unknown): OperationFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first?.extensions ?? {};
    return {
      code: asErrorCode(extensions.code),
      field: typeof extensions.field === 'string' ? extensions.field : null,
      fields: asFields(extensions.fields),
      message: error.errors.map((entry) => entry.message).join(' ') || 'The request failed.',
    };
  }
  const message = error instanceof Error ? error.message : 'The request failed.';
  return { code: null, field: null, fields: {}, message };
}

/** The new total (rand) of a PRICE_CHANGED refusal (`extensions.total`), or null for any other failure. */
export function changedTotal(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((entry) => entry.extensions?.['code'] === ErrorCode.PRICE_CHANGED);
  const total = refusal?.extensions?.['total'];
  return typeof total === 'number' && Number.isFinite(total) ? total : null;
}

/**
 * The words to show for a failed operation: the gateway's own refusal when it answered (its message,
 * "This variation is used by Lawn Mowing ..."), `networkFallback` ("... Please try again.") only when
 * it did not (a network failure): a server's refusal is never replaced by "Please try again".
 */
export function refusalText(error: unknown, networkFallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const words = error.errors.map((entry) => entry.message).filter(Boolean);
    if (words.length) return words.join(' ');
  }
  return networkFallback;
}

/**
 * True when a sign-in was refused by the account's growing delay (someone elsewhere has been guessing
 * its password): RATE_LIMITED with `extensions.offerSignInLink`. The sign-in form then offers a
 * sign-in link by e-mail.
 */
export function offersSignInLink(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some(
    (entry) =>
      entry.extensions?.['code'] === ErrorCode.RATE_LIMITED && entry.extensions['offerSignInLink'] === true,
  );
}
