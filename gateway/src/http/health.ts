/**
 * The probes and the metrics: GET /healthz (the process answers), GET /readyz (and the api answers its
 * own /readyz in time), GET /metrics (in production only with the internal credential: the gateway
 * faces the internet).
 */
import type express from 'express';
import type { GatewayConfig } from '../config.js';
import type { GatewayMetrics } from './metrics.js';
import { requestIdOf } from './request-id.js';

export function mountHealth(
  app: express.Express,
  config: Pick<GatewayConfig, 'apiUrl' | 'apiTimeoutMs' | 'apiToken' | 'nodeEnv'>,
  metrics: GatewayMetrics,
): void {
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
}
