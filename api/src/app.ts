import { randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ApiConfig } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandler } from './http/errors.js';
import { registerMetrics } from './http/metrics.js';
import type { Storage } from './storage/storage.js';
import { registerRoutes } from './routes/index.js';

/** What every route module receives. */
export interface ApiDeps {
  database: Database;
  config: Pick<ApiConfig, 'API_TOKEN' | 'SLOT_CAPACITY'> &
    Partial<Pick<ApiConfig, 'MAX_UNPAID_HOLDS' | 'BOOKING_SAVE_QUEUE'>>;
  storage: Storage;
}

export const UPLOAD_LIMIT_BYTES = 2_000_000;
const PUBLIC_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function tokenMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function buildApp(deps: ApiDeps, opts: { logLevel?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: opts.logLevel ?? 'info' },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1_000_000,
    // Query strings such as `?UserId=3` and `?id=3` stay flat key/value pairs.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  registerErrorHandler(app);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, fieldSize: 1000 },
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    const path = req.url.split('?')[0] ?? '';
    if (PUBLIC_PATHS.has(path)) return;
    if (!tokenMatches(req.headers.authorization, deps.config.API_TOKEN)) {
      return reply.status(401).send({ error: 'Missing or invalid service credential', code: 'UNAUTHORIZED' });
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
