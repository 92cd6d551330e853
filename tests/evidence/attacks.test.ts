// Attacks through the gateway (and, for SQL injection, straight at the api's generic query), against
// the real api on PGlite: admin operations found by introspection refused to anonymous and client
// sessions; depth, alias and cost limits; CSRF; SQL injection; hostile uploads; password secrecy;
// sign-in throttling; one customer's bookings hidden from another; forged payment notifications.
import { ADMIN_ONLY_OPERATIONS } from '../../gateway/src/auth/reach.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '../../api/src/test/harness.js';
import { notificationSignature } from '../../gateway/src/payments/payfast-signature.js';
import { simulatedNotification } from '../../gateway/src/payments/simulator.js';
import { INTROSPECTION, NASTY_STRINGS, type IntrospectedType, type TypeRef } from './support/arbitraries.js';
import { BodyLog, client, codes, type Client } from './support/client.js';
import {
  CREATE_BOOKING,
  bookingStatus,
  demoLine,
  paymentCount,
  newCustomer,
  rows,
  signedIn,
  tableCounts,
  tableFingerprint,
  TEST_PASSWORD,
  type CatalogueLine,
  VISIT,
} from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

const log = new BodyLog();
/** Every plaintext password this file uses; none may ever come back in a response. */
const passwords = new Set<string>([TEST_PASSWORD]);

let t: InProcess;
let types: Map<string, IntrospectedType>;
let admin: Client & { userId: number; email: string };
let customer: Client & { userId: number; email: string };
let line: CatalogueLine;

beforeAll(async () => {
  t = await inProcess({ config: { apiTimeoutMs: 30_000 } });
  const r = await client(t.url, log).gql<{ __schema: { types: IntrospectedType[] } }>(INTROSPECTION);
  types = new Map(r.data!.__schema.types.map((x) => [x.name, x]));
  admin = await signedIn(t.api, t.url, 'admin', log);
  customer = await signedIn(t.api, t.url, 'client', log);
  line = await demoLine(client(t.url, log));
});
afterAll(async () => {
  await t?.close();
});

