/**
 * The public pages rendered on the server and the sitemap, mounted on the gateway's express app by
 * `mountServerRendering` (one call in app.ts, before the built client's SPA fallback).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type express from 'express';
import type { Request } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { VersionWatcher } from '../cache/version-watcher.js';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../context.js';
import type { SessionAccess } from '../session.js';
import {
  createServerRenderer,
  executeAnonymously,
  loadServerEntry,
  originOf,
  SERVER_RENDERED_PATHS,
  type ServerRenderer,
} from './server-render.js';
import { sitemapHandler } from './sitemap.js';
import { HYDRATE_SCRIPT_PATH } from './page-template.js';

/** A visitor without a session: what a server render sees, whoever asked for the page. */
export const ANONYMOUS_SESSION: SessionAccess = {
  user: null,
  signIn: () => Promise.reject(new Error('a server render cannot sign in')),
  signOut: () => Promise.resolve(),
};

interface ServerRenderingOptions {
  config: GatewayConfig;
  apollo: ApolloServer<GatewayContext>;
  watcher: VersionWatcher;
  /** The request's context with an anonymous session (the request's cookie is never read). */
  anonymousContext: (req: Request) => GatewayContext;
  /** Whether the built client is served (no build: no server rendering, the sitemap still is). */
  servesClient: boolean;
  onCache?: (outcome: 'hit' | 'miss') => void;
}

export async function mountServerRendering(
  app: express.Express,
  opts: ServerRenderingOptions,
): Promise<ServerRenderer | null> {
  const origin = originOf(opts.config.publicUrl);
  app.get(
    '/sitemap.xml',
    sitemapHandler({
      origin,
      watcher: opts.watcher,
      execute: (req) => executeAnonymously(opts.apollo, () => opts.anonymousContext(req)),
    }),
  );
  const entry = opts.servesClient ? await loadServerEntry(opts.config.clientDist) : null;
  if (!entry) return null;
  const renderer = createServerRenderer({
    entry,
    clientDist: opts.config.clientDist,
    publicUrl: opts.config.publicUrl,
    apollo: opts.apollo,
    anonymousContext: opts.anonymousContext,
    watcher: opts.watcher,
    cache: opts.config.responseCache,
    ...(opts.onCache ? { onCache: opts.onCache } : {}),
  });
  app.get(SERVER_RENDERED_PATHS, renderer.handler);
  const script = renderer.hydrateScript;
  if (script !== null) {
    app.get(HYDRATE_SCRIPT_PATH, (_req, res) => {
      res.type('application/javascript').setHeader('cache-control', 'no-cache');
      res.send(script);
    });
  }
  return renderer;
}

/** The app's handler with kept rendered pages answered in front of it (when pages are rendered). */
export function withServerRenderedPages(
  renderer: ServerRenderer | null,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return renderer ? renderer.front(handler) : handler;
}
