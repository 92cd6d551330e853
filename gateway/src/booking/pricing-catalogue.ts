/**
 * The catalogue the gateway prices from, kept in memory: services with their options and add-ons,
 * packages, seasons and modifiers, loaded in one REST call (`catalogue/snapshot.php`, read by the api
 * in one transaction together with its catalogue version) and kept while the catalogue version the
 * gateway follows (cache/version-watcher.ts) is the snapshot's. A quote then costs no REST call.
 *
 * The same rule as the response cache: the snapshot is only served under a version the api has
 * confirmed. While the version is unknown (api unreachable, or just after an admin write through
 * this gateway) or differs from the snapshot's, each quote waits for a fresh snapshot; concurrent
 * quotes share one load (single flight), but never one begun before the latest admin write (the
 * watcher's generation) or under another version, so an admin sees their change on the next quote.
 */
import type { ApiClient } from '../api/client.js';
import type { VersionWatcher } from '../cache/version-watcher.js';
import type { PricingCatalogue } from '../pricing/index.js';

export interface PricingSnapshot {
  /** The catalogue version the rows were read at; a booking saved from them carries it. */
  version: number;
  catalogue: PricingCatalogue;
}

export interface PricingCatalogueSource {
  /** The snapshot for the version the api last confirmed (loaded when it is not held). */
  current(api: ApiClient): Promise<PricingSnapshot>;
  /** A snapshot loaded after this call began (the api refused a price as stale). */
  fresh(api: ApiClient): Promise<PricingSnapshot>;
}

export function createPricingCatalogue(watcher: Pick<VersionWatcher, 'version' | 'generation'>) {
  let held: (PricingSnapshot & { seq: number }) | null = null;
  let loading: { key: string; promise: Promise<PricingSnapshot> } | null = null;
  let seq = 0;

  const load = (api: ApiClient, joinable: boolean): Promise<PricingSnapshot> => {
    const key = `${watcher.generation}:${watcher.version}`;
    if (joinable && loading?.key === key) return loading.promise;
    const mine = ++seq;
    const promise = api.get('catalogue/snapshot.php').then(({ catalogueVersion, ...catalogue }) => {
      const snapshot = { version: catalogueVersion, catalogue };
      if (!held || mine > held.seq) held = { ...snapshot, seq: mine };
      return snapshot;
    });
    const entry = { key, promise };
    loading = entry;
    const done = () => {
      if (loading === entry) loading = null;
    };
    promise.then(done, done);
    return promise;
  };

  const source: PricingCatalogueSource = {
    current(api) {
      const known = watcher.version;
      if (held && known !== null && held.version === known) return Promise.resolve(held);
      return load(api, true);
    },
    fresh: (api) => load(api, false),
  };
  return source;
}
