/**
 * Starts a real api (PGlite, optionally with the demo catalogue) and a gateway in front of it, both on
 * port 0, and gives GraphQL clients with their own cookie jars:
 *
 *   const t = await startTestGateway({ seed: true });
 *   const alice = t.client();
 *   const res = await alice.gql('{ services { id name } }');
 *   await t.close();
 */
import { TracingEnvSchema } from '@greenleaf/shared/tracing';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { startTestApi, TEST_TOKEN, type TestApi } from '../../../api/src/test/harness.js';
import { workingDayFrom } from '../../../api/src/test/calendar.js';

export { workingDayFrom };
import { seedDemoData } from '../../../api/src/db/seed.js';
import type { ApiCallRecord } from '../api/client.js';
import { createGateway, type Gateway, type GatewayOptions } from '../app.js';
import { simulatorValidateUrl, type GatewayConfig } from '../config.js';
import { simulatedNotification } from '../payments/simulator.js';
import { johannesburgNow } from '../booking/time-slots.js';
import { keepCookies } from './cookie-jar.js';
import { OfficeAddressSchema, OfficeHoursSchema } from '../site-info/office-details.js';

/** A visit address in a served suburb, for bookings made by tests. */
export const TEST_VISIT = { street: '1 Main Road', suburb: 'Rondebosch', postalCode: '7700' };

export interface GqlResult<T = Record<string, any>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; path?: (string | number)[]; extensions?: Record<string, any> }[] | undefined;
  headers: Headers;
}

export interface GqlClient {
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
  /** Raw request with this client's cookies. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  cookie(): string;
}

export interface TestGateway {
  api: TestApi;
  gateway: Gateway;
  url: string;
  config: GatewayConfig;
  /** REST calls that reached the api, by gateway request id. */
  apiCalls: { requestId: string; call: ApiCallRecord }[];
  client(): GqlClient;
  /** A partner's server: every request sends `Authorization: Bearer <secret>` (and no cookie is kept). */
  keyed(secret: string): GqlClient;
  /** Signs in a new client as a fresh user with this role (created through the api). */
  signedIn(
    role: 'admin' | 'client' | 'staff' | 'manager',
  ): Promise<GqlClient & { userId: number; email: string }>;
  close(): Promise<void>;
}

interface TestGatewayOptions {
  seed?: boolean;
  /** Use this api address instead of a started api (e.g. a closed port: the api is down). */
  apiUrl?: string;
  config?: Partial<GatewayConfig>;
  options?: GatewayOptions;
  api?: TestApi;
}

let userCounter = 0;

/**
 * Tests book and query from 127.0.0.1 all day: the abuse budgets are far away (the abuse tests set the
 * production limits themselves, or lower ones from these).
 */
export const TEST_BUDGETS: GatewayConfig['budgets'] = {
  holdsPerAddress: 100_000,
  shortHoldAfter: 100_000,
  shortHoldMinutes: 10,
  signupsPerAddress: 100_000,
  graphqlRequestsPerMinute: 1_000_000,
  graphqlCostPerMinute: 100_000_000,
};

function testConfig(
  overrides: Partial<GatewayConfig> & Pick<GatewayConfig, 'apiUrl' | 'publicUrl' | 'dataDir'>,
): GatewayConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    apiToken: TEST_TOKEN,
    apiTimeoutMs: 2000,
    apiWriteTimeoutMs: 15_000,
    sessionSecret: 'test-session-secret-0123456789abcdef-0123456789',
    tracing: TracingEnvSchema.parse({}),
    payment: {
      mode: 'simulator',
      merchantId: '10000100',
      merchantKey: '46f0cd694581a',
      passphrase: 'test-passphrase',
      validateUrl: simulatorValidateUrl(overrides.publicUrl),
      apiUrl: `${overrides.publicUrl}/payments/simulator/api`,
      sourceAddresses: [],
    },
    smtpUrl: undefined,
    mailFrom: 'GreenLeaf Bookings <bookings@greenleaf.test>',
    callOutFreeMinutes: 30,
    changeCutoffHours: 24,
    officePaymentLinkHours: 48,
    officeDiscountMaxPercent: 15,
    officePhone: '+27 21 555 0142',
    officeEmail: 'hello@greenleaf.co.za',
    vatRegistered: false,
    officeAddress: OfficeAddressSchema.parse(
      'Unit 12, Century Park Business Park; Century City, Cape Town; Western Cape; 7441',
    ),
    officeHours: OfficeHoursSchema.parse('Mo-Fr 07:30-17:30; Sa 08:00-13:00'),
    manageLinkSecret: 'test-manage-link-secret-0123456789abcdef',
    manageLinkDays: 90,
    deviceCookieSecret: 'test-device-cookie-secret-0123456789abcdef',
    quoteTokenSecret: 'test-quote-token-secret-0123456789abcdef',
    quoteTokenMinutes: 60,
    reminderLeadHours: 24,
    reminderIntervalSeconds: 0,
    seriesJobIntervalSeconds: 0,
    cardChargeHoursBefore: 48,
    cardChargeIntervalSeconds: 0,
    webhookIntervalSeconds: 0,
    emailOutboxIntervalSeconds: 0,
    emailRetryBaseSeconds: 15,
    noticeGraceSeconds: 30,
    webhookDisableAfterSeconds: 3 * 24 * 60 * 60,
    serveClient: 'false',
    clientDist: join(tmpdir(), 'no-client-dist'),
    logLevel: 'silent',
    responseCache: true,
    trustedProxies: [],
    budgets: TEST_BUDGETS,
    ...overrides,
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

