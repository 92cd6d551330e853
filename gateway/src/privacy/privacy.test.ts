/**
 * POPIA through the real gateway (docs/product.md, "Privacy (POPIA)"): consent given and withdrawn with
 * its wording and time, the signed-in customer's export holding their bookings and nothing of another
 * customer's, erasure refused while a paid visit is ahead, and an erased customer signed out for good.
 */
import { MARKETING_CONSENT_WORDING } from '@greenleaf/shared/rules/consent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstServiceLine,
  nthWorkingDay,
  payThroughNotification,
  startTestGateway,
  TEST_VISIT,
} from '../test/harness.js';
import type { GqlClient, TestGateway } from '../test/harness.js';

let t: TestGateway;
let line: { serviceId: string; optionIds: string[] };

const PASSWORD = 'lawns-are-green';
const CONSENT = `mutation ($given: Boolean!) { setMarketingConsent(given: $given) { purpose wording givenAt withdrawnAt } }`;
const CONSENTS = '{ myConsents { purpose wording givenAt withdrawnAt } }';
const EXPORT = '{ myDataExport }';
const ERASE = 'mutation { eraseMyAccount { cancelledVisits } }';
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { user { id } } }';

let counter = 0;
/** A new customer's booking: the client that made it is signed in as its owner. */
async function bookAsNew(client: GqlClient, day: number) {
  const email = `popia-${++counter}-${Date.now()}@example.test`;
  const res = await client.gql(
    `mutation C($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`,
    {
      input: {
        booking: { date: nthWorkingDay(day), timeSlot: '10:00 - 10:45', lines: [line] },
        customer: {
          name: `Nomvula Privacy${counter}`,
          email,
          password: PASSWORD,
          phone: `07${String(Date.now() + counter).slice(-8)}`,
        },
        address: TEST_VISIT,
      },
    },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return { guidId: (res.data!.createBooking.booking as { guidId: string }).guidId, email };
}

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  line = await firstServiceLine(t.client());
});
afterAll(async () => {
  await t?.close();
});

describe('POPIA', () => {
  it('records marketing consent with its wording and time, and withdraws it in one call', async () => {
    const customer = t.client();
    await bookAsNew(customer, 41);
    const given = await customer.gql(CONSENT, { given: true });
    expect(given.errors, JSON.stringify(given.errors)).toBeUndefined();
    expect(given.data!.setMarketingConsent).toMatchObject([
      { purpose: 'marketing', wording: MARKETING_CONSENT_WORDING, withdrawnAt: null },
    ]);
    expect(Number.isNaN(Date.parse(given.data!.setMarketingConsent[0].givenAt))).toBe(false);
    const withdrawn = await customer.gql(CONSENT, { given: false });
    expect(withdrawn.data!.setMarketingConsent[0].withdrawnAt).toEqual(expect.any(String));
    const read = await customer.gql(CONSENTS);
    expect(read.data!.myConsents).toHaveLength(1);
    expect(read.data!.myConsents[0].withdrawnAt).toEqual(expect.any(String));
    const anonymous = await t.client().gql(CONSENT, { given: true });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("the export holds the customer's bookings and consents and nothing of another customer", async () => {
    const mine = t.client();
    const other = t.client();
    const a = await bookAsNew(mine, 42);
    const b = await bookAsNew(other, 43);
    await mine.gql(CONSENT, { given: true });
    const res = await mine.gql<{ myDataExport: Record<string, any> }>(EXPORT);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const data = res.data!.myDataExport;
    expect(data.account.email).toBe(a.email);
    expect(data.bookings.map((x: { guid_id: string }) => x.guid_id)).toEqual([a.guidId]);
    expect(data.bookingServices.length).toBeGreaterThan(0);
    expect(data.consents).toMatchObject([{ purpose: 'marketing', wording: MARKETING_CONSENT_WORDING }]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain(b.guidId);
    expect((await t.client().gql(EXPORT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses erasure while a paid visit is ahead; erases an unpaid one, cancels it and ends the sign-in', async () => {
    const paying = t.client();
    const paid = await bookAsNew(paying, 44);
    expect((await payThroughNotification(t, paying, paid.guidId)).status).toBe(200);
    const refused = await paying.gql(ERASE);
    expect(refused.errors?.[0]?.extensions?.code).toBe('PAID_VISITS_AHEAD');
    expect(refused.errors?.[0]?.message).toMatch(/contact the office/);
    expect((await paying.gql(EXPORT)).data!.myDataExport.account.email).toBe(paid.email);

    const leaving = t.client();
    const unpaid = await bookAsNew(leaving, 45);
    const erased = await leaving.gql(ERASE);
    expect(erased.errors, JSON.stringify(erased.errors)).toBeUndefined();
    expect(erased.data!.eraseMyAccount).toEqual({ cancelledVisits: 1 });
    expect((await leaving.gql('{ me { id } }')).data!.me).toBeNull();
    const login = await t.client().gql(LOGIN, { i: { email: unpaid.email, password: PASSWORD } });
    expect(login.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    const receipt = await t.client().gql('query ($g: ID!) { booking(guidId: $g) { status } }', {
      g: unpaid.guidId,
    });
    expect(receipt.data?.booking?.status).toBe('CANCELLED');
  });

  it("the office erases a customer from the customer's page; a manager cannot erase an admin", async () => {
    const manager = await t.signedIn('manager');
    const customer = t.client();
    const booked = await bookAsNew(customer, 46);
    const me = await customer.gql<{ me: { id: string } }>('{ me { id } }');
    const done = await manager.gql(
      'mutation ($id: ID!) { adminEraseCustomer(id: $id) { cancelledVisits } }',
      {
        id: me.data!.me.id,
      },
    );
    expect(done.errors, JSON.stringify(done.errors)).toBeUndefined();
    expect(done.data!.adminEraseCustomer).toEqual({ cancelledVisits: 1 });
    const login = await t.client().gql(LOGIN, { i: { email: booked.email, password: PASSWORD } });
    expect(login.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');

    const admin = await t.signedIn('admin');
    const refused = await manager.gql(
      'mutation ($id: ID!) { adminEraseCustomer(id: $id) { cancelledVisits } }',
      {
        id: String(admin.userId),
      },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
