/**
 * What a partner's API client may use (docs/graphql.md, "Limits"; docs/product.md, "API clients"):
 * requests and cost a minute on /graphql, and quote requests a day. The office sets each per client;
 * a limit left unset is the default (requests and cost: the gateway's per-address budgets,
 * GRAPHQL_REQUESTS_PER_MINUTE and GRAPHQL_COST_PER_MINUTE; quote requests: QUOTE_REQUESTS_PER_ADDRESS).
 * The api's quote-request limits, the gateway's budgets and the office's form read this module.
 */
import { z } from 'zod';

/** Quote requests one e-mail address or one phone number may send in a day (whoever sends them). */
export const QUOTE_REQUESTS_PER_CONTACT = 3;
/**
 * Quote requests one client address may send in a day (a household, an office, a shared network); a
 * partner's key is counted as itself instead, against its own limit (this one unless the office set one).
 */
export const QUOTE_REQUESTS_PER_ADDRESS = 10;

/** The bounds the office may set a client's limits within. */
export const PARTNER_LIMIT_BOUNDS = {
  requestsPerMinute: { min: 1, max: 100_000 },
  costPerMinute: { min: 1, max: 100_000_000 },
  quoteRequestsPerDay: { min: 0, max: 10_000 },
} as const;

export type PartnerLimitName = keyof typeof PARTNER_LIMIT_BOUNDS;

const zLimit = (name: PartnerLimitName, words: string) => {
  const { min, max } = PARTNER_LIMIT_BOUNDS[name];
  const message = `${words} must be a whole number from ${min.toLocaleString('en-ZA')} to ${max.toLocaleString('en-ZA')}`;
  return z.number().int(message).min(min, message).max(max, message).nullable();
};

/** A client's limits as the office sets them: null (or left out) is the default. */
export const zPartnerLimits = z.object({
  requestsPerMinute: zLimit('requestsPerMinute', 'Requests a minute').default(null),
  costPerMinute: zLimit('costPerMinute', 'Cost a minute').default(null),
  quoteRequestsPerDay: zLimit('quoteRequestsPerDay', 'Quote requests a day').default(null),
});

export type PartnerLimits = z.output<typeof zPartnerLimits>;