/** A direct api call whose body is logged too. */
async function apiPost(path: string, body: unknown): Promise<{ status: number; text: string; json: any }> {
  const res = await fetch(`${t.api.baseUrl}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  log.add(path, text);
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, text, json };
}

// --- admin operations -----------------------------------------------------------------------------

/** A minimal, valid-looking value of this type: required input fields only, first enum value. */
function minimal(t0: TypeRef): unknown {
  if (t0.kind === 'NON_NULL') return minimal(t0.ofType!);
  if (t0.kind === 'LIST') return [minimal(t0.ofType!)];
  if (t0.kind === 'ENUM') return types.get(t0.name!)!.enumValues![0]!.name;
  if (t0.kind === 'INPUT_OBJECT') {
    const out: Record<string, unknown> = {};
    for (const f of types.get(t0.name!)!.inputFields!)
      if (f.type.kind === 'NON_NULL') out[f.name] = minimal(f.type);
    return out;
  }
  switch (t0.name) {
    case 'ID':
      return '1';
    case 'Int':
      return 1;
    case 'Float':
      return 10;
    case 'Boolean':
      return true;
    case 'Date':
      return '2031-01-15';
    case 'DateTime':
      return '2031-01-15T10:00:00.000Z';
    case 'JSONObject':
      return { name: 'Attack row' };
    default:
      return 'Attack value';
  }
}

function typeString(t0: TypeRef): string {
  if (t0.kind === 'NON_NULL') return `${typeString(t0.ofType!)}!`;
  if (t0.kind === 'LIST') return `[${typeString(t0.ofType!)}]`;
  return t0.name!;
}

function adminOperations() {
  const ops: {
    kind: 'query' | 'mutation';
    name: string;
    text: string;
    variables: Record<string, unknown>;
  }[] = [];
  for (const [kind, typeName] of [
    ['query', 'Query'],
    ['mutation', 'Mutation'],
  ] as const) {
    for (const f of types.get(typeName)!.fields!.filter((x) => x.name.startsWith('admin'))) {
      const defs = f.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
      const call = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      let ret = f.type;
      while (ret.ofType) ret = ret.ofType;
      const sel = ret.kind === 'OBJECT' ? ' { __typename }' : '';
      const variables: Record<string, unknown> = {};
      for (const a of f.args) variables[a.name] = minimal(a.type);
      ops.push({
        kind,
        name: f.name,
        text: `${kind}${defs ? `(${defs})` : ''} { ${f.name}${call ? `(${call})` : ''}${sel} }`,
        variables,
      });
    }
  }
  return ops;
}

describe('admin operations, found by introspection', () => {
  it('are all refused to anonymous callers (UNAUTHENTICATED) and other roles (FORBIDDEN; a manager the accounts), writing nothing', async () => {
    const ops = adminOperations();
    expect(ops.filter((o) => o.kind === 'query').length).toBeGreaterThanOrEqual(20);
    expect(ops.filter((o) => o.kind === 'mutation').length).toBeGreaterThanOrEqual(20);
    const anonymous = client(t.url, log);
    const staff = await signedIn(t.api, t.url, 'staff', log);
    const manager = await signedIn(t.api, t.url, 'manager', log);
    const before = await tableFingerprint(t.api.db);
    const wrong: string[] = [];
    for (const op of ops) {
      const anon = await anonymous.gql(op.text, op.variables);
      if (anon.errors?.[0]?.extensions?.code !== 'UNAUTHENTICATED' || anon.data?.[op.name])
        wrong.push(`anonymous ${op.name}: ${anon.text.slice(0, 200)}`);
      for (const [who, c] of [
        ['client', customer],
        ['staff', staff],
        ['manager', manager],
      ] as const) {
        // A manager runs the office; only the accounts are refused to them (gateway/src/auth/reach.ts,
        // tried operation by operation in gateway/src/admin/access.test.ts).
        if (who === 'manager' && !ADMIN_ONLY_OPERATIONS.has(op.name)) continue;
        const r = await c.gql(op.text, op.variables);
        if (r.errors?.[0]?.extensions?.code !== 'FORBIDDEN' || r.data?.[op.name])
          wrong.push(`${who} ${op.name}: ${r.text.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableFingerprint(t.api.db)).toEqual(before);
    // The same minimal arguments are accepted as valid-looking: an admin gets past validation for
    // the reads (no BAD_USER_INPUT from GraphQL itself).
    const read = await admin.gql(ops.find((o) => o.name === 'adminDashboard')!.text, {});
    expect(read.errors).toBeUndefined();
  });
});

// --- query limits ----------------------------------------------------------------------------------

describe('query limits', () => {
  const notExecuted = (requestId: string) => t.apiCalls.filter((c) => c.requestId === requestId);
  const send = (query: string, requestId: string) =>
    client(t.url, log).gql(query, {}, { headers: { 'x-request-id': requestId } });

  it('refuses a deeply nested query before running it', async () => {
    let inner = 'id';
    for (let i = 0; i < 8; i++) inner = `services { category { ${inner} } }`;
    const r = await send(`{ categories { ${inner} } }`, 'ev-deep-1');
    expect(r.status).toBe(400);
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.[0]?.message).toMatch(/depth/i);
    expect(notExecuted('ev-deep-1')).toEqual([]);
  });

  it('refuses 1000 aliases before running them', async () => {
    const fields = Array.from({ length: 1000 }, (_, i) => `a${i}: categories { id }`).join(' ');
    const r = await send(`{ ${fields} }`, 'ev-alias-1');
    expect(r.status).toBe(400);
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.[0]?.message).toMatch(/alias|token/i);
    expect(notExecuted('ev-alias-1')).toEqual([]);
  });

  it('refuses a query whose cost is too high before running it', async () => {
    // Within the depth, alias and token limits, but a fragment of nested lists asked for 15 times.
    const leaf =
      'id name description imageUrl basePrice fromPrice duration isPackage status createdAt updatedAt';
    const frag = `fragment S on Service { ${leaf} addOns { id name price description status serviceId }
      variations { variationId variationName options { id label description additionalCost fullPrice offered } }
      category { id name description services { ${leaf} variations { variationId options { id label fullPrice } } } } }`;
    const aliases = Array.from({ length: 15 }, (_, i) => `s${i}: services { ...S }`).join(' ');
    const q = `{ ${aliases} } ${frag}`;
    const r = await send(q, 'ev-cost-1');
    expect(r.status).toBe(400);
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.[0]?.message).toMatch(/cost/i);
    expect(notExecuted('ev-cost-1')).toEqual([]);
  });

  it('caps a huge admin list request instead of reading everything', async () => {
    const r = await admin.gql<{ adminTableRows: { rows: unknown[] } }>(
      '{ adminTableRows(table: USERS, limit: 1000000) { rows { id } total } }',
    );
    if (r.errors) expect(r.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
    else expect(r.data!.adminTableRows.rows.length).toBeLessThanOrEqual(500);
  });
});

