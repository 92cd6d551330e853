/**
 * GET /graphql for a browser: GraphiQL from the client build (its own page, bundled: no internet needed)
 * or, without a build, the small built-in playground (playground.ts) and its script. Any other GET
 * /graphql goes on to Apollo.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type express from 'express';
import type { GatewayConfig } from '../config.js';
import { servesClient } from './built-client.js';
import { playgroundHtml, playgroundScript, PLAYGROUND_SCRIPT_PATH } from './playground.js';

export function mountPlayground(
  app: express.Express,
  config: Pick<GatewayConfig, 'serveClient' | 'clientDist'>,
): void {
  app.get(PLAYGROUND_SCRIPT_PATH, (_req, res) => {
    res.type('application/javascript').send(playgroundScript);
  });
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
}
