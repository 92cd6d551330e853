/** Bodies of `email/*.php`, the e-mail outbox (docs/api.md, "E-mail outbox"). */
import { z } from 'zod';
import { zId } from './fields.js';
import { NOTICE_KINDS } from '../rules/email-outbox.js';

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

/** `email/notices.php`: the office's view of the notices that could not be composed, newest first. */
export const ListNoticesQuery = z.object({
  first: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * The e-mails a change owes, asked for with the change (a field `notice` of its body): its id (made by
 * the gateway) and what the gateway will need to compose it (the booking as it was, say). The api
 * stores it in the change's transaction only when the change was made (docs/api.md, "E-mail notices").
 */
export const NoticeRequest = z.object({
  id: z.uuid(),
  context: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((c) => JSON.stringify(c).length <= 4000, 'At most 4,000 characters of context'),
});

/**
 * `email/claim-notices.php`: with `id`, that notice (just stored by the caller's change); without, the
 * notices left uncomposed `olderThanSeconds` after their change. Each leased for `leaseSeconds`.
 */
export const ClaimNoticesBody = z.object({
  id: z.uuid().optional(),
  limit: z.number().int().min(1).max(200).default(20),
  leaseSeconds: z.number().int().min(1).max(3600).default(60),
  olderThanSeconds: z.number().int().min(0).max(86_400).default(30),
});

/** `email/notice-done.php`: its e-mails are stored in the outbox (or, with `error`, they could not be). */
export const NoticeDoneBody = z.object({
  id: z.uuid(),
  error: z.string().max(2000).optional(),
});

/** A stored notice as claimed. */
export const ClaimedNotice = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  bookingId: z.number().int().nullable(),
  context: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
});

/** A notice as the office sees it (`email/notices.php`, `email/notice-retry.php`). */
export const ListedNotice = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  bookingGuidId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  failedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** `email/notices.php`'s answer: the changes whose e-mails nobody has yet, counted and latest first. */
export const ListedNotices = z.object({
  retrying: z.number().int(),
  failed: z.number().int(),
  nodes: z.array(ListedNotice),
});

/** A stored e-mail as the office sees it (`email/list.php`, `email/retry.php`). */
export const OutboxEmailView = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  state: z.enum(['waiting', 'failed', 'sent']),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});

/** `email/retry.php`: a given-up e-mail, sent again. */
export const RetryEmailBody = z.object({ id: zId });
/** `email/notice-retry.php`: a given-up notice, tried again. */
export const RetryNoticeBody = z.object({ id: z.uuid() });
