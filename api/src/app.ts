import { UPLOAD_MAX_BYTES } from '@greenleaf/shared/rest/uploads';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { LOG_REDACTION, safeError } from '@greenleaf/shared/log-safety';
import { describeActiveSpan, tracedRequests } from '@greenleaf/shared/tracing';
import multipart from '@fastify/multipart';
import type { ApiConfig } from './config.js';
import type { Database } from './db/client.js';
import { CONTROL_CHARACTER_MESSAGE, findTextRefusal } from '@greenleaf/shared/clean-text';
import { badRequest, registerErrorHandler } from './http/errors.js';
import { registerMetrics } from './http/metrics.js';
import type { Storage } from './storage/storage.js';
import { registerRoutes } from './routes/index.js';

/** What every route module receives. */
export interface ApiDeps {
  database: Database;
  config: Pick<ApiConfig, 'API_TOKEN' | 'SLOT_CAPACITY'> &
    Partial<
      Pick<
        ApiConfig,
        | 'MAX_UNPAID_HOLDS'
        | 'BOOKING_SAVE_QUEUE'
        | 'MIN_LEAD_MINUTES'
        | 'REFERRAL_CREDIT'
        | 'BUSINESS_LEGAL_NAME'
        | 'BUSINESS_ADDRESS'
        | 'BUSINESS_VAT_NUMBER'
      >
    >;
  storage: Storage;
}

const PUBLIC_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function tokenMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface BuildOptions {
  logLevel?: string;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: DestinationStream;
}

export async function buildApp(deps: ApiDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // No SQL parameters, hashes, tokens or passwords in the logs (log-safety), and request lines
    // without query strings (they may carry e-mail addresses).
    logger: {
      level: opts.logLevel ?? 'info',
      redact: LOG_REDACTION,
      serializers: {
        err: (err: unknown) => safeError(err),
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: req.url.split('?')[0],
          remoteAddress: req.ip,
        }),
      },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1_000_000,
    // Query strings such as `?UserId=3` and `?id=3` stay flat key/value pairs.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Each request is a span of the caller's trace when tracing is on (shared/tracing.ts).
    serverFactory: (handler) => createServer(tracedRequests(handler)),
  });
  registerErrorHandler(app);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000 },
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    const route = req.routeOptions.url;
    if (route) describeActiveSpan({ 'http.route': route }, `${req.method} ${route}`);
    const path = req.url.split('?')[0] ?? '';
    if (PUBLIC_PATHS.has(path)) return;
    if (!tokenMatches(req.headers.authorization, deps.config.API_TOKEN)) {
      return reply.status(401).send({ error: 'Missing or invalid service credential', code: 'UNAUTHORIZED' });
    }
  });

  // Text is clean before it reaches the database, for every route and every writer: a control
  // character (a NUL byte, or a line break outside a multi-line field) in the query string or the JSON
  // body, or a hidden or direction-changing character in a single-line field
  // (rules/single-line-text), is a 400 naming the field, never a failed query.
  app.addHook('preValidation', async (req) => {
    const found = findTextRefusal(req.query) ?? findTextRefusal(req.body);
    if (found !== null) {
      const { field, message } = found;
      const said =
        message === CONTROL_CHARACTER_MESSAGE ? 'Text may not contain control characters.' : message;
      throw badRequest(said, { [field]: message });
    }
  });

  registerMetrics(app, () => deps.database.poolStats());
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const ok = await deps.database.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unavailable' });
  });

  await registerRoutes(app, deps);
  return app;
}