// --- CSRF ------------------------------------------------------------------------------------------

describe('cross-site requests', () => {
  it('refuses a text/plain cross-site POST to /graphql and runs nothing', async () => {
    const victim = newCustomer('csrf');
    passwords.add(victim.password);
    const before = await tableCounts(t.api.db);
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: JSON.stringify({
        query: 'mutation($i: RegisterInput!) { register(input: $i) { user { id } } }',
        variables: { i: victim },
      }),
    });
    const text = await res.text();
    log.add('/graphql (csrf)', text);
    expect(res.status).toBe(400);
    expect(text).toMatch(/CSRF|preflight/i);
    expect(await tableCounts(t.api.db)).toEqual(before);
  });

  it('refuses a mutation sent as a simple GET, with or without the preflight header', async () => {
    const before = await tableCounts(t.api.db);
    const q = encodeURIComponent(`mutation { adminDeleteCategory(input: { id: "1" }) { success } }`);
    const plain = await admin.fetch(`/graphql?query=${q}`);
    expect(plain.status).toBe(400);
    const preflight = await admin.fetch(`/graphql?query=${q}`, {
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.bodyText).toMatch(/only support query operations/);
    expect(await tableCounts(t.api.db)).toEqual(before);
  });
});

// --- SQL injection -----------------------------------------------------------------------------------

const INJECTIONS = NASTY_STRINGS.filter((s) => /['";%_\\]|SELECT|DROP|UNION/i.test(s)).concat([
  'name; DROP TABLE users',
  'id desc; delete from bookings',
  "x' || (select password_hash from users limit 1) || '",
  '"users"."password_hash"',
  'passwordHash',
  'password_hash',
]);
const TABLES = [
  'ADDONS',
  'BOOKINGS',
  'CATEGORIES',
  'PACKAGES',
  'SEASONS',
  'SERVICES',
  'USERS',
  'VARIATIONS',
  'BOOKING_MANAGER',
  'MODIFIERS',
];

