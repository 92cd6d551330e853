import { zApiReach } from '@greenleaf/shared/rules/api-reach';
import { z } from 'zod';

/** A partner's API client (`developers/*.php`): never its secret, only the characters shown of it. */
export const ApiApiClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.string()),
  allowedOrigins: z.array(z.string()),
  /** The prefixes a payment may return the browser to (shared/rules/return-urls.ts). */
  allowedReturnUrls: z.array(z.string()),
  /** What its key reads of bookings and customers (shared/rules/api-reach.ts). */
  reach: zApiReach,
  secretShown: z.string(),
  createdAt: z.string(),
  rotatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Its own limits, each null for the default (shared/rules/partner-limits.ts). */
  limits: z.object({
    requestsPerMinute: z.number().int().nullable(),
    costPerMinute: z.number().int().nullable(),
    quoteRequestsPerDay: z.number().int().nullable(),
  }),
});
export type ApiApiClient = z.infer<typeof ApiApiClientSchema>;
