/**
 * Prometheus metrics at GET /metrics: GraphQL operations (count and latency by operation name and
 * outcome), HTTP requests by route, and REST calls to the api by path (the api's own /metrics has
 * its side of them); the background jobs and payment notifications in work-metrics.ts.
 */
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { describeActiveSpan, spanDescriber } from '@greenleaf/shared/tracing';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { workMetrics, type WorkMetrics } from './work-metrics.js';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface GatewayMetrics extends WorkMetrics {
  registry: Registry;
  /** Apollo plugin: one observation per GraphQL operation. */
  apolloPlugin: ApolloServerPlugin<BaseContext>;
  /** Express middleware: one observation per HTTP request. */
  httpMiddleware: RequestHandler;
  /** Records a REST call to the api. */
  apiCall(path: string, status: number | string, ms: number): void;
  /** The catalogue response cache's hits, misses (catalogue queries answered by Apollo) and stores. */
  cache: { hit(): void; miss(): void; stored(): void };
  /** A visitor's quote answered by the quote lane (in front of Apollo). */
  quoteLane(): void;
  /** GET /metrics. */
  handler: RequestHandler;
}

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  /** A latency histogram in this registry, on the gateway's buckets. */
  const histogram = <L extends string>(name: string, help: string, labelNames: L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: BUCKETS, registers: [registry] });
  const operations = histogram(
    'gateway_graphql_operation_duration_seconds',
    'GraphQL operation latency by operation name, type and outcome',
    ['operation', 'type', 'outcome'],
  );
  const errors = new Counter({
    name: 'gateway_graphql_errors_total',
    help: 'GraphQL errors by operation name and extensions.code',
    labelNames: ['operation', 'code'],
    registers: [registry],
  });
  const http = histogram(
    'gateway_http_request_duration_seconds',
    'HTTP request latency by route, method and status',
    ['route', 'method', 'status'],
  );
  const api = histogram('gateway_api_call_duration_seconds', 'REST calls to the api by path and status', [
    'path',
    'status',
  ]);

  const cacheRequests = new Counter({
    name: 'gateway_response_cache_total',
    help: 'Catalogue response cache: hit (answered from memory), miss (answered by Apollo), stored',
    labelNames: ['result'],
    registers: [registry],
  });
  const cacheHit = cacheRequests.labels({ result: 'hit' });
  const cacheMiss = cacheRequests.labels({ result: 'miss' });
  const cacheStored = cacheRequests.labels({ result: 'stored' });
  const quoteLaneAnswers = new Counter({
    name: 'gateway_quote_lane_total',
    help: "Visitors' quotes answered by the quote lane, in front of Apollo",
    registers: [registry],
  });

  const apolloPlugin: ApolloServerPlugin<BaseContext> = {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse(ctx) {
          // Only operations the schema knows (named by the client), so labels stay few.
          const operation = ctx.operationName && ctx.operation ? ctx.operationName : 'anonymous';
          const type = ctx.operation?.operation ?? 'unparsed';
          describeActiveSpan({ 'graphql.operation.name': operation, 'graphql.operation.type': type });
          const errs = ctx.errors ?? [];
          operations.observe(
            { operation, type, outcome: errs.length ? 'error' : 'ok' },
            (performance.now() - started) / 1000,
          );
          for (const e of errs) {
            const code = e.extensions?.['code'];
            errors.inc({ operation, code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' });
          }
        },
      };
    },
  };

  const httpMiddleware: RequestHandler = (req, res, next) => {
    const started = performance.now();
    // The request's span (shared/tracing.ts), named by its route once known.
    const describeSpan = spanDescriber();
    res.on('finish', () => {
      const matched = (req.route as { path?: unknown } | undefined)?.path;
      const route =
        typeof matched === 'string' && matched
          ? `${req.baseUrl}${matched}`
          : req.baseUrl || (res.statusCode === 404 ? 'unmatched' : 'static');
      describeSpan({ 'http.route': route }, `${req.method} ${route}`);
      http.observe(
        { route, method: req.method, status: String(res.statusCode) },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };

  return {
    ...workMetrics(registry),
    registry,
    apolloPlugin,
    httpMiddleware,
    cache: { hit: () => cacheHit.inc(), miss: () => cacheMiss.inc(), stored: () => cacheStored.inc() },
    quoteLane: () => quoteLaneAnswers.inc(),
    apiCall: (path, status, ms) => api.observe({ path, status: String(status) }, ms / 1000),
    handler: async (_req, res) => {
      res.type(registry.contentType).send(await registry.metrics());
    },
  };
}
