/**
 * E-mail notices from the gateway's side (issue #36; the api's email-outbox/notices.ts, migration
 * 0082). A change that owes the customer an e-mail (a cancel, a move) is sent with a notice asked for
 * (`askNotice`): the api stores it in the change's own transaction, only if the change was made. Once
 * the api has answered, the gateway claims that notice and composes its e-mails into the outbox
 * (`sendNotice`). A gateway that stopped in between leaves the notice waiting; any replica's notice job
 * composes it after NOTICE_GRACE_SECONDS (`composeLeftNotices`). Each message of a notice is stored
 * under a key made from the notice's id, so a notice composed twice stores it once.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { z } from 'zod';
import { NOTICE_GRACE_SECONDS, NOTICE_LEASE_SECONDS } from '@greenleaf/shared/rules/email-outbox';
import type { ClaimedNotice } from '@greenleaf/shared/rest/email-outbox';
import type { ApiClient } from '../api/client.js';
import { errorCode } from '../api/errors.js';
import type { ApiBooking, ApiQuoteRequest } from '../api/replies/bookings.js';
import { ApiVisitChangeSchema, type ApiSeriesChange } from '../api/replies/series.js';
import { sendSeriesChangeNotice } from '../series/change-notice.js';
import { noticeCancelled, noticeMoved } from '../booking/change-notices.js';
import { sendConfirmation } from '../payments/confirmation-notice.js';
import { sendChargeFailedNotices, sendChargeUnknownNotices } from '../payments/card-charge-notices.js';
import { ApiWebhookEndpointSchema } from '../api/replies/webhooks.js';
import { activeAdmins, allStored } from './office-recipients.js';
import { sendRefundNotices } from '../payments/refund-notices.js';
import { sendQuoteNotices } from '../quote-requests/quote-notices.js';
import type { Mailer } from './mailer-contract.js';
import { errorWords } from '../jobs/error-words.js';
import { composingNotice } from './notice-scope.js';

interface NoticeDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

type Notice = z.infer<typeof ClaimedNotice>;

/** A notice to send with a change: a new id, and what composing its e-mails will need. */
export function askNotice(context: Record<string, unknown> = {}): {
  id: string;
  context: Record<string, unknown>;
} {
  return { id: randomUUID(), context };
}

/** Where a booking is now, as a notice keeps it (the booking before its move or cancel). */
export const wasOf = (b: Pick<ApiBooking, 'bookingDate' | 'bookingTime' | 'visitEnd'>) => ({
  bookingDate: b.bookingDate,
  bookingTime: b.bookingTime,
  visitEnd: b.visitEnd ?? null,
});

const zVisitEnd = z.object({ date: z.string(), time: z.string() }).nullish();
const zWas = z.object({ bookingDate: z.string(), bookingTime: z.string(), visitEnd: zVisitEnd });
/** What each kind of notice keeps to be composed later (stored by the api as the gateway gave it). */
const CancelledContext = z.object({ was: zWas.optional() });
const PaidContext = z.object({ providerPaymentId: z.string() });
const OwedContext = z.object({
  providerPaymentId: z.string(),
  amount: z.number(),
  reason: z.enum(['second_payment', 'slot_full', 'cancelled']),
  holdMinutes: z.number(),
});
const MovedContext = z.object({
  previous: zWas.extend({
    rainedOff: z.string().optional(),
    ends: z.object({ date: z.string(), time: z.string() }).optional(),
  }),
});

/** What the change's answer gave: the booking (or the quote request) a notice tells of, as it is now. */
type Answered = ApiBooking | ApiQuoteRequest | ApiSeriesChange;
const isBooking = (a: Answered | undefined): a is ApiBooking => a !== undefined && 'guidId' in a;
const isSeriesChange = (a: Answered | undefined): a is ApiSeriesChange => a !== undefined && 'changes' in a;
const isQuoteRequest = (a: Answered | undefined): a is ApiQuoteRequest =>
  a !== undefined && !isBooking(a) && !isSeriesChange(a);

const QuoteContext = z.object({ quoteRequestId: z.number().int() });
const ChargeFailedContext = z.object({ reason: z.string() });
const ChargeUnknownContext = z.object({ claimedAt: z.string() });
const EndpointDisabledContext = z.object({ endpoint: ApiWebhookEndpointSchema });

/** A partner's endpoint disabled for failing: every active administrator is told, once. */
async function composeEndpointDisabled(deps: NoticeDeps, notice: Notice): Promise<void> {
  const { endpoint } = EndpointDisabledContext.parse(notice.context);
  const admins = await activeAdmins(deps.api, deps.log, { endpointId: endpoint.id });
  await allStored(admins.map((admin) => deps.mailer.sendWebhookEndpointDisabledToAdmin(endpoint, admin)));
}
const AccountContext = z.object({ userId: z.number().int() });
const ResetLinkContext = AccountContext.extend({ sealed: z.string() });

/**
 * An account's e-mail (a welcome, a password reset's link), to the account as it is now: none for an
 * account since removed.
 */
async function composeAccountNotice(deps: NoticeDeps, notice: Notice): Promise<void> {
  const { userId } = AccountContext.parse(notice.context);
  const user = await deps.api.get('users/get.php', { id: userId }).catch((err: unknown) => {
    if (errorCode(err) === 'NOT_FOUND') return null;
    throw err;
  });
  if (!user) return;
  const to = { name: user.name, email: user.email };
  if (notice.kind === 'password.reset_link') {
    return deps.mailer.sendSealedPasswordReset(to, ResetLinkContext.parse(notice.context).sealed);
  }
  return deps.mailer.sendAccountNotice(to, { kind: 'welcome' });
}

