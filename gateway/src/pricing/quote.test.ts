import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONE_FREQUENCY_MESSAGE } from '@greenleaf/shared/booking-choices';
import { PricingError, quoteBooking } from './index.js';
import { validDate } from './quote.js';
import type { PricingCatalogue, QuoteInput, QuoteLineInput } from './index.js';

/**
 * A small catalogue in the api's shapes (ids as numbers, as the api returns them; the input uses
 * strings, as GraphQL gives them).
 */
const catalogue: PricingCatalogue = {
  services: [
    {
      id: 1,
      name: 'Lawn Mowing',
      basePrice: 350,
      statusId: 1,
      variations: [
        {
          variationId: 10,
          variationName: 'Lawn size',
          options: [
            { id: 101, label: 'Small', additionalCost: 0, selected: true },
            { id: 102, label: 'Medium', additionalCost: 150.5, selected: true },
            { id: 103, label: 'Estate', additionalCost: 900, selected: false },
          ],
        },
        {
          variationId: 20,
          variationName: 'Edging',
          options: [
            { id: 201, label: 'No edging', additionalCost: 0, selected: true },
            { id: 202, label: 'Full edging', additionalCost: 75.25, selected: true },
          ],
        },
      ],
      addOns: [
        { id: 501, name: 'Grass bagging', price: 45.99, statusId: 1 },
        { id: 502, name: 'Weed spray', price: 120, statusId: 1 },
        { id: 503, name: 'Retired add-on', price: 10, statusId: 3 },
      ],
    },
    { id: 2, name: 'Hedge Trimming', basePrice: 499.99, statusId: 1, variations: [], addOns: [] },
    { id: 3, name: 'Old Service', basePrice: 100, statusId: 3, variations: [], addOns: [] },
  ],
  packages: [
    { id: 7, name: 'Spring Clean-up', price: 1999, statusId: 1 },
    { id: 8, name: 'Retired Package', price: 500, statusId: 3 },
  ],
  seasons: [
    { id: 1, name: 'Summer', startDate: '2026-12-01', endDate: '2027-02-28', multiplier: 1.2, statusId: 1 },
    { id: 2, name: 'Winter', startDate: '2026-06-01', endDate: '2026-08-31', multiplier: 0.9, statusId: 3 },
  ],
  modifiers: [
    {
      id: 3,
      name: 'Customer type',
      options: [
        { id: 31, name: 'Returning customer', type: 'no_charge', units: null, value: 0 },
        { id: 32, name: 'First-time customer', type: 'discount', units: 'percent', value: 25 },
      ],
    },
    {
      id: 1,
      name: 'Call-out range',
      options: [
        { id: 11, name: 'Within 30 minutes', type: 'no_charge', units: null, value: 0 },
        { id: 12, name: 'Further out', type: 'extra', units: 'amount', value: 100 },
      ],
    },
    {
      id: 5,
      name: 'Referral',
      options: [{ id: 51, name: 'Referred by a friend', type: 'discount', units: 'percent', value: 25 }],
    },
    {
      id: 6,
      name: 'Voucher',
      options: [{ id: 61, name: 'R5000 voucher', type: 'discount', units: 'amount', value: 5000 }],
    },
    {
      id: 8,
      name: 'Weekend',
      options: [{ id: 81, name: 'Saturday visit', type: 'extra', units: 'amount', value: 50 }],
    },
  ],
};

const quote = (input: QuoteInput) => quoteBooking(input, catalogue);
/** One option of each of Lawn Mowing's variations (Small, No edging: +R0). */
const SMALL_NO_EDGING = ['101', '201'];

function pricingErrorOf(input: QuoteInput): PricingError {
  try {
    quote(input);
  } catch (error) {
    if (error instanceof PricingError) return error;
    throw error;
  }
  throw new Error('expected a PricingError');
}

