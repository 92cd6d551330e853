/** The api's replies for the office's dashboard. */
import { BOOKING_STATUSES } from '@greenleaf/shared/booking-status-moves';
import { z } from 'zod';
import { id, money } from './fields.js';

export const ApiAdminStatSchema = z.object({
  metrics: z.array(
    z.object({
      key: z.enum(['clients', 'services', 'bookings', 'addOns', 'packages', 'users']),
      total: z.number(),
      last30: z.number(),
      previous30: z.number(),
    }),
  ),
  weekly: z.array(
    z.object({ weekStart: z.string(), bookings: z.number(), visits: z.number(), revenue: money }),
  ),
});
export type ApiAdminStat = z.infer<typeof ApiAdminStatSchema>;

/** dashboard/figures.php: work done and money received in a period. */
const ApiPeriodFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  visitsCompleted: z.number().int(),
  visitsScheduled: z.number().int(),
  bookingsMade: z.number().int(),
  received: money,
  refunded: money,
  moneyReceived: money,
});
export const ApiDashboardFiguresSchema = z.object({
  today: z.string(),
  thisWeek: ApiPeriodFiguresSchema,
  thisMonth: ApiPeriodFiguresSchema,
});

/** A booking a dashboard list names: where, when, whose. */
const ApiDashboardBookingFields = {
  bookingId: id,
  bookingDate: z.string().nullable(),
  bookingTime: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  customerId: id.nullable(),
  customerName: z.string().nullable(),
};

const ApiMoneyOwedSchema = z.object({
  amount: money,
  count: z.number().int(),
  oldest: z.string().nullable(),
  items: z.array(
    z.object({
      ...ApiDashboardBookingFields,
      amount: money,
      since: z.string().nullable(),
      reason: z.enum(['second_payment', 'slot_full', 'cancelled']).nullable(),
    }),
  ),
});
export type ApiMoneyOwed = z.infer<typeof ApiMoneyOwedSchema>;

/** dashboard/owed.php: refunds due and unpaid visits. */
export const ApiDashboardOwedSchema = z.object({
  refundsDue: ApiMoneyOwedSchema,
  unpaid: ApiMoneyOwedSchema,
});

/** dashboard/today.php: the day's visits. */
export const ApiDashboardTodaySchema = z.object({
  date: z.string(),
  jobs: z.array(
    z.object({
      ...ApiDashboardBookingFields,
      startedAt: z.string().nullable(),
      suburb: z.string().nullable(),
      crewId: id.nullable(),
      crewName: z.string().nullable(),
      crewColour: z.string().nullable(),
      continued: z.boolean(),
      time: z.string(),
    }),
  ),
});
export type ApiDashboardJob = z.infer<typeof ApiDashboardTodaySchema>['jobs'][number];

/** dashboard/crew-load.php: per crew per day, booked minutes against working minutes. */
export const ApiCrewLoadSchema = z.object({
  days: z.array(z.object({ date: z.string(), workingMinutes: z.number().int() })),
  crews: z.array(
    z.object({
      crewId: id.nullable(),
      name: z.string(),
      colour: z.string(),
      active: z.boolean(),
      bookedMinutes: z.array(z.number().int()),
    }),
  ),
});
