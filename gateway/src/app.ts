/**
 * The gateway: an express 5 app serving GraphQL (Apollo Server 5) at /graphql, the playground page,
 * payment notifications and the simulator, uploaded files, health checks and, in production, the built
 * client. `createGateway(config)` assembles them (each route in http/) and returns the app (and the
 * Apollo server) without listening, so tests can start it on port 0.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { tracedRequests } from '@greenleaf/shared/tracing';
import express from 'express';
import type { Logger } from 'pino';
import type { ApiCallRecord } from './api/client.js';
import { createLoginLimiter, type LoginLimiter } from './auth/login-limiter.js';
import { createPricingCatalogue } from './booking/pricing-catalogue.js';
import { createQuoteLane } from './booking/quote-lane.js';
import { createResponseCache } from './cache/response-cache.js';
import { watchCatalogueVersion } from './cache/version-watcher.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { keyPreflight } from './developers/cors.js';
import { keyScopePlugin } from './developers/scope-plugin.js';
import { apiEmailOutbox, createDelivery, createMailer } from './email/index.js';
import { startBackgroundJobs } from './jobs/background-jobs.js';
import type { Mailer } from './email/mailer-contract.js';
import { startApolloServer } from './http/apollo-server.js';
import { mountBuiltClient, servesClient } from './http/built-client.js';
import { cleanTextPlugin } from './http/clean-text.js';
import { mountNotFoundAndErrors } from './http/error-handler.js';
import { mountGraphql } from './http/graphql-endpoint.js';
import { graphqlProtection, MAX_TOKENS } from './http/graphql-protection.js';
import { mountHealth } from './http/health.js';
import { createLogger } from './http/logger.js';
import { createMetrics } from './http/metrics.js';
import { mountPayments } from './http/payment-routes.js';
import { mountPlayground } from './http/playground-route.js';
import { requestBudgets } from './http/request-budget.js';
import { apiClients, requestContexts } from './http/request-context.js';
import { requestIdOf } from './http/request-id.js';
import { requestLogging } from './http/request-logging.js';
import { securityHeaders } from './http/security-headers.js';
import { uploadsHandler } from './http/uploads.js';
import { mountInvoiceDownloads } from './invoices/download.js';
import { mountAccountingExport } from './money/accounting-download.js';
import { mountTableExport } from './admin/table-export.js';
import { secureCookies, sessionOptions } from './session.js';
import { mountServerRendering, withServerRenderedPages } from './ssr/index.js';

export interface GatewayOptions {
  logger?: Logger;
  mailer?: Mailer;
  loginLimiter?: LoginLimiter;
  /** Observes every REST call that reached the api (not the ones shared within a request). */
  onApiCall?: (call: ApiCallRecord, requestId: string) => void;
}

export interface Gateway {
  /** The HTTP request handler to serve: the catalogue response cache in front of `app`. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  app: express.Express;
  apollo: ApolloServer<GatewayContext>;
  /** Resolves once the api has told the catalogue version (until then the response cache is bypassed). */
  catalogueVersionKnown(): Promise<void>;
  stop(): Promise<void>;
}

