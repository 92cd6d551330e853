import { describe, expect, it } from 'vitest';
import { ApiBookingLineSchema } from '../api/replies/bookings.js';
import { bookedBasePrice } from './booked-line.js';

const line = (o: Record<string, unknown>) =>
  ApiBookingLineSchema.parse({ id: 1, serviceId: 3, name: 'Lawn Mowing', price: 0, ...o });

describe('a booked line’s base price', () => {
  it('is the line price less its options, add-ons and season, to the cent', () => {
    // (350 + 100 + 60) × 1.2 = 612: the season added 102.
    const booked = line({
      price: 612,
      season: { name: 'Spring', multiplier: 1.2, amount: 102 },
      variations: [
        {
          id: 1,
          variationName: 'Lawn size',
          variationOptionId: 11,
          serviceVariationId: 5,
          option: { id: 11, label: 'Large', additionalCost: 100 },
        },
      ],
      addOns: [{ id: 1, addOnId: 2, name: 'Bagging', price: 60 }],
    });
    expect(bookedBasePrice(booked)).toBe(350);
  });

  it('is the line price itself for a package or a plain line', () => {
    expect(bookedBasePrice(line({ price: 1200.1 }))).toBe(1200.1);
  });
});
