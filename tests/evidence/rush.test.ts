// A rush of customers, through the gateway, with the checkout's own behaviour (an idempotency key per
// booking, the same key again after BUSY or an unknown outcome):
// - 100 new customers race for one slot of capacity 2: exactly 2 are told "booked" (and 2 stored), 98
//   SLOT_FULL, nothing else, and none of the 98 gets an account (account and booking are one
//   transaction);
// - 50 concurrent bookings by signed-in customers on 50 free slots: 50 booked;
// - the same key again returns the same booking (new customer and signed-in), never a second one;
// - a refused booking leaves no account; one account cannot squat a day (unpaid holds);
// - a save whose reply is lost is answered by asking the api by the key (booked → booked);
// - a booking's own reads (the slot check) wait as long as its write, not the 2 s read timeout;
// - a full save queue answers BUSY before writing, and the retry with the same key books once.
// On PGlite (the embedded default) and, for the two races, on a PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type Client, type GqlReply } from './support/client.js';
import {
  bookingIntegrity,
  CREATE_BOOKING,
  demoLine,
  newCustomer,
  rows,
  SLOTS,
  tableCounts,
  TEST_PASSWORD,
  type CatalogueLine,
  VISIT,
} from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

const SLOT_FULL_MESSAGE = 'This time slot is fully booked. Please choose another slot.';
const RACERS = 100;

type Outcome = { reply: GqlReply; attempts: number; busy: number; firstBusy?: GqlReply };

/**
 * createBooking as the checkout sends it: one key for the booking, the same key again after BUSY
 * (after its Retry-After) or UPSTREAM_UNAVAILABLE (the outcome unknown), for up to about 30 s.
 */
async function bookLikeTheCheckout(c: Client, input: Record<string, unknown>, key = randomUUID()) {
  const out: Outcome = { reply: undefined as unknown as GqlReply, attempts: 0, busy: 0 };
  let waited = 0;
  for (let backoff = 500; ; backoff = Math.min(backoff * 2, 4000)) {
    out.attempts += 1;
    out.reply = await c.gql(CREATE_BOOKING, { input: { ...input, idempotencyKey: key } });
    const code = out.reply.errors?.[0]?.extensions?.code;
    if (code !== 'BUSY' && code !== 'UPSTREAM_UNAVAILABLE') return out;
    if (code === 'BUSY') {
      out.busy += 1;
      out.firstBusy ??= out.reply;
    }
    const hint = Number(out.reply.errors?.[0]?.extensions?.retryAfterSeconds ?? 0) * 1000;
    const pause = Math.max(hint, backoff);
    if (waited + pause > 30_000) return out;
    waited += pause;
    await new Promise((r) => setTimeout(r, pause));
  }
}

const codeOf = (r: GqlReply) => r.errors?.[0]?.extensions?.code;
const guidOf = (r: GqlReply) => r.data?.createBooking?.booking?.guidId as string | undefined;
/** A new customer with a phone of their own (the unpaid-holds limit counts by phone too). */
const racer = (tag: string, i: number) => ({
  ...newCustomer(tag),
  phone: `021 7${String(i).padStart(6, '0')}`,
});

/** A client account created through the api with its own phone, signed in through the gateway. */
async function signedInCustomer(t: InProcess, i: number): Promise<Client & { userId: number }> {
  const details = { ...newCustomer('si', TEST_PASSWORD), phone: `082 3${String(i).padStart(6, '0')}` };
  const created = await t.api.post<{ id: number }>('users/save.php', { ...details, role: 'client' });
  if (created.status !== 200) throw new Error(created.text);
  const c = client(t.url);
  const res = await c.gql('mutation($input: LoginInput!) { login(input: $input) { user { id } } }', {
    input: { email: details.email, password: TEST_PASSWORD },
  });
  if (res.errors) throw new Error(res.text);
  return Object.assign(c, { userId: created.body.id });
}

