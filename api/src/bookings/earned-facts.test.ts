import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { bookingBody, insertUser, type Catalogue, startCatalogueTestApi } from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => ({ api, c } = await startCatalogueTestApi({})));
afterAll(() => api.close());

const facts = async (q: Record<string, string | number>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) params.set(k, String(v));
  const res = await api.get(`bookings/earned-facts.php?${params.toString()}`);
  expect(res.status).toBe(200);
  return res.body as { bookedBefore: boolean; referrerId: number | null; credits: unknown[] };
};

describe('earned facts', () => {
  it('knows an earlier booking by account, e-mail (any case) or phone (digits), not a cancelled one', async () => {
    const user = await insertUser(api.db, { phone: '082 555 0199' });
    expect(await facts({ userId: user.id })).toEqual({ bookedBefore: false, referrerId: null, credits: [] });

    const saved = await api.post('bookings/save.php', bookingBody(c, user.id, '2034-02-01'));
    expect(saved.status).toBe(200);
    expect((await facts({ userId: user.id })).bookedBefore).toBe(true);
    expect((await facts({ email: user.email.toUpperCase() })).bookedBefore).toBe(true);
    expect((await facts({ phone: '0825550199' })).bookedBefore).toBe(true);
    expect((await facts({ phone: '+27 82 555 0199' })).bookedBefore).toBe(true);
    expect((await facts({ phone: '0027825550199' })).bookedBefore).toBe(true);
    expect((await facts({ phone: '+27 82 555 0198' })).bookedBefore).toBe(false);
    // another account with the same phone has booked before too
    const twin = await insertUser(api.db, { phone: '082-555-0199' });
    expect((await facts({ userId: twin.id })).bookedBefore).toBe(true);
    const abroad = await insertUser(api.db, { phone: '+27 82 555 0199' });
    expect((await facts({ userId: abroad.id })).bookedBefore).toBe(true);

    await api.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.userId, user.id));
    expect((await facts({ userId: user.id })).bookedBefore).toBe(false);
  });

  it('finds whose a referral code is, without case or spaces; an unknown code is nobody', async () => {
    const user = await insertUser(api.db);
    expect(user.referralCode).toMatch(/^[0-9A-F]{8}$/);
    const spaced = `${user.referralCode.slice(0, 4).toLowerCase()} ${user.referralCode.slice(4)}`;
    expect((await facts({ referralCode: spaced })).referrerId).toBe(user.id);
    expect((await facts({ referralCode: 'NOSUCHCODE' })).referrerId).toBeNull();
  });
});