export async function createGateway(config: GatewayConfig, opts: GatewayOptions = {}): Promise<Gateway> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const loginLimiter = opts.loginLimiter ?? createLoginLimiter();
  const metrics = createMetrics();
  const catalogueVersion = watchCatalogueVersion({
    apiUrl: config.apiUrl,
    apiToken: config.apiToken,
    timeoutMs: config.apiTimeoutMs,
    onError: (err) => logger.debug({ err }, 'catalogue version unknown: response cache bypassed'),
  });
  const responseCache = createResponseCache({ watcher: catalogueVersion, counters: metrics.cache });
  const apiFor = apiClients({ config, cache: new InMemoryLRUCache(), metrics, onApiCall: opts.onApiCall });
  // Every e-mail is stored in the database's outbox before it is sent, and sent from there (email/outbox.ts).
  const emailOutbox = apiEmailOutbox({
    api: () => apiFor(`email-${Date.now().toString(36)}`, logger),
    deliver: createDelivery(config),
    log: logger,
    retryBaseSeconds: config.emailRetryBaseSeconds,
  });
  const mailer = opts.mailer ?? createMailer(config, emailOutbox);
  const contexts = requestContexts({
    config,
    // Quotes and bookings are priced from this, kept by the same version as the response cache.
    catalogue: createPricingCatalogue(catalogueVersion),
    loginLimiter,
    mailer,
    logger,
    apiFor,
    session: sessionOptions(config.sessionSecret, secureCookies(config.publicUrl)),
  });

  const jobs = startBackgroundJobs({
    config,
    apiFor,
    mailer,
    emailOutbox,
    log: logger,
    runs: metrics.jobRuns,
  });

  const protection = graphqlProtection();
  // A visitor's quote answered in front of express and Apollo (booking/quote-lane.ts).
  const quoteLane = createQuoteLane({
    validationRules: protection.validationRules,
    maxTokens: MAX_TOKENS,
    anonymousContext: contexts.lane,
    version: () => catalogueVersion.version,
    answered: () => metrics.quoteLane(),
    // A kept answer's quote token binds for at least half its life when it is given again.
    keepMs: (config.quoteTokenMinutes * 60_000) / 2,
  });
  // The per-address request and cost budgets on /graphql, counted in batches by the api (abuse/).
  const budgetApiFor = apiClients({ config, cache: new InMemoryLRUCache(), metrics });
  const budgets = requestBudgets({
    budgets: config.budgets,
    // Its own api client: a batch reserved is no part of the request that happened to need it (and
    // is not reported to onApiCall's observers).
    api: () => budgetApiFor(`budget-${Date.now().toString(36)}`, logger),
    logger,
  });
  const apollo = await startApolloServer({
    logger,
    protection,
    plugins: [
      // a partner's key calls only what its scopes allow, checked before anything runs
      keyScopePlugin(),
      budgets.plugin,
      metrics.apolloPlugin,
      cleanTextPlugin<GatewayContext>(),
      responseCache.plugin,
      quoteLane.plugin,
    ],
  });

  const app = express();
  app.disable('x-powered-by');
  // x-forwarded-for is believed only from the proxies TRUSTED_PROXIES names (none by default): req.ip is
  // the address sign-in limits and payment-notification sources go by; anyone else could write any
  // address into it and slip past the per-address limits.
  app.set('trust proxy', config.trustedProxies.length > 0 ? config.trustedProxies : false);
  app.use(requestLogging(logger));
  app.use(securityHeaders(config));
  app.use(metrics.httpMiddleware);
  mountHealth(app, config, metrics);
  mountPayments(app, { config, logger, mailer, apiFor, counted: metrics.paymentNotification });
  app.get('/uploads/:name', uploadsHandler(config));
  mountInvoiceDownloads(app, contexts.signedIn);
  mountAccountingExport(app, config, contexts.signedIn);
  mountTableExport(app, config, contexts.signedIn);
  // GraphQL: a browser asking for /graphql gets a playground; everything else goes to Apollo.
  mountPlayground(app, config);
  // A partner's browser key: the CORS preflight for an origin a live API client allows (developers/cors.ts).
  app.use(
    '/graphql',
    keyPreflight((req) => apiFor(requestIdOf(req), req.log)),
  );
  app.use('/graphql', budgets.middleware);
  mountGraphql(app, apollo, contexts.graphql);
  // Server rendering of the public pages and /sitemap.xml (ssr/): before the built client's fallback.
  const rendered = await mountServerRendering(app, {
    config,
    apollo,
    watcher: catalogueVersion,
    servesClient: servesClient(config),
    anonymousContext: contexts.anonymous,
  });
  if (servesClient(config)) mountBuiltClient(app, config, rendered?.unknownPath);
  mountNotFoundAndErrors(app);

  return {
    // Each request a span of the caller's trace when tracing is on (shared/tracing.ts).
    handler: tracedRequests(
      withServerRenderedPages(
        rendered,
        config.responseCache ? responseCache.front(app, quoteLane.answer) : app,
      ),
    ),
    app,
    apollo,
    catalogueVersionKnown: () => catalogueVersion.ready(),
    stop: async () => {
      jobs.stop();
      catalogueVersion.stop();
      await apollo.stop();
    },
  };
}
