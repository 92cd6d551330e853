/**
 * A partner's limits as they apply (docs/graphql.md, "Limits"): the office's own for the client, else
 * the defaults: the gateway's per-address budgets for requests and cost a minute, the per-address
 * quote-request limit for a day (shared/rules/partner-limits.ts).
 */
import { QUOTE_REQUESTS_PER_ADDRESS, type PartnerLimits } from '@greenleaf/shared/rules/partner-limits';
import type { GatewayConfig } from '../config.js';

interface EffectiveLimits {
  requestsPerMinute: number;
  costPerMinute: number;
  quoteRequestsPerDay: number;
}

export function effectiveLimits(
  own: PartnerLimits,
  budgets: Pick<GatewayConfig['budgets'], 'graphqlRequestsPerMinute' | 'graphqlCostPerMinute'>,
): EffectiveLimits {
  return {
    requestsPerMinute: own.requestsPerMinute ?? budgets.graphqlRequestsPerMinute,
    costPerMinute: own.costPerMinute ?? budgets.graphqlCostPerMinute,
    quoteRequestsPerDay: own.quoteRequestsPerDay ?? QUOTE_REQUESTS_PER_ADDRESS,
  };
}
