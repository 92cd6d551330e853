import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { anyFieldValue } from '../test/arbitraries.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, categories, modifierOptions, modifiers, services, users } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type KV = Record<string, unknown>;
const q = (body: unknown) => api.post('query/query.php', body);
const data = (o: KV) => Object.entries(o).map(([key, value]) => ({ key, value }));
const insert = (table: string, o: KV, actorId?: number) =>
  q({ table, action: 'insert', data: data(o), ...(actorId ? { actorId } : {}) });
const update = (table: string, id: number, o: KV, actorId?: number) =>
  q({
    table,
    action: 'update',
    data: data(o),
    filters: [{ key: 'id', value: id }],
    ...(actorId ? { actorId } : {}),
  });

/** A booking row written straight into the database (the generic table may not create bookings). */
async function bookingRow(userId: number, bookingDate: string, bookingTime: string) {
  const [row] = await api.db
    .insert(bookings)
    .values({
      guidId: `booking-${uniq('q')}`,
      userId,
      bookingDate,
      bookingTime,
      heldUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
    })
    .returning();
  return row!;
}

let seq = 0;
const uniq = (p: string) => `${p}${++seq}${Date.now().toString(36)}`;
async function newCategory(name = uniq('Cat ')) {
  const res = await insert('categories', { name });
  expect(res.status).toBe(200);
  return res.body.id as number;
}
async function newUser(o: KV = {}) {
  const res = await insert('users', {
    name: 'Thandi Nkosi',
    email: `${uniq('u')}@example.co.za`,
    password: 'correct horse',
    ...o,
  });
  expect(res.status).toBe(200);
  return res.body.id as number;
}