describe('quoteBooking: worked examples', () => {
  it('adds the base price, each chosen option and each add-on, and rounds the total once', () => {
    // 350.00 base + 150.50 (Medium) + 75.25 (Full edging) + 45.99 (Grass bagging) = 621.74
    // no modifiers: total = round(621.74) = 622
    const q = quote({ lines: [{ serviceId: '1', optionIds: ['102', '202'], addOnIds: ['501'] }] });
    expect(q.lines).toEqual([
      {
        serviceId: '1',
        name: 'Lawn Mowing',
        basePrice: 350,
        options: [
          {
            id: '102',
            label: 'Medium',
            variationId: '10',
            variationName: 'Lawn size',
            additionalCost: 150.5,
          },
          {
            id: '202',
            label: 'Full edging',
            variationId: '20',
            variationName: 'Edging',
            additionalCost: 75.25,
          },
        ],
        addOns: [{ id: '501', name: 'Grass bagging', price: 45.99 }],
        seasonalMultiplier: 1,
        seasonId: null,
        seasonName: null,
        seasonalAdjustment: 0,
        total: 621.74,
      },
    ]);
    expect(q.subtotal).toBe(621.74);
    expect(q.adjustments).toEqual([]);
    expect(q.total).toBe(622);
  });

  it('never chooses an option for the customer: a variation left without one refuses the line', () => {
    // Lawn size and Edging are both offered: no option sent names the first (Lawn size), one sent the other
    expect(pricingErrorOf({ lines: [{ serviceId: '1' }] })).toMatchObject({
      field: 'lines.0.optionIds',
      message: 'Choose an option of "Lawn size" for Lawn Mowing.',
    });
    expect(
      pricingErrorOf({ lines: [{ serviceId: '2' }, { serviceId: '1', optionIds: ['101'] }] }),
    ).toMatchObject({ field: 'lines.1.optionIds', message: 'Choose an option of "Edging" for Lawn Mowing.' });
    // the options come back in the variations' order, whatever order they were sent in
    const q = quote({ lines: [{ serviceId: '1', optionIds: ['202', '101'] }] });
    expect(q.lines[0]?.options.map((o) => o.id)).toEqual(['101', '202']);
    expect(q.subtotal).toBe(425.25);
  });

  it('multiplies service lines inside an active season, not packages, and applies modifiers by ascending id', () => {
    // date 2026-12-15 lies in Summer (2026-12-01..2027-02-28, ×1.2, active)
    // line 1: 350 + 150.50 (Medium) + 0 (No edging) = 500.50; × 1.2 = 600.60; adjustment +100.10
    // line 2: package Spring Clean-up 1999.00, not multiplied
    // subtotal = 600.60 + 1999.00 = 2599.60
    // modifiers sent as [32, 12] but applied by modifier id: 1 (Call-out) then 3 (Customer type)
    //   modifier 1, Further out, extra R100:           2599.60 + 100.00 = 2699.60 (amount +100.00)
    //   modifier 3, First-time, discount 25%: 2699.60 − 674.90 = 2024.70        (amount −674.90)
    // total = round(2024.70) = 2025   (discount first would have given 1949.70 + 100 = 2049.70 → 2050)
    const q = quote({
      date: '2026-12-15',
      lines: [{ serviceId: '1', optionIds: ['102', '201'] }, { packageId: '7' }],
      modifierOptionIds: ['32', '12'],
    });
    expect(q.lines[0]).toMatchObject({
      seasonalMultiplier: 1.2,
      seasonId: '1',
      seasonName: 'Summer',
      seasonalAdjustment: 100.1,
      total: 600.6,
    });
    expect(q.lines[1]).toMatchObject({
      packageId: '7',
      name: 'Spring Clean-up',
      seasonalMultiplier: 1,
      seasonalAdjustment: 0,
      total: 1999,
    });
    expect(q.subtotal).toBe(2599.6);
    expect(q.adjustments).toEqual([
      {
        modifierId: '1',
        modifierName: 'Call-out range',
        optionId: '12',
        optionName: 'Further out',
        type: 'extra',
        units: 'amount',
        value: 100,
        base: 2599.6,
        amount: 100,
        reason: null,
      },
      {
        modifierId: '3',
        modifierName: 'Customer type',
        optionId: '32',
        optionName: 'First-time customer',
        type: 'discount',
        units: 'percent',
        value: 25,
        base: 2699.6,
        amount: -674.9,
        reason: null,
      },
    ]);
    expect(q.total).toBe(2025);
  });

  it('includes both ends of a season and ignores inactive seasons', () => {
    // 2027-02-28 is Summer's last day: 499.99 × 1.2 = 599.988 → 599.99 (to the cent); total 600
    const lastDay = quote({ date: '2027-02-28', lines: [{ serviceId: '2' }] });
    expect(lastDay.lines[0]?.total).toBe(599.99);
    expect(lastDay.total).toBe(600);
    // 2027-03-01 is after Summer: 499.99; total 500
    expect(quote({ date: '2027-03-01', lines: [{ serviceId: '2' }] }).lines[0]?.seasonalMultiplier).toBe(1);
    // 2026-07-01 is in Winter, but Winter is inactive (statusId 3): no multiplier
    const winter = quote({ date: '2026-07-01', lines: [{ serviceId: '2' }] });
    expect(winter.lines[0]).toMatchObject({ seasonalMultiplier: 1, seasonalAdjustment: 0, total: 499.99 });
  });

  it('rounds a half rand away from zero', () => {
    // 350 + 150.50 (Medium) + 0 (No edging) = 500.50 → 501 (banker's rounding would give 500)
    expect(quote({ lines: [{ serviceId: '1', optionIds: ['102', '201'] }] }).total).toBe(501);
  });

  it('works on the unrounded running total between modifiers', () => {
    // Hedge Trimming 499.99
    // modifier 3, First-time −25%: 499.99 × 0.75 = 374.9925   (shown −124.9975 → −125.00)
    // modifier 5, Referral   −25%: 374.9925 × 0.75 = 281.244375 (shown −93.748125 → −93.75)
    // total = round(281.244375) = 281
    const q = quote({ lines: [{ serviceId: '2' }], modifierOptionIds: ['51', '32'] });
    expect(q.adjustments.map((a) => a.amount)).toEqual([-125, -93.75]);
    expect(q.total).toBe(281);
  });

  it('floors the running total at 0 after each step, not only at the end', () => {
    // Hedge Trimming 499.99
    // modifier 6, R5000 voucher: 499.99 − 5000 → floored to 0 (amount −499.99)
    // modifier 8, Saturday +R50: 0 + 50 = 50
    // total 50 (without the floor after each step it would be −4450.01 → 0)
    const q = quote({ lines: [{ serviceId: '2' }], modifierOptionIds: ['61', '81'] });
    expect(q.adjustments.map((a) => a.amount)).toEqual([-499.99, 50]);
    expect(q.total).toBe(50);
  });

  it('lists a no-charge choice with a zero amount', () => {
    // 499.99, Returning customer (no charge) → 499.99 → 500
    const q = quote({ lines: [{ serviceId: '2' }], modifierOptionIds: ['31'] });
    expect(q.adjustments).toEqual([
      {
        modifierId: '3',
        modifierName: 'Customer type',
        optionId: '31',
        optionName: 'Returning customer',
        type: 'no_charge',
        units: null,
        value: 0,
        base: 499.99,
        amount: 0,
        reason: null,
      },
    ]);
    expect(q.total).toBe(500);
  });
});

