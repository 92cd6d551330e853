import { z } from 'zod';

/** A customer's saved card (`cards/get.php`): a label when the provider gave one, and when it was saved. */
export const ApiSavedCardSchema = z.object({
  userId: z.number().int(),
  label: z.string().nullable(),
  savedAt: z.string(),
});