for (const db of ['pglite', 'postgres'] as const) {
  describe(`a rush (${db})`, () => {
    let t: InProcess;
    let line: CatalogueLine;

    beforeAll(async () => {
      // The api's real limits (MAX_UNPAID_HOLDS 3, BOOKING_SAVE_QUEUE 100) and the gateway's real
      // timeouts (reads 2 s, writes 15 s).
      t = await inProcess({ db, slotCapacity: 2, apiLimits: { maxUnpaidHolds: 3 } });
      line = await demoLine(client(t.url));
    });
    afterAll(async () => {
      await t?.close();
    });

    it(`${RACERS} new customers, one slot of 2: 2 booked and told so, ${RACERS - 2} SLOT_FULL, no account for them`, async () => {
      const date = '2032-03-10';
      const timeSlot = '11:30 - 12:15';
      const booking = { date, timeSlot, lines: [line], modifierOptionIds: [] };
      const before = await tableCounts(t.api.db);
      const customers = Array.from({ length: RACERS }, (_, i) => ({
        c: client(t.url),
        details: racer('r', i),
      }));

      const started = Date.now();
      const outcomes = await Promise.all(
        customers.map(({ c, details }) =>
          bookLikeTheCheckout(c, { address: VISIT, booking, customer: details }),
        ),
      );
      const elapsed = Date.now() - started;
      const replies = outcomes.map((o) => o.reply);

      const booked = replies.filter((r) => guidOf(r));
      const full = replies.filter(
        (r) => codeOf(r) === 'SLOT_FULL' && r.errors![0]!.message === SLOT_FULL_MESSAGE,
      );
      const other = replies
        .filter((r) => !booked.includes(r) && !full.includes(r))
        .map((r) => r.text.slice(0, 300));
      expect(other).toEqual([]);
      expect(booked).toHaveLength(2);
      expect(full).toHaveLength(RACERS - 2);

      const inSlot = await rows<{ guid: string }>(
        t.api.db,
        sql`select guid_id as guid from bookings where booking_date = ${date} and booking_time = ${timeSlot}`,
      );
      expect(inSlot.map((b) => b.guid).sort()).toEqual(booked.map((r) => guidOf(r)!).sort());
      const after = await tableCounts(t.api.db);
      expect(after.bookings - before.bookings).toBe(2);
      expect(await bookingIntegrity(t.api.db)).toEqual({ withoutLines: 0, orphanLines: 0 });

      // Accounts: exactly the two winners', none for the 98 refused.
      expect(after.users - before.users).toBe(2);
      const emails = customers.map((x) => x.details.email);
      const accounts = await rows<{ email: string }>(
        t.api.db,
        sql`select email from users where email like 'ev-r-%'`,
      );
      const made = accounts.map((a) => a.email).filter((e) => emails.includes(e));
      const winners = booked.map((r) => r.data!.createBooking.user.email as string);
      expect(made.sort()).toEqual(winners.sort());

      const busy = outcomes.reduce((n, o) => n + o.busy, 0);
      console.info(
        `[evidence] ${db}: ${RACERS} new customers on one slot of 2 in ${elapsed} ms: ${booked.length} booked, ${full.length} SLOT_FULL, ${other.length} other; accounts created ${after.users - before.users}; BUSY answers retried ${busy}`,
      );
    });

    it('50 concurrent bookings by signed-in customers on 50 free slots (5 days x 10): 50 booked', async () => {
      // 25 customers with two bookings each: within the limit of 3 unpaid holds.
      // Signed in one after another, as people do: 25 sign-ins in flight at once from one address
      // would meet the per-address sign-in limit (20), which is not what this test measures.
      const customers: (Client & { userId: number })[] = [];
      for (let i = 0; i < 25; i++) customers.push(await signedInCustomer(t, i));
      // five working days (4 April 2032 is a Sunday: not worked)
      const days = ['2032-04-01', '2032-04-02', '2032-04-03', '2032-04-05', '2032-04-06'];
      const jobs = days.flatMap((date, d) =>
        SLOTS.map((timeSlot, s) => ({ c: customers[(d * 10 + s) % 25]!, date, timeSlot })),
      );
      expect(jobs).toHaveLength(50);
      const before = await tableCounts(t.api.db);
      const started = Date.now();
      const outcomes = await Promise.all(
        jobs.map(({ c, date, timeSlot }) =>
          bookLikeTheCheckout(c, {
            address: VISIT,
            booking: { date, timeSlot, lines: [line], modifierOptionIds: [] },
          }),
        ),
      );
      const elapsed = Date.now() - started;
      const failed = outcomes.filter((o) => !guidOf(o.reply)).map((o) => o.reply.text.slice(0, 300));
      expect(failed).toEqual([]);
      const after = await tableCounts(t.api.db);
      expect(after.bookings - before.bookings).toBe(50);
      expect(after.users).toBe(before.users);
      const busy = outcomes.reduce((n, o) => n + o.busy, 0);
      console.info(
        `[evidence] ${db}: 50 signed-in bookings on 50 free slots in ${elapsed} ms: ${outcomes.length - failed.length} booked; BUSY answers retried ${busy}`,
      );
    });
  });
}