describe('SQL injection in every generic-query field', () => {
  // An injected `pg_sleep(...)` that ran as SQL is caught by what it does, not by how long it took: for
  // these tests pg_sleep resolves to a stand-in that records the call (PGlite is one session, so the
  // search path set here is the api's too) and sleeps not at all.
  beforeAll(async () => {
    await t.api.db.execute(sql`create table injection_canary (called_at timestamptz not null default now())`);
    await t.api.db.execute(
      sql.raw(
        'create function public.pg_sleep(double precision) returns void language sql as $$ insert into injection_canary default values $$',
      ),
    );
    await t.api.db.execute(sql`set search_path = public, pg_catalog`);
    await t.api.db.execute(sql`select pg_sleep(0)`);
    expect(await injectedSleeps()).toBe(1); // the stand-in is the one SQL finds
    await t.api.db.execute(sql`delete from injection_canary`);
  });
  afterAll(async () => {
    await t.api.db.execute(sql`reset search_path`);
    await t.api.db.execute(sql`drop function public.pg_sleep(double precision)`);
    await t.api.db.execute(sql`drop table injection_canary`);
  });
  async function injectedSleeps(): Promise<number> {
    const [row] = await rows<{ n: number }>(t.api.db, sql`select count(*)::int as n from injection_canary`);
    return row!.n;
  }

  it('through the admin table operations: reads return data or a clear refusal, data stays intact', async () => {
    const before = await tableFingerprint(t.api.db);
    const bad: string[] = [];
    for (const table of TABLES) {
      for (const inj of INJECTIONS) {
        const r = await admin.gql(
          `query($t: AdminTable!, $s: String, $f: [AdminFilterInput!], $o: AdminSortInput) {
             adminTableRows(table: $t, search: $s, filters: $f, sort: $o, limit: 5) { rows { id data } total } }`,
          { t: table, s: inj, f: [{ key: inj, value: inj }], o: { key: inj, direction: 'DESC' } },
        );
        const search = await admin.gql(
          `query($t: AdminTable!, $s: String) { adminTableRows(table: $t, search: $s) { total } adminTableExport(table: $t, search: $s) { csv } }`,
          { t: table, s: inj },
        );
        const filterValue = await admin.gql(
          `query($t: AdminTable!, $f: [AdminFilterInput!]) { adminTableRows(table: $t, filters: $f) { total } }`,
          { t: table, f: [{ key: 'id', value: inj }] },
        );
        const byId = await admin.gql(
          `query($t: AdminTable!, $id: ID!) { adminTableRow(table: $t, id: $id) { id } }`,
          {
            t: table,
            id: inj,
          },
        );
        for (const r0 of [r, search, filterValue, byId]) {
          if (
            r0.status >= 500 ||
            codes(r0).some((c) => c === 'INTERNAL_SERVER_ERROR' || c === 'UPSTREAM_UNAVAILABLE')
          )
            bad.push(`${table} ${JSON.stringify(inj)}: ${r0.text.slice(0, 200)}`);
        }
        if ((await injectedSleeps()) > 0) bad.push(`${table} ${JSON.stringify(inj)}: ran as SQL (pg_sleep)`);
        // A search for text that no row holds finds nothing (it is matched as text, not run).
        if (search.data?.adminTableRows && /DROP|UNION|pg_sleep/.test(inj))
          expect(search.data.adminTableRows.total).toBe(0);
      }
    }
    expect(bad).toEqual([]);
    expect(await tableFingerprint(t.api.db)).toEqual(before);
  });

  it('through admin writes: injection keys are refused, injection values are stored as plain text', async () => {
    const before = await tableFingerprint(t.api.db);
    for (const inj of INJECTIONS) {
      const r = await admin.gql(
        `mutation($i: AdminCreateRowInput!) { adminCreateRow(input: $i) { row { id } } }`,
        { i: { table: 'CATEGORIES', data: { [inj]: 'x', name: 'Injection test' } } },
      );
      expect(codes(r), inj).toEqual(['BAD_USER_INPUT']);
      const upd = await admin.gql(
        `mutation($i: AdminUpdateRowInput!) { adminUpdateRow(input: $i) { row { id } } }`,
        { i: { table: 'USERS', id: inj, data: { name: 'Mallory' } } },
      );
      expect(upd.status, inj).toBeLessThan(500);
      expect(
        codes(upd).filter((c) => c === 'INTERNAL_SERVER_ERROR' || c === 'UPSTREAM_UNAVAILABLE'),
        inj,
      ).toEqual([]);
      const del = await admin.gql(
        `mutation($i: AdminDeleteRowInput!) { adminDeleteRow(input: $i) { success } }`,
        { i: { table: 'BOOKINGS', id: inj } },
      );
      expect(
        codes(del).filter((c) => c === 'INTERNAL_SERVER_ERROR' || c === 'UPSTREAM_UNAVAILABLE'),
        inj,
      ).toEqual([]);
      expect(del.data?.adminDeleteRow?.success ?? false, inj).toBe(false);
    }
    expect(await tableFingerprint(t.api.db)).toEqual(before);
    const payload = "Robert'); DROP TABLE categories; --";
    const created = await admin.gql<{ adminCreateRow: { row: { id: string; data: { name: string } } } }>(
      `mutation($i: AdminCreateRowInput!) { adminCreateRow(input: $i) { row { id data } } }`,
      { i: { table: 'CATEGORIES', data: { name: payload } } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.adminCreateRow.row.data.name).toBe(payload);
    const [stored] = await rows<{ name: string }>(
      t.api.db,
      sql`select name from categories where id = ${Number(created.data!.adminCreateRow.row.id)}`,
    );
    expect(stored!.name).toBe(payload);
  });

  it('directly at query/query.php: never a 500, no hash in any reply, data intact', async () => {
    const before = await tableFingerprint(t.api.db);
    const bad: string[] = [];
    const tables = ['users', 'bookings', 'categories', 'services'];
    for (const inj of INJECTIONS) {
      const bodies: unknown[] = [
        { table: inj, action: 'query' },
        { table: 'users', action: inj },
        ...tables.flatMap((table) => [
          { table, action: 'query', search: inj },
          { table, action: 'query', filters: [{ key: inj, value: 1 }] },
          { table, action: 'query', filters: [{ key: 'id', value: inj }] },
          { table, action: 'query', filters: [{ key: 'name', value: inj }] },
          { table, action: 'query', sort: { key: inj, dir: 'asc' } },
          { table, action: 'query', sort: { key: 'id', dir: inj } },
          { table, action: 'query', limit: inj, offset: inj },
          { table, action: 'update', data: [{ key: inj, value: 'x' }], filters: [{ key: 'id', value: 1 }] },
          { table, action: 'update', data: [{ key: 'name', value: 'x' }], filters: [{ key: inj, value: 1 }] },
          { table, action: 'delete', filters: [{ key: 'id', value: inj }] },
          { table, action: 'delete', filters: [{ key: inj, value: 1 }] },
        ]),
      ];
      for (const b of bodies) {
        const r = await apiPost('query/query.php', b);
        if (r.status >= 500)
          bad.push(`${r.status} ${JSON.stringify(b).slice(0, 160)}: ${r.text.slice(0, 160)}`);
        if (r.status >= 400 && typeof r.json?.code !== 'string')
          bad.push(`uncoded ${r.status}: ${r.text.slice(0, 160)}`);
      }
    }
    expect(bad).toEqual([]);
    expect(await injectedSleeps()).toBe(0);
    expect(await tableFingerprint(t.api.db)).toEqual(before);
    const users = await apiPost('query/query.php', { table: 'users', action: 'query' });
    expect(users.status).toBe(200);
    expect(users.text).not.toContain('$argon2');
    expect(users.text).not.toMatch(/password/i);
  });
});

// --- uploads -----------------------------------------------------------------------------------------

describe('hostile uploads through adminUploadImage', () => {
  const UPLOAD = `mutation($i: AdminUploadImageInput!) { adminUploadImage(input: $i) { success url file reason } }`;
  const upload = (filename: string, bytes: Buffer) =>
    admin.gql<{
      adminUploadImage: { success: boolean; url: string | null; file: string | null; reason: string | null };
    }>(UPLOAD, { i: { filename, contentBase64: bytes.toString('base64') } });
  const storedFiles = async () => (await import('node:fs')).readdirSync(t.api.uploadDir);

  it('refuses a script renamed .jpg', async () => {
    const before = await storedFiles();
    const r = await upload('photo.jpg', Buffer.from('<script>alert(document.cookie)</script>\n'));
    expect(r.errors).toBeUndefined();
    expect(r.data!.adminUploadImage).toMatchObject({ success: false, url: null });
    expect(r.data!.adminUploadImage.reason).toMatch(/JPEG, PNG, WebP and GIF/);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an oversized file', async () => {
    const before = await storedFiles();
    const big = Buffer.alloc(2_000_001, 0);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    const r = await upload('big.jpg', big);
    expect(r.status).toBeLessThan(500);
    const refused = r.data?.adminUploadImage?.success === false || codes(r).includes('BAD_USER_INPUT');
    expect(refused).toBe(true);
    if (r.data?.adminUploadImage)
      expect(r.data.adminUploadImage.reason).toMatch(/^File too big: the limit is /);
    expect(await storedFiles()).toEqual(before);
  });

  it('a GIF/HTML polyglot is refused or served only as an image with nosniff', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const poly = Buffer.concat([gif, Buffer.from('<html><body><script>alert(1)</script></body></html>')]);
    const r = await upload('poly.gif.html', poly);
    expect(r.errors).toBeUndefined();
    const result = r.data!.adminUploadImage;
    if (!result.success) return;
    expect(result.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.gif$/);
    const served = await client(t.url, log).fetch(result.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // And under any other name or extension it is not found (no second content type for it).
    const asHtml = await fetch(`${t.url}${result.url!.replace(/\.gif$/, '.html')}`);
    expect(asHtml.status).toBe(404);
  });
});

// --- sign-in throttling --------------------------------------------------------------------------------

describe('repeated failed sign-ins', () => {
  it('are refused with RATE_LIMITED after a few, even with the right password then', async () => {
    const victim = await signedIn(t.api, t.url, 'client', log);
    const attacker = client(t.url, log);
    const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { user { id } } }';
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await attacker.gql(LOGIN, { i: { email: victim.email, password: `wrong-guess-${i}` } });
      seen.push(codes(r)[0] ?? 'ok');
    }
    expect(seen.slice(0, 3).every((c) => c !== 'RATE_LIMITED' && c !== 'ok')).toBe(true);
    expect(seen.slice(-2)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    const right = await attacker.gql(LOGIN, { i: { email: victim.email, password: TEST_PASSWORD } });
    expect(codes(right)).toEqual(['RATE_LIMITED']);
  });
});

