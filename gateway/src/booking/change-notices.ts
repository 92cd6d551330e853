/**
 * The e-mails a customer's change sends: the customer hears of every move and cancellation, and every
 * active administrator of a paid booking cancelled (marked for refund by the api). Composed from the
 * change's notice (email/notices.ts), so they are owed exactly when the change was made; a failed
 * e-mail never turns into a failed change (the change is stored, and its notice goes again).
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import { activeAdmins, allStored } from '../email/office-recipients.js';
import type { Mailer } from '../email/mailer-contract.js';
import type { PreviousVisit } from '../email/moved-message.js';

interface ChangeNoticeDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

/** Where the booking was before its change, as its e-mails need it. */
type WasVisit = Pick<ApiBooking, 'bookingDate' | 'bookingTime' | 'visitEnd'>;

/** The customer hears where their visit moved from: resolves once the e-mail is stored in the outbox. */
export async function noticeMoved(deps: ChangeNoticeDeps, booking: ApiBooking, previous: PreviousVisit) {
  await deps.mailer.sendBookingMoved(booking, previous);
}

/**
 * A cancelled booking holds no time; the api still gives where its work would end (`visitEnd`) unless the
 * calendar no longer offers its time. Then its e-mails say the end it had before the cancel (`was`, the
 * same booking as read before it), when at the same place.
 */
function withEndItHad(booking: ApiBooking, was: WasVisit | undefined): ApiBooking {
  if (booking.visitEnd || !was?.visitEnd) return booking;
  if (was.bookingDate !== booking.bookingDate || was.bookingTime !== booking.bookingTime) return booking;
  return { ...booking, visitEnd: was.visitEnd };
}

/**
 * `cancelled` as the api answered the cancel; `was`, the booking as read before it. Resolves once every
 * e-mail is stored in the outbox; rejects when one could not be (the notice goes again).
 */
export async function noticeCancelled(
  deps: ChangeNoticeDeps,
  cancelled: ApiBooking,
  was: WasVisit | undefined,
) {
  const booking = withEndItHad(cancelled, was);
  await deps.mailer.sendBookingCancelled(booking);
  if (booking.refundStatus === 'due') await noticeRefundDueToAdmins(deps, booking);
}

/**
 * Tells every active administrator that a cancelled paid booking is owed a refund (`was`: as read before
 * the cancel). Resolves once every e-mail is stored; rejects when one could not be.
 */
export async function noticeRefundDueToAdmins(deps: ChangeNoticeDeps, cancelled: ApiBooking, was?: WasVisit) {
  const booking = withEndItHad(cancelled, was);
  const admins = await activeAdmins(deps.api, deps.log, { guidId: booking.guidId, about: 'refund due' });
  await allStored(admins.map((admin) => deps.mailer.sendRefundDueToAdmin(booking, admin)));
}
