/** Bodies of `users/login-failures/*.php`: the counters of the gateway's abuse budgets (docs/api.md). */
import { z } from 'zod';

/** The longest window a reservation may name: rows are kept this long. */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;

const zKey = z.string().min(1).max(400);
const zSeconds = z.number().int().min(1).max(MAX_WINDOW_SECONDS);

export const ReserveKey = z
  .object({
    key: zKey,
    /** At most this many units in the window (a /graphql cost budget reaches 100,000,000). */
    limit: z.number().int().min(1).max(1_000_000_000).optional(),
    windowSeconds: zSeconds,
    /** A growing wait between attempts once `after` attempts are in the window. */
    delay: z
      .object({ after: z.number().int().min(0).max(1000), baseSeconds: zSeconds, maxSeconds: zSeconds })
      .optional(),
  })
  .refine((k) => k.limit !== undefined || k.delay !== undefined, {
    message: 'Give a limit, a delay or both',
    path: ['limit'],
  });

export const ReserveBody = z.object({
  keys: z.array(ReserveKey).min(1).max(10),
  /** Units this reservation counts against each key (a batch of requests reserved at once). */
  weight: z.number().int().min(1).max(100_000_000).optional(),
});
export const ClearBody = z
  .object({
    keys: z.array(zKey).max(10).optional(),
    ids: z.array(z.number().int().min(1)).max(10).optional(),
  })
  .refine((c) => (c.keys?.length ?? 0) + (c.ids?.length ?? 0) > 0, {
    message: 'Give keys or ids',
    path: ['keys'],
  });
