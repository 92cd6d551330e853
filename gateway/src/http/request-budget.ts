/**
 * The per-address budgets on /graphql (abuse/request-budget.ts): each request is counted before it
 * reaches Apollo (express middleware), each operation's cost once Apollo has resolved it (a plugin).
 * A refusal is HTTP 429 with Retry-After and a GraphQL error RATE_LIMITED with `retryAfterSeconds`.
 * The catalogue response cache and the quote lane answer in front of express (cheap by design: a kept
 * answer, a quote from memory) and are not counted.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { leasedBudget } from '../abuse/request-budget.js';
import { operationCost } from '../abuse/operation-cost.js';
import type { ApiClient } from '../api/client.js';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../context.js';

const TOO_MANY = 'Too many requests from your connection. Please wait a moment and try again.';

export function requestBudgets(deps: {
  budgets: GatewayConfig['budgets'];
  api: () => Pick<ApiClient, 'post'>;
  logger: Logger;
}) {
  const onUnavailable = (err: unknown) =>
    deps.logger.warn({ err }, 'request budget not counted: the api could not be reached');
  const requests = leasedBudget({
    kind: 'gql-requests',
    limit: deps.budgets.graphqlRequestsPerMinute,
    windowSeconds: 60,
    onUnavailable,
  });
  const cost = leasedBudget({
    kind: 'gql-cost',
    limit: deps.budgets.graphqlCostPerMinute,
    windowSeconds: 60,
    onUnavailable,
  });

  const middleware: RequestHandler = (req, res, next) => {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    requests.take(deps.api(), address, 1).then((taken) => {
      if (taken.allowed) return next();
      req.log?.warn({ retryAfterSeconds: taken.retryAfterSeconds }, 'graphql request budget spent');
      res
        .status(429)
        .set('retry-after', String(taken.retryAfterSeconds))
        .json({
          errors: [
            {
              message: TOO_MANY,
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds: taken.retryAfterSeconds },
            },
          ],
        });
    }, next);
  };

  const plugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          const units = operationCost(schema, document, operation, request.variables ?? {});
          // The budget's own api client: its batch calls are no part of the request's.
          const taken = await cost.take(deps.api(), contextValue.ip, units);
          if (taken.allowed) return;
          contextValue.log.warn(
            { retryAfterSeconds: taken.retryAfterSeconds, units },
            'graphql cost budget spent',
          );
          throw new GraphQLError(TOO_MANY, {
            extensions: {
              code: 'RATE_LIMITED',
              retryAfterSeconds: taken.retryAfterSeconds,
              http: {
                status: 429,
                headers: new Map([['retry-after', String(taken.retryAfterSeconds)]]),
              },
            },
          });
        },
      };
    },
  };

  return { middleware, plugin };
}
