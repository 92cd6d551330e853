/**
 * Crews decide capacity and take one job at a time, in the database: a slot takes as many live
 * bookings as there are active crews (the setting while none exist), and a crew already working in a
 * slot cannot be given another booking there, whoever writes and however many write at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../test/harness.js';
import {
  bookingBody,
  insertUser,
  type Catalogue,
  startCatalogueTestApi,
  dayCounter,
} from '../bookings/test-fixtures.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => ({ api, c } = await startCatalogueTestApi({})));
afterAll(() => api.close());

const nextDate = dayCounter(2033);
const book = async (date: string, time = '10:00 - 10:45') => {
  const user = await insertUser(api.db);
  return api.post('bookings/save.php', { ...bookingBody(c, user.id, date), bookingTime: time });
};
const confirmed = async (date: string, time = '10:00 - 10:45') => {
  const res = await book(date, time);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await api.get(`bookings/confirm.php?id=${res.body.id}`);
  return res.body as { id: number; durationMinutes: number };
};
const saveCrew = (body: object) => api.post('crews/save.php', { colour: '#2f9e44', ...body });
const assign = (id: number, date: string, crewId: number | null, time = '10:00 - 10:45') =>
  api.post('bookings/reschedule.php', { id, bookingDate: date, bookingTime: time, crewId });
const slotsOn = async (date: string) => (await api.get(`bookings/slot-days.php?from=${date}&days=1`)).body;

describe('crews', () => {
  it('saves a crew with staff members, refuses a client as a member and a second crew of the same name', async () => {
    const staff = await insertUser(api.db, { role: 'staff', name: 'Sipho Staff' });
    const client = await insertUser(api.db, { role: 'client' });
    const saved = await saveCrew({ name: 'North crew', colour: '#1971c2', memberIds: [staff.id] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'North crew',
      colour: '#1971c2',
      active: true,
      members: [{ id: staff.id, name: 'Sipho Staff' }],
    });
    const withClient = await saveCrew({ name: 'Other crew', memberIds: [client.id] });
    expect(withClient.status).toBe(400);
    expect(withClient.body.fields).toHaveProperty('memberIds');
    const twin = await saveCrew({ name: 'north CREW' });
    expect(twin.status).toBe(409);
    expect(twin.body.fields).toHaveProperty('name');
    // Leaving a member out of a save takes them off the crew.
    const emptied = await saveCrew({ id: saved.body.id, name: 'North crew', memberIds: [] });
    expect(emptied.body.members).toEqual([]);
    await api.get(`crews/delete.php?id=${saved.body.id}`);
  });

  it('makes the number of active crews the slot capacity, and the setting again when none is left', async () => {
    const date = nextDate();
    expect((await slotsOn(date)).days[0].slots[0]).toMatchObject({ taken: 0, capacity: 2 });
    const ids: number[] = [];
    for (const name of ['Crew 1', 'Crew 2', 'Crew 3']) ids.push((await saveCrew({ name })).body.id);
    expect((await slotsOn(date)).days[0].slots[0].capacity).toBe(3);
    for (let i = 0; i < 3; i++) await confirmed(date);
    const fourth = await book(date);
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('SLOT_FULL');

    // Taking a crew away from a full slot is asked for (crews/deactivation.test.ts).
    const off = (crewId: number) =>
      api.post('crews/deactivate.php', { crewId, reassignTo: null, confirmOverCapacity: true });
    await off(ids[2]!);
    expect((await slotsOn(date)).days[0].slots[0].capacity).toBe(2);
    for (const id of ids) await off(id);
    for (const id of ids) await api.get(`crews/delete.php?id=${id}`);
    expect((await slotsOn(date)).days[0].slots[0].capacity).toBe(2);
  });

  it('refuses a crew that already works in a slot the booking covers (409 CREW_BUSY), and frees it on cancel', async () => {
    const a = (await saveCrew({ name: 'Crew A' })).body.id as number;
    const b = (await saveCrew({ name: 'Crew B' })).body.id as number;
    const date = nextDate();
    const first = await confirmed(date);
    const second = await confirmed(date);
    expect((await assign(first.id, date, a)).status).toBe(200);
    const clash = await assign(second.id, date, a);
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('CREW_BUSY');
    expect((await assign(second.id, date, b)).body.crewId).toBe(b);
    // Moving the first booking onto a slot where its crew is free keeps its crew.
    const later = await assign(first.id, date, a, '13:00 - 13:45');
    expect(later.body).toMatchObject({ crewId: a, bookingTime: '13:00 - 13:45' });
    expect((await assign(second.id, date, a)).body.crewId).toBe(a);
    // A cancelled booking frees its crew.
    await api.get(`bookings/cancel.php?id=${second.id}`);
    const third = await confirmed(date);
    expect((await assign(third.id, date, a)).status).toBe(200);
    for (const id of [a, b]) await api.get(`crews/delete.php?id=${id}`);
  });

  it('gives a crew one of two bookings assigned at once to the same slot', async () => {
    const crew = (await saveCrew({ name: 'Crew R' })).body.id as number;
    await saveCrew({ name: 'Crew S' });
    const date = nextDate();
    const x = await confirmed(date);
    const y = await confirmed(date);
    const answers = await Promise.all([assign(x.id, date, crew), assign(y.id, date, crew)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('starts a confirmed booking once and refuses to start a pending one', async () => {
    const date = nextDate();
    const pending = await book(date);
    const refused = await api.post('bookings/start.php', { id: pending.body.id });
    expect(refused.status).toBe(409);
    const b = await confirmed(date, '11:30 - 12:15');
    const started = await api.post('bookings/start.php', { id: b.id });
    expect(started.status).toBe(200);
    expect(started.body.startedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await api.post('bookings/start.php', { id: b.id });
    expect(again.body.startedAt).toBe(started.body.startedAt);
  });
});
