import { z } from 'zod';

/** A consent (POPIA, `privacy/consents.php`): the wording shown, when given and when withdrawn. */
export const ApiConsentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  purpose: z.string(),
  wording: z.string(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
