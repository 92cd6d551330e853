/**
 * Server rendering of the public pages. The client's build has a server entry (client/dist-ssr/
 * entry-server.js, from client/src/entry-server.tsx): when it is there, a GET of a public page is
 * answered with the page rendered by React, its GraphQL data fetched during the render from this
 * gateway's own schema in-process (Apollo Server's executeOperation, as an anonymous visitor: no
 * cookie is read, so the page is the same for everyone) and embedded for the browser's Apollo cache.
 * Without it (tests, a client-only build) the SPA's index.html is served as before.
 *
 * Rendered pages are kept under the catalogue version the gateway follows (like the response cache):
 * a repeat visit costs a lookup and a compressed copy; a catalogue write anywhere retires them all.
 * Nothing is kept while the version is unknown, nor a page whose data had an error.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ApolloServer } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';
import { requestIdOf } from '../http/request-id.js';
import type { GatewayContext } from '../context.js';
import type { VersionWatcher } from '../cache/version-watcher.js';
import { deferScripts, fillTemplate, type PageHead } from './page-template.js';

/** The paths rendered on the server (everything else: the SPA's index.html). */
export const SERVER_RENDERED_PATHS = [
  '/',
  '/services',
  '/services/:categoryId',
  '/service/:id',
  '/packages',
  '/about',
  '/faqs',
  '/contact',
  '/booking',
];

interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}
export type Execute = (request: GraphqlRequest) => Promise<FormattedExecutionResult>;

/** What client/src/entry-server.tsx exports (the gateway does not compile the client's code). */
interface ServerEntry {
  renderPage(
    url: string,
    origin: string,
    execute: Execute,
  ): Promise<{
    status: number;
    html: string;
    state: unknown;
    title: string;
    description: string | undefined;
    image: string | undefined;
    jsonLd: unknown[];
  }>;
  /** Whether the client's router has a page at this path (not the not-found page). */
  isKnownPath(pathname: string): boolean;
}

/** Where the server entry of a client build in `clientDist` is: its sibling `<clientDist>-ssr/`. */
export function serverEntryPath(clientDist: string): string {
  return `${clientDist.replace(/\/+$/, '')}-ssr/entry-server.js`;
}

export async function loadServerEntry(clientDist: string): Promise<ServerEntry | null> {
  const path = serverEntryPath(clientDist);
  if (!existsSync(path)) return null;
  return (await import(pathToFileURL(path).href)) as ServerEntry;
}

interface Page {
  status: number;
  html: Buffer;
  /** The page's headers as express first sent them (policies included), replayed by `front`. */
  headers?: string[];
  br?: Buffer;
  gzip?: Buffer;
}

interface ServerRendererOptions {
  entry: ServerEntry;
  clientDist: string;
  publicUrl: string;
  apollo: ApolloServer<GatewayContext>;
  /** The context of an anonymous visitor for this request. */
  anonymousContext: (req: Request) => GatewayContext;
  watcher: VersionWatcher;
  /** Keep rendered pages (off with RESPONSE_CACHE=off, like the response cache). */
  cache: boolean;
  onCache?: (outcome: 'hit' | 'miss') => void;
}

export interface ServerRenderer {
  handler: RequestHandler;
  /** Any other path: the not-found page with its 404 when the client has no page there, else next. */
  unknownPath: RequestHandler;
  /**
   * In front of the whole app (like the response cache): a page kept under the current version is
   * sent at once with the headers of its first answer, without going through express.
   */
  front(
    next: (req: IncomingMessage, res: ServerResponse) => void,
  ): (req: IncomingMessage, res: ServerResponse) => void;
  /** The script the rendered pages load (it imports the client's entry after the first paint). */
  hydrateScript: string | null;
  readonly size: number;
}

/** The origin of the public URL, for canonical and absolute links. */
export function originOf(publicUrl: string): string {
  return new URL(publicUrl).origin;
}

export function executeAnonymously(
  apollo: ApolloServer<GatewayContext>,
  context: () => GatewayContext,
): Execute {
  return async (request) => {
    const response = await apollo.executeOperation(request, { contextValue: context() });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used here');
    return response.body.singleResult;
  };
}

