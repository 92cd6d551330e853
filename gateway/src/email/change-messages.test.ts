import { describe, expect, it } from 'vitest';
import { ApiBookingSchema } from '../api/rest-types.js';
import { bookingConfirmationMessage } from './messages.js';
import { bookingMovedMessage, seriesVisitMovedMessage } from './moved-message.js';
import { bookingCancelledMessage, bookingReminderMessage, refundDueAdminMessage } from './change-messages.js';

const booking = ApiBookingSchema.parse({
  id: 41,
  guidId: 'booking-0f1e2d3c4b5a6978-mi8x2k',
  userId: 7,
  user: {
    id: 7,
    name: 'Thandi <b>Mokoena</b>',
    email: 'thandi@example.co.za',
    phone: '0821234567',
    address: null,
  },
  bookingDate: '2026-12-12',
  bookingTime: '10:00 - 10:45',
  status: 'confirmed',
  totalPrice: 650,
  paidAt: '2026-12-01T08:00:00.000Z',
  address: { street: '12 Kloof Street', suburb: 'Gardens', postalCode: '8001' },
  propertyNotes: 'Gate code 1234 & a friendly dog',
  services: [
    { id: 1, serviceId: 3, packageId: 0, name: 'Lawn Mowing', price: 650, variations: [], addOns: [] },
  ],
  modifiers: [],
});
const MANAGE = 'https://greenleaf.test/manage/booking-0f1e2d3c4b5a6978-mi8x2k.1999999999.sig';

describe('the confirmation e-mail', () => {
  it('gives the visit from its start to its expected end, the date in words and the address', () => {
    const long = ApiBookingSchema.parse({
      ...booking,
      bookingTime: '09:00 - 09:45',
      durationMinutes: 330,
      visitEnd: { date: '2026-12-12', time: '14:30' },
    });
    const message = bookingConfirmationMessage(long, 'https://greenleaf.test', MANAGE);
    expect(message.subject).toBe(
      'Your GreenLeaf booking is confirmed: Saturday, 12 December 2026, 09:00 - 14:30',
    );
    for (const body of [message.text, message.html]) {
      expect(body).toContain('09:00 - 14:30');
      expect(body).not.toContain('09:00 - 09:45');
      expect(body).toContain('12 Kloof Street, Gardens, 8001');
      expect(body).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    }
  });

  it('lists the season that changed a line’s price, as the booking stores it', () => {
    const seasonal = ApiBookingSchema.parse({
      ...booking,
      totalPrice: 488,
      services: [{ ...booking.services[0], season: { name: 'Spring', multiplier: 1.2, amount: 108.33 } }],
      modifiers: [
        {
          id: 1,
          modifierId: 4,
          modifierOptionId: 41,
          modifier: { id: 4, name: 'First-time client', description: null },
          option: { id: 41, name: 'Yes', description: null, type: 'discount', value: 25, units: 'percent' },
          amount: -162.5,
        },
      ],
    });
    const message = bookingConfirmationMessage(seasonal, 'https://greenleaf.test', MANAGE);
    expect(message.text).toMatch(/Spring season \(x1\.2\): \+R\s?108[.,]33/);
    expect(message.html).toMatch(/Spring season \(x1\.2\): \+R\s?108[.,]33/);
    // The same rows as the pages: base price, subtotal, each modifier with its amount, total.
    expect(message.text).toMatch(/Base price: R\s?541[.,]67/);
    expect(message.text).toMatch(/Subtotal: R\s?650/);
    expect(message.text).toMatch(/First-time client: Yes \(-R\s?162[.,]50\)/);
    expect(message.text).toMatch(/Total: R\s?488/);
    expect(bookingConfirmationMessage(booking, 'https://greenleaf.test', MANAGE).text).not.toContain(
      'season',
    );
  });
});

