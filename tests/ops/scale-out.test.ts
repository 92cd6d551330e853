// Two api and two gateway processes over one PostgreSQL server, on loopback, as production runs them
// behind a load balancer: the slot capacity holds across replicas, a session made on one gateway is
// honoured by the other, a catalogue change made through one is served by both at once, and killing
// an api mid-load loses no accepted booking.
import { randomBytes } from 'node:crypto';
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../api/src/db/client.js';
import { workingDayFrom } from '../../api/src/test/calendar.js';
import { startReplicas, type Replicas } from '../support/replicas.js';
import { VISIT } from '../evidence/support/data.js';

let replicas: Replicas;
let database: Database;
let gateways: string[];

async function gql(url: string, query: string, variables: object = {}, cookie?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await res.json()) as any, setCookie: res.headers.getSetCookie() };
}

const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`;

beforeAll(async () => {
  // The series test drives the series job through both apis itself: a gateway's own run of it (its
  // first soon after start) would claim series meanwhile and commit after the test counts.
  replicas = await startReplicas({}, { SERIES_JOB_INTERVAL_SECONDS: '0' });
  ({ database, gateways } = replicas);
}, 180_000);

afterAll(async () => {
  await replicas?.stop();
});

async function bookingLine() {
  const { body } = await gql(gateways[0]!, '{ services { id variations { options { id } } } }');
  const s = body.data.services[0];
  return { serviceId: s.id, optionIds: s.variations.map((v: any) => v.options[0].id), addOnIds: [] };
}

const customer = (tag: string) => ({
  name: `Scale ${tag}`,
  email: `scale-${tag}-${randomBytes(4).toString('hex')}@example.test`,
  password: 'scale-password-1',
  // A phone of its own: the api limits unpaid bookings per phone (MAX_UNPAID_HOLDS).
  phone: `021${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  address: 'Observatory, Cape Town',
});

