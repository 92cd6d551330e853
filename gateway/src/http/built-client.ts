/**
 * The built client (production builds it; SERVE_CLIENT=false turns it off): its hashed assets, its other
 * files, and index.html for any other page a browser asks for (the SPA fallback, after server rendering).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type express from 'express';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { GatewayConfig } from '../config.js';

/** The built client is served when it exists, unless SERVE_CLIENT=false. */
export function servesClient(config: Pick<GatewayConfig, 'serveClient' | 'clientDist'>): boolean {
  if (config.serveClient === 'false') return false;
  return existsSync(join(config.clientDist, 'index.html'));
}

/**
 * `unknownPath` (the server renderer's, when pages are rendered) answers first the paths the client has
 * no page for, after the built files: the not-found page with its 404 rather than the SPA's 200.
 */
export function mountBuiltClient(
  app: express.Express,
  config: Pick<GatewayConfig, 'clientDist'>,
  unknownPath?: RequestHandler,
): void {
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
  if (unknownPath) app.get('/{*path}', unknownPath);
  app.get('/{*path}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
