// Budgets that make abuse cost the abuser more than us (issue #32), through the real gateway and api,
// on PGlite and on PostgreSQL, with the production limits (the test harness sets them far away for
// every other test), the counting attacks spread over two gateway replicas over one database:
// - 10 throw-away customers from one address cannot hold every slot of a day; a real customer booking
//   two visits is not blocked;
// - one browser keeping its device cookie (gl_device) while it rotates addresses and identities is
//   held to the same budget per device, for holds and for new accounts;
// - 60 registrations from one address: 5 are made, the rest RATE_LIMITED with the wait;
// - registration and the checkout's new-customer details answer the same for an e-mail with an
//   account and one without (no EMAIL_TAKEN);
// - a burst on /graphql past the per-address budget gets 429 with Retry-After, counted across two
//   gateway replicas over one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingDayFrom } from '../../api/src/test/calendar.js';
import type { GatewayConfig } from '../../gateway/src/config.js';
import { startTestGateway, type TestGateway } from '../../gateway/src/test/harness.js';
import { BodyLog, client, codes, type Client } from './support/client.js';
import {
  CREATE_BOOKING,
  demoLine,
  newCustomer,
  signedIn,
  type CatalogueLine,
  VISIT,
} from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

/** The limits a production gateway has by default (gateway/src/config.ts). */
const PRODUCTION_BUDGETS: GatewayConfig['budgets'] = {
  holdsPerAddress: 6,
  shortHoldAfter: 3,
  shortHoldMinutes: 10,
  signupsPerAddress: 5,
  graphqlRequestsPerMinute: 600,
  graphqlCostPerMinute: 300_000,
};
const REGISTER = `mutation($i: RegisterInput!) { register(input: $i) { user { id name email phone address role status } } }`;

