/**
 * The office's week through the gateway: a rain day on a busy day of four crews is planned, shown and
 * carried out (every job moves, none onto a day with no room, one e-mail each); a job of more than a
 * day shows on its second day in the schedule and on its crew's phone; the crew sees a visit still
 * waiting for payment; an office move can leave the customer un-e-mailed.
 */
import { addDays } from '@greenleaf/shared/calendar/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../../api/src/db/schema.js';
import { johannesburgNow } from '../booking/time-slots.js';
import { addLawnMowing, startAdminStack, type AdminTestStack, type Caller } from '../admin/test-support.js';
import { openToday, workingDayUntil } from '../../../api/src/test/calendar.js';
import { outboxMessages, TEST_VISIT, workingDayFrom } from '../test/harness.js';

type Signed = Caller & { userId: number };
let stack: AdminTestStack;
let admin: Signed;
let staff: Signed[];
let serviceId: number;
let crewIds: string[];

/** The days an earlier test's `future` gave, with the two after each (where its jobs may move). */
const taken = new Set<string>();

/**
 * A working day `n` or more days ahead whose next two days are worked too (the company's calendar:
 * no Sunday or public holiday among them), so a job's next day and the day after are real; none of
 * the three another test's (a rain day moves its jobs two days on, whatever the calendar).
 */
function future(n: number): string {
  const days = (day: string) => [day, addDays(day, 1), addDays(day, 2)];
  let day = workingDayFrom(addDays(johannesburgNow().date, n));
  while (days(day).some((d) => workingDayFrom(d) !== d || taken.has(d))) {
    day = workingDayFrom(addDays(day, 1));
  }
  for (const d of days(day)) taken.add(d);
  return day;
}

async function ok<T>(who: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await who.gql<T>(query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
}

beforeAll(async () => {
  stack = await startAdminStack();
  admin = await stack.signIn('admin');
  staff = await Promise.all([1, 2, 3, 4].map(() => stack.signIn('staff')));
  serviceId = await addLawnMowing(stack);
  crewIds = [];
  for (const [i, member] of staff.entries()) {
    const saved = await ok<{ adminSaveCrew: { crew: { id: string } } }>(
      admin,
      `mutation ($input: AdminSaveCrewInput!) { adminSaveCrew(input: $input) { crew { id } } }`,
      {
        input: { name: `Crew ${i + 1}`, colour: '#2f9e44', active: true, memberIds: [String(member.userId)] },
      },
    );
    crewIds.push(saved.adminSaveCrew.crew.id);
  }
});
afterAll(async () => {
  await stack?.close();
});

let customers = 0;
/** A booking of a new customer on `date` at `time` (confirmed unless said), with a crew and a length when given. */
async function booking(
  date: string,
  time: string,
  opts: { crewId?: string; minutes?: number; confirmed?: boolean } = {},
) {
  customers += 1;
  const email = `week-customer-${customers}-${Date.now()}@example.co.za`;
  const user = await stack.api.post<{ id: number }>('users/save.php', {
    name: `Week Customer ${customers}`,
    email,
    password: 'customer-password-1',
    role: 'client',
  });
  const res = await stack.api.post<{ id: number; guidId: string }>('bookings/save.php', {
    userId: user.body.id,
    bookingDate: date,
    bookingTime: time,
    totalPrice: 350,
    services: [{ serviceId, price: 350, variationOptionIds: [], addOnIds: [] }],
    modifierOptionIds: [],
    address: TEST_VISIT,
  });
  if (res.status !== 200) throw new Error(res.text);
  if (opts.confirmed !== false) await stack.api.get(`bookings/confirm.php?id=${res.body.id}`);
  if (opts.minutes || opts.crewId) {
    await stack.api.db
      .update(bookings)
      .set({
        ...(opts.minutes ? { durationMinutes: opts.minutes } : {}),
        ...(opts.crewId ? { crewId: Number(opts.crewId) } : {}),
      })
      .where(eq(bookings.id, res.body.id));
  }
  return { ...res.body, email };
}

/** The "your visit moved" e-mails a customer received. */
const movedMails = (email: string) =>
  outboxMessages(stack.dataDir, email)
    .map((raw) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '='))
    .filter((m) => m.includes('has moved from'));

