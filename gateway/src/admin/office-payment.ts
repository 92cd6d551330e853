/**
 * Money the office took for a booking (docs/product.md "Payments"): card (machine), EFT or cash, with
 * its reference (required for card and EFT) and amount, recorded through the same api path as the
 * provider's payments (bookings/record-payment.php: one row per payment, decided under the booking's
 * row lock), with its method, reference and who recorded it. It confirms a pending booking as a
 * provider's payment does, and what follows a payment (the confirmation e-mail) follows it too.
 */
import { randomUUID } from 'node:crypto';
import type { OfficeReceivedPaymentInput } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import type { GatewayContext } from '../context.js';
import { formatRand } from '../email/format.js';
import { afterPaymentRecorded, paymentNotice } from '../payments/after-payment.js';
import { toCents } from '../pricing/money.js';
import { adminId } from './guard.js';

type OfficeMethod = 'card' | 'eft' | 'cash';

/** A checked payment the office took. */
export interface ReceivedPayment {
  method: OfficeMethod;
  reference: string | undefined;
  /** Rand; undefined: what the booking owes when it is recorded. */
  amount: number | undefined;
}

const isOfficeMethod = (method: string): method is OfficeMethod =>
  method === 'card' || method === 'eft' || method === 'cash';

/** The office's payment as given, checked (BAD_USER_INPUT on `${field}.…`). */
export function receivedPayment(input: OfficeReceivedPaymentInput, field: string): ReceivedPayment {
  // The enum arrives as the api's word (resolvers/enum-values.ts).
  const method = String(input.method);
  if (!isOfficeMethod(method)) throw badInput(`${field}.method`, 'Choose card, EFT or cash.');
  const reference = (input.reference ?? '').trim();
  if (reference.length > 200) throw badInput(`${field}.reference`, 'A reference has at most 200 characters.');
  if (!reference && method !== 'cash') {
    throw badInput(
      `${field}.reference`,
      method === 'eft' ? 'Give the transfer’s reference.' : 'Give the card slip’s reference.',
    );
  }
  const amount = input.amount ?? undefined;
  if (
    amount !== undefined &&
    (!Number.isFinite(amount) || amount <= 0 || Math.abs(toCents(amount) - amount * 100) > 1e-6)
  ) {
    throw badInput(`${field}.amount`, 'Enter the amount received in rand, above 0, to the cent.');
  }
  return { method, reference: reference || undefined, amount };
}

/** The words the office reads when it confirms without a payment. */
export const nothingReceivedMessage = (owed: number) =>
  `This booking is not paid: say how it was paid, or confirm it without payment (nothing is recorded as received; ${formatRand(owed)} owed).`;

/**
 * Records `received` for `booking` (confirming it when pending) and answers the booking as it is now.
 * `key` makes the record idempotent: the same key again records nothing more.
 */
export async function recordOfficePayment(
  ctx: GatewayContext,
  booking: ApiBooking,
  received: ReceivedPayment,
  key: string = randomUUID(),
): Promise<ApiBooking> {
  const amount = received.amount ?? (booking.amountOwed || booking.totalPrice);
  const providerPaymentId = `office-${key}`;
  const api = ctx.api.forWrite();
  const notice = paymentNotice({ amount, providerPaymentId });
  const recorded = await api.post('bookings/record-payment.php', {
    guidId: booking.guidId,
    providerPaymentId,
    amount,
    status: 'COMPLETE',
    method: received.method,
    ...(received.reference ? { reference: received.reference } : {}),
    recordedBy: adminId(ctx),
    notice,
  });
  afterPaymentRecorded(
    { api, mailer: ctx.mailer, log: ctx.log },
    recorded,
    { guidId: booking.guidId, providerPaymentId },
    notice,
  );
  return api.get('bookings/get.php', { guidId: booking.guidId });
}