// --- bookings of other customers -------------------------------------------------------------------------

describe("one customer cannot read another's bookings", () => {
  it('me.bookings, numeric ids and guessed guids show nothing of another customer', async () => {
    const alice = await signedIn(t.api, t.url, 'client', log);
    const bob = await signedIn(t.api, t.url, 'client', log);
    const made = await alice.gql(CREATE_BOOKING, {
      input: {
        address: VISIT,
        booking: { date: '2031-09-09', timeSlot: '10:00 - 10:45', lines: [line], modifierOptionIds: [] },
      },
    });
    expect(made.errors).toBeUndefined();
    const { id, guidId } = made.data!.createBooking.booking as { id: string; guidId: string };

    const mine = await alice.gql<{ me: { bookings: { guidId: string }[] } }>(
      '{ me { bookings { guidId } } }',
    );
    expect(mine.data!.me.bookings.map((b) => b.guidId)).toContain(guidId);
    const bobs = await bob.gql<{ me: { bookings: { guidId: string }[] } }>('{ me { bookings { guidId } } }');
    expect(bobs.data!.me.bookings.map((b) => b.guidId)).not.toContain(guidId);

    const q = 'query($g: ID!) { booking(guidId: $g) { guidId customer { email } } }';
    for (const guess of [
      id,
      String(Number(id)),
      `booking-${id}`,
      guidId.slice(0, 24),
      guidId.toUpperCase(),
      ` ${id} `,
    ]) {
      const r = await bob.gql(q, { g: guess });
      expect(r.data?.booking ?? null, guess).toBeNull();
      expect(r.text).not.toContain(alice.email);
    }
    const byGuid = await bob.gql(q, { g: guidId });
    expect(byGuid.data!.booking.guidId).toBe(guidId);

    const adminRead = await bob.gql('query($id: ID!) { adminBooking(id: $id) { guidId } }', { id });
    expect(codes(adminRead)).toEqual(['FORBIDDEN']);
    const pay = await bob.gql('mutation($g: ID!) { startPayment(guidId: $g) { action } }', { g: id });
    expect(codes(pay)).toEqual(['NOT_FOUND']);
    const cancel = await bob.gql(
      'mutation($g: ID!) { cancelBooking(input: { guidId: $g }) { booking { status } } }',
      { g: id },
    );
    expect(codes(cancel)).toEqual(['NOT_FOUND']);
    const user = await bob.gql('query($id: ID!) { adminUser(id: $id) { bookings { guidId } } }', {
      id: String(alice.userId),
    });
    expect(codes(user)).toEqual(['FORBIDDEN']);
    const [row] = await rows<{ status: string }>(
      t.api.db,
      sql`select status from bookings where guid_id = ${guidId}`,
    );
    expect(row!.status).toBe('pending');
  });
});

