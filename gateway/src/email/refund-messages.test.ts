import { describe, expect, it } from 'vitest';
import { ApiBookingSchema } from '../api/replies/bookings.js';
import type { PaymentRefundNotice } from './mailer-contract.js';
import { paymentRefundAdminMessage, paymentRefundCustomerMessage } from './refund-messages.js';

const booking = ApiBookingSchema.parse({
  id: 9,
  guidId: 'booking-00112233445566778899aabbccddeeff-mi8x2k',
  userId: 3,
  user: {
    id: 3,
    name: 'Sipho <b>Dlamini</b>',
    email: 'sipho@example.co.za',
    phone: '0821234567',
    address: null,
  },
  bookingDate: '2026-12-12',
  bookingTime: '13:00 - 13:45',
  status: 'cancelled',
  statusId: 1,
  totalPrice: 850,
  services: [],
  modifiers: [],
});
const rand = (n: number) => new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' }).format(n);
const notice = (reason: PaymentRefundNotice['reason']): PaymentRefundNotice => ({
  booking,
  reason,
  holdMinutes: 30,
  amount: 850,
  providerPaymentId: '1234567',
});

describe('payment refund notices', () => {
  it('tell the customer why the booking is not confirmed and that the payment will be refunded', () => {
    const slotFull = paymentRefundCustomerMessage(notice('slot_full'), 'https://greenleaf.example');
    expect(slotFull.subject).toBe(
      'Your GreenLeaf payment will be refunded: Saturday, 12 December 2026, 13:00 - 13:45',
    );
    expect(slotFull.text).toContain(
      'the slot has since been fully booked, so we could not confirm your booking.',
    );
    expect(slotFull.text).toContain(`Your payment of ${rand(850)} will be refunded in full`);
    expect(slotFull.text).toContain('Book again: https://greenleaf.example/');

    const cancelled = paymentRefundCustomerMessage(notice('cancelled'), 'https://greenleaf.example');
    expect(cancelled.text).toContain(
      'Your booking had already been cancelled when your payment reached us, so we could not confirm it.',
    );
    expect(cancelled.text).not.toContain('fully booked');
  });

  it('escape the customer name in the HTML bodies', () => {
    for (const { html } of [
      paymentRefundCustomerMessage(notice('slot_full'), 'https://greenleaf.example'),
      paymentRefundAdminMessage(notice('slot_full')),
    ]) {
      expect(html).not.toContain('<b>Dlamini</b>');
      expect(html).toContain('Sipho &lt;b&gt;Dlamini&lt;/b&gt;');
    }
  });

  it('give the administrator what finds the payment at the provider', () => {
    const mail = paymentRefundAdminMessage(notice('cancelled'));
    expect(mail.subject).toBe(`Refund due: ${rand(850)} paid for cancelled booking ${booking.guidId}`);
    expect(mail.text).toContain('The booking had already been cancelled when the payment arrived.');
    expect(mail.text).toContain('Payment reference (pf_payment_id): 1234567');
    expect(mail.text).toContain('Customer: Sipho <b>Dlamini</b> <sipho@example.co.za>');
  });
});

describe('the notices of a second payment for a paid booking', () => {
  // A paid booking holds its time: the api gives the end of its work (`visitEnd`).
  const paid = {
    ...booking,
    status: 'confirmed' as const,
    paidAt: '2026-12-01T08:00:00.000Z',
    durationMinutes: 135,
    visitEnd: { date: '2026-12-12', time: '15:15' },
  };
  const second: PaymentRefundNotice = { ...notice('second_payment'), booking: paid };

  it('tell the customer a second payment arrived and will be refunded, never that the booking is confirmed', () => {
    const mail = paymentRefundCustomerMessage(second, 'https://greenleaf.example');
    expect(mail.subject).toBe(
      `Your second GreenLeaf payment of ${rand(850)} will be refunded: Saturday, 12 December 2026, 13:00 - 15:15`,
    );
    expect(mail.text).toContain(
      `We received a second payment of ${rand(850)} for booking ${booking.guidId}; it will be refunded in full to the card you paid with.`,
    );
    expect(mail.text).not.toMatch(/is confirmed|could not confirm|Book again/);
    expect(mail.text).toContain('Your booking on Saturday, 12 December 2026, 13:00 - 15:15 was already paid');
  });

  it('tell the administrator it is a second payment', () => {
    const mail = paymentRefundAdminMessage(second);
    expect(mail.subject).toBe(`Refund due: ${rand(850)} second payment for booking ${booking.guidId}`);
    expect(mail.text).toContain('A second payment was received for a booking that was already paid.');
    expect(mail.text).toContain('Date and time: Saturday, 12 December 2026, 13:00 - 15:15');
    expect(mail.text).toContain('Payment reference (pf_payment_id): 1234567');
  });
});
