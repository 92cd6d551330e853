/**
 * The per-address budgets on /graphql (docs/operations.md, "Limits"): requests a minute, and cost a
 * minute (abuse/operation-cost.ts: lists counted by their size). Past either: HTTP 429 with
 * Retry-After and `extensions.code` RATE_LIMITED.
 *
 * Counted in the database (the api's abuse budget) so replicas share them, without a database call on
 * every request: each replica reserves units for an address in batches (a lease of a tenth of the
 * limit, at least one request's need) and serves from memory until the lease is spent, then reserves
 * the next batch. The trade-off: no address is ever served more than its limit across all replicas (a
 * unit is served only after the database counted it), but an address may be refused up to (replicas
 * - 1) leases early, when other replicas hold units it has not used; a lease is dropped after the
 * window, so held units cannot carry over. An address the database refused is refused in memory until
 * the wait it was told is over (no call per refused request). Requests of one address that arrive
 * together while its lease is spent wait for one batch (one reservation in flight per address), so a
 * burst of concurrent requests never reserves a batch each (which spent the whole limit in a few
 * calls, then refused the address for the rest of the window). When the api cannot be reached the
 * request is let through (the budget is a guard against abuse, not a dependency of every page), logged,
 * and the address is served uncounted for the next 10 seconds (a hung api does not add its timeout to
 * every request).
 */
import type { ApiClient } from '../api/client.js';

type BudgetApi = Pick<ApiClient, 'post'>;

/**
 * A take's answer. `remaining` is what the subject may still use in the window as of this replica's
 * last count: the units nobody had reserved at its last batch, plus what is left of its own lease.
 * With one replica it is exact; with several it leaves out other replicas' unspent leases (lower than
 * the truth) and what they reserved since this replica's last batch (higher), so it is an estimate.
 */
type Take = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

interface Lease {
  left: number;
  /** The limit the lease was reserved under (a subject's limit may change: a partner's is the office's). */
  limit: number;
  /** The units the database had counted for the subject in the window at the last batch (all replicas). */
  counted: number;
  /** Until when (ms) the lease's units may be served. */
  validUntil: number;
  /** Refused by the database until then (ms). */
  refusedUntil: number;
  /** The batch being reserved for this address, which concurrent requests wait for. */
  pending?: Promise<Take>;
}

/** How long an address is served without counting after the api could not be reached. */
const UNAVAILABLE_RETRY_MS = 10_000;

/** The longest a request waits for its address's batch to be counted. */
const RESERVE_TIMEOUT_MS = 3000;

/** Entries kept before stale ones are dropped. */
const MAX_ADDRESSES = 20_000;

interface LeasedBudget {
  /**
   * Takes `units` of the subject's budget (`ip:<address>`, `client:<id>`): from this replica's lease, or
   * a new batch from the database; `limit` is the subject's own (the budget's when left out).
   */
  take(api: BudgetApi, subject: string, units: number, limit?: number): Promise<Take>;
}

export function leasedBudget(opts: {
  /** The key's prefix in the database ('gql-requests', 'gql-cost'). */
  kind: string;
  limit: number;
  windowSeconds: number;
  onUnavailable?: (error: unknown) => void;
}): LeasedBudget {
  const leases = new Map<string, Lease>();
  const batchOf = (limit: number) => Math.max(1, Math.floor(limit / 10));
  const remainingOf = (lease: Lease) => Math.max(0, lease.limit - lease.counted) + lease.left;

  const prune = (now: number) => {
    if (leases.size < MAX_ADDRESSES) return;
    for (const [k, l] of leases) if (l.validUntil < now && l.refusedUntil < now) leases.delete(k);
  };

  // Never longer than RESERVE_TIMEOUT_MS: a slow or hung api is treated as unreachable (let through).
  const reserve = (api: BudgetApi, key: string, limit: number, weight: number) => {
    const call = api.post('users/login-failures/reserve.php', {
      keys: [{ key, limit, windowSeconds: opts.windowSeconds }],
      weight,
    });
    call.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('request budget: the api did not answer in time')),
        RESERVE_TIMEOUT_MS,
      );
    });
    return Promise.race([call, late]).finally(() => clearTimeout(timer));
  };

  /** Reserves the next batch for the lease (at least `units - left`), or records the refusal. */
  const refill = async (api: BudgetApi, key: string, lease: Lease, units: number): Promise<Take> => {
    const need = units - lease.left;
    const { limit } = lease;
    try {
      let got = Math.min(limit, Math.max(batchOf(limit), need));
      let reply = await reserve(api, key, limit, got);
      // Near the limit a whole batch may not fit where this request's need still does.
      if (!reply.allowed && got > need) {
        got = need;
        reply = await reserve(api, key, limit, need);
      }
      lease.counted = reply.counts?.[key] ?? lease.counted;
      if (!reply.allowed) {
        lease.refusedUntil = Date.now() + reply.retryAfterSeconds * 1000;
        return { allowed: false, retryAfterSeconds: reply.retryAfterSeconds };
      }
      if (lease.validUntil < Date.now()) lease.left = 0;
      lease.left = Math.max(0, lease.left + got - units);
      lease.validUntil = Date.now() + opts.windowSeconds * 1000;
      return { allowed: true, remaining: remainingOf(lease) };
    } catch (error) {
      // Let through, and do not ask again for a while: a hung api must not add its timeout to
      // every request of the address.
      opts.onUnavailable?.(error);
      lease.left = batchOf(limit);
      lease.validUntil = Date.now() + UNAVAILABLE_RETRY_MS;
      return { allowed: true, remaining: remainingOf(lease) };
    }
  };

  const take: LeasedBudget['take'] = async (api, subject, units, limit = opts.limit) => {
    const now = Date.now();
    const key = `${opts.kind}:${subject.slice(0, 110)}`;
    let lease = leases.get(key);
    if (!lease) {
      prune(now);
      lease = { left: 0, limit, counted: 0, validUntil: 0, refusedUntil: 0 };
      leases.set(key, lease);
    }
    if (lease.limit !== limit && !lease.pending) {
      // The office changed the subject's limit: what is leased stays, the next batch is under the new one.
      lease.limit = limit;
      lease.refusedUntil = 0;
    }
    // More than the whole window holds can never be served (a lease is at most the limit).
    if (units > limit) return { allowed: false, retryAfterSeconds: opts.windowSeconds };
    if (lease.refusedUntil > now) {
      return { allowed: false, retryAfterSeconds: Math.ceil((lease.refusedUntil - now) / 1000) };
    }
    if (lease.validUntil < now) lease.left = 0;
    if (lease.left >= units) {
      lease.left -= units;
      return { allowed: true, remaining: remainingOf(lease) };
    }
    if (lease.pending) {
      // Another request of this address is reserving a batch: judge this one on what it brings.
      await lease.pending;
      return take(api, subject, units, limit);
    }
    const current = lease;
    current.pending = refill(api, key, current, units).finally(() => {
      current.pending = undefined;
    });
    return current.pending;
  };

  return { take };
}