const SeriesContext = z.object({
  seriesId: z.number().int(),
  action: z.enum(['pause', 'resume', 'stop', 'change']),
  changes: z.array(ApiVisitChangeSchema),
});

/** A series change's e-mails: from the change's answer, or the series read again with the changes it kept. */
async function composeSeriesChange(deps: NoticeDeps, notice: Notice, answered?: Answered): Promise<void> {
  const { seriesId, action, changes } = SeriesContext.parse(notice.context);
  const series = isSeriesChange(answered)
    ? answered
    : { ...(await deps.api.get('series/get.php', { id: seriesId })), changes };
  return sendSeriesChangeNotice(deps, series, action);
}

/** What the customer (and the office) are told for one notice; resolves once all of it is stored. */
async function compose(deps: NoticeDeps, notice: Notice, answered?: Answered): Promise<void> {
  if (notice.kind === 'series.changed') return composeSeriesChange(deps, notice, answered);
  if (notice.kind === 'webhook.endpoint_disabled') return composeEndpointDisabled(deps, notice);
  if (notice.kind === 'account.welcome' || notice.kind === 'password.reset_link') {
    return composeAccountNotice(deps, notice);
  }
  if (notice.kind === 'quote_request.received') {
    const request = isQuoteRequest(answered)
      ? answered
      : await deps.api.get('quote-requests/get.php', {
          id: QuoteContext.parse(notice.context).quoteRequestId,
        });
    return sendQuoteNotices(deps, request);
  }
  const booking = isBooking(answered)
    ? answered
    : notice.bookingId === null
      ? null
      : await deps.api.get('bookings/get.php', { id: notice.bookingId });
  if (!booking) return;
  switch (notice.kind) {
    case 'booking.cancelled':
      return noticeCancelled(deps, booking, CancelledContext.parse(notice.context).was ?? undefined);
    case 'booking.moved':
      return noticeMoved(deps, booking, MovedContext.parse(notice.context).previous);
    case 'booking.paid':
      return sendConfirmation(deps, booking, PaidContext.parse(notice.context).providerPaymentId);
    case 'card.charge_unknown':
      return sendChargeUnknownNotices(deps, booking, ChargeUnknownContext.parse(notice.context).claimedAt);
    case 'card.charge_failed':
      return sendChargeFailedNotices(deps, booking, ChargeFailedContext.parse(notice.context).reason);
    case 'series.visit_moved':
      return deps.mailer.sendSeriesVisitMoved(booking);
    case 'booking.payment_link':
      return deps.mailer.sendOfficePaymentLink(booking);
    case 'quote_request.booked': {
      const { quoteRequestId } = QuoteContext.parse(notice.context);
      return deps.mailer.sendQuoteBooked(
        await deps.api.get('quote-requests/get.php', { id: quoteRequestId }),
        booking,
      );
    }
    case 'payment.owed':
      return sendRefundNotices(deps, { guidId: booking.guidId, ...OwedContext.parse(notice.context) });
  }
}

/** Composes a claimed notice and records it done; one that failed goes again after its lease. */
async function composeClaimed(deps: NoticeDeps, notice: Notice, answered?: Answered): Promise<boolean> {
  try {
    await composingNotice(notice.id, () => compose(deps, notice, answered));
  } catch (err) {
    deps.log.error(
      { err, noticeId: notice.id, kind: notice.kind },
      'a notice was not composed: it goes again',
    );
    await deps.api.post('email/notice-done.php', { id: notice.id, error: errorWords(err) }).catch(() => {});
    return false;
  }
  await deps.api.post('email/notice-done.php', { id: notice.id });
  return true;
}

/**
 * After a change sent with `asked`: composes its notice now, if the api stored it (the change was made,
 * and owed it). `answered`, the booking as the change's answer gave it. Resolves to whether the api
 * stored it, the one answer to "was the customer told" (the api alone applies the rule), or null when
 * the api could not be asked. Never throws: a notice not composed now is left to the notice job.
 */
export async function sendNotice(
  deps: NoticeDeps,
  asked: { id: string },
  answered?: Answered,
): Promise<boolean | null> {
  try {
    const [notice] = await deps.api.post('email/claim-notices.php', {
      id: asked.id,
      limit: 1,
      leaseSeconds: NOTICE_LEASE_SECONDS,
      olderThanSeconds: 0,
    });
    if (!notice) return false;
    await composeClaimed(deps, notice, answered);
    return true;
  } catch (err) {
    deps.log.warn({ err, noticeId: asked.id }, 'a notice was not composed at once: the notice job does it');
    return null;
  }
}

/** The notices a gateway left uncomposed (it stopped after its change): composed by whichever replica claims each. */
export async function composeLeftNotices(
  deps: NoticeDeps,
  graceSeconds = NOTICE_GRACE_SECONDS,
): Promise<{ composed: number; failed: number }> {
  const notices = await deps.api.post('email/claim-notices.php', {
    limit: 20,
    leaseSeconds: NOTICE_LEASE_SECONDS,
    olderThanSeconds: graceSeconds,
  });
  let composed = 0;
  for (const notice of notices) if (await composeClaimed(deps, notice)) composed += 1;
  return { composed, failed: notices.length - composed };
}