describe('two gateways and two apis over one PostgreSQL', () => {
  it('lets exactly the slot capacity book one slot, whichever replica takes the request', async () => {
    const line = await bookingLine();
    const booking = { date: '2031-03-04', timeSlot: '13:00 - 13:45', lines: [line], modifierOptionIds: [] };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gql(gateways[i % 2]!, CREATE, { input: { address: VISIT, booking, customer: customer(`slot${i}`) } }),
      ),
    );
    const ok = results.filter((r) => r.body.data?.createBooking);
    const full = results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'SLOT_FULL');
    expect(
      results.map((r) => r.body.errors?.[0]).filter((e) => e && e.extensions?.code !== 'SLOT_FULL'),
    ).toEqual([]);
    expect(ok).toHaveLength(2);
    expect(full).toHaveLength(18);
    const rows = await database.db.execute(
      sql`select count(*)::int as n from bookings where booking_date = '2031-03-04' and booking_time = '13:00 - 13:45'`,
    );
    expect((rows as any).rows[0].n).toBe(2);
  });

  it('honours a session made on one gateway at the other', async () => {
    const c = customer('session');
    const reg = await gql(
      gateways[0]!,
      `mutation($input: RegisterInput!) { register(input: $input) { user { email } } }`,
      { input: { name: c.name, email: c.email, password: c.password } },
    );
    expect(reg.body).toMatchObject({ data: { register: { user: { email: c.email } } } });
    const cookie = reg.setCookie.map((x) => x.split(';')[0]).join('; ');
    const me = await gql(gateways[1]!, '{ me { email } }', {}, cookie);
    expect(me.body.data.me.email).toBe(c.email);
  });

  it('serves a catalogue change made through one replica from both, though each had cached the old one', async () => {
    const CATEGORIES = '{ categories { name } }';
    const hits = async (g: string) => {
      const text = await (await fetch(`${g}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith('gateway_response_cache_total{result="hit"}'));
      return Number(line?.split(' ').pop() ?? 0);
    };
    for (const g of gateways) {
      await gql(g, CATEGORIES);
      const before = await hits(g);
      await gql(g, CATEGORIES);
      expect(await hits(g)).toBe(before + 1);
    }
    const login = await gql(
      gateways[0]!,
      'mutation($input: LoginInput!) { login(input: $input) { user { role } } }',
      {
        input: { email: 'admin@greenleaf.local', password: 'admin12345' },
      },
    );
    expect(login.body.data.login.user.role).toBe('ADMIN');
    const cookie = login.setCookie.map((x) => x.split(';')[0]).join('; ');
    const name = `Scale-out Topiary ${randomBytes(3).toString('hex')}`;
    const saved = await gql(
      gateways[0]!,
      'mutation($input: AdminSaveCategoryInput!) { adminSaveCategory(input: $input) { category { name } } }',
      { input: { name } },
      cookie,
    );
    expect(saved.body.data.adminSaveCategory.category.name).toBe(name);
    // The replica that wrote answers with the change at once; the other as soon as its api's LISTEN
    // connection hears the commit (no fixed delay to wait out).
    expect(JSON.stringify((await gql(gateways[0]!, CATEGORIES)).body)).toContain(name);
    await vi.waitFor(
      async () => expect(JSON.stringify((await gql(gateways[1]!, CATEGORIES)).body)).toContain(name),
      { timeout: 10_000, interval: 50 },
    );
  });

  it('creates each recurring visit once when both apis run the series job at the same time', async () => {
    const ids = await database.db.execute(
      sql`select s.id as service, o.id as option from services s
            join service_variations sv on sv.service_id = s.id
            join service_variation_options svo on svo.service_variation_id = sv.id
            join variation_options o on o.id = svo.variation_option_id
           where s.name = 'Lawn Mowing' and o.repeat_weeks = 2`,
    );
    const { service, option } = (ids as any).rows[0];
    // an option of each of the service's other variations too: nothing is chosen for a booking
    const others = await database.db.execute(
      sql`select min(o.id) as option from service_variations sv
            join service_variation_options svo on svo.service_variation_id = sv.id
            join variation_options o on o.id = svo.variation_option_id and o.variation_id = sv.variation_id
           where sv.service_id = ${service}
             and sv.variation_id <> (select variation_id from variation_options where id = ${option})
           group by sv.id`,
    );
    const optionIds = [option, ...(others as any).rows.map((r: { option: number }) => r.option)];
    const api = (i: number) => replicas.apiUrls[i]!;
    const post = async (i: number, path: string, body: object) => {
      const res = await fetch(`${api(i)}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${replicas.env.API_TOKEN}` },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as any };
    };
    const slots = ['10:00 - 10:45', '11:30 - 12:15', '13:00 - 13:45', '14:30 - 15:15', '16:00 - 16:45'];
    // Four days worked from three days ahead in Johannesburg, as the api counts its window (a Sunday
    // or a holiday among them would refuse its bookings as CLOSED_TIME).
    const days = [workingDayFrom(addDays(johannesburgToday(), 3))];
    while (days.length < 4) days.push(workingDayFrom(addDays(days.at(-1)!, 1)));
    const seriesIds: number[] = [];
    for (let n = 0; n < 20; n++) {
      const saved = await post(n % 2, 'bookings/save.php', {
        customer: customer(`series${n}`),
        bookingDate: days[n % 4],
        bookingTime: slots[Math.floor(n / 4)],
        totalPrice: 400,
        services: [{ serviceId: service, price: 400, variationOptionIds: optionIds, addOnIds: [] }],
        // each later visit's price, as the gateway prices it with the first
        laterVisit: { totalPrice: 400, modifiers: [] },
        address: VISIT,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      seriesIds.push(saved.body.seriesId);
    }
    await database.db.execute(
      sql`update bookings set status = 'confirmed', paid_at = now() where series_id in (${sql.join(seriesIds, sql`, `)})`,
    );
    // Three callers on each api at once, small claims, until nothing is due.
    const drain = async (i: number) => {
      for (;;) {
        const r = await post(i, 'series/extend.php', { limit: 3, windowWeeks: 13 });
        expect(r.status).toBe(200);
        if (r.body.series < 3) return;
      }
    };
    await Promise.all([0, 1, 0, 1, 0, 1].map(drain));
    const rows = await database.db.execute(
      sql`select series_id, series_date, count(*)::int as n from bookings
           where series_id in (${sql.join(seriesIds, sql`, `)}) and status <> 'cancelled'
           group by series_id, series_date`,
    );
    const visits = (rows as any).rows as { series_id: number; n: number }[];
    for (const v of visits) expect(v.n).toBe(1);
    // Every fortnight from each first visit up to 13 weeks from today, the first visit included.
    const horizon = addDays(johannesburgToday(), 91);
    const expected = Array.from({ length: 20 }, (_, n) => {
      let count = 0;
      for (let d = days[n % 4]!; d <= horizon; d = addDays(d, 14)) count++;
      return count;
    }).reduce((a, b) => a + b, 0);
    expect(visits.length).toBe(expected);
  });

  it('loses no accepted booking when an api process is killed mid-load', async () => {
    const line = await bookingLine();
    const accepted: string[] = [];
    const slots = ['10:00 - 10:45', '10:45 - 11:30', '11:30 - 12:15', '12:15 - 13:00', '13:45 - 14:30'];
    let i = 0;
    const worker = async (w: number) => {
      for (let k = 0; k < 8; k++) {
        const n = i++;
        const date = `2031-05-${String(1 + Math.floor(n / 10)).padStart(2, '0')}`;
        const booking = { date, timeSlot: slots[n % slots.length], lines: [line], modifierOptionIds: [] };
        try {
          const r = await gql(gateways[w % 2]!, CREATE, {
            input: { address: VISIT, booking, customer: customer(`kill${n}`) },
          });
          const guid = r.body.data?.createBooking?.booking?.guidId;
          if (guid) accepted.push(guid);
        } catch {
          /* a refused connection is not an accepted booking */
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    await new Promise((r) => setTimeout(r, 400));
    replicas.apiProcesses[1]!.kill('SIGKILL');
    await load;
    expect(accepted.length).toBeGreaterThan(0);
    for (const guid of accepted) {
      const r = await database.db.execute(
        sql`select b.id, (select count(*)::int from booking_services s where s.booking_id = b.id) as lines from bookings b where b.guid_id = ${guid}`,
      );
      const row = (r as any).rows[0];
      expect(row, guid).toBeDefined();
      expect(row.lines).toBe(1);
    }
    const orphans = await database.db.execute(
      sql`select count(*)::int as n from bookings b where not exists (select 1 from booking_services s where s.booking_id = b.id)`,
    );
    expect((orphans as any).rows[0].n).toBe(0);
  });
});