const PLAN = `query ($d: Date!) { adminRainDayPlan(date: $d) { date token searchDays
  items { booking { guidId bookingDate bookingTime } toDate toTime crew { id } outcome } } }`;
const RAIN = `mutation ($d: Date!, $t: String) { adminRainDay(input: { date: $d, planToken: $t }) {
  replanned moved { guidId bookingDate bookingTime crew { id } } unmoved { guidId } plan { token } } }`;

type PlanItem = {
  booking: { guidId: string };
  toDate: string | null;
  toTime: string | null;
  crew: { id: string } | null;
  outcome: string;
};
type Plan = { adminRainDayPlan: { token: string; items: PlanItem[] } };
type Rain = {
  adminRainDay: {
    replanned: boolean;
    moved: { guidId: string; bookingDate: string; bookingTime: string; crew: { id: string } | null }[];
    unmoved: { guidId: string }[];
  };
};

describe('rain day', () => {
  it('moves all 8 jobs of a busy day of 4 crews, none onto a full day, each customer e-mailed once', async () => {
    const day = future(40);
    const jobs = [];
    for (const crewId of crewIds) {
      jobs.push(await booking(day, '10:00 - 10:45', { crewId }));
      jobs.push(await booking(day, '13:00 - 13:45', { crewId }));
    }
    // The next day is fully booked: four whole-day jobs take every place of every slot.
    for (let i = 0; i < 4; i++) await booking(addDays(day, 1), '10:00 - 10:45', { minutes: 450 });

    const plan = (await ok<Plan>(admin, PLAN, { d: day })).adminRainDayPlan;
    expect(plan.items).toHaveLength(8);
    for (const item of plan.items) {
      expect(item.toDate).toBe(addDays(day, 2));
      expect(item.outcome).toBe('SAME_CREW');
    }
    // Nothing moved yet.
    const before = await stack.api.get<{ bookingDate: string }>(`bookings/get.php?guidId=${jobs[0]!.guidId}`);
    expect(before.body.bookingDate).toBe(day);

    const rain = (await ok<Rain>(admin, RAIN, { d: day, t: plan.token })).adminRainDay;
    expect(rain.replanned).toBe(false);
    expect(rain.unmoved).toEqual([]);
    expect(rain.moved.map((m) => m.guidId).sort()).toEqual(jobs.map((j) => j.guidId).sort());
    for (const [i, job] of jobs.entries()) {
      const moved = rain.moved.find((m) => m.guidId === job.guidId)!;
      expect(moved.bookingDate).toBe(addDays(day, 2));
      expect(moved.crew?.id).toBe(crewIds[Math.floor(i / 2)]);
    }
    for (const job of jobs) {
      await expect.poll(() => movedMails(job.email).length, { timeout: 10_000 }).toBe(1);
    }
  });

  it('acts on nothing when the day changed since the plan, and answers the new plan', async () => {
    const day = future(45);
    const a = await booking(day, '10:00 - 10:45');
    await booking(day, '11:30 - 12:15');
    const plan = (await ok<Plan>(admin, PLAN, { d: day })).adminRainDayPlan;
    await booking(day, '13:00 - 13:45');
    const rain = (await ok<Rain>(admin, RAIN, { d: day, t: plan.token })).adminRainDay;
    expect(rain.replanned).toBe(true);
    expect(rain.moved).toEqual([]);
    const still = await stack.api.get<{ bookingDate: string }>(`bookings/get.php?guidId=${a.guidId}`);
    expect(still.body.bookingDate).toBe(day);
  });
});

