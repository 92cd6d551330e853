// Property-based hostile input to every REST endpoint of the api, with the routes read from
// docs/api.md (so a newly documented endpoint is covered by construction, with the method the contract
// gives it), and a check that every route the api's source registers is among them: random query
// strings for GETs, random JSON (and non-JSON) bodies for POSTs, all with the service token. Never a
// 5xx, always a JSON error with a code when refused, nothing written for a refused input, and the api
// keeps serving.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_TOKEN, type TestApi } from '../../api/src/test/harness.js';
import { seedDemoData } from '../../api/src/db/seed.js';
import { anyJson, anyNumber, anyString } from './support/arbitraries.js';
import { tableCounts } from './support/data.js';

const RUNS = 50;
/** Writes the contract names without a method (the option and modifier families): sent as POST. */
const UNMARKED_POST = /(save|save-with-options|upload)\.php$/;

type Method = 'GET' | 'POST';
interface Route {
  method: Method;
  path: string;
}
const key = (r: Route) => `${r.method} ${r.path}`;

/**
 * Every `dir/name.php` (or `dir/sub/name.php`) the contract names, with each method it names for it
 * ("POST `x.php`" or "`POST x.php`"); a path named without a method anywhere is a POST when it saves,
 * else a GET.
 */
function documentedRoutes(): Route[] {
  const text = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const methods = new Map<string, Set<Method>>();
  for (const m of text.matchAll(/(?:\b(GET|POST) )?`(?:(GET|POST) )?([a-z-]+(?:\/[a-z-]+)+\.php)/g)) {
    const path = m[3]!;
    const set = methods.get(path) ?? new Set<Method>();
    const method = (m[1] ?? m[2]) as Method | undefined;
    if (method) set.add(method);
    methods.set(path, set);
  }
  return [...methods]
    .flatMap(([path, set]) =>
      (set.size ? [...set] : [UNMARKED_POST.test(path) ? ('POST' as const) : ('GET' as const)]).map(
        (method) => ({ method, path }),
      ),
    )
    .sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * The routes the api's source registers: those with a literal path (`app.get('/x.php', …)`), and the
 * option-parent family's (`app.get(`/${parent}/get.php`, …)`) for each kind's `parentPath` and
 * `optionPath` (the variations' and the modifiers').
 */
function registeredRoutes(): Route[] {
  const dir = new URL('../../api/src/routes/', import.meta.url);
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(new URL(f, dir), 'utf8'));
  const method = (m: string) => m.toUpperCase() as Method;
  const literal = sources.flatMap((text) =>
    [...text.matchAll(/app\.(get|post)\(\s*'\/([^']+\.php)'/g)].map((m) => ({
      method: method(m[1]!),
      path: m[2]!,
    })),
  );
  const kinds = sources.flatMap((text) =>
    [...text.matchAll(/parentPath: '([^']+)',\s*optionPath: '([^']+)'/g)].map((m) => ({
      parent: m[1]!,
      option: m[2]!,
    })),
  );
  const family = sources.flatMap((text) =>
    [...text.matchAll(/app\.(get|post)\(\s*`\/\$\{(parent|option)\}\/([^`]+\.php)`/g)].flatMap((m) =>
      kinds.map((kind) => ({ method: method(m[1]!), path: `${kind[m[2] as 'parent' | 'option']}/${m[3]!}` })),
    ),
  );
  expect(kinds.length).toBe(2);
  expect(family.length).toBeGreaterThanOrEqual(16);
  return [...literal, ...family];
}

const PARAM_NAMES = [
  'id',
  'UserId',
  'Email',
  'Id',
  'userId',
  'statusId',
  'status',
  'from',
  'to',
  'date',
  'guidId',
  'companyId',
  'parentId',
  'categoryId',
  'serviceId',
  'seasonId',
  'modifier_id',
  'variationId',
  'booking_id',
  'limit',
  'search',
  'role',
  'file',
  'weeks',
];
const BODY_KEYS = [
  'id',
  'name',
  'email',
  'password',
  'role',
  'statusId',
  'categoryId',
  'serviceId',
  'basePrice',
  'price',
  'variations',
  'options',
  'services',
  'startDate',
  'endDate',
  'multiplier',
  'userId',
  'bookingDate',
  'bookingTime',
  'totalPrice',
  'idempotencyKey',
  'modifierOptionIds',
  'variationOptionIds',
  'addOnIds',
  'modifier_id',
  'type',
  'units',
  'value',
  'label',
  'additionalCost',
  'variationId',
  'guidId',
  'providerPaymentId',
  'amount',
  'payload',
  'token',
  'table',
  'action',
  'filters',
  'data',
  'search',
  'sort',
  'limit',
  'offset',
  'key',
  'created_by',
  'updated_by',
  'actorId',
  'imageUrl',
  'parentCategoryId',
  // the recurring series' bodies
  'bookingId',
  'cutoffHours',
  'windowWeeks',
  'today',
  'by',
  'repeatUntil',
  'weeks',
];

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...PARAM_NAMES) },
        { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
      ),
      fc.oneof(anyString, anyNumber.map(String), fc.constant('')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => {
    const qs = new URLSearchParams();
    for (const [k, v] of pairs) qs.append(k, v);
    return qs.toString();
  });

