/** Bodies of `email/*.php`, the e-mail outbox (docs/api.md, "E-mail outbox"). */
import { z } from 'zod';
import { zId } from './fields.js';

/** `email/enqueue.php`: a message to send; with `reminderOf`, that booking's reminder (marked sent). */
export const EnqueueEmailBody = z.object({
  recipient: z.string().min(3).max(320),
  subject: z.string().max(1000),
  /** The message as nodemailer takes it, JSON in base64 (its text may hold any character). */
  message: z
    .string()
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64')
    .max(1_300_000),
  dedupeKey: z.string().min(1).max(200).optional(),
  reminderOf: zId.optional(),
});

/** `email/claim.php`: due messages (or one by id), each leased to the caller for `leaseSeconds`. */
export const ClaimEmailsBody = z.object({
  limit: z.number().int().min(1).max(200).default(20),
  leaseSeconds: z.number().int().min(1).max(3600).default(60),
  id: zId.optional(),
});

/** `email/sent.php` and `email/failed.php`: how a claimed message went. */
export const EmailOutcomeBody = z.object({
  id: zId,
  error: z.string().max(2000).optional(),
  /** The first retry's wait (seconds), doubling after; the rule's default when absent. */
  retryBaseSeconds: z.number().int().min(1).max(3600).optional(),
});

/** `email/list.php`: the office's view, newest first; `state`: what is still to go or given up. */
export const ListEmailsQuery = z.object({
  state: z.enum(['waiting', 'failed', 'sent']).optional(),
  first: z.coerce.number().int().min(1).max(200).default(50),
});