// --- payment notifications ----------------------------------------------------------------------------

describe('payment notifications', () => {
  async function pendingBooking(date: string) {
    const c = await signedIn(t.api, t.url, 'client', log);
    const r = await c.gql(CREATE_BOOKING, {
      input: {
        address: VISIT,
        booking: { date, timeSlot: '13:00 - 13:45', lines: [line], modifierOptionIds: [] },
      },
    });
    expect(r.errors).toBeUndefined();
    return r.data!.createBooking.booking as { guidId: string; totalPrice: number };
  }

  /**
   * A notification as the payment simulator sends it: signed with the passphrase and carrying the
   * simulator's mark, which its stand-in for the provider's validate endpoint confirms. (Notifications
   * now need both: hand-made ones with made-up pf_payment_ids are refused by the validation step.)
   */
  function notification(
    guidId: string,
    amount: number,
    overrides: { merchantId?: string; passphrase?: string } = {},
  ): [string, string][] {
    const form: [string, string][] = [
      ['m_payment_id', guidId],
      ['amount', amount.toFixed(2)],
      ['item_name', 'Booking'],
      ['item_description', ''],
      ['name_first', 'Evidence'],
      ['email_address', 'payer@example.test'],
      ['merchant_id', overrides.merchantId ?? t.config.payment.merchantId],
    ];
    return simulatedNotification(form, overrides.passphrase ?? t.config.payment.passphrase);
  }

  const post = async (pairs: [string, string][]) => {
    const res = await fetch(`${t.url}/payments/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(pairs).toString(),
    });
    log.add('/payments/notify', await res.text());
    return res.status;
  };
  const statusOf = (guidId: string) => bookingStatus(t.api.db, guidId);
  const paymentsFor = (guidId: string) => paymentCount(t.api.db, guidId);

  it('forged, wrong-amount and wrong-merchant notifications confirm nothing; a genuine one confirms once; a replay changes nothing', async () => {
    const b = await pendingBooking('2031-10-10');
    const genuine = notification(b.guidId, b.totalPrice);

    // Forged: a field changed after signing, a made-up signature, no signature at all.
    const tampered = genuine.map(
      ([k, v]) => [k, k === 'amount_gross' ? (b.totalPrice - 1).toFixed(2) : v] as [string, string],
    );
    const madeUp = genuine.map(([k, v]) => [k, k === 'signature' ? 'f'.repeat(32) : v] as [string, string]);
    const unsigned = genuine.filter(([k]) => k !== 'signature');
    const otherPassphrase = notification(b.guidId, b.totalPrice, { passphrase: 'not-the-passphrase' });
    // Correctly signed (as if the passphrase leaked) but for the wrong amount or another merchant.
    const wrongAmount = notification(b.guidId, b.totalPrice + 100);
    const cheaper = notification(b.guidId, 1);
    const wrongMerchant = notification(b.guidId, b.totalPrice, { merchantId: '10000999' });
    for (const forged of [tampered, madeUp, unsigned, otherPassphrase, wrongAmount, cheaper, wrongMerchant]) {
      const status = await post(forged);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(await statusOf(b.guidId)).toBe('pending');
    expect(await paymentsFor(b.guidId)).toBe(0);

    expect(await post(genuine)).toBe(200);
    expect(await statusOf(b.guidId)).toBe('confirmed');
    expect(await paymentsFor(b.guidId)).toBe(1);

    // The same notification again (same pf_payment_id): accepted as a duplicate, nothing new.
    expect(await post(genuine)).toBe(200);
    expect(await paymentsFor(b.guidId)).toBe(1);
    expect(await statusOf(b.guidId)).toBe('confirmed');
  });

  it('a replayed pf_payment_id signed for another booking does not confirm that booking', async () => {
    const first = await pendingBooking('2031-10-11');
    const second = await pendingBooking('2031-10-13');
    const paid = notification(first.guidId, first.totalPrice);
    expect(await post(paid)).toBe(200);
    expect(await statusOf(first.guidId)).toBe('confirmed');
    // The first payment's id on the second booking's notification, re-signed as if the passphrase leaked.
    const pfPaymentId = paid.find(([k]) => k === 'pf_payment_id')![1];
    const fields = notification(second.guidId, second.totalPrice)
      .filter(([k]) => k !== 'signature')
      .map(([k, v]) => [k, k === 'pf_payment_id' ? pfPaymentId : v] as [string, string]);
    await post([...fields, ['signature', notificationSignature(fields, t.config.payment.passphrase)]]);
    expect(await statusOf(second.guidId)).toBe('pending');
    expect(await paymentsFor(second.guidId)).toBe(0);
  });
});

// --- secrets ---------------------------------------------------------------------------------------------

describe('no response ever carries a password or a hash', () => {
  it('across every response body of this file', async () => {
    // A few more readers of user data, as admin, to widen the scan.
    await admin.gql('{ adminUsers { id email role } adminTableRows(table: USERS) { rows { data } } }');
    await admin.gql('{ adminTableExport(table: USERS) { csv } }');
    await admin.gql('query($id: ID!) { adminTableRow(table: USERS, id: $id) { data } }', {
      id: String(customer.userId),
    });
    await customer.gql('{ me { id email bookings { guidId customer { email } } } }');
    expect(log.bodies.length).toBeGreaterThan(200);
    const needles = [...passwords, '$argon2'];
    expect(log.containing(needles)).toEqual([]);
  });
});
