/**
 * The e-mails a customer's change sends: the customer hears of every move and cancellation, and every
 * active administrator of a paid booking cancelled (marked for refund by the api). Sent without
 * waiting; a failed e-mail is logged, never turned into a failed change (the change is stored).
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import { recordStatus } from '../domain/status.js';
import type { Mailer } from '../email/mailer-contract.js';
import type { PreviousVisit } from '../email/moved-message.js';

interface ChangeNoticeDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

const failed = (log: Logger, guidId: string, what: string) => (err: unknown) => {
  log.error({ err, guidId }, `${what} e-mail failed`);
};

export function noticeMoved(deps: ChangeNoticeDeps, booking: ApiBooking, previous: PreviousVisit): void {
  deps.mailer.sendBookingMoved(booking, previous).catch(failed(deps.log, booking.guidId, 'moved'));
}

/**
 * A cancelled booking holds no time; the api still gives where its work would end (`visitEnd`) unless the
 * calendar no longer offers its time. Then its e-mails say the end it had before the cancel (`was`, the
 * same booking as read before it), when at the same place.
 */
function withEndItHad(booking: ApiBooking, was: ApiBooking | undefined): ApiBooking {
  if (booking.visitEnd || !was?.visitEnd) return booking;
  if (was.bookingDate !== booking.bookingDate || was.bookingTime !== booking.bookingTime) return booking;
  return { ...booking, visitEnd: was.visitEnd };
}

/** `cancelled` as the api answered the cancel; `was`, the booking as read before it. */
export function noticeCancelled(deps: ChangeNoticeDeps, cancelled: ApiBooking, was: ApiBooking): void {
  const booking = withEndItHad(cancelled, was);
  deps.mailer.sendBookingCancelled(booking).catch(failed(deps.log, booking.guidId, 'cancellation'));
  if (booking.refundStatus !== 'due') return;
  noticeRefundDueToAdmins(deps, booking);
}

/** Tells every active administrator that a cancelled paid booking is owed a refund (`was`: as read before the cancel). */
export function noticeRefundDueToAdmins(
  deps: ChangeNoticeDeps,
  cancelled: ApiBooking,
  was?: ApiBooking,
): void {
  const booking = withEndItHad(cancelled, was);
  void (async () => {
    const admins = (await deps.api.get('users/users.php', { role: 'admin' })).filter(
      (u) => recordStatus(u.statusId) === 'ACTIVE',
    );
    if (admins.length === 0)
      deps.log.error({ guidId: booking.guidId }, 'no active administrator to tell of a refund');
    for (const admin of admins) {
      deps.mailer
        .sendRefundDueToAdmin(booking, { name: admin.name, email: admin.email })
        .catch(failed(deps.log, booking.guidId, 'refund due'));
    }
  })().catch(failed(deps.log, booking.guidId, 'refund due'));
}
