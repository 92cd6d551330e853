/**
 * The office runs the day through the gateway: crews (capacity and one job per crew per slot), the
 * schedule, moves with a crew (the customer is e-mailed a new time), the rain day, the crew day of a
 * staff user, and the manager's reach (the office, not the accounts). Over HTTP with real sessions.
 */
import { openToday } from '../../../api/src/test/calendar.js';
import { addDays } from '@greenleaf/shared/calendar/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../../api/src/db/schema.js';
import { johannesburgNow } from '../booking/time-slots.js';
import {
  addLawnMowing,
  firstCode,
  startAdminStack,
  type AdminTestStack,
  type Caller,
} from '../admin/test-support.js';
import { outboxMessages, TEST_VISIT, workingDayFrom } from '../test/harness.js';

type Signed = Caller & { userId: number };
let stack: AdminTestStack;
let admin: Signed;
let manager: Signed;
let staffA: Signed;
let staffB: Signed;
let client: Signed;
let serviceId: number;
let crewA: string;
let crewB: string;

beforeAll(async () => {
  stack = await startAdminStack();
  [admin, manager, staffA, staffB, client] = await Promise.all([
    stack.signIn('admin'),
    stack.signIn('manager'),
    stack.signIn('staff'),
    stack.signIn('staff'),
    stack.signIn('client'),
  ]);
  serviceId = await addLawnMowing(stack);
});
afterAll(async () => {
  await stack?.close();
});

