import { describe, expect, it } from 'vitest';
import type { BookingDetailsFragment } from '../../__generated__/graphql';
import { render, screen } from '../../test-utils/render';
import { BookingLines } from './BookingLines';

const booking: BookingDetailsFragment = {
  id: '7',
  guidId: 'booking-7',
  bookingDate: '2031-10-01',
  bookingTime: '10:00 - 10:45',
  status: 'PENDING',
  totalPrice: 480,
  paidAt: null,
  refundStatus: null,
  propertyNotes: null,
  customer: null,
  services: [
    {
      id: '1',
      serviceId: '3',
      packageId: null,
      name: 'Lawn Mowing',
      price: 480,
      season: { name: 'Spring', multiplier: 1.2, amount: 80 },
      variations: [
        {
          variationName: 'Lawn size',
          optionId: '11',
          label: 'Large',
          additionalCost: 100,
        },
      ],
      addOns: [],
    },
  ],
  modifiers: [],
};

describe('BookingLines', () => {
  it('shows the season that changed a line’s price, as stored with the booking', () => {
    render(<BookingLines booking={booking} />);
    expect(screen.getByTestId('season-line')).toHaveTextContent(/Spring season \(×1\.2\):\s*\+R\s?80/);
    expect(screen.getByTestId('booking-total')).toHaveTextContent(/R\s?480/);
  });

  it('shows no season line when no season changed the price', () => {
    render(<BookingLines booking={{ ...booking, services: [{ ...booking.services[0]!, season: null }] }} />);
    expect(screen.queryByTestId('season-line')).not.toBeInTheDocument();
  });
});