describe('quoteBooking: invalid choices', () => {
  const cases: { name: string; input: QuoteInput; field: string; message: RegExp }[] = [
    { name: 'no lines', input: { lines: [] }, field: 'lines', message: /at least one service or package/ },
    {
      name: 'neither service nor package',
      input: { lines: [{}] },
      field: 'lines.0',
      message: /either a service or a package/,
    },
    {
      name: 'both service and package',
      input: { lines: [{ serviceId: '1', packageId: '7' }] },
      field: 'lines.0',
      message: /not both/,
    },
    {
      name: 'unknown service',
      input: { lines: [{ serviceId: '2' }, { serviceId: '99' }] },
      field: 'lines.1.serviceId',
      message: /Service 99 is not available/,
    },
    {
      name: 'inactive service',
      input: { lines: [{ serviceId: '3' }] },
      field: 'lines.0.serviceId',
      message: /Service 3 is not available/,
    },
    {
      name: 'unknown package',
      input: { lines: [{ packageId: '70' }] },
      field: 'lines.0.packageId',
      message: /Package 70 is not available/,
    },
    {
      name: 'inactive package',
      input: { lines: [{ packageId: '8' }] },
      field: 'lines.0.packageId',
      message: /Package 8 is not available/,
    },
    {
      name: 'options on a package',
      input: { lines: [{ packageId: '7', optionIds: ['101'] }] },
      field: 'lines.0.optionIds',
      message: /no options/,
    },
    {
      name: 'add-ons on a package',
      input: { lines: [{ packageId: '7', addOnIds: ['501'] }] },
      field: 'lines.0.addOnIds',
      message: /no add-ons/,
    },
    {
      name: 'unknown option',
      input: { lines: [{ serviceId: '1', optionIds: ['101', '999'] }] },
      field: 'lines.0.optionIds.1',
      message: /Option 999 is not offered for Lawn Mowing/,
    },
    {
      name: 'option not offered by the service',
      input: { lines: [{ serviceId: '1', optionIds: ['103'] }] },
      field: 'lines.0.optionIds.0',
      message: /Option 103 is not offered for Lawn Mowing/,
    },
    {
      name: "another service's option",
      input: { lines: [{ serviceId: '2', optionIds: ['101'] }] },
      field: 'lines.0.optionIds.0',
      message: /not offered for Hedge Trimming/,
    },
    {
      name: 'two options of one variation',
      input: { lines: [{ serviceId: '1', optionIds: ['101', '102'] }] },
      field: 'lines.0.optionIds.1',
      message: /one option of "Lawn size".*"Small" and "Medium"/,
    },
    {
      name: 'the same option twice',
      input: { lines: [{ serviceId: '1', optionIds: ['102', '102'] }] },
      field: 'lines.0.optionIds.1',
      message: /chosen twice/,
    },
    {
      name: 'unknown add-on',
      input: { lines: [{ serviceId: '1', optionIds: SMALL_NO_EDGING, addOnIds: ['404'] }] },
      field: 'lines.0.addOnIds.0',
      message: /Add-on 404 is not available for Lawn Mowing/,
    },
    {
      name: 'inactive add-on',
      input: { lines: [{ serviceId: '1', optionIds: SMALL_NO_EDGING, addOnIds: ['503'] }] },
      field: 'lines.0.addOnIds.0',
      message: /Add-on 503/,
    },
    {
      name: 'the same add-on twice',
      input: { lines: [{ serviceId: '1', optionIds: SMALL_NO_EDGING, addOnIds: ['501', '501'] }] },
      field: 'lines.0.addOnIds.1',
      message: /chosen twice/,
    },
    {
      name: 'unknown modifier option',
      input: { lines: [{ serviceId: '2' }], modifierOptionIds: ['12', '77'] },
      field: 'modifierOptionIds.1',
      message: /Modifier option 77 is not available/,
    },
    {
      name: 'two options of one modifier',
      input: { lines: [{ serviceId: '2' }], modifierOptionIds: ['31', '32'] },
      field: 'modifierOptionIds.1',
      message: /one option of "Customer type"/,
    },
    {
      name: 'a malformed date',
      input: { date: '15/12/2026', lines: [{ serviceId: '2' }] },
      field: 'date',
      message: /YYYY-MM-DD/,
    },
    {
      name: 'an impossible date',
      input: { date: '2026-02-30', lines: [{ serviceId: '2' }] },
      field: 'date',
      message: /YYYY-MM-DD/,
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.name}`, () => {
      const error = pricingErrorOf(c.input);
      expect(error.field).toBe(c.field);
      expect(error.message).toMatch(c.message);
    });
  }

  it('refuses inactive modifiers and modifier options', () => {
    const withInactive: PricingCatalogue = {
      ...catalogue,
      modifiers: [
        {
          id: 1,
          name: 'Old',
          statusId: 3,
          options: [{ id: 1, name: 'x', type: 'extra', units: 'amount', value: 5 }],
        },
        {
          id: 2,
          name: 'New',
          options: [{ id: 2, name: 'y', type: 'extra', units: 'amount', value: 5, statusId: 3 }],
        },
      ],
    };
    for (const id of ['1', '2']) {
      expect(() =>
        quoteBooking({ lines: [{ serviceId: '2' }], modifierOptionIds: [id] }, withInactive),
      ).toThrow(PricingError);
    }
  });
});

/* ---------- properties, over random prices and random valid choices ---------- */

const rands = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100);
const modifierOption = fc.record({
  type: fc.constantFrom('no_charge' as const, 'extra' as const, 'discount' as const),
  units: fc.constantFrom('percent' as const, 'amount' as const),
  value: fc.integer({ min: 0, max: 20_000 }).map((v) => v / 100),
});

const randomCatalogue = fc
  .record({
    base: fc.tuple(rands, rands),
    costs: fc.tuple(rands, rands, rands, rands),
    addOns: fc.tuple(rands, rands, rands),
    packagePrice: rands,
    multiplier: fc.integer({ min: 0, max: 300 }).map((m) => m / 100),
    modifiers: fc.array(
      fc.tuple(
        modifierOption,
        fc.integer({ min: 0, max: 10_000 }).map((v) => v / 100),
        fc.boolean(),
      ),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
  })
  .map(({ base, costs, addOns, packagePrice, multiplier, modifiers }): PricingCatalogue => ({
    services: [
      {
        id: 1,
        name: 'S1',
        basePrice: base[0],
        variations: [
          {
            variationId: 1,
            variationName: 'V1',
            options: [
              { id: 11, label: 'a', additionalCost: costs[0] },
              { id: 12, label: 'b', additionalCost: costs[1] },
            ],
          },
          {
            variationId: 2,
            variationName: 'V2',
            options: [
              { id: 21, label: 'c', additionalCost: costs[2] },
              { id: 22, label: 'd', additionalCost: costs[3] },
            ],
          },
        ],
        addOns: addOns.map((price, i) => ({ id: 100 + i, name: `A${i}`, price })),
      },
      { id: 2, name: 'S2', basePrice: base[1], variations: [], addOns: [] },
    ],
    packages: [{ id: 7, name: 'P', price: packagePrice }],
    seasons: [
      { id: 1, name: 'Season', startDate: '2026-12-01', endDate: '2027-02-28', multiplier, statusId: 1 },
    ],
    // modifier k (id k+1) has option (k+1)*10+1 of a random kind and (k+1)*10+2, a discount
    modifiers: modifiers.map(([first, discountValue, percent], k) => ({
      id: k + 1,
      name: `M${k + 1}`,
      options: [
        {
          id: (k + 1) * 10 + 1,
          name: 'first',
          ...first,
          units: first.type === 'no_charge' ? null : first.units,
          value: first.type === 'no_charge' ? 0 : first.value,
        },
        {
          id: (k + 1) * 10 + 2,
          name: 'discount',
          type: 'discount' as const,
          units: percent ? ('percent' as const) : ('amount' as const),
          value: discountValue,
        },
      ],
    })),
  }));

const serviceLine: fc.Arbitrary<QuoteLineInput> = fc.oneof(
  fc.record({
    serviceId: fc.constant('1'),
    // one option of each variation, sent in either order
    optionIds: fc
      .tuple(fc.constantFrom('11', '12'), fc.constantFrom('21', '22'), fc.boolean())
      .map(([a, b, swap]) => (swap ? [b, a] : [a, b])),
    addOnIds: fc.subarray(['100', '101', '102']),
  }),
  fc.constant({ serviceId: '2' }),
  fc.constant({ packageId: '7' }),
);

const scenario = randomCatalogue.chain((cat) =>
  fc.record({
    catalogue: fc.constant(cat),
    input: fc.record({
      date: fc.constantFrom(null, '2026-12-01', '2027-01-15', '2027-03-01'),
      lines: fc.array(serviceLine, { minLength: 1, maxLength: 5 }),
      // for each modifier: no choice, its first option, or its discount option
      modifierOptionIds: fc
        .tuple(...cat.modifiers.map((m) => fc.constantFrom<string | null>(null, `${m.id}1`, `${m.id}2`)))
        .map((ids) => ids.filter((id): id is string => id !== null)),
    }),
  }),
);

describe('quoteBooking: properties', () => {
  it('never quotes below 0, and the total is a whole rand', () => {
    fc.assert(
      fc.property(scenario, ({ catalogue: cat, input }) => {
        const q = quoteBooking(input, cat);
        expect(q.total).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(q.total)).toBe(true);
        expect(q.subtotal).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never raises the total when a discount option is added', () => {
    fc.assert(
      fc.property(scenario, ({ catalogue: cat, input }) => {
        const chosenModifiers = new Set(input.modifierOptionIds.map((id) => id.slice(0, -1)));
        const free = cat.modifiers.find((m) => !chosenModifiers.has(String(m.id)));
        fc.pre(free !== undefined);
        const withDiscount = { ...input, modifierOptionIds: [...input.modifierOptionIds, `${free.id}2`] };
        expect(quoteBooking(withDiscount, cat).total).toBeLessThanOrEqual(quoteBooking(input, cat).total);
      }),
    );
  });

  it('gives the same total whatever the order of the lines', () => {
    fc.assert(
      fc.property(
        scenario.chain((s) =>
          fc.record({
            s: fc.constant(s),
            order: fc.shuffledSubarray(s.input.lines, { minLength: s.input.lines.length }),
          }),
        ),
        ({ s, order }) => {
          const a = quoteBooking(s.input, s.catalogue);
          const b = quoteBooking({ ...s.input, lines: order }, s.catalogue);
          expect(b.subtotal).toBe(a.subtotal);
          expect(b.total).toBe(a.total);
        },
      ),
    );
  });

  it('never lowers a line when an add-on is added', () => {
    fc.assert(
      fc.property(
        randomCatalogue,
        fc.subarray(['100', '101', '102'], { maxLength: 2 }),
        fc.constantFrom(null, '2027-01-15'),
        (cat, addOnIds, date) => {
          const extra = ['100', '101', '102'].find((id) => !addOnIds.includes(id))!;
          const optionIds = ['11', '21'];
          const without = quoteBooking({ date, lines: [{ serviceId: '1', optionIds, addOnIds }] }, cat);
          const withOne = quoteBooking(
            { date, lines: [{ serviceId: '1', optionIds, addOnIds: [...addOnIds, extra] }] },
            cat,
          );
          expect(withOne.lines[0]!.total).toBeGreaterThanOrEqual(without.lines[0]!.total);
        },
      ),
    );
  });
});

/**
 * Lookups by id go through indexes built once per catalogue list; they must name the same rows the
 * scans named: the first row with an id, an option that cannot be chosen passed over for a later
 * variation's, ids written with spaces or as numbers, and rows read as they are at each quote.
 */
describe('lookups by id', () => {
  const tricky: PricingCatalogue = {
    services: [
      {
        id: 1,
        name: 'First',
        basePrice: 100,
        statusId: 1,
        variations: [
          {
            variationId: 1,
            variationName: 'A',
            options: [
              { id: 5, label: 'Hidden in A', additionalCost: 1, selected: false },
              { id: 6, label: 'Six in A', additionalCost: 2, selected: true },
            ],
          },
          {
            variationId: 2,
            variationName: 'B',
            options: [
              { id: 5, label: 'Five in B', additionalCost: 3, selected: true },
              { id: 6, label: 'Six in B', additionalCost: 4, selected: true },
            ],
          },
        ],
        addOns: [
          { id: 9, name: 'Retired nine', price: 1, statusId: 3 },
          { id: 9, name: 'Live nine', price: 2, statusId: 1 },
        ],
      },
      { id: 1, name: 'Second with the same id', basePrice: 999, statusId: 1 },
    ],
    packages: [
      { id: 4, name: 'First package', price: 10, statusId: 1 },
      { id: 4, name: 'Second package', price: 20, statusId: 1 },
    ],
    seasons: [],
    modifiers: [
      {
        id: 1,
        name: 'M1',
        options: [{ id: 7, name: 'Seven in M1', type: 'extra', units: 'amount', value: 5 }],
      },
      {
        id: 2,
        name: 'M2',
        options: [{ id: 7, name: 'Seven in M2', type: 'extra', units: 'amount', value: 50 }],
      },
    ],
  };

  it('names the rows a scan would', () => {
    const q = quoteBooking(
      {
        lines: [{ serviceId: ' 1 ', optionIds: ['5', 6] }, { packageId: '4' }],
        modifierOptionIds: ['7'],
      },
      tricky,
    );
    expect(q.lines[0]!.name).toBe('First');
    expect(q.lines[0]!.options.map((o) => o.label)).toEqual(['Six in A', 'Five in B']);
    expect(q.lines[1]!.name).toBe('First package');
    expect(q.adjustments.map((a) => a.optionName)).toEqual(['Seven in M1']);
    // The first add-on 9 is retired: refused, as the scan found it first.
    expect(() =>
      quoteBooking({ lines: [{ serviceId: '1', optionIds: ['6', '5'], addOnIds: ['9'] }] }, tricky),
    ).toThrow(/Add-on 9 is not available/);
  });

  it('reads rows as they are now', () => {
    const cat: PricingCatalogue = structuredClone(tricky);
    const both = ['6', '5'];
    expect(quoteBooking({ lines: [{ serviceId: '1', optionIds: both }] }, cat).lines[0]!.name).toBe('First');
    (cat.services[0] as { statusId: number }).statusId = 3;
    expect(() => quoteBooking({ lines: [{ serviceId: '1', optionIds: both }] }, cat)).toThrow(
      /Service 1 is not available/,
    );
    const option = cat.services[0]!.variations![0]!.options[0] as { selected: boolean };
    option.selected = true;
    (cat.services[0] as { statusId: number }).statusId = 1;
    // 5 now names A's option, so B has none left to choose (B's 5 and 6 are both read as A's first)
    expect(() => quoteBooking({ lines: [{ serviceId: '1', optionIds: ['5'] }] }, cat)).toThrow(
      'Choose an option of "B" for First.',
    );
  });
});

describe('validDate', () => {
  /** What it stands for: the day a Date reads back unchanged. */
  const byDate = (date: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
  };
  it('accepts exactly the days a Date reads back unchanged', () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    const dates: string[] = [
      '',
      '2030-1-01',
      '2030-01-1',
      ' 2030-01-01',
      '2030-01-01 ',
      '2030/01/01',
      'abcd-ef-gh',
    ];
    for (const year of [0, 1, 4, 99, 100, 400, 1900, 2000, 2023, 2024, 2030, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) dates.push(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
      }
    }
    for (const date of dates) expect(validDate(date), date).toBe(byDate(date));
  });
});

/**
 * A booking whose option repeats the visit is priced whole before it is bought: each later visit is
 * the repeating lines at this visit's prices, then this visit's modifier options less its discounts,
 * in turn on the later visit's own running total (docs/recurring.md, "Price").
 */
describe('each later visit of a series', () => {
  const plans: PricingCatalogue = {
    ...catalogue,
    services: [
      {
        id: 1,
        name: 'Lawn Mowing',
        basePrice: 350,
        statusId: 1,
        variations: [
          {
            variationId: 30,
            variationName: 'Frequency',
            options: [
              { id: 301, label: 'Fortnightly', additionalCost: 0, selected: true, repeatWeeks: 2 },
              { id: 302, label: 'Once-off', additionalCost: 120, selected: true, repeatWeeks: null },
              { id: 303, label: 'Monthly', additionalCost: 0, selected: true, repeatWeeks: 4 },
            ],
          },
        ],
        addOns: [{ id: 501, name: 'Grass bagging', price: 60, statusId: 1 }],
      },
      catalogue.services[1]!,
    ],
    modifiers: [
      ...catalogue.modifiers,
      {
        id: 4,
        name: 'Property size',
        options: [{ id: 41, name: 'Large', type: 'extra', units: 'percent', value: 20 }],
      },
    ],
  };

  it('drops the first-time discount and takes +20% of the later visit’s own running total', () => {
    // date 2026-12-15 in Summer (×1.2): Lawn Mowing 350 + 60 = 410 × 1.2 = 492.00; Hedge 499.99 × 1.2 = 599.99
    // this visit: subtotal 1091.99; Call-out +100 → 1191.99; First-time −25% → 893.9925; +20% → 1072.791 → 1073
    // a later visit: Lawn Mowing only, 492.00; Call-out +100 → 592.00; (no discount) +20% of 592 → 710.40 → 710
    const q = quoteBooking(
      {
        date: '2026-12-15',
        lines: [{ serviceId: '1', optionIds: ['301'], addOnIds: ['501'] }, { serviceId: '2' }],
        modifierOptionIds: ['12', '32', '41'],
      },
      plans,
    );
    expect(q.adjustments.map((a) => [a.optionName, a.base, a.amount])).toEqual([
      ['Further out', 1091.99, 100],
      ['First-time customer', 1191.99, -298],
      ['Large', 893.99, 178.8],
    ]);
    expect(q.total).toBe(1073);
    expect(q.repeat).toMatchObject({
      everyWeeks: 2,
      subtotal: 492,
      total: 710,
      differences: [
        'without Hedge Trimming',
        'without the First-time customer discount',
        "with this visit's Summer price (x1.2) for Lawn Mowing",
      ],
    });
    expect(q.repeat!.lines.map((l) => l.name)).toEqual(['Lawn Mowing']);
    expect(q.repeat!.adjustments.map((a) => [a.optionName, a.base, a.amount])).toEqual([
      ['Further out', 492, 100],
      ['Large', 592, 118.4],
    ]);
  });

  it('refuses lines that repeat at different intervals, as the save does: one booking is one series', () => {
    const refused = () =>
      quoteBooking(
        {
          lines: [
            { serviceId: '1', optionIds: ['301'] },
            { serviceId: '1', optionIds: ['303'] },
          ],
        },
        plans,
      );
    expect(refused).toThrow(PricingError);
    expect(refused).toThrow(ONE_FREQUENCY_MESSAGE);
    try {
      refused();
    } catch (error) {
      expect((error as PricingError).field).toBe('lines.1.optionIds');
    }
    const same = quoteBooking(
      {
        lines: [
          { serviceId: '1', optionIds: ['301'] },
          { serviceId: '1', optionIds: ['301'] },
        ],
      },
      plans,
    );
    expect(same.repeat?.everyWeeks).toBe(2);
  });

  it('is null when no chosen option repeats the visit', () => {
    const q = quoteBooking({ lines: [{ serviceId: '1', optionIds: ['302'] }] }, plans);
    expect(q.repeat).toBeNull();
    expect(q.total).toBe(470);
  });
});