describe('the truth in every answer (pglite)', () => {
  let t: InProcess;
  let line: CatalogueLine;
  beforeAll(async () => {
    t = await inProcess({ apiLimits: { maxUnpaidHolds: 3 } });
    line = await demoLine(client(t.url));
  });
  afterAll(async () => {
    await t?.close();
  });
  const on = (date: string, timeSlot: string) => ({ date, timeSlot, lines: [line], modifierOptionIds: [] });
  const keyCount = async (key: string) =>
    (await rows(t.api.db, sql`select id from bookings where idempotency_key = ${key}`)).length;

  it('the same key again returns the same booking, for a new customer and for a signed-in one', async () => {
    const key = randomUUID();
    const details = racer('retry', 1);
    const input = {
      address: VISIT,
      booking: on('2032-05-04', SLOTS[0]!),
      customer: details,
      idempotencyKey: key,
    };
    const first = await client(t.url).gql(CREATE_BOOKING, { input });
    expect(guidOf(first)).toBeDefined();
    // The reply was lost and the page reloaded: no cookie, same key, same details.
    const again = await Promise.all([1, 2, 3].map(() => client(t.url).gql(CREATE_BOOKING, { input })));
    expect(again.map(guidOf)).toEqual([guidOf(first), guidOf(first), guidOf(first)]);
    expect(await keyCount(key)).toBe(1);
    const accounts = await rows(t.api.db, sql`select id from users where email = ${details.email}`);
    expect(accounts).toHaveLength(1);

    const si = await signedInCustomer(t, 900);
    const siKey = randomUUID();
    const siInput = { address: VISIT, booking: on('2032-05-04', SLOTS[1]!), idempotencyKey: siKey };
    const replies = await Promise.all([1, 2, 3, 4].map(() => si.gql(CREATE_BOOKING, { input: siInput })));
    expect(new Set(replies.map(guidOf)).size).toBe(1);
    expect(guidOf(replies[0]!)).toBeDefined();
    expect(await keyCount(siKey)).toBe(1);
  });

  it('a refused booking (a reference that does not exist) leaves no account', async () => {
    const before = await tableCounts(t.api.db);
    const details = racer('bad', 2);
    const reply = await client(t.url).gql(CREATE_BOOKING, {
      input: {
        address: VISIT,
        booking: { ...on('2032-05-05', SLOTS[0]!), lines: [{ ...line, serviceId: '999999' }] },
        customer: details,
        idempotencyKey: randomUUID(),
      },
    });
    expect(codeOf(reply)).toBe('BAD_USER_INPUT');
    expect(await rows(t.api.db, sql`select id from users where email = ${details.email}`)).toEqual([]);
    expect(await tableCounts(t.api.db)).toEqual(before);
  });

  it('one account cannot squat a day: the fourth unpaid booking answers TOO_MANY_HOLDS', async () => {
    const c = await signedInCustomer(t, 901);
    const outcomes = [];
    for (const slot of SLOTS)
      outcomes.push(await bookLikeTheCheckout(c, { address: VISIT, booking: on('2032-05-03', slot) }));
    expect(outcomes.filter((o) => guidOf(o.reply))).toHaveLength(3);
    const refused = outcomes.slice(3).map((o) => o.reply.errors?.[0]);
    expect(refused.every((e) => e?.extensions?.code === 'TOO_MANY_HOLDS')).toBe(true);
    expect(refused[0]!.message).toBe(
      'You already have 3 unpaid bookings. Please pay or cancel one before booking another.',
    );
    const day = await rows(t.api.db, sql`select id from bookings where booking_date = '2032-05-03'`);
    expect(day).toHaveLength(3);
  });
});