async function ok<T>(who: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await who.gql<T>(query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
}

let customers = 0;
/** A confirmed booking of a new customer on `date` at `time`. */
async function confirmedBooking(date: string, time = '10:00 - 10:45') {
  customers += 1;
  const email = `crew-customer-${customers}-${Date.now()}@example.co.za`;
  const user = await stack.api.post<{ id: number }>('users/save.php', {
    name: `Customer ${customers}`,
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
  await stack.api.get(`bookings/confirm.php?id=${res.body.id}`);
  return { ...res.body, email };
}

/** Complete outbox messages to `email`. */
const mailTo = (email: string): string[] =>
  outboxMessages(stack.dataDir, email).map((raw) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '='));

const SAVE_CREW = `mutation ($input: AdminSaveCrewInput!) { adminSaveCrew(input: $input) { crew { id name colour active members { id name } } } }`;
const SCHEDULE = `query ($from: Date!, $to: Date!) { adminSchedule(from: $from, to: $to) {
  from to slots capacity crews { id name } bookings { guidId bookingDate bookingTime status crew { id name } customer { name } } } }`;
const MOVE = `mutation ($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { notified booking { guidId bookingDate bookingTime crew { id } } } }`;

/** The `n`th working day (default calendar: no Sunday, no public holiday) after today. */
const future = (n: number): string => {
  let day = johannesburgNow().date;
  for (let k = 0; k < n; k++) day = workingDayFrom(addDays(day, 1));
  return day;
};

describe('crews and the schedule', () => {
  it('an admin makes crews of staff users; active crews are the capacity the schedule shows', async () => {
    type Saved = { adminSaveCrew: { crew: { id: string; members: { id: string }[] } } };
    const a = await ok<Saved>(admin, SAVE_CREW, {
      input: { name: 'Crew A', colour: '#2f9e44', active: true, memberIds: [String(staffA.userId)] },
    });
    const b = await ok<Saved>(admin, SAVE_CREW, {
      input: { name: 'Crew B', colour: '#1971c2', active: true, memberIds: [String(staffB.userId)] },
    });
    crewA = a.adminSaveCrew.crew.id;
    crewB = b.adminSaveCrew.crew.id;
    expect(a.adminSaveCrew.crew.members).toEqual([{ id: String(staffA.userId), name: expect.any(String) }]);
    const third = await ok<Saved>(admin, SAVE_CREW, {
      input: { name: 'Crew C', colour: '#e8590c', active: true, memberIds: [] },
    });
    const day = future(20);
    type Schedule = { adminSchedule: { capacity: number; slots: string[]; crews: { id: string }[] } };
    expect((await ok<Schedule>(admin, SCHEDULE, { from: day, to: day })).adminSchedule).toMatchObject({
      capacity: 3,
      slots: expect.arrayContaining(['10:00 - 10:45']),
    });
    const dupe = await admin.gql(SAVE_CREW, {
      input: { name: 'crew a', colour: '#2f9e44', active: true, memberIds: [] },
    });
    expect(dupe.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    const clientMember = await admin.gql(SAVE_CREW, {
      input: { name: 'Crew D', colour: '#2f9e44', active: true, memberIds: [String(client.userId)] },
    });
    expect(clientMember.errors?.[0]?.message).toBe('Crew members must be staff users.');
    await ok(admin, `mutation ($id: ID!) { adminDeleteCrew(input: { id: $id }) { success } }`, {
      id: third.adminSaveCrew.crew.id,
    });
    expect((await ok<Schedule>(admin, SCHEDULE, { from: day, to: day })).adminSchedule.capacity).toBe(2);
  });

  it('moves a booking to another slot and crew in one write; a busy crew is refused; the customer is e-mailed', async () => {
    const day = future(21);
    const first = await confirmedBooking(day);
    const second = await confirmedBooking(day);
    const assigned = await ok<{
      rescheduleBooking: { notified: boolean; booking: { crew: { id: string } } };
    }>(admin, MOVE, { input: { guidId: first.guidId, date: day, timeSlot: '10:00 - 10:45', crewId: crewA } });
    expect(assigned.rescheduleBooking.booking.crew.id).toBe(crewA);
    // A crew change alone is no news to the customer: the api stored no notice, and the office is told so.
    expect(assigned.rescheduleBooking.notified).toBe(false);
    const busy = await admin.gql(MOVE, {
      input: { guidId: second.guidId, date: day, timeSlot: '10:00 - 10:45', crewId: crewA },
    });
    expect(firstCode(busy)).toBe('CREW_BUSY');
    expect(busy.errors?.[0]?.extensions?.['field']).toBe('crewId');

    const moved = await ok<{ rescheduleBooking: { notified: boolean; booking: Record<string, unknown> } }>(
      manager,
      MOVE,
      { input: { guidId: second.guidId, date: future(22), timeSlot: '13:00 - 13:45', crewId: crewA } },
    );
    expect(moved.rescheduleBooking.notified).toBe(true);
    expect(moved.rescheduleBooking.booking).toMatchObject({
      bookingDate: future(22),
      bookingTime: '13:00 - 13:45',
      crew: { id: crewA },
    });
    await expect
      .poll(() => mailTo(second.email).some((m) => m.includes('13:00')), { timeout: 10_000 })
      .toBe(true);

    type Schedule = {
      adminSchedule: {
        bookings: { guidId: string; crew: { id: string } | null; customer: { name: string } }[];
      };
    };
    const schedule = await ok<Schedule>(manager, SCHEDULE, { from: day, to: future(22) });
    expect(schedule.adminSchedule.bookings.map((b) => [b.guidId, b.crew?.id ?? null])).toEqual([
      [first.guidId, crewA],
      [second.guidId, crewA],
    ]);
  });

  it('refuses a crew from a customer, and a schedule longer than two weeks', async () => {
    const day = future(23);
    const own = await confirmedBooking(day);
    const viaClient = await client.gql(MOVE, {
      input: { guidId: own.guidId, date: day, timeSlot: '10:00 - 10:45', crewId: crewA },
    });
    expect(firstCode(viaClient)).toBe('FORBIDDEN');
    const long = await admin.gql(SCHEDULE, { from: day, to: addDays(day, 14) });
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
  });

  it('rain day: every booking of the day moves to the next free starts, in order, and each customer is told', async () => {
    const day = future(30);
    const early = await confirmedBooking(day, '10:00 - 10:45');
    const late = await confirmedBooking(day, '13:00 - 13:45');
    // The next day's first slot is full: the earliest booking goes to the next free start.
    await confirmedBooking(future(31), '10:00 - 10:45');
    await confirmedBooking(future(31), '10:00 - 10:45');
    type Rain = {
      adminRainDay: {
        moved: { guidId: string; bookingDate: string; bookingTime: string }[];
        unmoved: unknown[];
      };
    };
    const rain = await ok<Rain>(
      manager,
      `mutation ($d: Date!) { adminRainDay(input: { date: $d }) {
      moved { guidId bookingDate bookingTime } unmoved { guidId } } }`,
      { d: day },
    );
    expect(rain.adminRainDay.unmoved).toEqual([]);
    expect(rain.adminRainDay.moved).toEqual([
      { guidId: early.guidId, bookingDate: future(31), bookingTime: '10:45 - 11:30' },
      { guidId: late.guidId, bookingDate: future(31), bookingTime: '10:45 - 11:30' },
    ]);
    for (const who of [early, late]) {
      await expect
        .poll(() => mailTo(who.email).some((m) => m.includes('10:45')), { timeout: 10_000 })
        .toBe(true);
    }
  });
});

describe('the crew day', () => {
  const DAY = `query { crewDay { date crew { name } jobs { guidId bookingTime status startedAt address { street } customer { name phone } } } }`;
  const START = `mutation ($g: ID!) { crewStartJob(input: { guidId: $g }) { booking { status startedAt } } }`;
  const DONE = `mutation ($g: ID!) { crewCompleteJob(input: { guidId: $g }) { booking { status } } }`;

  it("shows a staff user their crew's jobs of today in order; Start and Completed move the job; another crew's job is refused", async () => {
    // today, opened for work when it is a Sunday or a holiday
    const today = await openToday(stack.api.db);
    const later = await confirmedBooking(future(40), '13:00 - 13:45');
    const earlier = await confirmedBooking(future(40), '10:00 - 10:45');
    const other = await confirmedBooking(future(40), '11:30 - 12:15');
    for (const [b, crew] of [
      [later, crewA],
      [earlier, crewA],
      [other, crewB],
    ] as const) {
      await ok(admin, MOVE, {
        input: {
          guidId: b.guidId,
          date: future(40),
          timeSlot: b === later ? '13:00 - 13:45' : b === earlier ? '10:00 - 10:45' : '11:30 - 12:15',
          crewId: crew,
        },
      });
      // The visit is today (moved in the database: the checkout keeps a lead time).
      await stack.api.db.update(bookings).set({ bookingDate: today }).where(eq(bookings.guidId, b.guidId));
    }
    type Day = { crewDay: { crew: { name: string }; jobs: { guidId: string; status: string }[] } };
    const day = await ok<Day>(staffA, DAY);
    expect(day.crewDay.crew.name).toBe('Crew A');
    expect(day.crewDay.jobs.map((j) => j.guidId)).toEqual([earlier.guidId, later.guidId]);

    const started = await ok<{ crewStartJob: { booking: { status: string; startedAt: string } } }>(
      staffA,
      START,
      {
        g: earlier.guidId,
      },
    );
    expect(started.crewStartJob.booking.startedAt).toBeTruthy();
    const done = await ok<{ crewCompleteJob: { booking: { status: string } } }>(staffA, DONE, {
      g: earlier.guidId,
    });
    expect(done.crewCompleteJob.booking.status).toBe('COMPLETED');

    expect(firstCode(await staffA.gql(START, { g: other.guidId }))).toBe('FORBIDDEN');
    expect(firstCode(await client.gql(DAY))).toBe('FORBIDDEN');
    expect(firstCode(await staffA.gql(SCHEDULE, { from: today, to: today }))).toBe('FORBIDDEN');
  });

  it('refuses to start or complete a job before its day', async () => {
    const b = await confirmedBooking(future(41));
    await ok(admin, MOVE, {
      input: { guidId: b.guidId, date: future(41), timeSlot: '10:00 - 10:45', crewId: crewB },
    });
    expect(firstCode(await staffB.gql(DONE, { g: b.guidId }))).toBe('INVALID_TRANSITION');
  });
});

describe("the manager's reach", () => {
  it('opens the office but not the accounts', async () => {
    expect((await manager.gql('{ adminDashboard { metrics { key } } }')).errors).toBeUndefined();
    expect(firstCode(await manager.gql('{ adminUsers { id } }'))).toBe('FORBIDDEN');
    expect(firstCode(await manager.gql('{ adminTableRows(table: USERS) { total } }'))).toBe('FORBIDDEN');
  });
});
