import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { describeFailure, errorCodes, hasErrorCode, refusalText, UNKNOWN_ERROR_CODE } from './graphqlErrors';

const failed = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

describe('graphqlErrors', () => {
  it("reads each error's code as the schema's ErrorCode", () => {
    const error = failed(
      { message: 'Full', extensions: { code: 'SLOT_FULL' } },
      { message: 'Taken', extensions: { code: 'EMAIL_TAKEN' } },
    );
    expect(errorCodes(error)).toEqual(['SLOT_FULL', 'EMAIL_TAKEN']);
    expect(hasErrorCode(error, 'EMAIL_TAKEN')).toBe(true);
    expect(hasErrorCode(error, 'BUSY')).toBe(false);
  });

  it('reads a code the schema does not list as the one fallback, and no code as none', () => {
    expect(UNKNOWN_ERROR_CODE).toBe('INTERNAL_SERVER_ERROR');
    expect(errorCodes(failed({ message: 'New', extensions: { code: 'SOMETHING_NEW' } }))).toEqual([
      UNKNOWN_ERROR_CODE,
    ]);
    expect(errorCodes(failed({ message: 'Bare' }))).toEqual([]);
    expect(errorCodes(new Error('offline'))).toEqual([]);
  });

  it('describes a failure: its code, the field to fix, every field message, and the messages', () => {
    const error = failed({
      message: 'Name is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'name', fields: { name: 'Name is required', n: 1 } },
    });
    expect(describeFailure(error)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'name',
      fields: { name: 'Name is required' },
      message: 'Name is required',
    });
    expect(describeFailure(new Error('offline'))).toEqual({
      code: null,
      field: null,
      fields: {},
      message: 'offline',
    });
  });
});

describe('refusalText', () => {
  it("gives the gateway's words for a refusal, and the fallback only for a network failure", () => {
    expect(
      refusalText(
        failed({ message: 'This crew has jobs.', extensions: { code: 'IN_USE' } }),
        'Please try again.',
      ),
    ).toBe('This crew has jobs.');
    expect(refusalText(new TypeError('Failed to fetch'), 'Please try again.')).toBe('Please try again.');
  });
});