export async function startTestGateway(opts: TestGatewayOptions = {}): Promise<TestGateway> {
  const api = opts.api ?? (await startTestApi());
  if (opts.seed) await seedDemoData(api.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'gl-gateway-'));
  const server = createServer();
  const port = await listen(server);
  const url = `http://127.0.0.1:${port}`;
  const config = testConfig({ apiUrl: opts.apiUrl ?? api.baseUrl, publicUrl: url, dataDir, ...opts.config });
  const apiCalls: TestGateway['apiCalls'] = [];
  const gateway = await createGateway(config, {
    logger: pino({ level: 'silent' }),
    onApiCall: (call, requestId) => apiCalls.push({ requestId, call }),
    ...opts.options,
  });
  server.on('request', gateway.handler);

  const client = (bearer?: string): GqlClient => {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const doFetch = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (bearer) headers.set('authorization', `Bearer ${bearer}`);
      else if (jar.size > 0) headers.set('cookie', cookie());
      const res = await fetch(`${url}${path}`, { ...init, headers, redirect: 'manual' });
      if (!bearer) keepCookies(jar, res);
      return res;
    };
    return {
      cookie,
      fetch: doFetch,
      gql: async (query, variables) => {
        const res = await doFetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        const json = (await res.json()) as { data?: any; errors?: GqlResult['errors'] };
        return { status: res.status, data: json.data, errors: json.errors, headers: res.headers };
      },
    };
  };

  const signedIn: TestGateway['signedIn'] = async (role) => {
    userCounter += 1;
    const email = `${role}-${userCounter}-${Date.now()}@example.test`;
    const created = await api.post('users/save.php', {
      name: `Test ${role} ${userCounter}`,
      email,
      password: 'password123',
      phone: '0821234567',
      role,
    });
    if (created.status !== 200) throw new Error(`could not create ${role}: ${created.text}`);
    const c = client();
    const res = await c.gql('mutation($input: LoginInput!) { login(input: $input) { user { id role } } }', {
      input: { email, password: 'password123' },
    });
    if (res.errors) throw new Error(`could not sign in ${role}: ${JSON.stringify(res.errors)}`);
    return Object.assign(c, { userId: created.body.id as number, email });
  };

  return {
    api,
    gateway,
    url,
    config,
    apiCalls,
    client: () => client(),
    keyed: (secret) => client(secret),
    signedIn,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await gateway.stop();
      if (!opts.api) await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The catalogue a booking test picks from: each service with its offered options, and which repeat. */
export const SERVICES_WITH_OPTIONS =
  '{ services { id name quoteOnly variations { variationName options { id label repeatWeeks } } } }';

/** A service as SERVICES_WITH_OPTIONS reads it. */
export interface ServiceWithOptions {
  id: string;
  variations: { options: { id: string; repeatWeeks: number | null }[] }[];
}

/**
 * A one-off line of `service`: for each variation, its first option that does not repeat the visit.
 * Nothing is chosen for a customer (a line without an option for a variation is refused), so a test
 * chooses, as the checkout does.
 */
export function oneOffLine(service: ServiceWithOptions): { serviceId: string; optionIds: string[] } {
  return {
    serviceId: service.id,
    optionIds: service.variations.flatMap((v) => {
      const option = v.options.find((o) => o.repeatWeeks === null) ?? v.options[0];
      return option ? [option.id] : [];
    }),
  };
}

/** The one-off line of the catalogue's first service booked at a price (not quote-only; see oneOffLine). */
export async function bookableServiceLine(
  client: GqlClient,
): Promise<{ serviceId: string; optionIds: string[] }> {
  const res = await client.gql<{ services: (ServiceWithOptions & { quoteOnly: boolean })[] }>(
    SERVICES_WITH_OPTIONS,
  );
  const service = res.data?.services.find((s) => !s.quoteOnly);
  if (res.errors || !service) throw new Error(`no bookable service: ${JSON.stringify(res.errors)}`);
  return oneOffLine(service);
}

/** The one-off line of the catalogue's first service (see oneOffLine). */
export async function firstServiceLine(
  client: GqlClient,
): Promise<{ serviceId: string; optionIds: string[] }> {
  const res = await client.gql<{ services: ServiceWithOptions[] }>(SERVICES_WITH_OPTIONS);
  if (res.errors || !res.data?.services[0]) throw new Error(`no services: ${JSON.stringify(res.errors)}`);
  return oneOffLine(res.data.services[0]);
}

/** The date `n` days after today in Johannesburg (what the booking rules count from). */
export function dayAfter(n: number): string {
  const d = new Date(`${johannesburgNow().date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The first working day (default calendar) `n` or more days after today. */
export const workingDayAfter = (n: number): string => workingDayFrom(dayAfter(n));

/** `date` moved by `days` calendar days. */
export function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * `count` different working days (default calendar), the first of them `n` or more days after today,
 * each the next working day after the one before: for tests that need one day per booking.
 */
export function workingDaysAfter(n: number, count: number): string[] {
  const days = [workingDayAfter(n)];
  while (days.length < count) days.push(workingDayFrom(plusDays(days.at(-1)!, 1)));
  return days;
}

/**
 * The first working day `d`, `n` or more days after today, such that the `count` visits of a series
 * every `weeks` weeks from it (`d`, `d` + 7 × `weeks` days, …) all fall on working days (no Sunday, no
 * public holiday): where a series test can start, whatever today is.
 */
export function workingSeriesStart(n: number, weeks: number, count: number): string {
  for (let d = workingDayAfter(n); ; d = workingDayFrom(plusDays(d, 1))) {
    const visits = Array.from({ length: count }, (_, k) => plusDays(d, 7 * weeks * k));
    if (visits.every((v) => workingDayFrom(v) === v)) return d;
  }
}

/**
 * The `n`-th working day (default calendar) after today (n >= 1). Unlike workingDayAfter, different
 * `n` give different days, in the same order: a test that books "day 20, then day 21" keeps two days
 * even when day 20 is a Sunday.
 */
export function nthWorkingDay(n: number): string {
  let date = dayAfter(0);
  for (let k = 0; k < n; k++) {
    const next = new Date(`${date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    date = workingDayFrom(next.toISOString().slice(0, 10));
  }
  return date;
}

/**
 * Every complete message in a gateway's outbox addressed to `email`, as raw MIME text (a file still
 * being written, without its closing boundary yet, is left out).
 */
/**
 * The customer pays `guidId` as the provider would tell it: the payment form from startPayment, then
 * the simulator's signed notification to /payments/notify. Answers the notification's response.
 */
export async function payThroughNotification(
  t: TestGateway,
  customer: GqlClient,
  guidId: string,
): Promise<Response> {
  const form = await customer.gql<{ startPayment: { fields: { name: string; value: string }[] } }>(
    'mutation($g: ID!) { startPayment(guidId: $g) { fields { name value } } }',
    { g: guidId },
  );
  const pairs = form.data!.startPayment.fields.map((f): [string, string] => [f.name, f.value]);
  return fetch(`${t.url}/payments/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(simulatedNotification(pairs, t.config.payment.passphrase)).toString(),
  });
}

export function outboxMessages(dataDir: string, email: string): string[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.includes(email.toLowerCase()));
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((raw) => /\r\n--[^\r\n]+--\s*$/.test(raw));
}

/** How many quotes a gateway's quote lane has answered so far (from its /metrics). */
export async function quoteLaneAnswers(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('gateway_quote_lane_total'));
  return Number(line?.split(' ').pop() ?? 0);
}
