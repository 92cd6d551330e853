/**
 * The abuse budgets of the checkout and registration (docs/operations.md, "Limits"), counted by the
 * api's abuse budget (`users/login-failures/reserve.php`: one transaction, a lock per key) so they hold
 * across gateway replicas:
 * - new unpaid holds: at most `holdsPerAddress` a client address in 30 minutes (and per device, when a
 *   device id is known); from `shortHoldAfter` on, a brand-new customer's booking holds its slot
 *   `shortHoldMinutes` instead of HOLD_MINUTES;
 * - new accounts (register): at most `signupsPerAddress` an address in an hour.
 * A refusal is RATE_LIMITED with `retryAfterSeconds`. An api that cannot be reached fails the call
 * (UPSTREAM_UNAVAILABLE), as the save itself would.
 */
import { GraphQLError } from 'graphql';
import { HOLD_MINUTES } from '@greenleaf/shared/holds';
import type { ApiClient } from '../api/client.js';
import type { GatewayConfig } from '../config.js';

type BudgetApi = Pick<ApiClient, 'post'>;
type Budgets = GatewayConfig['budgets'];

/** Who asks: the client address and, when the request carries one, its device id. */
interface Requester {
  ip: string;
  device?: string | null;
}

const HOLDS_WINDOW_SECONDS = 30 * 60;
const SIGNUPS_WINDOW_SECONDS = 60 * 60;

const part = (s: string) => s.slice(0, 100);
const keysOf = (kind: string, who: Requester): string[] => [
  `${kind}:ip:${part(who.ip)}`,
  ...(who.device ? [`${kind}:device:${part(who.device)}`] : []),
];

/** A budget refused: the product's words, RATE_LIMITED and the wait. */
function budgetRefusal(message: string, retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'RATE_LIMITED', retryAfterSeconds } });
}

const waitText = (seconds: number) =>
  seconds >= 90 ? `about ${Math.ceil(seconds / 60)} minutes` : `${Math.max(1, seconds)} seconds`;

/** A new hold the budget allowed: its rows (to un-count a save that wrote nothing) and its length. */
interface HoldAllowance {
  ids: number[];
  /** The minutes a brand-new customer's booking holds its slot. */
  newCustomerHoldMinutes: number;
}

/** Judges and counts one new unpaid hold of this requester, or refuses it (RATE_LIMITED). */
export async function reserveNewHold(
  api: BudgetApi,
  budgets: Budgets,
  who: Requester,
): Promise<HoldAllowance> {
  const keys = keysOf('holds', who);
  const reply = await api.post('users/login-failures/reserve.php', {
    keys: keys.map((key) => ({ key, limit: budgets.holdsPerAddress, windowSeconds: HOLDS_WINDOW_SECONDS })),
  });
  if (!reply.allowed) {
    throw budgetRefusal(
      `Too many bookings have been started from your connection in the last half hour. Please pay for one you have started, or try again in ${waitText(reply.retryAfterSeconds)}.`,
      reply.retryAfterSeconds,
    );
  }
  const busiest = Math.max(0, ...keys.map((k) => reply.counts?.[k] ?? 0));
  return {
    ids: reply.ids,
    newCustomerHoldMinutes:
      busiest > budgets.shortHoldAfter ? Math.min(HOLD_MINUTES, budgets.shortHoldMinutes) : HOLD_MINUTES,
  };
}

/** Judges and counts one new account of this requester, or refuses it (RATE_LIMITED). */
export async function reserveSignup(api: BudgetApi, budgets: Budgets, who: Requester): Promise<void> {
  const reply = await api.post('users/login-failures/reserve.php', {
    keys: keysOf('signups', who).map((key) => ({
      key,
      limit: budgets.signupsPerAddress,
      windowSeconds: SIGNUPS_WINDOW_SECONDS,
    })),
  });
  if (!reply.allowed) {
    throw budgetRefusal(
      `Too many accounts have been made from your connection in the last hour. Please try again in ${waitText(reply.retryAfterSeconds)}, or call us.`,
      reply.retryAfterSeconds,
    );
  }
}

/** Un-counts reserved rows: a save that was refused wrote no hold. Never throws (a leftover only makes the budget stricter). */
export async function releaseReserved(api: BudgetApi, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await api.post('users/login-failures/clear.php', { ids }).catch(() => undefined);
}
