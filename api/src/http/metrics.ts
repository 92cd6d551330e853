import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The registry GET /metrics reads: a route adds its own gauges to it. */
    metrics: Registry;
  }
}

/** Pool counters a database driver can report (node-postgres does; PGlite has one connection). */
interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Prometheus metrics at GET /metrics: request count and latency per REST path (the route pattern,
 * not the raw URL, so query strings don't explode the label set), errors, and database pool use.
 */
export function registerMetrics(app: FastifyInstance, poolStats: () => PoolStats | null): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'api_' });
  const duration = new Histogram({
    name: 'api_http_request_duration_seconds',
    help: 'REST request latency by path, method and status',
    labelNames: ['path', 'method', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'api_http_errors_total',
    help: 'REST answers with a 5xx status',
    labelNames: ['path'],
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'api_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = poolStats();
      if (!s) return;
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  void pool;
  app.decorate('metrics', registry);

  app.addHook('onResponse', async (req, reply) => {
    const path = req.routeOptions.url ?? 'unmatched';
    duration.observe(
      { path, method: req.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode >= 500) errors.inc({ path });
  });
  app.get('/metrics', async (_req, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}
