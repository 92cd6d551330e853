import { describe, expect, it } from 'vitest';
import { fakeGateway, render, screen, userEvent, waitFor } from '../../../test-utils/render';
import { PaymentsStep } from './PaymentsStep';

const booking = {
  id: '900',
  guidId: 'g-2',
  bookingDate: '2099-01-15',
  bookingTime: '10:00 - 10:45',
  visitTime: '10:00 - 12:15',
  // 12:30 UTC is 14:30 in Cape Town
  heldUntil: '2099-01-14T12:30:00.000Z',
  address: { street: '12 Kloof Street', suburb: 'Gardens', postalCode: '8001' },
  status: 'PENDING' as const,
  totalPrice: 350,
  amountOwed: 350,
  payableByLink: true,
  referralCredit: null,
  officeDiscount: null,
  paidAt: null,
  refundStatus: null,
  refundDue: 0,
  refunded: 0,
  propertyNotes: null,
  customer: null,
  services: [],
  modifiers: [],
};

const gateway = () => fakeGateway({ BookingSeriesPlanQuery: () => ({ booking: null }) });

describe('coming back from the payment provider', () => {
  it('says the payment was cancelled, until when the slot is held and how to pay later', () => {
    render(<PaymentsStep booking={booking} />, {
      route: '/booking-checkout/payments/g-2?payment=cancelled',
      gateway: gateway(),
    });
    const notice = screen.getByTestId('payment-cancelled');
    expect(notice).toHaveTextContent('Payment cancelled');
    expect(notice).toHaveTextContent('nothing was charged');
    expect(notice).toHaveTextContent('held until 14:30');
    expect(notice).toHaveTextContent('Pay beside the booking on your profile page');
    expect(screen.getByRole('button', { name: /Pay R/ })).toBeVisible();
  });

  it('says nothing of a cancel on a first visit to the step', () => {
    render(<PaymentsStep booking={booking} />, {
      route: '/booking-checkout/payments/g-2',
      gateway: gateway(),
    });
    expect(screen.queryByTestId('payment-cancelled')).toBeNull();
  });
});

describe('saving the card for a plan', () => {
  const plan = (me: unknown) =>
    fakeGateway({
      BookingSeriesPlanQuery: () => ({
        booking: {
          __typename: 'Booking',
          id: '900',
          bookingDate: '2099-01-15',
          payLater: false,
          series: {
            __typename: 'BookingSeries',
            id: '9',
            kind: 'REPEAT',
            status: 'ACTIVE',
            name: 'Lawn Mowing, weekly',
            repeatWeeks: 1,
            bookingTime: '10:00 - 10:45',
            startDate: '2099-01-15',
            endDate: null,
            nextDate: '2099-01-22',
            visitPrice: 350,
            visits: [],
          },
        },
        me,
      }),
      StartPaymentMutation: () => {
        throw new Error('stop here');
      },
    });

  it('offers "Save my card" to the signed-in customer of a series and sends the choice with the payment', async () => {
    const gateway = plan({ __typename: 'User', id: '5', series: [] });
    render(<PaymentsStep booking={booking} />, { route: '/booking-checkout/payments/g-2', gateway });
    const tick = await screen.findByRole(
      'checkbox',
      { name: /Save my card for the later visits/ },
      { timeout: 5000 },
    );
    await userEvent.click(tick);
    await userEvent.click(screen.getByRole('button', { name: /Pay R/ }));
    await waitFor(() =>
      expect(gateway.calls.find((c) => c.operationName === 'StartPaymentMutation')?.variables).toEqual({
        guidId: 'g-2',
        saveCard: true,
      }),
    );
  });

  it('does not offer it when signed out', async () => {
    const gateway = plan(null);
    render(<PaymentsStep booking={booking} />, { route: '/booking-checkout/payments/g-2', gateway });
    await waitFor(() =>
      expect(gateway.calls.map((c) => c.operationName)).toContain('BookingSeriesPlanQuery'),
    );
    expect(screen.queryByRole('checkbox', { name: /Save my card/ })).toBeNull();
  });
});

describe('a booked or done visit', () => {
  it('paid in full: says so and offers the confirmation, no payment', () => {
    render(
      <PaymentsStep booking={{ ...booking, status: 'CONFIRMED', amountOwed: 0, payableByLink: false }} />,
      {
        route: '/booking-checkout/payments/g-2',
        gateway: gateway(),
      },
    );
    expect(screen.getByText('This booking has been paid.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay R/ })).toBeNull();
  });

  it("still owed after the work (a saved card's charge failed): its link pays what is owed", () => {
    render(
      <PaymentsStep
        booking={{ ...booking, status: 'COMPLETED', totalPrice: 350, amountOwed: 350, payableByLink: true }}
      />,
      {
        route: '/booking-checkout/payments/g-2',
        gateway: gateway(),
      },
    );
    expect(screen.queryByText('This booking has been paid.')).toBeNull();
    expect(screen.getByText('The work is done: this pays what is still owed for it.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Pay R\s?350,00 Now/ })).toBeVisible();
  });
});
