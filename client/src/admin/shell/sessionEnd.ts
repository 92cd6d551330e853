import type { ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import type { ErrorCode } from '../../__generated__/enums';
import { errorCodes } from '../../lib/graphqlErrors';

/**
 * The codes the gateway's admin guard refuses an admin operation with once the session is gone
 * (expired, or signed out in another tab: UNAUTHENTICATED) or no longer an admin's (FORBIDDEN).
 */
const SESSION_ENDED_CODES: readonly ErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN'];

/** True when an operation failed because the admin's session has ended. */
function isSessionEnded(error: unknown): boolean {
  return errorCodes(error).some((code) => SESSION_ENDED_CODES.includes(code));
}

/** A link that calls `onSessionEnded` when an operation comes back refused for that reason. */
export function sessionEndLink(onSessionEnded: () => void): ApolloLink {
  return new ErrorLink(({ error }) => {
    if (isSessionEnded(error)) onSessionEnded();
  });
}
