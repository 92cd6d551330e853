/** Every change to a booking leaves a history row with who made it, whoever writes it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../test/harness.js';
import { bookingBody, insertUser, type Catalogue, startCatalogueTestApi } from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => ({ api, c } = await startCatalogueTestApi()));
afterAll(() => api.close());

describe('bookings/history.php', () => {
  it('records the creation, a status change, a move, a crew, the start, the notes and a refund, each with its actor', async () => {
    const customer = await insertUser(api.db);
    const office = await insertUser(api.db, { role: 'admin', name: 'Office Person' });
    const saved = await api.post('bookings/save.php', {
      ...bookingBody(c, customer.id, '2034-03-01'),
      created_by: customer.id,
    });
    expect(saved.status).toBe(200);
    const id = saved.body.id as number;
    await api.post('bookings/set-status.php', { id, status: 'confirmed', updated_by: office.id });
    const crew = (await api.post('crews/save.php', { name: 'History crew', colour: '#2f9e44' })).body.id;
    await api.post('bookings/reschedule.php', {
      id,
      bookingDate: '2034-03-02',
      bookingTime: '13:00 - 13:45',
      crewId: crew,
      updated_by: office.id,
    });
    await api.post('bookings/set-notes.php', { id, propertyNotes: 'Gate 12', updated_by: customer.id });
    await api.post('bookings/set-status.php', { id, status: 'cancelled' });

    const history = (await api.get(`bookings/history.php?id=${id}`)).body as {
      kind: string;
      actorId: number | null;
      actorName: string | null;
      detail: Record<string, unknown>;
    }[];
    expect(history.map((e) => [e.kind, e.actorId])).toEqual([
      ['created', customer.id],
      ['status', office.id],
      ['moved', office.id],
      ['crew', office.id],
      ['notes', customer.id],
      ['status', null],
    ]);
    expect(history[1]!.detail).toEqual({ from: 'pending', to: 'confirmed' });
    expect(history[2]!.detail).toMatchObject({
      fromDate: '2034-03-01',
      toDate: '2034-03-02',
      toTime: '13:00 - 13:45',
    });
    expect(history[3]!.detail).toEqual({ from: null, to: 'History crew' });
    expect(history[2]!.actorName).toBe('Office Person');
    expect((await api.get('bookings/history.php?id=99999999')).status).toBe(404);
  });

  it('lists a booking’s payments', async () => {
    const customer = await insertUser(api.db);
    const saved = await api.post('bookings/save.php', bookingBody(c, customer.id, '2034-04-01'));
    const id = saved.body.id as number;
    await api.post('bookings/record-payment.php', {
      guidId: saved.body.guidId,
      providerPaymentId: 'pf-history-1',
      amount: 1000,
      status: 'COMPLETE',
    });
    const list = (await api.get(`bookings/payments.php?id=${id}`)).body;
    expect(list).toEqual([
      expect.objectContaining({ providerPaymentId: 'pf-history-1', amount: 1000, status: 'COMPLETE' }),
    ]);
    const history = (await api.get(`bookings/history.php?id=${id}`)).body as {
      kind: string;
      actorId: null;
    }[];
    expect(history.at(-1)).toMatchObject({ kind: 'status', actorId: null });
  });
});
