import { workingDayFrom } from '../../api/src/test/calendar.js';
import { fmt, load } from '../lib/load.js';
import { gql, operation } from '../lib/operations.js';
import { quick, SECONDS } from '../lib/options.js';
import { note, section, table } from '../lib/report.js';
import { signIn } from '../lib/servers.js';
import type { Stack } from '../../tests/support/stack.js';

/** Quotes under load, then bookings made by new and by signed-in customers, on `kind`'s database. */
export async function quoteAndBookings(kind: 'pglite' | 'postgres', stack: Stack) {
  section(`Quote and booking creation (${kind})`);
  const cat = await gql(
    stack.gatewayUrl,
    '{ services { id variations { options { id } } } modifiers { id options { id type } } }',
  );
  const services = cat.data.services as { id: string; variations: { options: { id: string }[] }[] }[];
  const line = (s: (typeof services)[number]) => ({
    serviceId: s.id,
    optionIds: s.variations.map((v) => v.options[0]!.id),
    addOnIds: [],
  });
  const input = { lines: [line(services[0]!), line(services[1]!)], modifierOptionIds: [] as string[] };
  const q = operation(/^QuoteQuery$/);
  const body = JSON.stringify({ query: q.text, variables: { input } });
  const quote = await load({
    url: `${stack.gatewayUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: 10,
    seconds: SECONDS,
  });
  const total = quick ? 20 : 100;
  const concurrency = 10;
  const started = Date.now();
  // One booking a day, first thing: the two services' work covers several 45-minute slots, and
  // bookings whose slots overlapped would be refused as full rather than measured.
  const create = `mutation B($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId total: totalPrice } } }`;
  const address = { street: '12 Oak Avenue', suburb: 'Pinelands', postalCode: '7405' };
  /** `total` bookings, `concurrency` at a time, on days from `firstDay` on; throughput and latencies. */
  async function run(firstDay: number, request: (i: number) => { customer?: object; cookie?: string }) {
    const latencies: number[] = [];
    let ok = 0;
    let failed = 0;
    let next = 0;
    const t = Date.now();
    async function worker() {
      while (next < total) {
        const i = next++;
        const date = workingDayFrom(
          new Date(Date.now() + (firstDay + i) * 86_400_000).toISOString().slice(0, 10),
        );
        const { customer, cookie } = request(i);
        const t0 = performance.now();
        const r = await gql(
          stack.gatewayUrl,
          create,
          {
            input: {
              booking: { ...input, date, timeSlot: '10:00 - 10:45' },
              address,
              ...(customer ? { customer } : {}),
            },
          },
          cookie ? { cookie } : {},
        );
        latencies.push(performance.now() - t0);
        if (r.errors?.length) {
          failed++;
          if (failed === 1) note(`first booking error: ${JSON.stringify(r.errors[0])}`);
        } else ok++;
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    latencies.sort((a, b) => a - b);
    const p = (x: number) =>
      fmt(latencies[Math.min(latencies.length - 1, Math.floor(x * latencies.length))] ?? 0);
    return {
      rate: `${fmt(ok / ((Date.now() - t) / 1000), 1)} bookings/s`,
      p50: p(0.5),
      p99: p(0.99),
      failed,
    };
  }
  const newCustomers = await run(2, (i) => ({
    customer: {
      name: `Bench ${i}`,
      email: `bench-${kind}-${i}-${started}@example.test`,
      password: 'bench-password-1',
      // One phone per customer: the api limits unpaid bookings per phone (MAX_UNPAID_HOLDS).
      phone: `021${String(i).padStart(7, '0')}`,
      address: 'Cape Town',
    },
  }));
  // Signed-in customers: accounts made and signed in first, one after another (not measured); then
  // one booking each, on days after the new customers' ones.
  const cookies: string[] = [];
  for (let i = 0; i < total; i++) {
    const email = `bench-si-${kind}-${i}-${started}@example.test`;
    const reg = await gql(
      stack.gatewayUrl,
      'mutation($i: RegisterInput!) { register(input: $i) { user { id } } }',
      {
        i: {
          name: `Bench Signed ${i}`,
          email,
          password: 'bench-password-1',
          phone: `022${String(i).padStart(7, '0')}`,
        },
      },
    );
    if (reg.errors) throw new Error(`register failed: ${JSON.stringify(reg.errors)}`);
    cookies.push(await signIn(stack.gatewayUrl, email, 'bench-password-1'));
  }
  const signedInCustomers = await run(2 + total, (i) => ({ cookie: cookies[i]! }));
  table(
    ['measure', 'throughput', 'p50 ms', 'p99 ms', 'failures'],
    [
      [
        'quote (10 connections)',
        `${fmt(quote.rps)} quotes/s`,
        quote.p50,
        quote.p99,
        quote.errors + quote.non2xx,
      ],
      [
        `createBooking, new customers (${concurrency} concurrent, ${total} bookings)`,
        newCustomers.rate,
        newCustomers.p50,
        newCustomers.p99,
        newCustomers.failed,
      ],
      [
        `createBooking, signed-in customers (${concurrency} concurrent, ${total} bookings)`,
        signedInCustomers.rate,
        signedInCustomers.p50,
        signedInCustomers.p99,
        signedInCustomers.failed,
      ],
    ],
  );
}