describe('rain on the second day of a two-day job', () => {
  it('keeps the day worked, moves the rest to the crew\'s next free day, shows "day 2 of 2" and e-mails the new end', async () => {
    const day = future(65);
    const rainDate = addDays(day, 1);
    const resume = addDays(day, 2);
    const job = await booking(day, '10:00 - 10:45', { minutes: 900, crewId: crewIds[3] });
    const other = await booking(rainDate, '13:00 - 13:45', { crewId: crewIds[1] });

    type ContinuationPlan = {
      adminRainDayPlan: {
        token: string;
        items: (PlanItem & {
          continuation: { day: number; days: number } | null;
          endDate: string | null;
          endTime: string | null;
        })[];
      };
    };
    const plan = (
      await ok<ContinuationPlan>(
        admin,
        `query ($d: Date!) { adminRainDayPlan(date: $d) { token items { booking { guidId } toDate toTime
          crew { id } outcome continuation { day days } endDate endTime } } }`,
        { d: rainDate },
      )
    ).adminRainDayPlan;
    expect(plan.items.map((i) => i.booking.guidId)).toEqual([job.guidId, other.guidId]);
    expect(plan.items[0]).toEqual({
      booking: { guidId: job.guidId },
      toDate: resume,
      toTime: '10:00 - 10:45',
      crew: { id: crewIds[3] },
      outcome: 'SAME_CREW',
      continuation: { day: 2, days: 2 },
      endDate: resume,
      endTime: '17:30',
    });
    expect(plan.items[1]).toMatchObject({ continuation: null, toDate: resume, outcome: 'SAME_CREW' });

    const rain = (await ok<Rain>(admin, RAIN, { d: rainDate, t: plan.token })).adminRainDay;
    expect(rain.replanned).toBe(false);
    expect(rain.moved.find((m) => m.guidId === job.guidId)).toMatchObject({
      bookingDate: day,
      bookingTime: '10:00 - 10:45',
      crew: { id: crewIds[3] },
    });

    // The schedule: day 1 stays as worked, nothing on the rain day, the rest (day 2 of 2) after it.
    type Parts = {
      adminSchedule: {
        parts: {
          date: string;
          from: string;
          to: string;
          day: number;
          days: number;
          booking: { guidId: string };
        }[];
      };
    };
    const parts = (
      await ok<Parts>(
        admin,
        `query ($f: Date!, $t: Date!) { adminSchedule(from: $f, to: $t) { parts { date from to day days booking { guidId } } } }`,
        { f: day, t: resume },
      )
    ).adminSchedule.parts.filter((p) => p.booking.guidId === job.guidId);
    expect(parts.map((p) => [p.date, p.from, p.to, p.day, p.days])).toEqual([
      [day, '10:00', '17:30', 1, 2],
      [resume, '10:00', '17:30', 2, 2],
    ]);

    const mails = () =>
      outboxMessages(stack.dataDir, job.email)
        .map((raw) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '='))
        .filter((m) => m.includes('continues on'));
    await expect.poll(() => mails().length, { timeout: 10_000 }).toBe(1);
    expect(mails()[0]).toContain('is now expected to finish on');
    expect(mails()[0]).toContain('at 17:30');
  });
});