/**
 * A pass-through to the api that can hold back the next booking save's reply, drop saves, gather
 * the next `gather` saves and send them on together (a burst the api sees at the same instant), or
 * answer the slot lists (a day's slots, or the slot-days a job's length needs) `slowSlots` ms late.
 */
function saveProxy(target: string) {
  const mode: { save: 'pass' | 'lose-next-reply' | 'drop'; gather: number; slowSlots: number } = {
    save: 'pass',
    gather: 0,
    slowSlots: 0,
  };
  const held: (() => void)[] = [];
  const url = new URL(target);
  const server: Server = createServer((req, res) => {
    const isSave = req.url?.startsWith('/bookings/save.php') ?? false;
    if (isSave && mode.save === 'drop') {
      req.resume();
      req.on('end', () => res.destroy());
      return;
    }
    const forward = () => {
      const upstream = httpRequest(
        { host: url.hostname, port: url.port, path: req.url, method: req.method, headers: req.headers },
        (r) => {
          // The api has answered (and committed); the reply is held back past the gateway's write timeout.
          const lose = isSave && mode.save === 'lose-next-reply';
          if (lose) mode.save = 'pass';
          const slotRead = ['/bookings/slots.php', '/bookings/slot-days.php'].some((p) =>
            req.url?.startsWith(p),
          );
          const slots = slotRead ? mode.slowSlots : 0;
          const delay = lose ? 1500 : slots;
          setTimeout(() => {
            if (res.destroyed) return r.resume();
            res.writeHead(r.statusCode ?? 502, r.headers);
            r.pipe(res);
          }, delay);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (!isSave || mode.gather === 0) return forward();
    held.push(forward);
    if (held.length >= mode.gather) {
      mode.gather = 0;
      for (const send of held.splice(0)) send();
    }
  });
  return {
    mode,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** The api and gateway with `saveProxy` between them. */
async function behindProxy(opts: Parameters<typeof inProcess>[0]) {
  let proxy: ReturnType<typeof saveProxy> | undefined;
  const t = await inProcess({
    ...opts,
    apiUrlFor: async (apiUrl) => {
      proxy = saveProxy(apiUrl);
      return proxy.listen();
    },
  });
  return { t, proxy: proxy! };
}

describe('a lost reply (pglite)', () => {
  let proxy: ReturnType<typeof saveProxy>;
  let t: InProcess;
  let line: CatalogueLine;
  beforeAll(async () => {
    // The gateway gives up on a write after 0.5 s here, so a held-back reply is a lost one.
    ({ t, proxy } = await behindProxy({ config: { apiWriteTimeoutMs: 500 } }));
    line = await demoLine(client(t.url));
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });
  const on = (date: string, timeSlot: string) => ({ date, timeSlot, lines: [line], modifierOptionIds: [] });

  it('a save committed whose reply is lost is answered "booked" (the gateway asks the api by the key)', async () => {
    proxy.mode.save = 'lose-next-reply';
    const details = racer('lost', 3);
    const key = randomUUID();
    const c = client(t.url);
    const reply = await c.gql(CREATE_BOOKING, {
      input: { address: VISIT, booking: on('2032-06-01', SLOTS[0]!), customer: details, idempotencyKey: key },
    });
    proxy.mode.save = 'pass';
    expect(reply.errors).toBeUndefined();
    const stored = await rows<{ guid: string }>(
      t.api.db,
      sql`select guid_id as guid from bookings where idempotency_key = ${key}`,
    );
    expect(stored.map((b) => b.guid)).toEqual([guidOf(reply)]);
    // ... and the new customer is signed in (the gateway sent the save again: the api's replay checked
    // the password).
    expect((await c.gql('{ me { email } }')).data!.me).toEqual({ email: details.email });
  });

  it('a save that never reached the api is not called booked nor failed; the retry with the key books once', async () => {
    proxy.mode.save = 'drop';
    const key = randomUUID();
    const input = {
      address: VISIT,
      booking: on('2032-06-01', SLOTS[1]!),
      customer: racer('drop', 4),
      idempotencyKey: key,
    };
    const lost = await client(t.url).gql(CREATE_BOOKING, { input });
    proxy.mode.save = 'pass';
    expect(codeOf(lost)).toBe('UPSTREAM_UNAVAILABLE');
    expect(lost.errors![0]!.message).toMatch(/trying again will not book twice/);
    const retry = await client(t.url).gql(CREATE_BOOKING, { input });
    expect(guidOf(retry)).toBeDefined();
    expect((await rows(t.api.db, sql`select id from bookings where idempotency_key = ${key}`)).length).toBe(
      1,
    );
  });
});

describe('a full save queue (pglite)', () => {
  let proxy: ReturnType<typeof saveProxy>;
  let t: InProcess;
  let line: CatalogueLine;
  beforeAll(async () => {
    // No save may wait: more than the two saves PGlite runs at once answer BUSY.
    ({ t, proxy } = await behindProxy({ apiLimits: { bookingSaveQueue: 0 } }));
    line = await demoLine(client(t.url));
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });
  const on = (date: string, timeSlot: string) => ({ date, timeSlot, lines: [line], modifierOptionIds: [] });

  it("a booking's own reads are not cut off by the 2 s read timeout (they wait as long as its write)", async () => {
    proxy.mode.slowSlots = 2500;
    try {
      const c = client(t.url);
      const slots = await c.gql('query($d: Date!) { timeSlots(date: $d) { label } }', { d: '2032-06-03' });
      expect(codeOf(slots)).toBe('UPSTREAM_UNAVAILABLE');
      const booked = await c.gql(CREATE_BOOKING, {
        input: {
          address: VISIT,
          booking: on('2032-06-03', SLOTS[0]!),
          customer: racer('slow', 30),
          idempotencyKey: randomUUID(),
        },
      });
      expect(booked.errors).toBeUndefined();
      expect(guidOf(booked)).toBeDefined();
    } finally {
      proxy.mode.slowSlots = 0;
    }
  });

  it('a full save queue answers BUSY before writing; the checkout retries with the same key and books once', async () => {
    const customers = Array.from({ length: 12 }, (_, i) => racer('busy', 10 + i));
    // The twelve saves reach the api together.
    proxy.mode.gather = 12;
    const keys = customers.map(() => randomUUID());
    const outcomes = await Promise.all(
      customers.map((details, i) =>
        bookLikeTheCheckout(
          client(t.url),
          { address: VISIT, booking: on('2032-06-02', SLOTS[i % 6]!), customer: details },
          keys[i],
        ),
      ),
    );
    const busy = outcomes.reduce((n, o) => n + o.busy, 0);
    expect(busy).toBeGreaterThan(0);
    const told = outcomes.find((o) => o.firstBusy)!.firstBusy!.errors![0]!;
    expect(told.message).toMatch(/not saved yet: please try again in a moment/);
    expect(told.extensions).toMatchObject({ code: 'BUSY', retryAfterSeconds: 1 });
    expect(outcomes.filter((o) => guidOf(o.reply))).toHaveLength(12);
    for (const key of keys) {
      expect((await rows(t.api.db, sql`select id from bookings where idempotency_key = ${key}`)).length).toBe(
        1,
      );
    }
    console.info(
      `[evidence] pglite: 12 new customers with a save queue of 0: 12 booked after ${busy} BUSY answers`,
    );
  });
});
