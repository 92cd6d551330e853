/**
 * Control characters in any GraphQL argument are refused before a resolver runs: BAD_USER_INPUT naming
 * the field, whether the text came in variables or inline, in a plain argument, an input object or a
 * JSON object; tabs and line breaks stay allowed in multi-line fields (descriptions, notes, addresses).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway, TEST_VISIT } from '../test/harness.js';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { user { id } } }';
const newAccount = (o: Record<string, string>) => ({
  name: 'Thandi Nkosi',
  email: `clean-${Math.random().toString(36).slice(2)}@example.co.za`,
  password: 'correct horse battery',
  phone: '0821234567',
  ...o,
});

function refusal(res: Awaited<ReturnType<ReturnType<TestGateway['client']>['gql']>>) {
  // 400: refused by the gateway before any resolver ran (an api refusal would come back as 200).
  expect(res.status).toBe(400);
  expect(res.data ?? null).toBeNull();
  expect(res.errors).toHaveLength(1);
  return { code: res.errors![0]!.extensions?.code, field: res.errors![0]!.extensions?.field };
}

describe('control characters in GraphQL arguments', () => {
  it('a NUL byte in a name, phone or e-mail: BAD_USER_INPUT with the field, no account made', async () => {
    for (const field of ['name', 'phone', 'email', 'password'] as const) {
      const input = newAccount({});
      input[field] = `${input[field].slice(0, 3)}\u0000${input[field].slice(3)}`;
      const res = await t.client().gql(REGISTER, { i: input });
      expect(refusal(res), field).toEqual({ code: 'BAD_USER_INPUT', field });
      const users = await t.api.get(`users/users.php`);
      expect(JSON.stringify(users.body)).not.toContain(input.email.replace('\u0000', ''));
    }
  });

  it('a line break in a single-line field is refused; in an address it is kept', async () => {
    expect(refusal(await t.client().gql(REGISTER, { i: newAccount({ name: 'Thandi\nNkosi' }) }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'name',
    });
    const ok = await t.client().gql(REGISTER, { i: newAccount({ address: '1 Long Street\r\nCape Town' }) });
    expect(ok.errors).toBeUndefined();
  });

  it('nested inputs, inline literals, plain arguments and JSON objects are all checked', async () => {
    const booking = await t
      .client()
      .gql('mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { guidId } } }', {
        i: {
          address: TEST_VISIT,
          booking: { date: '2031-01-01', timeSlot: '08:00 - 08:45', lines: [] },
          customer: { name: 'Ann', email: 'ann@example.co.za', password: 'longenough', phone: '082\u00001' },
        },
      });
    expect(refusal(booking)).toEqual({ code: 'BAD_USER_INPUT', field: 'customer.phone' });

    const inline = await t
      .client()
      .gql(
        '{ services { id variations(search: "x") { id } } }'.replace(
          'variations(search: "x") { id }',
          'name',
        ),
      );
    expect(inline.errors).toBeUndefined();
    const literal = await t
      .client()
      .gql('mutation { requestPasswordReset(input: { email: "a\\u0000@b.co.za" }) { success } }');
    expect(refusal(literal)).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });

    const admin = await t.signedIn('admin');
    const search = await admin.gql('query($s: String) { adminUsers(search: $s) { id } }', { s: 'a\u0000' });
    expect(refusal(search)).toEqual({ code: 'BAD_USER_INPUT', field: 'search' });
    const row = await admin.gql(
      'mutation($i: AdminCreateRowInput!) { adminCreateRow(input: $i) { row { id } } }',
      { i: { table: 'CATEGORIES', data: { name: 'Lawns\u0000' } } },
    );
    expect(refusal(row)).toEqual({ code: 'BAD_USER_INPUT', field: 'data.name' });
    const described = await admin.gql(
      'mutation($i: AdminSaveCategoryInput!) { adminSaveCategory(input: $i) { category { id description } } }',
      { i: { name: `Lawns ${Date.now()}`, description: 'One\n\tTwo' } },
    );
    expect(described.errors).toBeUndefined();
    expect(described.data!.adminSaveCategory.category.description).toBe('One\n\tTwo');
  });
});