/** A value for a body key: hostile leaves, nested objects and arrays of them. */
const bodyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.array(tie('object'), { maxLength: 3 }) },
    { weight: 1, arbitrary: tie('object') },
  ),
  object: fc.dictionary(fc.constantFrom(...BODY_KEYS), tie('value'), { maxKeys: 5 }),
})).value;

const body = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .dictionary(fc.constantFrom(...BODY_KEYS), bodyValue, { maxKeys: 8 })
      .map((o) => ({ json: o })),
  },
  { weight: 2, arbitrary: anyJson.map((v) => ({ json: v })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }).map((raw) => ({ raw, type: 'application/json' })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }).map((raw) => ({ raw, type: 'text/plain' })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ bytes })) },
);
type Body = { json: unknown } | { raw: string; type: string } | { bytes: Uint8Array };

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.db);
});
afterAll(async () => {
  await api?.close();
});

describe('every documented REST endpoint under property-based hostile input', () => {
  const routes = documentedRoutes();

  it('reads the endpoints from docs/api.md, every route the api registers among them', () => {
    expect(routes.length).toBeGreaterThanOrEqual(90);
    const documented = new Set(routes.map(key));
    expect(documented).toContain('POST bookings/save.php');
    expect(documented).toContain('POST series/extend.php');
    expect(documented).toContain('POST users/login-failures/clear.php');
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThanOrEqual(80);
    expect(registered.map(key).filter((k) => !documented.has(k))).toEqual([]);
  });

  it.each(routes)(
    '$method $path: no 5xx, a coded JSON error when refused, nothing written when refused',
    async ({ method, path }) => {
      const post = method === 'POST';
      const failures: string[] = [];
      // The counts after the previous request: one count per request, compared after a refusal.
      let last = await tableCounts(api.db);
      const arbitrary = post ? fc.tuple(queryString, body) : fc.tuple(queryString, fc.constant(null));
      await fc
        .assert(
          fc.asyncProperty(arbitrary, async ([qs, b]) => {
            const headers: Record<string, string> = { authorization: `Bearer ${TEST_TOKEN}` };
            let payload: string | Blob | undefined;
            const given = b as Body | null;
            if (given && 'json' in given) {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(given.json) ?? 'null';
            } else if (given && 'raw' in given) {
              headers['content-type'] = given.type;
              payload = given.raw;
            } else if (given) {
              headers['content-type'] = 'multipart/form-data; boundary=xyz';
              payload = new Blob([new Uint8Array(given.bytes)]);
            }
            const before = last;
            const res = await fetch(`${api.baseUrl}/${path}${qs ? `?${qs}` : ''}`, {
              method: post ? 'POST' : 'GET',
              headers,
              ...(payload !== undefined ? { body: payload } : {}),
            });
            const text = await res.text();
            const after = await tableCounts(api.db);
            last = after;
            const described = `${res.status} ${text.slice(0, 200)} <- ${post ? 'POST' : 'GET'} ?${qs.slice(0, 150)} ${JSON.stringify(given)?.slice(0, 200)}`;
            if (res.status >= 500) {
              failures.push(described);
              return false;
            }
            if (res.status >= 400) {
              const parsed = parseJson(text);
              // 431: Node's HTTP parser refuses a request line over its 16 KB header limit before any route
              // runs (fastify's own error body); every other refusal is the api's coded JSON error.
              const coded =
                res.status === 431 ||
                (parsed !== null && (typeof parsed.code === 'string' || parsed.success === false));
              if (!coded || JSON.stringify(after) !== JSON.stringify(before)) {
                failures.push(`${coded ? 'refused but wrote' : 'uncoded error'}: ${described}`);
                return false;
              }
            }
            return true;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: unknown) => {
          throw new Error(`${failures.join('\n')}\n${String(error).slice(0, 1500)}`);
        });
      expect((await api.get('healthz')).status).toBe(200);
    },
  );
});

function parseJson(text: string): { code?: unknown; success?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}
