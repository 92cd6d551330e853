/**
 * The catalogue's version (table catalogue_version, raised by a trigger on every catalogue write) and
 * a way to wait for it to change: NOTIFY catalogue_changed wakes waiters at once, and a re-read every
 * second covers a lost listening connection. Gateways long-poll it to drop cached catalogue answers.
 */
import { EventEmitter, once } from 'node:events';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogueVersion } from '../db/schema.js';

const CATALOGUE_CHANNEL = 'catalogue_changed';
/** A waiter re-reads the version this often even without a notification. */
const RECHECK_MS = 1000;

interface CatalogueVersionFeed {
  current(): Promise<number>;
  /** How many waiters are parked now: they read the version, found it unchanged and wait. */
  parked(): number;
  /**
   * The version as soon as it differs from `known`, or the current one when `waitMs` has passed or
   * `signal` aborts (a client gone, the api shutting down).
   */
  waitForChange(known: number, waitMs: number, signal: AbortSignal): Promise<number>;
  /** Answers every waiter now and stops listening. */
  close(): Promise<void>;
}

export async function openCatalogueVersionFeed(
  database: Database,
  onListenError: (err: unknown) => void,
): Promise<CatalogueVersionFeed> {
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  const closing = new AbortController();
  let parked = 0;
  let unlisten: (() => Promise<void>) | null = null;
  try {
    unlisten = await database.listen(CATALOGUE_CHANNEL, () => changes.emit('change'));
  } catch (err) {
    onListenError(err); // waiters still see changes within RECHECK_MS
  }

  const current = async (): Promise<number> => {
    const [row] = await database.db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    return row?.version ?? 0;
  };

  return {
    current,
    parked: () => parked,
    async waitForChange(known, waitMs, signal) {
      const stop = AbortSignal.any([signal, closing.signal, AbortSignal.timeout(waitMs)]);
      let version = await current();
      if (version !== known || stop.aborted) return version;
      parked += 1;
      try {
        while (version === known && !stop.aborted) {
          const tick = AbortSignal.any([stop, AbortSignal.timeout(RECHECK_MS)]);
          await once(changes, 'change', { signal: tick }).catch(() => {});
          version = await current();
        }
        return version;
      } finally {
        parked -= 1;
      }
    },
    async close() {
      closing.abort();
      await unlisten?.();
    },
  };
}
