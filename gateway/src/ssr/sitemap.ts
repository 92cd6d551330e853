/**
 * /sitemap.xml from the live catalogue: the public pages, every category's services page and every
 * service's page (the catalogue lists only active services to a visitor). Kept under the catalogue
 * version like the rendered pages.
 */
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { VersionWatcher } from '../cache/version-watcher.js';
import { escapeHtml } from '../http/escape-html.js';
import type { Execute } from './server-render.js';

const STATIC_PAGES = ['/', '/services', '/packages', '/about', '/faqs', '/contact', '/booking', '/privacy'];

const SitemapData = z.object({
  categories: z.array(z.object({ id: z.string() })),
  services: z.array(z.object({ id: z.string() })),
});

const SITEMAP_QUERY = 'query SitemapQuery { categories { id } services { id } }';

function sitemapXml(origin: string, data: z.infer<typeof SitemapData>): string {
  const paths = [
    ...STATIC_PAGES,
    ...data.categories.map((c) => `/services/${encodeURIComponent(c.id)}`),
    ...data.services.map((s) => `/service/${encodeURIComponent(s.id)}`),
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapHandler(opts: {
  origin: string;
  watcher: VersionWatcher;
  /** Runs an operation as an anonymous visitor of this request. */
  execute: (req: Request) => Execute;
}): RequestHandler {
  let kept: { version: number; xml: string } | null = null;
  return async (req, res, next) => {
    try {
      const version = opts.watcher.version;
      let xml = kept !== null && kept.version === version ? kept.xml : null;
      if (xml === null) {
        const result = await opts.execute(req)({ query: SITEMAP_QUERY, operationName: 'SitemapQuery' });
        if (result.errors?.length) throw new Error(`sitemap query failed: ${result.errors[0]?.message}`);
        xml = sitemapXml(opts.origin, SitemapData.parse(result.data));
        if (version !== null && opts.watcher.version === version) kept = { version, xml };
      }
      res.type('application/xml').setHeader('cache-control', 'public, max-age=3600');
      res.send(xml);
    } catch (err) {
      next(err);
    }
  };
}
