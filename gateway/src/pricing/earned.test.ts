import { describe, expect, it } from 'vitest';
import { quoteBooking, type EarnedFacts, type PricingCatalogue } from './index.js';

/** The demo's ruled modifiers: customer type (first-time, referral) and call-out distance. */
const catalogue: PricingCatalogue = {
  services: [{ id: 1, name: 'Lawn Mowing', basePrice: 400, statusId: 1, variations: [], addOns: [] }],
  packages: [],
  seasons: [],
  modifiers: [
    {
      id: 1,
      name: 'Customer Type',
      statusId: 1,
      options: [
        { id: 11, name: 'Returning customer', type: 'no_charge', units: null, value: 0, rule: null },
        {
          id: 12,
          name: 'First-time customer',
          type: 'discount',
          units: 'percent',
          value: 25,
          rule: 'first_time',
        },
        { id: 13, name: 'Referral', type: 'discount', units: 'percent', value: 25, rule: 'referral' },
      ],
    },
    {
      id: 2,
      name: 'Property Size',
      statusId: 1,
      options: [
        { id: 21, name: 'Standard', type: 'no_charge', units: null, value: 0 },
        { id: 22, name: 'Large', type: 'extra', units: 'percent', value: 20 },
      ],
    },
    {
      id: 3,
      name: 'Call-out Distance',
      statusId: 1,
      options: [
        { id: 31, name: 'Within 30 minutes', type: 'no_charge', units: null, value: 0, rule: 'call_out' },
        { id: 32, name: 'Beyond 30 minutes', type: 'extra', units: 'amount', value: 150, rule: 'call_out' },
      ],
    },
  ],
};

const newcomer: EarnedFacts = { bookedBefore: false, referral: 'none', travelMinutes: null };
const lines = [{ serviceId: '1' }];
const quote = (facts: EarnedFacts, modifierOptionIds: string[] = []) =>
  quoteBooking({ lines, modifierOptionIds }, catalogue, { facts });
const optionIds = (q: ReturnType<typeof quote>) => q.adjustments.map((a) => a.optionId);

describe('earned discounts', () => {
  it('gives a new customer the first-time discount, with the reason', () => {
    const q = quote(newcomer);
    expect(q.total).toBe(300);
    expect(q.adjustments[0]).toMatchObject({
      optionId: '12',
      amount: -100,
      reason: 'Applied: your first booking',
    });
    expect(q.earned.find((n) => n.rule === 'first_time')).toMatchObject({ applied: true });
  });

  it('refuses the first-time discount to a returning customer even when picked', () => {
    const q = quote({ ...newcomer, bookedBefore: true }, ['12']);
    expect(q.total).toBe(400);
    expect(optionIds(q)).toEqual(['11']);
    expect(q.earned.find((n) => n.rule === 'first_time')).toMatchObject({
      applied: false,
      reason: 'Not applied: you have booked with us before',
    });
  });

  it('does not let anyone pick the referral discount without a valid code', () => {
    expect(quote({ ...newcomer, bookedBefore: true }, ['13']).total).toBe(400);
    const unknown = quote({ ...newcomer, bookedBefore: true, referral: 'unknown' }, ['13']);
    expect(unknown.total).toBe(400);
    expect(unknown.earned.find((n) => n.rule === 'referral')?.reason).toMatch(/does not belong/);
    const own = quote({ ...newcomer, referral: 'own' });
    expect(own.earned.find((n) => n.rule === 'referral')).toMatchObject({ applied: false });
    expect(own.earned.find((n) => n.rule === 'referral')?.reason).toMatch(/your own referral code/);
  });

  it('gives a referred new customer one discount only: the larger, never both', () => {
    const q = quote({ ...newcomer, referral: 'valid' });
    expect(q.total).toBe(300);
    expect(q.adjustments.filter((a) => a.type === 'discount')).toHaveLength(1);
    const notes = q.earned.filter((n) => n.rule !== 'call_out');
    // Equal discounts: the referral is recorded (the office sees who was referred).
    expect(notes.filter((n) => n.applied).map((n) => n.rule)).toEqual(['referral']);
    expect(notes.find((n) => !n.applied)?.reason).toMatch(/do not combine/);
  });

  it('picks the larger discount when they differ', () => {
    const bigger: PricingCatalogue = {
      ...catalogue,
      modifiers: catalogue.modifiers.map((m) =>
        m.id !== 1 ? m : { ...m, options: m.options.map((o) => (o.id === 13 ? { ...o, value: 40 } : o)) },
      ),
    };
    const q = quoteBooking({ lines }, bigger, { facts: { ...newcomer, referral: 'valid' } });
    expect(q.total).toBe(240);
    expect(q.adjustments[0]).toMatchObject({ optionId: '13' });
  });

  it('gives a referral nothing on a returning customer', () => {
    const q = quote({ ...newcomer, bookedBefore: true, referral: 'valid' });
    expect(q.total).toBe(400);
    expect(q.earned.find((n) => n.rule === 'referral')?.reason).toMatch(/new customer's first booking/);
  });

  it('decides the call-out fee from the travel minutes: up to 30 free, beyond it the fee', () => {
    const near = quote({ ...newcomer, bookedBefore: true, travelMinutes: 30 }, ['32']);
    expect(optionIds(near)).toEqual(['11', '31']);
    expect(near.total).toBe(400);
    const far = quote({ ...newcomer, bookedBefore: true, travelMinutes: 31 }, ['31']);
    expect(optionIds(far)).toEqual(['11', '32']);
    expect(far.total).toBe(550);
    expect(far.adjustments[1]?.reason).toMatch(/31 minutes/);
  });

  it('leaves the call-out choice to the customer when the travel minutes are unknown', () => {
    expect(optionIds(quote({ ...newcomer, bookedBefore: true }, ['31']))).toEqual(['11', '31']);
    expect(optionIds(quote({ ...newcomer, bookedBefore: true }, ['32']))).toEqual(['11', '32']);
  });

  it('keeps the customer free to pick modifiers without rules', () => {
    const q = quote(newcomer, ['22']);
    // 400 − 25% = 300, then +20% = 360 (modifiers apply in id order).
    expect(optionIds(q)).toEqual(['12', '22']);
    expect(q.total).toBe(360);
    expect(q.adjustments[1]?.reason).toBeNull();
  });
});
