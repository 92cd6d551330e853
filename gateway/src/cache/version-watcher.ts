/**
 * Follows the catalogue's version (the api's `catalogue/version.php`, raised by a database trigger on
 * every catalogue write) with one long poll per gateway replica. `version` is null while it is not
 * known (api unreachable, or just after a local admin write): the response cache is bypassed then,
 * so a cached answer is only ever served under a version the api has confirmed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

const VersionReply = z.object({ version: z.number().int().min(0) });

/** Seconds the api may hold one poll (its maximum is 25). */
const WAIT_SECONDS = 20;
/** Pause after a failed poll before the next. */
const RETRY_MS = 1000;

interface VersionWatcherOptions {
  apiUrl: string;
  apiToken: string;
  /** For the first, unheld request (the api's read timeout). */
  timeoutMs: number;
  onError?: (err: unknown) => void;
}

export interface VersionWatcher {
  /** The catalogue version the api last confirmed, or null when it is not known now. */
  readonly version: number | null;
  /**
   * How many times `refresh()` was called: a read of the catalogue begun before a refresh may predate
   * the write that caused it, so it must not be shared with readers that come after.
   */
  readonly generation: number;
  /** Forget the version and ask again at once (after a write through this gateway). */
  refresh(): void;
  /** Resolves once a version is known (tests, start-up). */
  ready(): Promise<void>;
  stop(): void;
}

export function watchCatalogueVersion(opts: VersionWatcherOptions): VersionWatcher {
  let version: number | null = null;
  let generation = 0;
  const stopping = new AbortController();
  let poll = new AbortController();
  let waiters: (() => void)[] = [];

  const fetchVersion = async (after: number | null, signal: AbortSignal): Promise<number> => {
    const held = after !== null;
    const url = `${opts.apiUrl}/catalogue/version.php${held ? `?after=${after}&wait=${WAIT_SECONDS}` : ''}`;
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${opts.apiToken}` },
      signal: AbortSignal.any([
        signal,
        AbortSignal.timeout(held ? (WAIT_SECONDS + 5) * 1000 : opts.timeoutMs),
      ]),
    });
    if (!res.ok) throw new Error(`catalogue/version.php answered ${res.status}`);
    return VersionReply.parse(await res.json()).version;
  };

  const loop = async () => {
    while (!stopping.signal.aborted) {
      const signal = poll.signal;
      try {
        const next = await fetchVersion(version, signal);
        if (signal.aborted) continue; // refreshed meanwhile: this answer may predate the write
        version = next;
        for (const w of waiters) w();
        waiters = [];
      } catch (err) {
        if (stopping.signal.aborted) return;
        if (signal.aborted) continue; // a refresh: ask again at once
        version = null;
        opts.onError?.(err);
        await sleep(RETRY_MS, undefined, { signal: poll.signal }).catch(() => {});
      }
    }
  };
  void loop();

  return {
    get version() {
      return version;
    },
    get generation() {
      return generation;
    },
    refresh() {
      version = null;
      generation += 1;
      poll.abort();
      poll = new AbortController();
    },
    ready() {
      return version !== null ? Promise.resolve() : new Promise((r) => waiters.push(r));
    },
    stop() {
      stopping.abort();
      poll.abort();
    },
  };
}
