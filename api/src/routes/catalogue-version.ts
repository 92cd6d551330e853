/**
 * GET /catalogue/version.php: the catalogue's version, for the gateways' response caches.
 * With `after` (the version the caller holds) and `wait` (seconds, at most 25), the answer is held
 * until the version differs from `after` or the wait ends: one long poll per gateway replica.
 */
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { CatalogueVersionQuery } from '@greenleaf/shared/rest/catalogue-version';
import type { ApiDeps } from '../app.js';
import { openCatalogueVersionFeed } from '../catalogue/version.js';
import { query } from '../http/validate.js';

export async function registerCatalogueVersionRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const feed = await openCatalogueVersionFeed(deps.database, (err) =>
    app.log.warn({ err }, 'catalogue version notifications unavailable; waiters re-read every second'),
  );
  new Gauge({
    name: 'api_catalogue_version_waiters',
    help: 'Long polls of catalogue/version.php parked until the catalogue changes',
    registers: [app.metrics],
    collect() {
      this.set(feed.parked());
    },
  });
  // Before the server stops accepting: held requests answer now, so shutdown is not held up by them.
  app.addHook('preClose', async () => {
    await feed.close();
  });

  app.get('/catalogue/version.php', async (req) => {
    const { after, wait } = query(req, CatalogueVersionQuery);
    if (after === undefined || wait === 0) return { version: await feed.current() };
    const gone = new AbortController();
    const onClose = () => gone.abort();
    req.raw.socket.once('close', onClose);
    try {
      return { version: await feed.waitForChange(after, wait * 1000, gone.signal) };
    } finally {
      req.raw.socket.off('close', onClose);
    }
  });
}
