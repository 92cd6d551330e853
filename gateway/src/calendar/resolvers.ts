/**
 * The company's calendar in the office (docs/product.md, "The company's calendar"): managers read it,
 * the admin saves the working hours and the slot granularity and closes or opens days. The api keeps it
 * (`calendar/*.php`) and its capacity trigger applies it; every change answers the bookings from today
 * on that the calendar no longer offers as they are, for the office to move.
 */
import { minutesOfDay, timeOfDay } from '@greenleaf/shared/calendar/dates';
import {
  hoursProblem,
  SLOT_MINUTE_CHOICES,
  type CompanyCalendar as SharedCalendar,
} from '@greenleaf/shared/calendar/hours';
import type { CompanyCalendar, MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import type { ApiCalendar } from '../api/replies/schedule.js';
import { badInput } from '../api/errors.js';
import { isCalendarDate } from '../resolvers/scalars.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The api's calendar as the shared rule reads it (`@greenleaf/shared/calendar/hours`). */
export function companyCalendar(api: ApiCalendar): SharedCalendar {
  return {
    slotMinutes: api.slotMinutes,
    hours: api.hours,
    closedDates: new Set(api.closedDays.filter((d) => !d.open).map((d) => d.date)),
  };
}

function toCalendar(api: ApiCalendar): CompanyCalendar {
  return {
    slotMinutes: api.slotMinutes,
    // Monday first, Sunday last, as the office reads a week.
    hours: [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
      const h = api.hours.find((x) => x.weekday === weekday);
      return {
        weekday,
        name: WEEKDAYS[weekday]!,
        opensAt: h?.opensAt == null ? null : timeOfDay(h.opensAt),
        closesAt: h?.closesAt == null ? null : timeOfDay(h.closesAt),
      };
    }),
    closedDays: api.closedDays.map((d) => ({
      date: d.date,
      reason: d.reason,
      holiday: d.source === 'holiday',
      open: d.open,
    })),
  };
}

/** A typed time as minutes, null for an empty one; a field error for anything else. */
function typedTime(value: string | null | undefined, field: string): number | null {
  if (value == null || value.trim() === '') return null;
  const minutes = minutesOfDay(value);
  if (minutes === null) throw badInput(field, 'Write the time as HH:MM, for example 08:00.');
  return minutes;
}

function checkedDate(date: string, field: string): string {
  if (!isCalendarDate(date)) throw badInput(field, 'Date must be a calendar date written YYYY-MM-DD');
  return date;
}

export const calendarQueries: QueryResolvers = {
  adminCalendar: async (_p, _a, ctx) => toCalendar(await ctx.api.get('calendar/get.php')),
};

export const calendarMutations: MutationResolvers = {
  adminSaveCalendar: async (_p, { input }, ctx) => {
    const slotMinutes = SLOT_MINUTE_CHOICES.find((m) => m === input.slotMinutes);
    if (slotMinutes === undefined) throw badInput('input.slotMinutes', 'Slots last 15, 30 or 45 minutes.');
    const hours = input.hours.map((h, i) => {
      const opensAt = typedTime(h.opensAt, `input.hours.${i}.opensAt`);
      const closesAt = typedTime(h.closesAt, `input.hours.${i}.closesAt`);
      const problem = hoursProblem(opensAt, closesAt, slotMinutes);
      if (problem)
        throw badInput(`input.hours.${i}.opensAt`, `${WEEKDAYS[h.weekday] ?? 'A day'}: ${problem}`);
      return { weekday: h.weekday, opensAt, closesAt };
    });
    if (
      new Set(hours.map((h) => h.weekday)).size !== 7 ||
      hours.some((h) => h.weekday < 0 || h.weekday > 6)
    ) {
      throw badInput('input.hours', 'Give the hours of each of the seven weekdays once.');
    }
    const reply = await ctx.api.forWrite().post('calendar/save.php', { slotMinutes, hours });
    return { calendar: toCalendar(reply.calendar), outsideBookings: reply.outside };
  },

  adminCloseDay: async (_p, { input }, ctx) => {
    const date = checkedDate(input.date, 'input.date');
    const reason = input.reason.trim();
    if (!reason) throw badInput('input.reason', 'Say why the day is closed.');
    const reply = await ctx.api
      .forWrite()
      .post('calendar/close-day.php', { date, reason: reason.slice(0, 200) });
    return { calendar: toCalendar(reply.calendar), outsideBookings: reply.outside };
  },

  adminOpenDay: async (_p, { date }, ctx) => {
    const reply = await ctx.api.forWrite().post('calendar/open-day.php', { date: checkedDate(date, 'date') });
    return { calendar: toCalendar(reply.calendar), outsideBookings: reply.outside };
  },
};
