import { describe, expect, it } from 'vitest';
import { publicHolidays } from './calendar/holidays.js';
import { DEFAULT_HOURS, isWorkingDay } from './calendar/hours.js';
import { planProgramme } from './programme-plan.js';

const calendar = {
  slotMinutes: 45,
  hours: DEFAULT_HOURS,
  closedDates: new Set(publicHolidays(2026).map((h) => h.date)),
};

describe('planProgramme on the company calendar', () => {
  it('moves a later visit planned on a holiday or a Sunday to the next working day', () => {
    const services = [{ serviceId: 1, name: 'Feed', quantity: 3, firstWeek: 0, everyWeeks: 1 }];
    // Friday 11 Dec 2026, then Fri 18 Dec, then Fri 25 Dec (Christmas) -> Sat 26 (holiday) -> Mon 28 Dec.
    const plan = planProgramme('2026-12-11', { startDate: null, endDate: null }, services, (d) =>
      isWorkingDay(calendar, d),
    );
    expect(plan.map((v) => v.date)).toEqual(['2026-12-11', '2026-12-18', '2026-12-28']);
    // the moved visit keeps the day it was planned for (the customer is told: "moved from Fri 25 Dec")
    expect(plan.map((v) => v.plannedDate)).toEqual([undefined, undefined, '2026-12-25']);
    // Without a calendar every day is worked, as before.
    expect(planProgramme('2026-12-11', { startDate: null, endDate: null }, services).at(-1)?.date).toBe(
      '2026-12-25',
    );
  });
});
