import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The `extensions.code` values of a failed operation (SLOT_FULL, EMAIL_TAKEN, BAD_USER_INPUT, ...). */
export function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors
    .map((entry) => entry.extensions?.['code'])
    .filter((code): code is string => typeof code === 'string');
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return errorCodes(error).includes(code);
}
