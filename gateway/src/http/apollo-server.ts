/**
 * The Apollo server of schema.graphql: its resolvers, the protection limits, the plugins it is given,
 * and the one rule for errors it did not expect (logged; the client reads only INTERNAL_MESSAGE). A
 * persisted query sent with another query's hash is the caller's mistake: its own code, logged at info.
 */
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import type { ErrorCode } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { resolvers } from '../resolvers/index.js';
import { typeDefs } from '../schema.js';
import { INTERNAL_MESSAGE } from './error-handler.js';
import { MAX_TOKENS, type graphqlProtection } from './graphql-protection.js';

/**
 * Apollo Server's words for a persisted query whose sha256Hash is not its query's (it gives no code of
 * its own, so the error reaches formatError as INTERNAL_SERVER_ERROR).
 */
const APOLLO_HASH_MISMATCH = 'provided sha does not match query';
const HASH_MISMATCH_CODE: ErrorCode = 'PERSISTED_QUERY_HASH_MISMATCH';
const HASH_MISMATCH_MESSAGE =
  "The persisted query's sha256Hash is not the hash of the query sent with it: send the query's own hash.";

export async function startApolloServer(deps: {
  logger: Logger;
  protection: ReturnType<typeof graphqlProtection>;
  plugins: ApolloServerPlugin<GatewayContext>[];
}): Promise<ApolloServer<GatewayContext>> {
  const { logger, protection } = deps;
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
    resolvers,
    introspection: true,
    csrfPrevention: true,
    // The process's own SIGTERM/SIGINT handler (main.ts) stops the server in order: connections, then
    // the gateway's `stop()`. Apollo's handler would stop it a second time in parallel, and a stop() that
    // starts while another is draining waits forever (its barrier is only released on error).
    stopOnTerminationSignals: false,
    ...protection,
    parseOptions: { maxTokens: MAX_TOKENS },
    plugins: [...protection.plugins, ...deps.plugins, ApolloServerPluginLandingPageDisabled()],
    validationRules: [...protection.validationRules],
    formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      const code = formatted.extensions?.['code'];
      // Anyone can send a hash that is not their query's: the caller's mistake, not ours.
      if (
        (code === 'INTERNAL_SERVER_ERROR' || code === undefined) &&
        formatted.message === APOLLO_HASH_MISMATCH
      ) {
        logger.info({ code: HASH_MISMATCH_CODE }, 'persisted query hash does not match its query');
        return { message: HASH_MISMATCH_MESSAGE, extensions: { code: HASH_MISMATCH_CODE } };
      }
      if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
        const original = unwrapResolverError(error);
        logger.error({ err: original }, 'unexpected GraphQL error');
        return {
          message: INTERNAL_MESSAGE,
          ...(formatted.path ? { path: formatted.path } : {}),
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        };
      }
      return formatted;
    },
  });
  await apollo.start();
  return apollo;
}
