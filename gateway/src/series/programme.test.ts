import { describe, expect, it } from 'vitest';
import type { PricingCatalogue } from '../pricing/index.js';
import { workMinutes } from '../booking/work-length.js';
import { firstVisitMinutes, programmeVisits } from './programme.js';

const services = [
  { id: 1, name: 'Lawn Mowing', basePrice: 400, durationMinutes: 90 },
  { id: 2, name: 'Fertilising', basePrice: 300, durationMinutes: 45 },
  { id: 3, name: 'Aeration', basePrice: 500, durationMinutes: 120 },
];
const seasons = [
  { id: 5, name: 'Spring', startDate: '2027-09-01', endDate: '2027-11-30', multiplier: 1, statusId: 1 },
];
const planned = {
  id: 10,
  name: 'Spring programme',
  price: 2500,
  seasonId: 5,
  services: [
    { serviceId: 1, serviceName: 'Lawn Mowing', quantity: 3, firstWeek: 0, everyWeeks: 2 },
    { serviceId: 2, serviceName: 'Fertilising', quantity: 1, firstWeek: 2, everyWeeks: null },
    { serviceId: 3, serviceName: 'Aeration', quantity: 1, firstWeek: 5, everyWeeks: null },
  ],
};
const spread = {
  id: 11,
  name: 'Spring feed',
  price: 900,
  seasonId: 5,
  services: [{ serviceId: 2, serviceName: 'Fertilising', quantity: 3, firstWeek: null, everyWeeks: null }],
};
const catalogue: PricingCatalogue = { services, packages: [planned, spread], seasons, modifiers: [] };

describe('a package booked becomes its programme', () => {
  it('dates the visits by the weeks the office planned, services of one week in one visit', () => {
    expect(
      programmeVisits(planned, seasons, '2027-09-06').map((v) => ({
        date: v.date,
        week: v.week,
        services: v.services.map((s) => s.name),
      })),
    ).toEqual([
      { date: '2027-09-06', week: 0, services: ['Lawn Mowing'] },
      { date: '2027-09-20', week: 2, services: ['Lawn Mowing', 'Fertilising'] },
      { date: '2027-10-04', week: 4, services: ['Lawn Mowing'] },
      { date: '2027-10-11', week: 5, services: ['Aeration'] },
    ]);
  });

  it("spreads unplanned services over the season's weeks (the package's own dates first)", () => {
    // 13 weeks of spring, 3 visits: one every 4 weeks.
    expect(programmeVisits(spread, seasons, '2027-09-06').map((v) => v.date)).toEqual([
      '2027-09-06',
      '2027-10-04',
      '2027-11-01',
    ]);
    const ownDates = { ...spread, startDate: '2027-09-01', endDate: '2027-09-21' };
    expect(programmeVisits(ownDates, seasons, '2027-09-06').map((v) => v.week)).toEqual([0, 1, 2]);
  });

  it('has no visits without services', () => {
    expect(programmeVisits({ ...planned, services: [] }, seasons, '2027-09-06')).toEqual([]);
  });

  it("takes the first visit's minutes as the booked visit's work, not the whole package's", () => {
    expect(firstVisitMinutes(planned, catalogue, '2027-09-06')).toBe(90);
    const line = {
      packageId: '10',
      name: 'Spring programme',
      basePrice: 2500,
      options: [],
      addOns: [],
      seasonalMultiplier: 1,
      seasonId: null,
      seasonName: null,
      seasonalAdjustment: 0,
      total: 2500,
    };
    expect(workMinutes({ lines: [line] }, catalogue, '2027-09-06')).toBe(90);
    // Everything in week 0: the first visit does it all, once each.
    const together = {
      ...planned,
      services: planned.services.map((s) => ({ ...s, quantity: 1, firstWeek: 0 })),
    };
    expect(firstVisitMinutes(together, catalogue, '2027-09-06')).toBe(90 + 45 + 120);
  });
});