const log = new BodyLog();
const from = (address: string): RequestInit => ({ headers: { 'x-forwarded-for': address } });
/** A throw-away phone number: the per-phone hold limit does not tie these customers together. */
const randomPhone = () => `082${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const day = (from: string) => workingDayFrom(from);

type Slot = { label: string; available: boolean; remaining: number };
const slotsOf = async (c: Client, date: string) =>
  (
    await c.gql<{ timeSlots: Slot[] }>(
      'query($d: Date!) { timeSlots(date: $d) { label available remaining } }',
      { d: date },
    )
  ).data!.timeSlots;

/** This browser's device cookie, as a browser that kept it (and nothing else) would send it. */
const deviceCookieOf = (c: Client) => /(?:^|; )(gl_device=[^;]+)/.exec(c.cookie())?.[1];

for (const db of ['pglite', 'postgres'] as const) {
  describe(`abuse budgets (${db})`, () => {
    let t: InProcess;
    /** A second gateway replica over the same api and database. */
    let b: TestGateway;
    let line: CatalogueLine;
    /** The replica the n-th attempt goes to: every other one. */
    const replica = (n: number) => (n % 2 === 0 ? t.url : b.url);

    beforeAll(async () => {
      const config = {
        apiTimeoutMs: 30_000,
        apiWriteTimeoutMs: 60_000,
        trustedProxies: ['127.0.0.1'],
        budgets: PRODUCTION_BUDGETS,
      };
      t = await inProcess({ db, config });
      b = await startTestGateway({ api: t.api, config });
      line = await demoLine(client(t.url, log));
    }, 180_000);
    afterAll(async () => {
      await b?.close();
      await t?.close();
    });

    const book = (c: Client, date: string, timeSlot: string, address: string, customer?: object) =>
      c.gql(
        CREATE_BOOKING,
        {
          input: {
            address: VISIT,
            booking: { date, timeSlot, lines: [line], modifierOptionIds: [] },
            ...(customer ? { customer } : {}),
          },
        },
        from(address),
      );

    const heldMinutes = async (guidId: string) => {
      const r = await t.api.get<{ heldUntil: string; created_at: string }>(
        `bookings/get.php?guidId=${guidId}`,
      );
      return (Date.parse(r.body.heldUntil) - Date.parse(r.body.created_at)) / 60_000;
    };

    describe('new unpaid holds per client address', () => {
      it('10 throw-away customers from one address cannot hold every slot of a day', async () => {
        const date = day('2031-09-15');
        const slots = await slotsOf(client(t.url, log), date);
        const places = slots.reduce((sum, s) => sum + s.remaining, 0);
        const replies = [];
        // Each throw-away customer tries three slots, one after another, as the attack did.
        for (let i = 0; i < 10; i++) {
          const attacker = client(replica(i), log);
          const customer = { ...newCustomer(`squat${i}`), phone: randomPhone() };
          for (let j = 0; j < 3; j++) {
            const slot = slots[(i * 3 + j) % slots.length]!.label;
            replies.push(await book(attacker, date, slot, '203.0.113.50', j === 0 ? customer : undefined));
          }
        }
        const held = replies.filter((r) => !r.errors);
        const limited = replies.filter((r) => codes(r)[0] === 'RATE_LIMITED');
        console.log(
          `[abuse-budgets] holds made ${held.length} of ${replies.length}; places that day ${places}`,
        );
        expect(held.length).toBeLessThanOrEqual(6);
        expect(limited.length).toBeGreaterThan(0);
        for (const r of limited) {
          expect(Number(r.errors![0]!.extensions!.retryAfterSeconds)).toBeGreaterThan(0);
          expect(r.errors![0]!.message).toMatch(/Too many bookings/);
        }
        const left = (await slotsOf(client(t.url, log), date)).reduce((sum, s) => sum + s.remaining, 0);
        expect(left).toBeGreaterThanOrEqual(places - 6);
        // Past the third new hold of the address, a brand-new customer's booking holds 10 minutes, not 30.
        const newCustomerHolds = await Promise.all(
          held
            .map((r) => (r.data!.createBooking.booking as { guidId: string }).guidId)
            .map((guid) => heldMinutes(guid)),
        );
        expect(newCustomerHolds.some((m) => m <= 10.5)).toBe(true);
      });

      it('a real customer booking two visits is not blocked and keeps the 30-minute hold', async () => {
        const date = day('2031-09-22');
        const slots = await slotsOf(client(t.url, log), date);
        const browser = client(t.url, log);
        const first = await book(browser, date, slots[0]!.label, '198.51.100.20', {
          ...newCustomer('family'),
          phone: randomPhone(),
        });
        expect(first.errors).toBeUndefined();
        // signed in by the first booking, the second visit is theirs too
        const second = await book(browser, day('2031-09-29'), slots[1]!.label, '198.51.100.20');
        expect(second.errors).toBeUndefined();
        for (const r of [first, second]) {
          const minutes = await heldMinutes((r.data!.createBooking.booking as { guidId: string }).guidId);
          expect(minutes).toBeGreaterThan(29);
        }
      });
    });

    describe('new unpaid holds and new accounts per device', () => {
      it('one browser keeping its device cookie, rotating addresses and identities, holds at most the budget', async () => {
        const date = day('2031-10-13');
        const slots = await slotsOf(client(t.url, log), date);
        const first = client(t.url, log);
        const replies = [
          await book(first, date, slots[0]!.label, '198.18.1.1', {
            ...newCustomer('dev0'),
            phone: randomPhone(),
          }),
        ];
        // the browser was given a device cookie on its first booking
        const device = deviceCookieOf(first);
        expect(device).toBeDefined();
        for (let i = 1; i < 10; i++) {
          // a fresh session each time (no sign-in carried over), only the device cookie kept
          const attacker = client(replica(i), log);
          attacker.setCookie(device!);
          const customer = { ...newCustomer(`dev${i}`), phone: randomPhone() };
          replies.push(
            await book(attacker, date, slots[i % slots.length]!.label, `198.18.1.${i + 1}`, customer),
          );
        }
        const held = replies.filter((r) => !r.errors);
        const limited = replies.filter((r) => codes(r)[0] === 'RATE_LIMITED');
        expect(held).toHaveLength(PRODUCTION_BUDGETS.holdsPerAddress);
        expect(limited).toHaveLength(10 - PRODUCTION_BUDGETS.holdsPerAddress);
        expect(limited[0]!.errors![0]!.message).toMatch(/Too many bookings/);
        // Another browser from one of those addresses still books: the address's own budget is not spent.
        const neighbour = await book(client(t.url, log), date, slots[0]!.label, '198.18.1.2', {
          ...newCustomer('dev-neighbour'),
          phone: randomPhone(),
        });
        expect(neighbour.errors).toBeUndefined();
      });

      it('one browser keeping its device cookie, rotating addresses, makes at most the budget of accounts', async () => {
        const first = client(t.url, log);
        const register = (c: Client, i: number) => {
          const typed = newCustomer(`devreg${i}`);
          return c.gql(
            REGISTER,
            { i: { name: typed.name, email: typed.email, password: typed.password } },
            from(`198.18.2.${i + 1}`),
          );
        };
        const replies = [await register(first, 0)];
        // the new account's browser was given a device cookie (its known device)
        const device = deviceCookieOf(first);
        expect(device).toBeDefined();
        for (let i = 1; i < 8; i++) {
          const attacker = client(replica(i), log);
          attacker.setCookie(device!);
          replies.push(await register(attacker, i));
        }
        expect(replies.filter((r) => !r.errors)).toHaveLength(PRODUCTION_BUDGETS.signupsPerAddress);
        const refused = replies.filter((r) => codes(r)[0] === 'RATE_LIMITED');
        expect(refused).toHaveLength(8 - PRODUCTION_BUDGETS.signupsPerAddress);
        expect(Number(refused[0]!.errors![0]!.extensions!.retryAfterSeconds)).toBeGreaterThan(3000);
      });
    });

    describe('new accounts per client address', () => {
      it('60 registrations from one address: 5 accounts, the rest RATE_LIMITED with the wait', async () => {
        const replies = [];
        for (let i = 0; i < 60; i++) {
          const c = newCustomer(`flood${i}`);
          replies.push(
            await client(replica(i), log).gql(
              REGISTER,
              { i: { name: c.name, email: c.email, password: c.password } },
              from('203.0.113.60'),
            ),
          );
        }
        const made = replies.filter((r) => !r.errors);
        expect(made).toHaveLength(5);
        const refused = replies.filter((r) => codes(r)[0] === 'RATE_LIMITED');
        expect(refused).toHaveLength(55);
        expect(Number(refused[0]!.errors![0]!.extensions!.retryAfterSeconds)).toBeGreaterThan(3000);
        // Another address registers as ever.
        const other = newCustomer('neighbour');
        const fine = await client(t.url, log).gql(
          REGISTER,
          { i: { name: other.name, email: other.email, password: other.password } },
          from('198.51.100.61'),
        );
        expect(fine.errors).toBeUndefined();
      });
    });

    describe('no enumeration', () => {
      /** The reply's body with the values a new account would make up anyway left out. */
      const shapeOf = (text: string) =>
        text.replace(/"id":"\d+"/g, '"id":"N"').replace(/"email":"[^"]+"/g, '"email":"E"');

      it('registration answers the same for an e-mail with an account and one without', async () => {
        const owner = await signedIn(t.api, t.url, 'client', log);
        const typed = {
          name: 'Sam Probe',
          password: 'probe-pass-123',
          phone: '0825550123',
          address: 'Claremont',
        };
        const known = await client(t.url, log).gql(
          REGISTER,
          { i: { ...typed, email: owner.email } },
          from('192.0.2.70'),
        );
        const unknown = await client(t.url, log).gql(
          REGISTER,
          { i: { ...typed, email: newCustomer('probe').email } },
          from('192.0.2.71'),
        );
        expect(known.errors).toBeUndefined();
        expect(known.status).toBe(unknown.status);
        expect(shapeOf(known.text)).toBe(shapeOf(unknown.text));
        expect(known.data!.register.user.id).not.toBe(String(owner.userId));
      });
    });

    describe('no enumeration at the checkout', () => {
      const shapeOf = (text: string) =>
        text
          .replace(/"id":"\d+"/g, '"id":"N"')
          .replace(/"guidId":"[^"]+"/g, '"guidId":"G"')
          .replace(/"email":"[^"]+"/g, '"email":"E"');

      it("a new customer's details answer the same for an e-mail with an account and one without", async () => {
        const owner = await signedIn(t.api, t.url, 'client', log);
        const date = day('2031-10-06');
        const slots = await slotsOf(client(t.url, log), date);
        const typed = { ...newCustomer('checkout-probe'), phone: randomPhone() };
        const knownBrowser = client(t.url, log);
        const known = await book(knownBrowser, date, slots[0]!.label, '192.0.2.80', {
          ...typed,
          email: owner.email,
        });
        const unknown = await book(client(t.url, log), date, slots[1]!.label, '192.0.2.81', {
          ...typed,
          email: newCustomer('checkout-new').email,
          phone: randomPhone(),
        });
        expect(known.errors).toBeUndefined();
        expect(known.status).toBe(unknown.status);
        expect(shapeOf(known.text)).toBe(shapeOf(unknown.text));
        // Booked on the owner's account, without opening a session for the prober.
        const guid = (known.data!.createBooking.booking as { guidId: string }).guidId;
        const saved = await t.api.get<{ userId: number }>(`bookings/get.php?guidId=${guid}`);
        expect(saved.body.userId).toBe(owner.userId);
        expect((await knownBrowser.gql('{ me { id } }')).data!.me).toBeNull();
      });
    });

    describe('the /graphql budget per client address', () => {
      let a: TestGateway;
      let b: TestGateway;
      const LIMIT = 40;
      beforeAll(async () => {
        const config = {
          trustedProxies: ['127.0.0.1'],
          budgets: { ...PRODUCTION_BUDGETS, graphqlRequestsPerMinute: LIMIT },
        };
        a = await startTestGateway({ api: t.api, config });
        b = await startTestGateway({ api: t.api, config });
      }, 60_000);
      afterAll(async () => {
        await a?.close();
        await b?.close();
      });

      it('a burst past the budget, spread over two replicas, gets 429 with Retry-After; another address is served', async () => {
        // not a catalogue query: the response cache in front of express does not answer it
        const query = '{ me { id } }';
        const replies = [];
        for (let i = 0; i < 100; i++) {
          const gateway = i % 2 === 0 ? a : b;
          replies.push(await client(gateway.url, log).gql(query, {}, from('203.0.113.90')));
        }
        const served = replies.filter((r) => r.status === 200);
        const refused = replies.filter((r) => r.status === 429);
        console.log(`[abuse-budgets] /graphql served ${served.length} of 100 (limit ${LIMIT} a minute)`);
        // Never more than the limit across both replicas: each unit was counted in the database first.
        expect(served.length).toBeLessThanOrEqual(LIMIT);
        expect(served.length).toBeGreaterThan(0);
        expect(refused.length).toBe(100 - served.length);
        const retryAfter = Number(refused[0]!.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(codes(refused[0]!)).toEqual(['RATE_LIMITED']);
        // Both replicas refuse: the count is shared.
        expect(replies.filter((r, i) => i % 2 === 0 && r.status === 429).length).toBeGreaterThan(0);
        expect(replies.filter((r, i) => i % 2 === 1 && r.status === 429).length).toBeGreaterThan(0);
        const elsewhere = await client(a.url, log).gql(query, {}, from('198.51.100.91'));
        expect(elsewhere.status).toBe(200);
      });
    });
  });
}
