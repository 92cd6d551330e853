/**
 * The gateway: an express 5 app serving GraphQL (Apollo Server 5) at /graphql, the playground page,
 * payment notifications and the simulator, uploaded files, health checks and, in production, the built
 * client. `createGateway(config)` returns the app (and the Apollo server) without listening, so tests
 * can start it on port 0.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { RestApiClient, type ApiCallRecord } from './api/client.js';
import { createLoginLimiter, type LoginLimiter } from './auth/login-limiter.js';
import { createPricingCatalogue } from './booking/catalogue.js';
import { createResponseCache, preReadBodyOf } from './cache/response-cache.js';
import { watchCatalogueVersion } from './cache/version-watcher.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { createMailer } from './email/index.js';
import { cleanTextPlugin } from './http/clean-text.js';
import { createLogger, logSerializers } from './http/logger.js';
import { createMetrics } from './http/metrics.js';
import { requestIdOf } from './http/request-id.js';
import { createQuoteLane } from './booking/quote-lane.js';
import { playgroundHtml, playgroundScript, PLAYGROUND_SCRIPT_PATH } from './http/playground.js';
import { uploadsHandler } from './http/uploads.js';
import type { Mailer } from './mail.js';
import { notificationSources } from './payments/notification-sources.js';
import { notifyHandler } from './payments/notify.js';
import { startReminderJob } from './booking/reminder-job.js';
import { simulatorRouter } from './payments/simulator.js';
import { resolvers } from './resolvers/index.js';
import { typeDefs } from './schema.js';
import { orNull } from './admin/shared.js';
import { openSession, sessionOptions } from './session.js';
import { ANONYMOUS_SESSION, mountServerRendering, withServerRenderedPages } from './ssr/index.js';

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

const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/** The built client is served when it exists (production builds it), unless SERVE_CLIENT=false. */
export function servesClient(config: GatewayConfig): boolean {
  if (config.serveClient === 'false') return false;
  return existsSync(join(config.clientDist, 'index.html'));
}

