import { describe, expect, it } from 'vitest';
import { quoteBooking, type EarnedFacts, type PricingCatalogue } from './index.js';

/** R400 mowing, a 20% large-property extra and a R150 call-out: the credit comes after all of them. */
const catalogue: PricingCatalogue = {
  services: [{ id: 1, name: 'Lawn Mowing', basePrice: 400, statusId: 1, variations: [], addOns: [] }],
  packages: [],
  seasons: [],
  modifiers: [
    {
      id: 2,
      name: 'Property Size',
      statusId: 1,
      options: [{ id: 22, name: 'Large', type: 'extra', units: 'percent', value: 20 }],
    },
    {
      id: 3,
      name: 'Call-out',
      statusId: 1,
      options: [{ id: 32, name: 'Far', type: 'extra', units: 'amount', value: 150 }],
    },
  ],
};

const returning: EarnedFacts = { bookedBefore: true, referral: 'none', travelMinutes: null };
const quote = (credits: EarnedFacts['credits'], serviceIds = ['1']) =>
  quoteBooking(
    { lines: serviceIds.map((serviceId) => ({ serviceId })), modifierOptionIds: ['22', '32'] },
    catalogue,
    { facts: { ...returning, credits } },
  );

describe('referral credit', () => {
  it('is taken off after the modifiers, as its own row that says what it is', () => {
    const q = quote([{ id: 7, amount: 100 }]);
    // 400 × 1.2 = 480; + 150 = 630; − 100 credit = 530.
    expect(q.adjustments.map((a) => a.amount)).toEqual([80, 150]);
    expect(q.credit).toEqual({
      label: 'Referral credit',
      creditIds: ['7'],
      amount: -100,
      reason: 'Applied: your credit for referring 1 friend',
    });
    expect(q.total).toBe(530);
  });

  it('adds up credits from several friends, oldest first', () => {
    const q = quote([
      { id: 9, amount: 100 },
      { id: 4, amount: 50 },
    ]);
    expect(q.credit).toMatchObject({ creditIds: ['4', '9'], amount: -150 });
    expect(q.credit?.reason).toBe('Applied: your credit for referring 2 friends');
    expect(q.total).toBe(480);
  });

  it('never takes the price below R0, and uses only the credits the price needs', () => {
    const q = quote([
      { id: 1, amount: 600 },
      { id: 2, amount: 100 },
      { id: 3, amount: 100 },
    ]);
    expect(q.credit).toMatchObject({ creditIds: ['1', '2'], amount: -630 });
    expect(q.total).toBe(0);
  });

  it('changes nothing without credits (a visitor, or a customer who has none)', () => {
    for (const credits of [undefined, []]) {
      const q = quote(credits);
      expect(q.credit).toBeNull();
      expect(q.total).toBe(630);
    }
    expect(quoteBooking({ lines: [{ serviceId: '1' }] }, catalogue).credit).toBeNull();
  });
});
