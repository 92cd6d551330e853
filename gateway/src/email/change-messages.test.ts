import { describe, expect, it } from 'vitest';
import { ApiBookingSchema } from '../api/replies/bookings.js';
import { bookingConfirmationMessage } from './messages.js';
import { bookingMovedMessage, seriesVisitMovedMessage } from './moved-message.js';
import { bookingCancelledMessage, bookingReminderMessage, refundDueAdminMessage } from './change-messages.js';
import { officePaymentLinkMessage } from './office-messages.js';
import { seriesChangeMessage } from './series-change-message.js';

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
  // Two slots of work: the visit runs from its first slot's start to 11:30.
  durationMinutes: 90,
  visitEnd: { date: '2026-12-12', time: '11:30' },
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
      bookingMovedMessage(
        booking,
        { bookingDate: '2026-12-10', bookingTime: '08:00 - 08:45', visitEnd: null },
        MANAGE,
      ),
      bookingCancelledMessage(booking, MANAGE),
      bookingReminderMessage(booking, MANAGE),
    ];
    for (const m of messages) {
      expect(m.text).toContain(MANAGE);
      expect(m.html).toContain(`href="${MANAGE}"`);
    }
  });

  it('the move says where the visit was and where it is now, each from its start to its expected end', () => {
    const m = bookingMovedMessage(booking, {
      bookingDate: '2026-12-10',
      bookingTime: '08:00 - 08:45',
      visitEnd: { date: '2026-12-10', time: '09:30' },
    });
    expect(m.subject).toBe('Your GreenLeaf visit moved to Saturday, 12 December 2026, 10:00 - 11:30');
    expect(m.text).toContain(
      'from Thursday, 10 December 2026, 08:00 - 09:30 to Saturday, 12 December 2026, 10:00 - 11:30',
    );
    expect(m.text).toContain('Time: 10:00 - 11:30');
    for (const body of [m.text, m.html]) expect(body).not.toMatch(/08:00 - 08:45|10:00 - 10:45/);
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

  it('the reminder names the date, the start and expected end, address, notes and services', () => {
    const m = bookingReminderMessage(booking, MANAGE);
    expect(m.subject).toBe('Reminder: your GreenLeaf visit on Saturday, 12 December 2026, 10:00 - 11:30');
    expect(m.text).toContain(
      'This is a reminder of your visit on Saturday, 12 December 2026, 10:00 - 11:30.',
    );
    expect(m.text).toContain('Time: 10:00 - 11:30');
    expect(m.html).toContain('<strong>Time:</strong> 10:00 - 11:30');
    expect(m.text).not.toContain('10:45');
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
      'Reminder: your GreenLeaf visit on Saturday, 12 December 2026, 10:00 - 11:30 is not paid yet',
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
      {
        ...booking,
        bookingTime: '11:30 - 12:15',
        visitEnd: { date: '2026-12-12', time: '13:00' },
        movedFrom: '2026-12-12 10:00 - 10:45',
        payLater: true,
      },
      MANAGE,
    );
    expect(m.subject).toBe('Your GreenLeaf visit is booked for Saturday, 12 December 2026, 11:30 - 13:00');
    // Where it was planned is known only by its start (it never held that time).
    expect(m.text).toContain(
      'Your regular visit was planned for Saturday, 12 December 2026 at 10:00, but that time slot is already full.',
    );
    expect(m.text).toContain('the nearest free slot instead: Saturday, 12 December 2026, 11:30 - 13:00.');
    expect(m.html).toContain(`href="${MANAGE}"`);
  });

  it("the office's refund notice names the booking, the customer and the amount", () => {
    const m = refundDueAdminMessage({ ...booking, refundStatus: 'due' });
    expect(m.subject).toMatch(
      /^Refund due: R\s?650,00 for cancelled booking booking-0f1e2d3c4b5a6978-mi8x2k$/,
    );
    expect(m.text).toContain('thandi@example.co.za');
    expect(m.text).toContain('Time: 10:00 - 11:30');
  });

  it('the cancellation says the visit from its start to its expected end', () => {
    const m = bookingCancelledMessage(booking, MANAGE);
    expect(m.subject).toBe('Your GreenLeaf booking is cancelled: Saturday, 12 December 2026, 10:00 - 11:30');
    expect(m.text).toContain('Your booking for Saturday, 12 December 2026, 10:00 - 11:30 is cancelled.');
  });

  it("the office's payment-link e-mail says the visit from its start to its expected end", () => {
    const m = officePaymentLinkMessage(
      { ...booking, status: 'pending', paidAt: null },
      'https://greenleaf.test',
    );
    expect(m.text).toContain('we have booked Lawn Mowing for Saturday, 12 December 2026, 10:00 - 11:30, at');
    expect(m.html).toContain('Saturday, 12 December 2026, 10:00 - 11:30');
    expect(m.text).not.toContain('10:45');
  });

  it('work over more days is given as the pages give it: its start, until its end on its last day', () => {
    const long = {
      ...booking,
      bookingTime: '14:00 - 14:45',
      durationMinutes: 600,
      visitEnd: { date: '2026-12-14', time: '11:15' },
    };
    const when = 'Saturday, 12 December 2026, 14:00, until 11:15 on Monday, 14 December 2026';
    expect(bookingReminderMessage(long, MANAGE).subject).toBe(`Reminder: your GreenLeaf visit on ${when}`);
    expect(
      bookingMovedMessage(long, { bookingDate: '2026-12-10', bookingTime: '08:00 - 08:45' }).text,
    ).toContain(`to ${when}.`);
  });

  it("a series change lists each visit from its start to its expected end (the api's end of it)", () => {
    const place = (time: string, end: string | null) => ({
      date: '2026-12-12',
      time,
      end: end && { date: '2026-12-12', time: end },
      crewId: null,
      crewName: null,
      price: 650,
    });
    const change = (what: 'cancelled' | 'changed' | 'planned', before: unknown, after: unknown) => ({
      bookingId: 41,
      guidId: booking.guidId,
      what,
      paid: false,
      refund: 0,
      restored: false,
      movedFrom: what === 'planned' ? '2026-12-12 08:00 - 08:45' : null,
      before,
      after,
    });
    const m = seriesChangeMessage(
      {
        name: 'Lawn Mowing every 2 weeks',
        changes: [
          change('cancelled', place('10:00 - 10:45', '11:30'), null),
          change('changed', place('10:00 - 10:45', '11:30'), place('13:00 - 13:45', '14:30')),
          change('planned', null, place('09:00 - 09:45', '10:30')),
        ] as Parameters<typeof seriesChangeMessage>[0]['changes'],
      },
      'change',
      'Thandi',
    );
    expect(m.text).toContain('- Cancelled: Saturday, 12 December 2026, 10:00 - 11:30\n');
    expect(m.text).toContain(
      '- Changed: Saturday, 12 December 2026, 10:00 - 11:30: moved to Saturday, 12 December 2026, 13:00 - 14:30',
    );
    expect(m.text).toContain(
      '- Planned: Saturday, 12 December 2026, 09:00 - 10:30 (planned for Saturday, 12 December 2026 at 08:00, but that time slot is already full)',
    );
  });
});