function contentSecurityPolicy(config: GatewayConfig) {
  const production = config.nodeEnv === 'production';
  const publicOrigin = new URL(config.publicUrl).origin;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'form-action': ["'self'", publicOrigin, 'https://sandbox.payfast.co.za', 'https://www.payfast.co.za'],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    strictTransportSecurity: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

export async function createGateway(config: GatewayConfig, opts: GatewayOptions = {}): Promise<Gateway> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const mailer = opts.mailer ?? createMailer(config);
  const loginLimiter = opts.loginLimiter ?? createLoginLimiter();
  const session = sessionOptions(config.sessionSecret, config.publicUrl.startsWith('https://'));
  const restCache = new InMemoryLRUCache();
  const metrics = createMetrics();
  const catalogueVersion = watchCatalogueVersion({
    apiUrl: config.apiUrl,
    apiToken: config.apiToken,
    timeoutMs: config.apiTimeoutMs,
    onError: (err) => logger.debug({ err }, 'catalogue version unknown: response cache bypassed'),
  });
  const responseCache = createResponseCache({ watcher: catalogueVersion, counters: metrics.cache });
  // Quotes and bookings are priced from this, kept by the same version as the response cache.
  const pricingCatalogue = createPricingCatalogue(catalogueVersion);

  const apiFor = (requestId: string, log: Logger) =>
    new RestApiClient({
      baseUrl: config.apiUrl,
      token: config.apiToken,
      requestId,
      timeoutMs: config.apiTimeoutMs,
      writeTimeoutMs: config.apiWriteTimeoutMs,
      cache: restCache,
      onCall: (call) => {
        log.debug({ api: call }, 'api call');
        metrics.apiCall(call.path, call.status, call.ms);
        opts.onApiCall?.(call, requestId);
      },
    });

  // The reminder e-mails before each confirmed visit, claimed once across replicas by the api.
  const reminders = startReminderJob({
    api: () => apiFor(`reminders-${Date.now().toString(36)}`, logger),
    mailer,
    log: logger,
    hoursBefore: config.reminderLeadHours,
    intervalSeconds: config.reminderIntervalSeconds,
  });

  const armor = new ApolloArmor({
    maxDepth: { n: 10, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000, ignoreIntrospection: true },
    // The token limit is the parser's own (parseOptions below): armor's plugin throws from a hook,
    // which Apollo answers with a 500; the parser's refusal is a 400 GRAPHQL_PARSE_FAILED.
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();

  // A visitor's quote answered in front of express and Apollo (booking/quote-lane.ts).
  let laneApi: RestApiClient | undefined;
  const quoteLane = createQuoteLane({
    validationRules: protection.validationRules,
    maxTokens: 2000,
    anonymousContext: (req) => ({
      config,
      // A visitor's quote calls the api only when the catalogue in memory must be loaded again: one
      // client for the lane, made when first needed.
      get api() {
        return (laneApi ??= apiFor('quote-lane', logger));
      },
      catalogue: pricingCatalogue,
      session: ANONYMOUS_SESSION,
      requestId: requestIdOf(req),
      ip: req.socket.remoteAddress ?? 'unknown',
      log: logger,
      loginLimiter,
      mailer,
    }),
    version: () => catalogueVersion.version,
    answered: () => metrics.quoteLane(),
  });

  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
    resolvers,
    introspection: true,
    csrfPrevention: true,
    // The process's own SIGTERM/SIGINT handler (main.ts) stops the server in order: connections, then
    // `stop()` below. Apollo's handler would stop it a second time in parallel, and a stop() that
    // starts while another is draining waits forever (its barrier is only released on error).
    stopOnTerminationSignals: false,
    ...protection,
    parseOptions: { maxTokens: 2000 },
    plugins: [
      ...protection.plugins,
      metrics.apolloPlugin,
      cleanTextPlugin<GatewayContext>(),
      responseCache.plugin,
      quoteLane.plugin,
      ApolloServerPluginLandingPageDisabled(),
    ],
    validationRules: [...protection.validationRules],
    formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      const code = formatted.extensions?.['code'];
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

  const app = express();
  app.disable('x-powered-by');
  // x-forwarded-for is believed only from the proxies TRUSTED_PROXIES names (none by default): req.ip is
  // the address sign-in limits and payment-notification sources go by; anyone else could write any
  // address into it and slip past the per-address limits.
  app.set('trust proxy', config.trustedProxies.length > 0 ? config.trustedProxies : false);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // No headers in the logs: cookies and tokens stay out of them.
      serializers: {
        req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.split('?')[0],
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        ...logSerializers,
      },
    }),
  );
  app.use(contentSecurityPolicy(config));
  app.use(metrics.httpMiddleware);
  // The gateway faces the internet: in production its metrics need the internal credential.
  app.get(
    '/metrics',
    (req, res, next) => {
      if (config.nodeEnv === 'production' && req.headers.authorization !== `Bearer ${config.apiToken}`) {
        res.status(401).json({ error: 'Missing or invalid credential' });
        return;
      }
      next();
    },
    metrics.handler,
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    try {
      const reply = await fetch(`${config.apiUrl}/readyz`, {
        headers: { 'x-request-id': requestIdOf(req) },
        signal: AbortSignal.timeout(config.apiTimeoutMs),
      });
      if (!reply.ok) throw new Error(`api /readyz answered ${reply.status}`);
      res.json({ status: 'ready' });
    } catch (err) {
      req.log.warn({ err }, 'not ready: api unreachable');
      res.status(503).json({ status: 'unavailable', reason: 'api unreachable' });
    }
  });

  // Payments: the notification is read as raw urlencoded text to keep the posted field order. Sandbox and
  // live accept notifications only from the provider's listed sources (host names resolved now).
  const paymentSources =
    config.payment.mode === 'simulator'
      ? undefined
      : notificationSources(config.payment.sourceAddresses, logger);
  app.post(
    '/payments/notify',
    express.text({ type: 'application/x-www-form-urlencoded', limit: '64kb' }),
    notifyHandler((req) => ({
      config,
      api: apiFor(requestIdOf(req), req.log),
      mailer,
      log: req.log,
      source: req.ip ?? req.socket.remoteAddress ?? '',
      sources: paymentSources,
    })),
  );
  if (config.payment.mode === 'simulator' && config.nodeEnv !== 'production') {
    app.use('/payments/simulator', simulatorRouter({ config, log: (req) => req.log }));
  }

  app.get('/uploads/:name', uploadsHandler(config));

  // GraphQL: a browser asking for /graphql gets the offline playground.
  app.get(PLAYGROUND_SCRIPT_PATH, (_req, res) => {
    res.type('application/javascript').send(playgroundScript);
  });
  // GraphiQL from the client build (its own page, bundled: no internet needed); without a build, the
  // small built-in playground.
  const graphiqlPage = join(config.clientDist, 'playground.html');
  const serveGraphiql = servesClient(config) && existsSync(graphiqlPage);
  app.get('/graphql', (req, res, next) => {
    const wantsPage = req.accepts(['application/json', 'text/html']) === 'text/html';
    if (wantsPage && req.query['query'] === undefined) {
      if (serveGraphiql) res.sendFile(graphiqlPage);
      else res.type('html').send(playgroundHtml);
      return;
    }
    next();
  });
  const json = express.json({ limit: '4mb' });
  app.use(
    '/graphql',
    // The response cache may have read the body already (a catalogue query it did not hold).
    (req, res, next) => {
      const read = preReadBodyOf(req);
      if (!read) return json(req, res, next);
      if (!read.valid) return next(Object.assign(new Error('Invalid JSON body'), { status: 400 }));
      req.body = read.json;
      next();
    },
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<GatewayContext> => {
        const requestId = requestIdOf(req);
        const api = apiFor(requestId, req.log);
        return {
          config,
          api,
          catalogue: pricingCatalogue,
          // Who the cookie's user is now is read from the database for every request (one call, and
          // it primes the request's user loader for `me`).
          session: await openSession(req, res, session, {
            open: async (userId) => (await api.post('users/sessions/open.php', { userId })).sid,
            user: async (sid) => {
              const user = await orNull(api.get('users/sessions/user.php', { sid }));
              if (user) api.userById.prime(user.id, user);
              return user;
            },
            end: async (sid) => {
              await api.post('users/sessions/end.php', { sid });
            },
          }),
          requestId,
          ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
          log: req.log,
          loginLimiter,
          mailer,
        };
      },
    }),
  );

  // Server rendering of the public pages and /sitemap.xml (ssr/): before the built client's fallback.
  const rendered = await mountServerRendering(app, {
    config,
    apollo,
    watcher: catalogueVersion,
    servesClient: servesClient(config),
    anonymousContext: (req) => ({
      config,
      api: apiFor(requestIdOf(req), req.log),
      catalogue: pricingCatalogue,
      session: ANONYMOUS_SESSION,
      requestId: requestIdOf(req),
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      log: req.log,
      loginLimiter,
      mailer,
    }),
  });

  if (servesClient(config)) {
    const indexHtml = join(config.clientDist, 'index.html');
    // The build writes brotli and gzip copies of every text file (client/vite-plugin-precompress.ts):
    // browsers that accept them get them as they are, with Vary: Accept-Encoding.
    const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false as const };
    app.use(
      '/assets',
      expressStaticGzip(join(config.clientDist, 'assets'), {
        ...precompressed,
        serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
      }),
    );
    app.use(
      expressStaticGzip(config.clientDist, { ...precompressed, serveStatic: { index: false, maxAge: '1h' } }),
    );
    app.get('/{*path}', (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(indexHtml);
    });
  }

  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number'
        ? err.status
        : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    if (res.headersSent) return;
    res.status(status).json({ error: status >= 500 ? INTERNAL_MESSAGE : 'Bad request' });
  });

  return {
    handler: withServerRenderedPages(
      rendered,
      config.responseCache ? responseCache.front(app, quoteLane.answer) : app,
    ),
    app,
    apollo,
    catalogueVersionKnown: () => catalogueVersion.ready(),
    stop: async () => {
      reminders.stop();
      catalogueVersion.stop();
      await apollo.stop();
    },
  };
}
