/**
 * Deactivating a crew with future jobs through the gateway (docs/product.md "The office's day",
 * Crews): the preview, the deactivation that moves every job or none, and the refusals of the paths
 * that would leave its jobs or over-book slots silently. Over HTTP with real sessions.
 */
import { addDays } from '@greenleaf/shared/calendar/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { johannesburgNow } from '../booking/time-slots.js';
import {
  addLawnMowing,
  firstCode,
  startAdminStack,
  type AdminTestStack,
  type Caller,
} from '../admin/test-support.js';
import { TEST_VISIT, workingDayFrom } from '../test/harness.js';

let stack: AdminTestStack;
let admin: Caller;
let manager: Caller;
let client: Caller;
let serviceId: number;

beforeAll(async () => {
  stack = await startAdminStack();
  [admin, manager, client] = await Promise.all([
    stack.signIn('admin'),
    stack.signIn('manager'),
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

const SAVE_CREW = `mutation ($input: AdminSaveCrewInput!) { adminSaveCrew(input: $input) { crew { id } } }`;
const MOVE = `mutation ($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { guidId } } }`;
const PREVIEW = `query ($crewId: ID!) { adminCrewDeactivationPreview(crewId: $crewId) {
  crew { id name active }
  jobs { id guidId date time status customerName suburb }
  overCapacity { date time booked capacity } } }`;
const DEACTIVATE = `mutation ($input: AdminDeactivateCrewInput!) { adminDeactivateCrew(input: $input) {
  crew { id active } moved reassignedTo { id name } } }`;

let customers = 0;
/** A confirmed booking of a new customer on `date` at `time`, given to `crewId` when there is one. */
async function job(date: string, time: string, crewId: string | null) {
  customers += 1;
  const user = await stack.api.post<{ id: number }>('users/save.php', {
    name: `Deact Customer ${customers}`,
    email: `deact-${customers}-${Date.now()}@example.co.za`,
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
  if (crewId) await ok(admin, MOVE, { input: { guidId: res.body.guidId, date, timeSlot: time, crewId } });
  return { id: String(res.body.id), name: `Deact Customer ${customers}` };
}

const crew = async (name: string) =>
  (
    await ok<{ adminSaveCrew: { crew: { id: string } } }>(admin, SAVE_CREW, {
      input: { name, colour: '#2f9e44', active: true, memberIds: [] },
    })
  ).adminSaveCrew.crew.id;

describe('deactivating a crew with future jobs', () => {
  it('previews, refuses the silent paths and a busy target, then moves every job and deactivates', async () => {
    const [x, y, z] = [await crew('Crew X'), await crew('Crew Y'), await crew('Crew Z')];
    let day = johannesburgNow().date;
    for (let k = 0; k < 15; k++) day = workingDayFrom(addDays(day, 1));
    const x1 = await job(day, '10:00 - 10:45', x);
    const x2 = await job(day, '13:00 - 13:45', x);
    await job(day, '13:00 - 13:45', y);
    await job(day, '10:00 - 10:45', null);
    await job(day, '10:00 - 10:45', null);

    type Preview = {
      adminCrewDeactivationPreview: {
        jobs: { id: string; customerName: string }[];
        overCapacity: unknown[];
      };
    };
    const preview = await ok<Preview>(manager, PREVIEW, { crewId: x });
    expect(preview.adminCrewDeactivationPreview).toMatchObject({
      crew: { id: x, name: 'Crew X', active: true },
      jobs: [
        {
          id: x1.id,
          date: day,
          time: '10:00 - 10:45',
          status: 'confirmed',
          customerName: x1.name,
          suburb: TEST_VISIT.suburb,
        },
        { id: x2.id, date: day, time: '13:00 - 13:45', customerName: x2.name },
      ],
      overCapacity: [{ date: day, time: '10:00 - 10:45', booked: 3, capacity: 2 }],
    });
    expect(firstCode(await client.gql(PREVIEW, { crewId: x }))).toBe('FORBIDDEN');

    const saved = await admin.gql(SAVE_CREW, {
      input: { id: x, name: 'Crew X', colour: '#2f9e44', active: false, memberIds: [] },
    });
    expect(saved.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'active' });
    expect(saved.errors?.[0]?.message).toContain('2 future jobs');
    const removed = await admin.gql(
      `mutation ($id: ID!) { adminDeleteCrew(input: { id: $id }) { success } }`,
      {
        id: x,
      },
    );
    expect(removed.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'id' });

    const unasked = await admin.gql(DEACTIVATE, { input: { crewId: x, reassignTo: z } });
    expect(unasked.errors?.[0]?.extensions).toMatchObject({
      code: 'OVER_CAPACITY',
      field: 'confirmOverCapacity',
    });
    expect(unasked.errors?.[0]?.message).toContain('1 time');

    const busy = await admin.gql(DEACTIVATE, {
      input: { crewId: x, reassignTo: y, confirmOverCapacity: true },
    });
    expect(busy.errors?.[0]?.extensions).toMatchObject({ code: 'CREW_BUSY', field: 'reassignTo' });
    expect(busy.errors?.[0]?.message).toContain(`#${x2.id}`);
    // Nothing moved: X still has both jobs.
    expect((await ok<Preview>(admin, PREVIEW, { crewId: x })).adminCrewDeactivationPreview.jobs).toHaveLength(
      2,
    );

    const done = await ok<{ adminDeactivateCrew: unknown }>(manager, DEACTIVATE, {
      input: { crewId: x, reassignTo: z, confirmOverCapacity: true },
    });
    expect(done.adminDeactivateCrew).toEqual({
      crew: { id: x, active: false },
      moved: 2,
      reassignedTo: { id: z, name: 'Crew Z' },
    });
    const onZ = (await ok<Preview>(admin, PREVIEW, { crewId: z })).adminCrewDeactivationPreview.jobs;
    expect(onZ.map((j) => j.id)).toEqual([x1.id, x2.id]);
  });
});
