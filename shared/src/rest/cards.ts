/** Bodies of `cards/*.php` (docs/api.md, "Cards on file"): a customer's saved card and its charges. */
import { z } from 'zod';
import { NoticeRequest } from './email-outbox.js';
import { CARD_CHARGE_WHEN } from '../rules/card-charge-when.js';
import { zId, zText } from './fields.js';

/** `cards/save.php`: the token the provider gave with the payment of `guidId`, for its customer. */
export const SaveCardBody = z.object({
  guidId: z.string().min(1).max(200),
  token: z.string().trim().min(1).max(200),
  label: zText(100).optional(),
});

/** `cards/get.php`, `cards/remove.php`: whose. */
export const CardUserQuery = z.object({ userId: zId });

/** `cards/claim-charges.php`: the visits due a charge this many hours before them, at most `limit`. */
export const ClaimChargesBody = z.object({
  hoursBefore: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
  limit: z.number().int().min(1).max(500).default(50),
});

/** `cards/charge-result.php`: how a claimed charge went (recorded once; a second answer changes nothing). */
/**
 * `cards/unfinished-charges.php`: claims still without an outcome `olderThanMinutes` after they were
 * made (a replica that stopped between the claim and the answer), at most `limit`.
 */
export const UnfinishedChargesBody = z.object({
  olderThanMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  limit: z.number().int().min(1).max(500).default(50),
});

export const ChargeResultBody = z.object({
  bookingId: zId,
  outcome: z.enum(['charged', 'failed']),
  detail: zText(500).optional(),
  providerPaymentId: zText(200).optional(),
  /** The e-mails of a charge that failed, stored with its outcome ("E-mail notices"). */
  notice: NoticeRequest.optional(),
});

/** `cards/charge-when.php`: when the series' later visits are charged to its customer's card on file. */
export const ChargeWhenBody = z.object({ seriesId: zId, when: z.enum(CARD_CHARGE_WHEN) });
