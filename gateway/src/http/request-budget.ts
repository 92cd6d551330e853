/**
 * The budgets on /graphql (abuse/request-budget.ts): each request is counted before it reaches Apollo
 * (express middleware), each operation's cost once Apollo has resolved it (a plugin). A refusal is HTTP
 * 429 with Retry-After and a GraphQL error RATE_LIMITED with `retryAfterSeconds`.
 *
 * A request without a key is counted by its client address. A request sent with a partner's key
 * (`Authorization: Bearer`) is counted as its API client, against the client's own limits
 * (developers/limits.ts), and its reply says in `extensions.budget` what the operation cost and what is
 * left (docs/graphql.md, "Limits"). Before its key is known such a request is counted by its address
 * too, under a ceiling ten times the address budget: a guard against guessing keys, well above what
 * one client's budget allows by default.
 *
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
import { effectiveLimits } from '../developers/limits.js';
import { bearerOf } from '../developers/secret.js';

const TOO_MANY = 'Too many requests from your connection. Please wait a moment and try again.';
const TOO_MANY_FOR_KEY =
  "This API key has used its budget for the minute (extensions.budget says which). Wait retryAfterSeconds and try again, or ask the office to raise the client's limits.";
/** How many times the address budget a keyed request's address may send before its key is known. */
const KEYED_ADDRESS_FACTOR = 10;

/** What a keyed reply reports in `extensions.budget`. */
interface BudgetReport {
  cost: number;
  costPerMinute: number;
  costRemaining: number;
  requestsPerMinute: number;
  requestsRemaining: number;
}

const refusal = (message: string, retryAfterSeconds: number, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfterSeconds,
      ...extra,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
    },
  });

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
  const reports = new WeakMap<object, BudgetReport>();

  const middleware: RequestHandler = (req, res, next) => {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const keyed = bearerOf(req.headers.authorization) !== undefined;
    const taking = keyed
      ? requests.take(
          deps.api(),
          `keyed-ip:${address}`,
          1,
          deps.budgets.graphqlRequestsPerMinute * KEYED_ADDRESS_FACTOR,
        )
      : requests.take(deps.api(), `ip:${address}`, 1);
    taking.then((taken) => {
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

  /** Counts a keyed operation against its client's own budgets; what it cost and what is left. */
  const takeForClient = async (ctx: GatewayContext, units: number): Promise<BudgetReport> => {
    const client = ctx.apiClient!;
    const limits = effectiveLimits(client.limits, deps.budgets);
    const subject = `client:${client.id}`;
    const asked = await requests.take(deps.api(), subject, 1, limits.requestsPerMinute);
    if (!asked.allowed) {
      throw refusal(TOO_MANY_FOR_KEY, asked.retryAfterSeconds, {
        budget: { exhausted: 'requestsPerMinute', requestsPerMinute: limits.requestsPerMinute },
      });
    }
    const spent = await cost.take(deps.api(), subject, units, limits.costPerMinute);
    if (!spent.allowed) {
      throw refusal(TOO_MANY_FOR_KEY, spent.retryAfterSeconds, {
        budget: { exhausted: 'costPerMinute', cost: units, costPerMinute: limits.costPerMinute },
      });
    }
    return {
      cost: units,
      costPerMinute: limits.costPerMinute,
      costRemaining: spent.remaining,
      requestsPerMinute: limits.requestsPerMinute,
      requestsRemaining: asked.remaining,
    };
  };

  const plugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          const units = operationCost(schema, document, operation, request.variables ?? {});
          if (contextValue.apiClient) {
            reports.set(contextValue, await takeForClient(contextValue, units));
            return;
          }
          // The budget's own api client: its batch calls are no part of the request's.
          const taken = await cost.take(deps.api(), `ip:${contextValue.ip}`, units);
          if (taken.allowed) return;
          contextValue.log.warn(
            { retryAfterSeconds: taken.retryAfterSeconds, units },
            'graphql cost budget spent',
          );
          throw refusal(TOO_MANY, taken.retryAfterSeconds);
        },
        async willSendResponse({ response, contextValue }) {
          const report = reports.get(contextValue);
          if (!report || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, budget: report };
        },
      };
    },
  };

  return { middleware, plugin };
}