describe('work of more than a day', () => {
  it('a 900-minute job shows on its second day in the schedule and on its crew phone', async () => {
    const day = future(50);
    const job = await booking(day, '10:00 - 10:45', { minutes: 900, crewId: crewIds[0] });
    const next = addDays(day, 1);
    type Schedule = {
      adminSchedule: {
        bookings: { guidId: string }[];
        parts: {
          date: string;
          from: string;
          to: string;
          day: number;
          days: number;
          booking: { guidId: string };
        }[];
      };
    };
    const schedule = await ok<Schedule>(
      admin,
      `query ($d: Date!) { adminSchedule(from: $d, to: $d) { bookings { guidId }
        parts { date from to day days booking { guidId } } } }`,
      { d: next },
    );
    expect(schedule.adminSchedule.bookings.map((b) => b.guidId)).toContain(job.guidId);
    expect(schedule.adminSchedule.parts).toContainEqual({
      date: next,
      from: '10:00',
      to: '17:30',
      day: 2,
      days: 2,
      booking: { guidId: job.guidId },
    });
    // As instants for software: from its first day's start to the end of its second day's work.
    const times = await ok<{ adminBooking: { startsAt: string; endsAt: string; bookingTime: string } }>(
      admin,
      `query ($id: ID!) { adminBooking(id: $id) { startsAt endsAt bookingTime } }`,
      { id: job.guidId },
    );
    expect(times.adminBooking).toEqual({
      startsAt: `${day}T08:00:00.000Z`,
      endsAt: `${next}T15:30:00.000Z`,
      bookingTime: '10:00 - 10:45',
    });

    type Day = {
      crewDay: {
        jobs: { guidId: string }[];
        parts: { day: number; days: number; booking: { guidId: string } }[];
      };
    };
    const phone = await ok<Day>(
      staff[0]!,
      `query ($d: Date) { crewDay(date: $d) { jobs { guidId } parts { day days booking { guidId } } } }`,
      { d: next },
    );
    expect(phone.crewDay.jobs.map((j) => j.guidId)).toEqual([job.guidId]);
    expect(phone.crewDay.parts).toEqual([{ day: 2, days: 2, booking: { guidId: job.guidId } }]);
  });

  it('a crew starts a two-day job on its second day', async () => {
    const job = await booking(future(60), '10:00 - 10:45', { minutes: 900, crewId: crewIds[2] });
    // It began on the last working day before today (moved in the database: the checkout keeps a lead
    // time); today, opened for work when it is a Sunday or a holiday, is its day 2.
    const today = await openToday(stack.api.db);
    await stack.api.db
      .update(bookings)
      .set({ bookingDate: workingDayUntil(addDays(today, -1)) })
      .where(eq(bookings.id, job.id));
    const started = await ok<{ crewStartJob: { booking: { startedAt: string | null } } }>(
      staff[2]!,
      `mutation ($g: ID!) { crewStartJob(input: { guidId: $g }) { booking { startedAt } } }`,
      { g: job.guidId },
    );
    expect(started.crewStartJob.booking.startedAt).toBeTruthy();
  });

  it("the crew's phone lists a visit assigned to it that is still waiting for payment", async () => {
    const day = future(52);
    const unpaid = await booking(day, '11:30 - 12:15', { confirmed: false, crewId: crewIds[1] });
    await stack.api.db
      .update(bookings)
      .set({ payLater: true, heldUntil: null })
      .where(eq(bookings.id, unpaid.id));
    type Day = { crewDay: { jobs: { guidId: string; status: string; payLater: boolean }[] } };
    const phone = await ok<Day>(
      staff[1]!,
      `query ($d: Date) { crewDay(date: $d) { jobs { guidId status payLater } } }`,
      {
        d: day,
      },
    );
    expect(phone.crewDay.jobs).toEqual([{ guidId: unpaid.guidId, status: 'PENDING', payLater: true }]);
  });
});

describe('an office move', () => {
  const MOVE = `mutation ($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) {
    notified booking { bookingDate bookingTime } } }`;

  it('with notify false e-mails nobody; the next move that notifies sends the one e-mail', async () => {
    const day = future(55);
    const job = await booking(day, '10:00 - 10:45');
    type Moved = { rescheduleBooking: { notified: boolean; booking: { bookingTime: string } } };
    const quiet = await ok<Moved>(admin, MOVE, {
      input: { guidId: job.guidId, date: day, timeSlot: '13:00 - 13:45', notify: false },
    });
    expect(quiet.rescheduleBooking).toMatchObject({
      notified: false,
      booking: { bookingTime: '13:00 - 13:45' },
    });
    const told = await ok<Moved>(admin, MOVE, {
      input: { guidId: job.guidId, date: day, timeSlot: '14:30 - 15:15' },
    });
    expect(told.rescheduleBooking.notified).toBe(true);
    await expect.poll(() => movedMails(job.email).length, { timeout: 10_000 }).toBe(1);
    expect(movedMails(job.email)[0]).toContain('14:30');
  });
});
