/** Bodies of `privacy/*.php` (docs/api.md, "Privacy (POPIA)"): consents, the data export, erasure. */
import { z } from 'zod';
import { zId, zText } from './fields.js';

/** The purposes a customer may consent to (only marketing messages today). */
const CONSENT_PURPOSES = ['marketing'] as const;

/** `privacy/consent.php`: give (with the exact wording shown) or withdraw consent to a purpose. */
export const SetConsentBody = z.object({
  userId: zId,
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean(),
  wording: zText(1000).optional(),
});

/** `privacy/consents.php`, `privacy/export.php`: whose. */
export const PrivacyUserQuery = z.object({ userId: zId });

/** `privacy/erase.php`: whose data to erase, and who asked (the customer, or the office's user). */
export const EraseBody = z.object({ userId: zId, updated_by: zId.optional() });
