import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { fakeGateway, render, screen } from '../../test-utils/render';
import { BookingSuccessfulPage } from './BookingSuccessfulPage';

const SLOW = { timeout: 10_000 };

/** A saved booking as the gateway answers it; a receipt's reader gets no customer, address or notes. */
const saved = (details: boolean) => ({
  __typename: 'Booking',
  id: '900',
  guidId: 'booking-receipt-1',
  bookingDate: '2099-01-15',
  bookingTime: '10:00 - 10:45',
  visitTime: '10:00 - 10:45',
  heldUntil: null,
  address: details
    ? { __typename: 'ServiceAddress', street: '12 Kloof Street', suburb: 'Gardens', postalCode: '8001' }
    : null,
  status: 'CONFIRMED',
  totalPrice: 350,
  referralCredit: null,
  officeDiscount: null,
  paidAt: '2099-01-10T10:00:00.000Z',
  refundStatus: null,
  refundDue: 0,
  refunded: 0,
  propertyNotes: details ? 'Gate code 4417' : null,
  customer: details
    ? {
        __typename: 'BookingCustomer',
        id: '7',
        name: 'Thandi Mokoena',
        email: 'thandi@example.co.za',
        phone: '0821234567',
        address: null,
      }
    : null,
  services: [],
  modifiers: [],
});

function renderFor(details: boolean) {
  const gateway = fakeGateway({
    SavedBookingQuery: () => ({ booking: saved(details) }),
    BookingSeriesPlanQuery: () => ({
      booking: { __typename: 'Booking', id: '900', bookingDate: '2099-01-15', payLater: false, series: null },
      me: null,
    }),
  });
  render(
    <Routes>
      <Route path="/booking-successful/:bookingId" element={<BookingSuccessfulPage />} />
    </Routes>,
    { route: '/booking-successful/booking-receipt-1', gateway },
  );
}

describe('the confirmation page', () => {
  it("for its owner: says paid, with the visit's address and the customer's details", async () => {
    renderFor(true);
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' }, SLOW)).toBeVisible();
    expect(screen.getByText(/Thank you, Thandi Mokoena\./)).toBeVisible();
    expect(screen.getByTestId('visit-address')).toHaveTextContent('12 Kloof Street');
    expect(screen.getByRole('heading', { name: 'Customer Information' })).toBeVisible();
  });

  it('as a receipt (the id alone): says paid, when and what, and shows no address or customer details', async () => {
    renderFor(false);
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' }, SLOW)).toBeVisible();
    expect(screen.getByText(/Thank you, customer\./)).toBeVisible();
    expect(screen.getByText('booking-receipt-1')).toBeVisible();
    expect(screen.getByText('10:00 - 10:45')).toBeVisible();
    expect(screen.queryByTestId('visit-address')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Customer Information' })).toBeNull();
  });
});