describe('the messages about a visit', () => {
  it('every booking e-mail carries the manage link', () => {
    const messages = [
      bookingConfirmationMessage(booking, 'https://greenleaf.test', MANAGE),
      bookingMovedMessage(booking, { bookingDate: '2026-12-10', bookingTime: '08:00 - 08:45' }, MANAGE),
      bookingCancelledMessage(booking, MANAGE),
      bookingReminderMessage(booking, MANAGE),
    ];
    for (const m of messages) {
      expect(m.text).toContain(MANAGE);
      expect(m.html).toContain(`href="${MANAGE}"`);
    }
  });

  it('the move says where the visit was and where it is now', () => {
    const m = bookingMovedMessage(booking, { bookingDate: '2026-12-10', bookingTime: '08:00 - 08:45' });
    expect(m.subject).toBe('Your GreenLeaf visit moved to Saturday, 12 December 2026, 10:00 - 10:45');
    expect(m.text).toContain(
      'from Thursday, 10 December 2026, 08:00 - 08:45 to Saturday, 12 December 2026, 10:00 - 10:45',
    );
    expect(m.html).toContain('Thandi &lt;b&gt;Mokoena&lt;/b&gt;');
    expect(m.html).not.toContain('<b>Mokoena');
  });

  it('the cancellation promises the refund only for a booking marked refund due', () => {
    expect(bookingCancelledMessage({ ...booking, refundStatus: 'due' }).text).toMatch(
      /payment of R\s?650,00 will be refunded in full/,
    );
    expect(bookingCancelledMessage({ ...booking, refundStatus: null }).text).not.toMatch(/refund/);
    // a programme given up after some of its visits: only their share
    const share = { ...booking, refundStatus: 'due' as const, refundDue: 162.5 };
    expect(bookingCancelledMessage(share).text).toMatch(
      /R\s?162,50 of your payment of R\s?650,00 will be refunded to the card you paid with: the share of the programme's visits not done/,
    );
    expect(refundDueAdminMessage(share).subject).toMatch(/^Refund due: R\s?162,50 for/);
  });

  it('the reminder names the date, slot, address, notes and services', () => {
    const m = bookingReminderMessage(booking, MANAGE);
    expect(m.subject).toBe('Reminder: your GreenLeaf visit on Saturday, 12 December 2026, 10:00 - 10:45');
    for (const part of ['12 Kloof Street, Gardens 8001', 'Gate code 1234 & a friendly dog', 'Lawn Mowing']) {
      expect(m.text).toContain(part);
    }
    expect(m.html).toContain('Gate code 1234 &amp; a friendly dog');
  });

  it("the reminder of a series' visit not paid yet says so and carries the pay link instead of the usual words", () => {
    const PAY = 'https://greenleaf.test/booking-checkout/payments/booking-0f1e2d3c4b5a6978-mi8x2k';
    const unpaid = { ...booking, status: 'pending' as const, paidAt: null, payLater: true, seriesId: 9 };
    const m = bookingReminderMessage(unpaid, MANAGE, PAY);
    expect(m.subject).toBe(
      'Reminder: your GreenLeaf visit on Saturday, 12 December 2026, 10:00 - 10:45 is not paid yet',
    );
    expect(m.text).toContain('it is not paid yet');
    expect(m.text).toMatch(/Please pay R\s?650,00 for it with the link below/);
    expect(m.text).toContain(`Pay for this visit: ${PAY}`);
    expect(m.html).toContain(`href="${PAY}"`);
    expect(m.text).toContain(MANAGE);
    expect(m.text).not.toContain('This is a reminder of your visit');
    // Paid (confirmed) or a one-off pending booking: the usual reminder, no pay link.
    for (const other of [
      { ...unpaid, status: 'confirmed' as const },
      { ...booking, status: 'pending' as const, payLater: false },
    ]) {
      const usual = bookingReminderMessage(other, MANAGE, PAY);
      expect(usual.text).toContain('This is a reminder of your visit');
      expect(usual.text).not.toContain(PAY);
    }
  });

  it("a series' visit placed elsewhere says where it was planned and where it is now", () => {
    const m = seriesVisitMovedMessage(
      { ...booking, bookingTime: '11:30 - 12:15', movedFrom: '2026-12-12 10:00 - 10:45', payLater: true },
      MANAGE,
    );
    expect(m.subject).toBe('Your GreenLeaf visit is booked for Saturday, 12 December 2026, 11:30 - 12:15');
    expect(m.text).toContain(
      'Your regular visit was planned for Saturday, 12 December 2026, 10:00 - 10:45, but that time slot is already full.',
    );
    expect(m.text).toContain('the nearest free slot instead: Saturday, 12 December 2026, 11:30 - 12:15.');
    expect(m.html).toContain(`href="${MANAGE}"`);
  });

  it("the office's refund notice names the booking, the customer and the amount", () => {
    const m = refundDueAdminMessage({ ...booking, refundStatus: 'due' });
    expect(m.subject).toMatch(
      /^Refund due: R\s?650,00 for cancelled booking booking-0f1e2d3c4b5a6978-mi8x2k$/,
    );
    expect(m.text).toContain('thandi@example.co.za');
  });
});
