/** Dashboard and generic tables through the gateway, against the real api on PGlite. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCode, startAdminStackAsAdmin, type AdminTestStack, type Caller } from './test-support.js';

let stack: AdminTestStack;
let admin: Caller & { userId: number };
beforeAll(async () => ({ stack, admin } = await startAdminStackAsAdmin()));
afterAll(() => stack?.close());

interface Row {
  id: string;
  table: string;
  status: string | null;
  data: Record<string, unknown>;
}

const ROW = 'id table status data';
const CREATE = `mutation ($input: AdminCreateRowInput!) { adminCreateRow(input: $input) { row { ${ROW} } } }`;
const UPDATE = `mutation ($input: AdminUpdateRowInput!) { adminUpdateRow(input: $input) { row { ${ROW} } } }`;
const DELETE = 'mutation ($input: AdminDeleteRowInput!) { adminDeleteRow(input: $input) { id success } }';
const ROWS = `query ($table: AdminTable!, $search: String, $filters: [AdminFilterInput!], $sort: AdminSortInput, $limit: Int, $offset: Int) {
  adminTableRows(table: $table, search: $search, filters: $filters, sort: $sort, limit: $limit, offset: $offset) { total rows { ${ROW} } } }`;
const ONE = `query ($table: AdminTable!, $id: ID!) { adminTableRow(table: $table, id: $id) { ${ROW} } }`;
const EXPORT = `query ($table: AdminTable!, $search: String, $filters: [AdminFilterInput!], $sort: AdminSortInput) {
  adminTableExport(table: $table, search: $search, filters: $filters, sort: $sort) { filename contentType csv } }`;
const SELECT = 'query ($table: AdminTable!) { adminSelectOptions(table: $table) { value label } }';

async function createRow(table: string, data: Record<string, unknown>): Promise<Row> {
  const reply = await admin.gql<{ adminCreateRow: { row: Row } }>(CREATE, { input: { table, data } });
  expect(reply.errors).toBeUndefined();
  return reply.data!.adminCreateRow.row;
}

describe('adminDashboard', () => {
  it('counts clients and users, with growth null when the previous 30 days are empty, and 12 weeks oldest first', async () => {
    const q = `{ adminDashboard { metrics { key label total last30 previous30 growthPercent link } weekly { weekStart bookings revenue } } }`;
    type Dash = {
      adminDashboard: {
        metrics: {
          key: string;
          label: string;
          total: number;
          last30: number;
          previous30: number;
          growthPercent: number | null;
          link: string;
        }[];
        weekly: { weekStart: string; bookings: number; revenue: number }[];
      };
    };
    const before = (await admin.gql<Dash>(q)).data!.adminDashboard;
    await stack.signIn('client');
    await stack.signIn('client');
    const after = await admin.gql<Dash>(q);
    expect(after.errors).toBeUndefined();
    const metric = (d: Dash['adminDashboard'], key: string) => d.metrics.find((m) => m.key === key)!;
    const dash = after.data!.adminDashboard;
    expect(metric(dash, 'CLIENTS').total).toBe(metric(before, 'CLIENTS').total + 2);
    expect(metric(dash, 'USERS').total).toBe(metric(before, 'USERS').total + 2);
    expect(metric(dash, 'CLIENTS')).toMatchObject({
      label: 'Clients',
      link: '/admin/customers',
      previous30: 0,
      growthPercent: null,
    });
    expect(dash.metrics.map((m) => m.label)).toEqual([
      'Clients',
      'Services',
      'Bookings made',
      'Add-Ons',
      'Packages',
      'Users',
    ]);
    expect(dash.metrics.find((m) => m.key === 'ADD_ONS')!.link).toBe('/admin/addons');
    expect(dash.weekly).toHaveLength(12);
    const starts = dash.weekly.map((w) => w.weekStart);
    expect([...starts].sort()).toEqual(starts);
  });
});

describe('generic tables', () => {
  it('creates, reads, updates and deletes a row, reporting its status', async () => {
    const created = await createRow('CATEGORIES', {
      name: 'Irrigation',
      description: 'Sprinklers',
      statusId: 1,
    });
    expect(created).toMatchObject({
      table: 'CATEGORIES',
      status: 'ACTIVE',
      data: { name: 'Irrigation', description: 'Sprinklers' },
    });
    expect(created.data['created_by']).toBe(admin.userId);

    const one = await admin.gql<{ adminTableRow: Row }>(ONE, { table: 'CATEGORIES', id: created.id });
    expect(one.data!.adminTableRow.data['name']).toBe('Irrigation');

    const updated = await admin.gql<{ adminUpdateRow: { row: Row } }>(UPDATE, {
      input: { table: 'CATEGORIES', id: created.id, data: { name: 'Irrigation & Water', statusId: 3 } },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.adminUpdateRow.row).toMatchObject({
      status: 'INACTIVE',
      data: { name: 'Irrigation & Water' },
    });
    expect(updated.data!.adminUpdateRow.row.data['updated_by']).toBe(admin.userId);

    const del = await admin.gql<{ adminDeleteRow: { id: string; success: boolean } }>(DELETE, {
      input: { table: 'CATEGORIES', id: created.id },
    });
    expect(del.data!.adminDeleteRow).toEqual({ id: created.id, success: true });
    const gone = await admin.gql<{ adminTableRow: Row | null }>(ONE, { table: 'CATEGORIES', id: created.id });
    expect(gone.errors).toBeUndefined();
    expect(gone.data!.adminTableRow).toBeNull();
  });

  it('lists with search, filters, sort and paging, and a total of all matches', async () => {
    const tag = `Zq${Date.now()}`;
    for (const name of ['Charlie', 'Alpha', 'Bravo', 'Delta']) {
      await createRow('CATEGORIES', { name: `${tag} ${name}`, statusId: name === 'Delta' ? 3 : 1 });
    }
    type Page = { adminTableRows: { total: number; rows: Row[] } };
    const names = (p: Page) =>
      p.adminTableRows.rows.map((r) => String(r.data['name']).replace(`${tag} `, ''));

    const all = (await admin.gql<Page>(ROWS, { table: 'CATEGORIES', search: tag.toLowerCase() })).data!;
    expect(all.adminTableRows.total).toBe(4);

    const active = (
      await admin.gql<Page>(ROWS, {
        table: 'CATEGORIES',
        search: tag,
        filters: [{ key: 'statusId', value: '1' }],
        sort: { key: 'name', direction: 'DESC' },
      })
    ).data!;
    expect(active.adminTableRows.total).toBe(3);
    expect(names(active)).toEqual(['Charlie', 'Bravo', 'Alpha']);

    const page2 = (
      await admin.gql<Page>(ROWS, {
        table: 'CATEGORIES',
        search: tag,
        sort: { key: 'id' },
        limit: 2,
        offset: 2,
      })
    ).data!;
    expect(page2.adminTableRows.total).toBe(4);
    expect(names(page2)).toEqual(['Bravo', 'Delta']);
  });

  it('pages by cursor: every match once, in order, with a filter and a search; a bad cursor is BAD_USER_INPUT', async () => {
    const tag = `Kc${Date.now()}`;
    for (let i = 0; i < 7; i++) {
      await createRow('CATEGORIES', { name: `${tag} ${['b', 'a', 'c'][i % 3]}`, statusId: i === 6 ? 3 : 1 });
    }
    const CURSOR = `query ($search: String, $filters: [AdminFilterInput!], $sort: AdminSortInput, $limit: Int, $after: String) {
      adminTableRows(table: CATEGORIES, search: $search, filters: $filters, sort: $sort, limit: $limit, after: $after) {
        endCursor hasNextPage rows { id } } }`;
    type Page = {
      adminTableRows: { endCursor: string | null; hasNextPage: boolean; rows: { id: string }[] };
    };
    const ask = {
      search: tag,
      filters: [{ key: 'statusId', value: '1' }],
      sort: { key: 'name', direction: 'DESC' },
    };
    const whole = (await admin.gql<Page>(CURSOR, { ...ask, limit: 100 })).data!.adminTableRows;
    expect(whole.rows).toHaveLength(6);
    expect(whole.hasNextPage).toBe(false);
    for (const limit of [1, 4, 6]) {
      const seen: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 10; i++) {
        const reply: { data?: Page | null; errors?: unknown } = await admin.gql<Page>(CURSOR, {
          ...ask,
          limit,
          after,
        });
        expect(reply.errors).toBeUndefined();
        const p = reply.data!.adminTableRows;
        seen.push(...p.rows.map((r) => r.id));
        if (!p.hasNextPage) break;
        after = p.endCursor;
      }
      expect(seen, `by ${limit}`).toEqual(whole.rows.map((r) => r.id));
    }
    expect(firstCode(await admin.gql(CURSOR, { after: 'nonsense' }))).toBe('BAD_USER_INPUT');
    const both = `query ($after: String) { adminTableRows(table: CATEGORIES, after: $after, offset: 2) { total } }`;
    expect(firstCode(await admin.gql(both, { after: whole.endCursor }))).toBe('BAD_USER_INPUT');
  });

  it('refuses bad input with BAD_USER_INPUT', async () => {
    expect(firstCode(await admin.gql(ROWS, { table: 'CATEGORIES', limit: 501 }))).toBe('BAD_USER_INPUT');
    expect(firstCode(await admin.gql(ROWS, { table: 'CATEGORIES', offset: -1 }))).toBe('BAD_USER_INPUT');
    expect(firstCode(await admin.gql(ROWS, { table: 'CATEGORIES', sort: { key: 'nonsense' } }))).toBe(
      'BAD_USER_INPUT',
    );
    const unknownKey = await admin.gql(CREATE, {
      input: { table: 'CATEGORIES', data: { name: 'X', colour: 'red' } },
    });
    expect(firstCode(unknownKey)).toBe('BAD_USER_INPUT');
    const empty = await admin.gql(CREATE, { input: { table: 'CATEGORIES', data: {} } });
    expect(firstCode(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.extensions?.['field']).toBe('data');
    const badId = await admin.gql(UPDATE, { input: { table: 'CATEGORIES', id: 'abc', data: { name: 'X' } } });
    expect(firstCode(badId)).toBe('BAD_USER_INPUT');
  });

  it('never returns passwords, in rows or in the export', async () => {
    const email = `pw-${Date.now()}@example.co.za`;
    const created = await createRow('USERS', {
      name: 'Pat Password',
      email,
      password: 'secret-password-123',
      role: 'client',
    });
    expect(created.data).not.toHaveProperty('password');
    expect(JSON.stringify(created)).not.toContain('secret-password-123');
    const exported = await admin.gql<{ adminTableExport: { csv: string } }>(EXPORT, {
      table: 'USERS',
      search: email,
    });
    const [header, line] = exported.data!.adminTableExport.csv.split('\r\n');
    expect(header).not.toMatch(/password/i);
    expect(line).toContain(email);
    expect(exported.data!.adminTableExport.csv).not.toContain('secret-password-123');
  });

  it('exports what the filter shows as RFC 4180 CSV with formulas neutralised', async () => {
    const tag = `Csv${Date.now()}`;
    await createRow('CATEGORIES', {
      name: `${tag} Lawns, Beds & "Edges"`,
      description: '=HYPERLINK("http://evil")',
      statusId: 1,
    });
    await createRow('CATEGORIES', { name: `${tag} Trees`, description: '+27 21 000 0000', statusId: 1 });
    await createRow('CATEGORIES', { name: `${tag} Hidden`, statusId: 3 });
    const reply = await admin.gql<{
      adminTableExport: { filename: string; contentType: string; csv: string };
    }>(EXPORT, {
      table: 'CATEGORIES',
      search: tag,
      filters: [{ key: 'statusId', value: '1' }],
      sort: { key: 'name', direction: 'ASC' },
    });
    expect(reply.errors).toBeUndefined();
    const { filename, contentType, csv } = reply.data!.adminTableExport;
    expect(filename).toBe('categories.csv');
    expect(contentType).toBe('text/csv');
    // A byte-order mark first, so a spreadsheet reads it as UTF-8; headers in words; status by name.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe(''); // every line ends with CRLF
    const header = lines[0]!.split(',');
    expect(header).toEqual(expect.arrayContaining(['Id', 'Name', 'Description', 'Status', 'Created at']));
    expect(lines[1]).toContain(',Active,');
    expect(lines).toHaveLength(4); // header, two active rows, final empty
    const nameAt = header.indexOf('Name');
    expect(nameAt).toBeGreaterThanOrEqual(0);
    expect(lines[1]).toContain(`"${tag} Lawns, Beds & ""Edges"""`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain(`${tag} Trees`);
    expect(lines[2]).toContain("'+27 21 000 0000");
    expect(csv).not.toContain('Hidden');

    // nothing matching: still a header naming the columns, and no rows
    const empty = await admin.gql<{ adminTableExport: { csv: string } }>(EXPORT, {
      table: 'CATEGORIES',
      search: 'no-such-category-anywhere',
    });
    const emptyLines = empty.data!.adminTableExport.csv.slice(1).split('\r\n');
    expect(emptyLines).toHaveLength(2);
    expect(emptyLines[0]!.split(',')).toEqual(expect.arrayContaining(['Id', 'Name']));
  });

  it('offers select choices: active categories only, users as "name (email)"', async () => {
    const active = await createRow('CATEGORIES', { name: `Sel${Date.now()} Active`, statusId: 1 });
    const inactive = await createRow('CATEGORIES', { name: `Sel${Date.now()} Inactive`, statusId: 3 });
    const cats = await admin.gql<{ adminSelectOptions: { value: string; label: string }[] }>(SELECT, {
      table: 'CATEGORIES',
    });
    const values = cats.data!.adminSelectOptions.map((o) => o.value);
    expect(values).toContain(active.id);
    expect(values).not.toContain(inactive.id);
    expect(cats.data!.adminSelectOptions.find((o) => o.value === active.id)!.label).toBe(active.data['name']);

    const users = await admin.gql<{ adminSelectOptions: { value: string; label: string }[] }>(SELECT, {
      table: 'USERS',
    });
    const me = users.data!.adminSelectOptions.find((o) => o.value === String(admin.userId));
    expect(me?.label).toMatch(/^Test admin \d+ \(admin-.*@example\.co\.za\)$/);
  });
});