describe('tables', () => {
  it('are found by admin id or entity name, case-insensitively', async () => {
    for (const table of [
      'categories',
      'Category',
      'CATEGORIES',
      ' category ',
      'booking-manager',
      'BookingModifier',
      'addons',
      'ADDON',
      'modifiers',
      'Modifier',
    ]) {
      const res = await q({ table, action: 'query' });
      expect(res.status, table).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
  });

  it('refuses an unknown table by name', async () => {
    const res = await q({ table: 'payments', action: 'query' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Unknown table "payments"');
    expect(res.body.fields.table).toBe('Unknown table "payments"');
    expect((await q({ action: 'query' })).status).toBe(400);
    expect((await q({ table: 'users', action: 'drop' })).status).toBe(400);
  });
});

describe('insert', () => {
  it('stores a row, replies it with its audit fields, and records the actor', async () => {
    const categoryId = await newCategory();
    const res = await insert(
      'services',
      {
        categoryId,
        name: 'Lawn mowing',
        basePrice: '350.50',
        durationMinutes: 120,
        isPackage: 0,
        imageUrl: '/uploads/abc.png',
      },
      4,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      categoryId,
      name: 'Lawn mowing',
      basePrice: 350.5,
      durationMinutes: 120,
      isPackage: false,
      statusId: 1,
      created_by: 4,
      updated_by: 4,
    });
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const [row] = await api.db.select().from(services).where(eq(services.id, res.body.id));
    expect(row).toMatchObject({ name: 'Lawn mowing', basePrice: 350.5, createdBy: 4 });
  });

  it('requires the fields of docs/product.md per table', async () => {
    const cases: [string, string[]][] = [
      ['services', ['categoryId', 'name']],
      ['categories', ['name']],
      ['users', ['name', 'email', 'password']],
      ['packages', ['name', 'price']],
      ['addons', ['serviceId', 'name', 'price']],
      ['variations', ['name']],
      ['seasons', ['name', 'startDate', 'endDate', 'multiplier']],
      ['booking-manager', ['bookingId', 'modifierId', 'modifierOptionId']],
      ['modifiers', ['name']],
    ];
    for (const [table, required] of cases) {
      const res = await insert(table, { statusId: 1 });
      expect(res.status, table).toBe(400);
      expect(Object.keys(res.body.fields).sort(), table).toEqual([...required].sort());
    }
    const blankName = await insert('categories', { name: '  ' });
    expect(blankName.body.fields).toEqual({ name: 'Name is required' });
  });

  it('checks each value against its column, so bad values are a 400 that names the field', async () => {
    const categoryId = await newCategory();
    const cases: [string, KV, string, string][] = [
      [
        'services',
        { categoryId, name: 'X service', basePrice: -1 },
        'basePrice',
        'Base price must be at least 0',
      ],
      [
        'services',
        { categoryId, name: 'X service', basePrice: 'cheap' },
        'basePrice',
        'Base price must be a valid number',
      ],
      [
        'services',
        { categoryId, name: 'X service', isPackage: 'maybe' },
        'isPackage',
        'Is package must be true or false',
      ],
      ['services', { categoryId: 987_654, name: 'X service' }, 'categoryId', 'Category not found'],
      [
        'services',
        { categoryId, name: 'X service', imageUrl: 'javascript:alert(1)' },
        'imageUrl',
        'Image must be a valid URL',
      ],
      ['services', { categoryId, name: 'X service', statusId: 9 }, 'statusId', 'Status must be at most 5'],
      [
        'seasons',
        { name: 'Summer', startDate: '2026-13-40', endDate: '2027-01-01', multiplier: 1 },
        'startDate',
        'Start date must be a date (YYYY-MM-DD)',
      ],
      [
        'seasons',
        { name: 'Summer', startDate: '2026-12-01', endDate: '2026-11-01', multiplier: 1 },
        'endDate',
        'End date must not be before the start date',
      ],
      [
        'seasons',
        { name: 'Summer', startDate: '2026-12-01', endDate: '2027-01-01', multiplier: -0.5 },
        'multiplier',
        'Multiplier must be at least 0',
      ],
      [
        'users',
        { name: 'Sipho', email: 'not-an-email', password: 'long enough' },
        'email',
        'Email must be a valid email address',
      ],
      [
        'users',
        { name: 'Sipho', email: 'sipho@example.com', password: 'short' },
        'password',
        'Password must be at least 8 characters',
      ],
      [
        'users',
        { name: 'Sipho', email: 'sipho@example.com', password: 'long enough', role: 'root' },
        'role',
        'Role must be one of admin, manager, staff, client',
      ],
      ['variations', { name: 'ab' }, 'name', 'Name must be at least 3 characters'],
      ['addons', { serviceId: 'x', name: 'Edging', price: 1 }, 'serviceId', 'Service must be a valid number'],
      [
        'categories',
        { name: 'Trees', parentCategoryId: 1.5 },
        'parentCategoryId',
        'Parent category must be a whole number',
      ],
    ];
    for (const [table, values, field, message] of cases) {
      const res = await insert(table, values);
      expect(res.status, `${table} ${field}`).toBe(400);
      expect(res.body.fields[field], `${table} ${field}`).toBe(message);
    }
    const [{ n }] = (
      await api.db.execute(sql`select count(*)::int as n from services where name = 'X service'`)
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it('refuses unknown, read-only and repeated keys, naming them', async () => {
    const unknown = await insert('categories', { name: 'Trees', colour: 'green' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown field "colour" for table "categories"');
    const readOnly = await insert('categories', { id: 5, name: 'Trees' });
    expect(readOnly.body.fields.id).toBe('Id is read-only');
    const twice = await q({
      table: 'categories',
      action: 'insert',
      data: [
        { key: 'name', value: 'A tree' },
        { key: 'name', value: 'B tree' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fields.name).toMatch(/more than once/);
  });
});

describe('users', () => {
  it('hash the write-only password and never read it back; legacy roles are mapped', async () => {
    const email = `${uniq('lerato')}@example.co.za`;
    const res = await insert('users', { name: 'Lerato', email, password: 'sunny garden', role: 'Customer' });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('client');
    expect(res.body).not.toHaveProperty('password');
    expect(res.body).not.toHaveProperty('passwordHash');
    const [row] = await api.db.select().from(users).where(eq(users.id, res.body.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('sunny garden');

    const list = await q({ table: 'users', action: 'query', filters: [{ key: 'id', value: res.body.id }] });
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password/i);

    const advisor = await update('users', res.body.id, { role: 'ADVISOR' });
    expect(advisor.body.role).toBe('staff');
    const keepPassword = await update('users', res.body.id, { phone: '021 555 0100', password: '' });
    expect(keepPassword.status).toBe(200);
    const [same] = await api.db.select().from(users).where(eq(users.id, res.body.id));
    expect(same!.passwordHash).toBe(row!.passwordHash);
    await update('users', res.body.id, { password: 'new password 2' });
    const [changed] = await api.db.select().from(users).where(eq(users.id, res.body.id));
    expect(changed!.passwordHash).not.toBe(row!.passwordHash);

    for (const key of ['passwordHash', 'password']) {
      const byKey = await q({ table: 'users', action: 'query', filters: [{ key, value: 'x' }] });
      expect(byKey.status, key).toBe(400);
      const sorted = await q({ table: 'users', action: 'query', sort: { key, dir: 'asc' } });
      expect(sorted.status, key).toBe(400);
    }
    expect(
      (
        await insert('users', {
          name: 'Eve',
          email: 'eve@example.com',
          password: 'long enough',
          passwordHash: 'x',
        })
      ).status,
    ).toBe(400);
  });

  it('answer 409 EMAIL_TAKEN for an e-mail another user has, whatever its case', async () => {
    const email = `${uniq('dup')}@example.co.za`;
    await newUser({ email });
    const res = await insert('users', { name: 'Other', email: email.toUpperCase(), password: 'long enough' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
  });
});

describe('query', () => {
  it("finds bookings by the customer's name or e-mail and by date, as well as by id", async () => {
    const tag = uniq('zq');
    const [user] = await api.db
      .insert(users)
      .values({ name: `Nomsa ${tag}`, email: `nomsa.${tag}@example.test` })
      .returning();
    const row = await bookingRow(user!.id, '2035-07-19', '10:00 - 10:45');
    const found = async (search: string) =>
      ((await q({ table: 'bookings', action: 'query', search })).body as KV[]).map((r) => r.id);
    expect(await found(`NOMSA ${tag}`)).toEqual([row.id]);
    expect(await found(`nomsa.${tag}@EXAMPLE`)).toEqual([row.id]);
    expect(await found('2035-07-19')).toEqual([row.id]);
    expect(await found(row.guidId)).toEqual([row.id]);
  });

  it('filters by equality, searches case-insensitively, sorts, pages and counts', async () => {
    const categoryId = await newCategory();
    const names = ['Hedge trimming', 'Tree felling', 'Weed control 100%', 'hedge Shaping'];
    for (const [i, name] of names.entries()) {
      await insert('services', { categoryId, name, basePrice: 100 + i, statusId: i === 1 ? 3 : 1 });
    }
    const byCategory = await q({
      table: 'services',
      action: 'query',
      filters: [{ key: 'categoryId', value: String(categoryId) }],
    });
    // Text sorts case-insensitively, as people read a list.
    expect(byCategory.body.map((r: KV) => r.name)).toEqual([
      'hedge Shaping',
      'Hedge trimming',
      'Tree felling',
      'Weed control 100%',
    ]);

    const active = await q({
      table: 'Service',
      action: 'query',
      filters: [
        { key: 'categoryId', value: categoryId },
        { key: 'statusId', value: 1 },
      ],
    });
    expect(active.body).toHaveLength(3);

    const hedge = await q({
      table: 'services',
      action: 'query',
      search: 'HEDGE',
      filters: [{ key: 'categoryId', value: categoryId }],
    });
    expect(hedge.body.map((r: KV) => r.name).sort()).toEqual(['Hedge trimming', 'hedge Shaping']);
    const percent = await q({
      table: 'services',
      action: 'query',
      // 3 characters: "contains" (a 1 or 2 character search matches the start: customers/search.ts).
      search: '00%',
      filters: [{ key: 'categoryId', value: categoryId }],
    });
    expect(percent.body.map((r: KV) => r.name)).toEqual(['Weed control 100%']);
    const underscore = await q({
      table: 'services',
      action: 'query',
      search: '_',
      filters: [{ key: 'categoryId', value: categoryId }],
    });
    expect(underscore.body).toEqual([]);

    const desc = await q({
      table: 'services',
      action: 'query',
      filters: [{ key: 'categoryId', value: categoryId }],
      sort: { key: 'basePrice', dir: 'DESC' },
    });
    expect(desc.body.map((r: KV) => r.basePrice)).toEqual([103, 102, 101, 100]);

    const page = await q({
      table: 'services',
      action: 'query',
      filters: [{ key: 'categoryId', value: categoryId }],
      sort: { key: 'basePrice', dir: 'asc' },
      limit: 2,
      offset: 1,
      withTotal: true,
    });
    expect(page.body.total).toBe(4);
    expect(page.body.rows.map((r: KV) => r.basePrice)).toEqual([101, 102]);

    const nulls = await q({
      table: 'services',
      action: 'query',
      filters: [
        { key: 'categoryId', value: categoryId },
        { key: 'description', value: null },
      ],
    });
    expect(nulls.body).toHaveLength(4);
  });

  it('refuses bad query parameters with a 400', async () => {
    for (const body of [
      { table: 'services', action: 'query', limit: 501 },
      { table: 'services', action: 'query', limit: 0 },
      { table: 'services', action: 'query', offset: -1 },
      { table: 'services', action: 'query', sort: { key: 'basePrice', dir: 'sideways' } },
      { table: 'services', action: 'query', sort: { key: 'nope', dir: 'asc' } },
      { table: 'services', action: 'query', filters: [{ key: 'categoryId', value: 'abc' }] },
      { table: 'services', action: 'query', filters: [{ key: 'isPackage', value: 'perhaps' }] },
      { table: 'services', action: 'query', filters: [{ key: 'created_at', value: 'yesterday' }] },
      { table: 'services', action: 'query', filters: [{ key: 'name', value: { $ne: null } }] },
      { table: 'services', action: 'query', filters: 'name=1' },
    ]) {
      const res = await q(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
  });

  it('sorts bookings by guidId by default', async () => {
    const userId = await newUser();
    for (const time of ['12:15 - 13:00', '13:00 - 13:45', '13:45 - 14:30']) {
      await bookingRow(userId, '2031-03-03', time);
    }
    const rows = (
      await q({ table: 'bookings', action: 'query', filters: [{ key: 'userId', value: userId }] })
    ).body as KV[];
    const guids = rows.map((r) => r.guidId as string);
    expect(guids).toEqual([...guids].sort());
    expect(guids).toHaveLength(3);
  });

  it('sorts a field that points at another row by that row’s name, not its id', async () => {
    // Created in the reverse of their names' order, so an id sort and a name sort disagree.
    const tag = uniq('sortref');
    const zulu = await newCategory(`Zulu ${tag}`);
    const mike = await newCategory(`mike ${tag}`);
    const alpha = await newCategory(`Alpha ${tag}`);
    for (const parent of [zulu, mike, alpha]) {
      const child = await newCategory(`Child of ${parent} ${tag}`);
      expect((await update('categories', child, { parentCategoryId: parent })).status).toBe(200);
    }
    const parentsInOrder = async (dir: 'asc' | 'desc') => {
      const res = await q({
        table: 'categories',
        action: 'query',
        search: 'Child of',
        sort: { key: 'parentCategoryId', dir },
      });
      expect(res.status).toBe(200);
      return (res.body as KV[])
        .filter((r) => String(r.name).endsWith(tag))
        .map((r) => r.parentCategoryId as number);
    };
    // A category points at its own table: the parent's name decides, case-insensitively.
    expect(await parentsInOrder('asc')).toEqual([alpha, mike, zulu]);
    expect(await parentsInOrder('desc')).toEqual([zulu, mike, alpha]);

    // A booking's customer sorts by the customer's name.
    const zed = await newUser({ name: `Zed ${tag}` });
    const abe = await newUser({ name: `abe ${tag}` });
    await bookingRow(zed, '2031-04-04', '12:15 - 13:00');
    await bookingRow(abe, '2031-04-04', '13:00 - 13:45');
    const res = await q({
      table: 'bookings',
      action: 'query',
      filters: [{ key: 'bookingDate', value: '2031-04-04' }],
      sort: { key: 'userId', dir: 'asc' },
    });
    expect(res.status).toBe(200);
    const customers = (res.body as KV[]).map((r) => r.userId).filter((id) => id === zed || id === abe);
    expect(customers).toEqual([abe, zed]);
  });
});

describe('update and delete', () => {
  it('update changes only the given fields, returns the row, and 404s when absent', async () => {
    const id = await newCategory('Garden design');
    const before = (await q({ table: 'categories', action: 'query', filters: [{ key: 'id', value: id }] }))
      .body[0];
    const res = await update('categories', id, { description: 'Plans and planting', statusId: '3' }, 6);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Garden design',
      description: 'Plans and planting',
      statusId: 3,
      updated_by: 6,
    });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    const cleared = await update('categories', id, { description: '' });
    expect(cleared.body.description).toBeNull();
    const ownParent = await update('categories', id, { parentCategoryId: id });
    expect(ownParent.body.fields).toEqual({ parentCategoryId: 'A category cannot be its own parent' });
    const noName = await update('categories', id, { name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.fields.name).toBe('Name is required');
    expect((await update('categories', 999_999, { name: 'Ghost' })).status).toBe(404);
    expect(
      (
        await q({
          table: 'categories',
          action: 'update',
          data: data({ name: 'X y z' }),
          filters: [{ key: 'name', value: 'Garden design' }],
        })
      ).status,
    ).toBe(400);
    expect((await q({ table: 'categories', action: 'update', data: data({ name: 'X y z' }) })).status).toBe(
      400,
    );
    const [row] = await api.db.select().from(categories).where(eq(categories.id, id));
    expect(row).toMatchObject({ name: 'Garden design', description: null, statusId: 3 });
  });

  it('takes the writer from created_by / updated_by as the save endpoints do', async () => {
    const created = await q({
      table: 'modifiers',
      action: 'insert',
      data: data({ name: 'Slope' }),
      created_by: 11,
    });
    expect(created.body).toMatchObject({ created_by: 11, updated_by: 11 });
    const updated = await q({
      table: 'modifiers',
      action: 'update',
      data: data({ description: 'Steep garden' }),
      filters: [{ key: 'id', value: created.body.id }],
      updated_by: 12,
    });
    expect(updated.body).toMatchObject({ created_by: 11, updated_by: 12, description: 'Steep garden' });
  });

  it('puts a blank optional value that cannot be null back to its default', async () => {
    const categoryId = await newCategory();
    const svc = (
      await insert('services', { categoryId, name: 'Leaf removal', basePrice: 90, isPackage: true })
    ).body;
    const res = await update('services', svc.id, { basePrice: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ basePrice: 0, isPackage: true });
    const userId = await newUser({ role: 'manager' });
    expect((await update('users', userId, { role: null })).body.role).toBe('client');
  });

  it('delete answers success, 404 when absent and 409 IN_USE when rows still need it', async () => {
    const id = await newCategory();
    expect(
      (await q({ table: 'categories', action: 'delete', filters: [{ key: 'id', value: id }] })).body,
    ).toEqual({ success: true });
    expect(await api.db.select().from(categories).where(eq(categories.id, id))).toEqual([]);
    expect(
      (await q({ table: 'categories', action: 'delete', filters: [{ key: 'id', value: id }] })).status,
    ).toBe(404);

    const userId = await newUser();
    await bookingRow(userId, '2031-04-04', '10:00 - 10:45');
    const inUse = await q({ table: 'users', action: 'delete', filters: [{ key: 'id', value: userId }] });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('IN_USE');
    expect(await api.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
  });
});

describe('bookings', () => {
  it('are read and deleted here, but never created or updated: 409 WRITE_REFUSED, nothing written', async () => {
    const userId = await newUser();
    const before = (await api.db.select().from(bookings)).length;
    const created = await insert('bookings', {
      userId,
      bookingDate: '2031-05-05',
      bookingTime: 'any time at all',
      totalPrice: 450,
    });
    expect(created.status).toBe(409);
    expect(created.body.code).toBe('WRITE_REFUSED');
    expect(created.body.error).toMatch(/booking pages/);
    expect((await api.db.select().from(bookings)).length).toBe(before);

    const row = await bookingRow(userId, '2031-05-05', '10:00 - 10:45');
    for (const change of [{ status: 'confirmed' }, { bookingTime: 'whenever' }, { totalPrice: 1 }]) {
      const res = await update('bookings', row.id, change);
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.body.code).toBe('WRITE_REFUSED');
    }
    const [after] = await api.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(after).toMatchObject({
      status: 'pending',
      bookingTime: '10:00 - 10:45',
      totalPrice: row.totalPrice,
    });

    const read = await q({ table: 'bookings', action: 'query', filters: [{ key: 'id', value: row.id }] });
    expect(read.status).toBe(200);
    expect((read.body as KV[])[0]).toMatchObject({ id: row.id, guidId: row.guidId });
    const gone = await q({ table: 'bookings', action: 'delete', filters: [{ key: 'id', value: row.id }] });
    expect(gone.status).toBe(200);
  });
});

describe('booking-manager', () => {
  it('takes a modifier option of that modifier, snapshotting it, and refuses one of another', async () => {
    const userId = await newUser();
    const booking = await bookingRow(userId, '2031-07-07', '11:30 - 12:15');
    const [m1] = await api.db.insert(modifiers).values({ name: 'Access' }).returning();
    const [m2] = await api.db.insert(modifiers).values({ name: 'Pets' }).returning();
    const [o1] = await api.db
      .insert(modifierOptions)
      .values({ modifierId: m1!.id, name: 'Steep', type: 'extra', units: 'percent', value: 10 })
      .returning();
    const [o2] = await api.db
      .insert(modifierOptions)
      .values({ modifierId: m2!.id, name: 'Dog', type: 'no_charge' })
      .returning();
    const ok = await insert('BookingModifier', {
      bookingId: booking.id,
      modifierId: m1!.id,
      modifierOptionId: o1!.id,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      name: 'Access',
      optionName: 'Steep',
      type: 'extra',
      units: 'percent',
      value: 10,
    });
    const wrong = await insert('booking-manager', {
      bookingId: booking.id,
      modifierId: m1!.id,
      modifierOptionId: o2!.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.modifierOptionId).toBe('This option does not belong to that modifier');
    const wrongUpdate = await update('booking-manager', ok.body.id, { modifierOptionId: o2!.id });
    expect(wrongUpdate.status).toBe(400);
  });
});

describe('injection', () => {
  const evil = [
    "'; DROP TABLE users; --",
    '" OR 1=1 --',
    '1 OR 1=1',
    'name; delete from categories',
    "x') UNION SELECT password_hash FROM users --",
    '\\',
    '%',
    'name" desc, (select pg_sleep(1)) --',
  ];

  it('in table, keys, values, search and sort is a 400 or a harmless result, leaving data intact', async () => {
    const sentinel = await newCategory('Sentinel category');
    await newUser();
    const count = async () => {
      const r = await api.db.execute(
        sql`select (select count(*) from users)::int as u, (select count(*) from categories)::int as c`,
      );
      return r.rows[0];
    };
    const before = await count();
    for (const s of evil) {
      const bodies: KV[] = [
        { table: s, action: 'query' },
        { table: 'categories', action: 'query', filters: [{ key: s, value: 1 }] },
        { table: 'categories', action: 'query', filters: [{ key: 'name', value: s }] },
        { table: 'categories', action: 'query', filters: [{ key: 'id', value: s }] },
        { table: 'categories', action: 'query', search: s },
        { table: 'categories', action: 'query', sort: { key: s, dir: 'asc' } },
        { table: 'categories', action: 'query', sort: { key: 'name', dir: s } },
        { table: 'categories', action: 'insert', data: [{ key: s, value: 'x' }] },
        {
          table: 'categories',
          action: 'update',
          data: [{ key: 'description', value: s }],
          filters: [{ key: 'id', value: s }],
        },
        { table: 'categories', action: 'delete', filters: [{ key: 'id', value: s }] },
        { table: 'categories', action: 'delete', filters: [{ key: s, value: sentinel }] },
      ];
      for (const body of bodies) {
        const res = await q(body);
        expect([200, 400], JSON.stringify(body)).toContain(res.status);
        if (res.status === 200) expect(JSON.stringify(res.body)).not.toMatch(/argon2/);
      }
      // As a stored value it is just text.
      const stored = await insert('categories', { name: s.length >= 1 ? `${s} cat` : 'x', description: s });
      expect(stored.status).toBe(200);
      expect(stored.body.description).toBe(s);
      await q({ table: 'categories', action: 'delete', filters: [{ key: 'id', value: stored.body.id }] });
    }
    expect(await count()).toEqual(before);
    expect(await api.db.select().from(categories).where(eq(categories.id, sentinel))).toHaveLength(1);
    const search = await q({ table: 'categories', action: 'query', search: "' OR '1'='1" });
    expect(search.body).toEqual([]);
  });
});

describe('random bodies', () => {
  it('never produce a 500', async () => {
    const key = fc.constantFrom(
      'id',
      'name',
      'email',
      'password',
      'passwordHash',
      'statusId',
      'categoryId',
      'basePrice',
      'bookingDate',
      'status',
      'role',
      'userId',
      'guidId',
      'created_at',
      '__proto__',
      'constructor',
      '',
    );
    const value = anyFieldValue('2031-01-01', '1', '-1', 'admin', 'confirmed', 'a@b.co', '');
    const kvs = fc.array(
      fc.record({ key: fc.oneof(key, fc.string()), value: fc.oneof(value, fc.anything()) }),
      { maxLength: 5 },
    );
    const body = fc.record(
      {
        table: fc.oneof(
          fc.constantFrom(
            'users',
            'bookings',
            'services',
            'categories',
            'seasons',
            'packages',
            'addons',
            'variations',
            'modifiers',
            'booking-manager',
            'User',
          ),
          fc.string(),
        ),
        action: fc.oneof(fc.constantFrom('query', 'insert', 'update', 'delete'), fc.string()),
        filters: kvs,
        data: kvs,
        search: fc.oneof(fc.string(), fc.anything()),
        sort: fc.oneof(
          fc.record({
            key: fc.oneof(key, fc.string()),
            dir: fc.oneof(fc.constantFrom('asc', 'desc'), fc.string()),
          }),
          fc.anything(),
        ),
        limit: fc.oneof(fc.integer(), fc.anything()),
        offset: fc.oneof(fc.integer(), fc.anything()),
        withTotal: fc.anything(),
        actorId: fc.oneof(fc.integer(), fc.anything()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.anything()), async (b) => {
        const res = await q(b);
        expect(res.status, JSON.stringify(b)).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