export function createServerRenderer(opts: ServerRendererOptions): ServerRenderer {
  const built = readFileSync(join(opts.clientDist, 'index.html'), 'utf8');
  // The stylesheets stay links (cached across pages): inline they made every page about five times
  // larger compressed (the whole Mantine stylesheet) for no first-paint gain we could measure.
  const deferred = deferScripts(built);
  const template = deferred.template;
  const origin = originOf(opts.publicUrl);
  // One catalogue version at a time: a new version empties it.
  // Only pages that exist are kept (a 404 is not), so their number is the catalogue's; the bounds
  // are a safety net.
  const pages = new LRUCache<string, Page>({
    max: 500,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.html.length * 2,
  });
  let pagesVersion: number | null = null;

  const render = async (req: Request, pathname: string): Promise<{ page: Page; clean: boolean }> => {
    let clean = true;
    const execute = executeAnonymously(opts.apollo, () => opts.anonymousContext(req));
    const rendered = await opts.entry.renderPage(pathname, origin, async (request) => {
      const result = await execute(request);
      if (result.errors?.length) clean = false;
      return result;
    });
    const head: PageHead = {
      title: rendered.title,
      description: rendered.description,
      canonical: `${origin}${pathname}`,
      image: rendered.image,
      jsonLd: rendered.jsonLd,
    };
    const html = Buffer.from(fillTemplate(template, head, rendered));
    return { page: { status: rendered.status, html }, clean };
  };

  const send = (req: Request, res: Parameters<RequestHandler>[1], page: Page) => {
    res.status(page.status);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('vary', 'Accept-Encoding');
    const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
    const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : null;
    if (encoding) res.setHeader('content-encoding', encoding);
    res.end(encoded(page, encoding));
    page.headers ??= replayable(res);
  };

  const handler: RequestHandler = async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const version = opts.cache ? opts.watcher.version : null;
    if (version !== pagesVersion) {
      pages.clear();
      pagesVersion = version;
    }
    const kept = version === null ? undefined : pages.get(pathname);
    if (kept) {
      opts.onCache?.('hit');
      send(req, res, kept);
      return;
    }
    opts.onCache?.('miss');
    try {
      const { page, clean } = await render(req, pathname);
      // kept only when rendered whole under the version still current
      if (clean && page.status === 200 && version !== null && opts.watcher.version === version) {
        pages.set(pathname, page);
      }
      send(req, res, page);
    } catch (err) {
      // The page still works: the browser renders it (the SPA's index.html, served next).
      req.log.error({ err }, 'server render failed: serving the client-rendered page');
      next();
    }
  };

  const unknownPath: RequestHandler = (req, res, next) => {
    if (!req.accepts('html') || opts.entry.isKnownPath(req.path)) return next();
    return handler(req, res, next);
  };

  const front: ServerRenderer['front'] = (next) => (req, res) => {
    const page = req.method === 'GET' && opts.cache ? keptFor(req) : undefined;
    if (!page?.headers) return next(req, res);
    opts.onCache?.('hit');
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const body = encoded(page, encoding);
    const headers = [
      ...page.headers,
      'x-request-id',
      requestIdOf(req),
      'content-length',
      String(body.length),
    ];
    if (encoding) headers.push('content-encoding', encoding);
    res.writeHead(page.status, headers);
    res.end(body);
  };

  /** The kept page for this request, when it asks for HTML under the version the pages were kept. */
  const keptFor = (req: IncomingMessage): Page | undefined => {
    const accept = req.headers.accept;
    if (accept !== undefined && !/text\/html|\*\/\*/.test(accept)) return undefined;
    if (pagesVersion === null || opts.watcher.version !== pagesVersion) return undefined;
    const path = (req.url ?? '/').split('?')[0]!;
    return pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
  };

  return {
    handler,
    unknownPath,
    front,
    hydrateScript: deferred.script,
    get size() {
      return pages.size;
    },
  };
}

/** Headers a kept page is sent with again: not those of one request or of one encoding. */
const NOT_REPLAYED = new Set([
  'set-cookie',
  'x-request-id',
  'date',
  'content-length',
  'content-encoding',
  'etag',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

function replayable(res: ServerResponse): string[] {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (NOT_REPLAYED.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
  }
  return headers;
}

/** The page's body in this encoding (each compressed copy made once, on first use). */
function encoded(page: Page, encoding: 'br' | 'gzip' | null): Buffer {
  if (encoding === 'br') {
    return (page.br ??= brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }));
  }
  if (encoding === 'gzip') return (page.gzip ??= gzipSync(page.html, { level: 6 }));
  return page.html;
}
