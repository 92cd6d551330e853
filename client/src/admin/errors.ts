import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What the gateway said about a failed operation: its code, the field to fix and a readable message. */
export interface OperationFailure {
  code: string | null;
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
      code: typeof extensions.code === 'string' ? extensions.code : null,
      field: typeof extensions.field === 'string' ? extensions.field : null,
      fields: asFields(extensions.fields),
      message: error.errors.map((entry) => entry.message).join(' ') || 'The request failed.',
    };
  }
  const message = error instanceof Error ? error.message : 'The request failed.';
  return { code: null, field: null, fields: {}, message };
}
