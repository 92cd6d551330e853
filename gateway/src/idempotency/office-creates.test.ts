/**
 * The office's creates with an idempotency key, through the gateway's GraphQL to the api and its
 * database (issue #35): the same create sent again answers the record it made; a different create
 * with the key is DUPLICATE on the field idempotencyKey (a crew's name clash keeps its own words); a
 * key changes nothing when it comes with a change (an id); an account's password is not part of what
 * is compared; an API client is made once and its secret never shown twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminStackAsAdmin, type AdminTestStack, type Caller } from '../admin/test-support.js';

let stack: AdminTestStack;
let admin: Caller & { userId: number };
beforeAll(async () => {
  ({ stack, admin } = await startAdminStackAsAdmin());
});
afterAll(async () => {
  await stack?.close();
});

let seq = 0;
const key = () => `office-key-${++seq}-${Date.now()}`;

async function ok<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const reply = await admin.gql<T>(query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
}

const SAVE_CATEGORY = `mutation ($input: AdminSaveCategoryInput!) { adminSaveCategory(input: $input) { category { id name } } }`;
const SAVE_CREW = `mutation ($input: AdminSaveCrewInput!) { adminSaveCrew(input: $input) { crew { id name } } }`;
const SAVE_USER = `mutation ($input: AdminSaveUserInput!) { adminSaveUser(input: $input) { user { id email } } }`;
const CREATE_ROW = `mutation ($input: AdminCreateRowInput!) { adminCreateRow(input: $input) { row { id } } }`;
const CREATE_CLIENT = `mutation ($input: ApiClientInput!) { adminCreateApiClient(input: $input) { client { id name } secret } }`;
const CLIENTS = `{ adminApiClients { id name } }`;

type Category = { adminSaveCategory: { category: { id: string; name: string } } };

describe('a catalogue create sent again with its key', () => {
  it('answers the category it made; a different one with the key is DUPLICATE', async () => {
    const input = { name: `Hedging ${Date.now()}`, idempotencyKey: key() };
    const first = await ok<Category>(SAVE_CATEGORY, { input });
    const again = await ok<Category>(SAVE_CATEGORY, { input });
    expect(again.adminSaveCategory.category.id).toBe(first.adminSaveCategory.category.id);
    const other = await admin.gql(SAVE_CATEGORY, { input: { ...input, name: 'Something else' } });
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'DUPLICATE', field: 'idempotencyKey' });
    // A change (with an id) ignores a key: it is not a create.
    const renamed = await ok<Category>(SAVE_CATEGORY, {
      input: {
        id: first.adminSaveCategory.category.id,
        name: `${input.name} (renamed)`,
        idempotencyKey: input.idempotencyKey,
      },
    });
    expect(renamed.adminSaveCategory.category.name).toBe(`${input.name} (renamed)`);
  });

  it('refuses a key that is not one, on the field idempotencyKey', async () => {
    const reply = await admin.gql(SAVE_CATEGORY, { input: { name: 'Spaced', idempotencyKey: 'has spaces' } });
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  });
});

describe('a crew', () => {
  it('sent again with its key is the same crew, not "a crew with this name already exists"', async () => {
    const input = {
      name: `Crew ${Date.now()}`,
      colour: '#2e7d32',
      active: true,
      memberIds: [],
      idempotencyKey: key(),
    };
    type Crew = { adminSaveCrew: { crew: { id: string } } };
    const first = await ok<Crew>(SAVE_CREW, { input });
    const again = await ok<Crew>(SAVE_CREW, { input });
    expect(again.adminSaveCrew.crew.id).toBe(first.adminSaveCrew.crew.id);
    const other = await admin.gql(SAVE_CREW, { input: { ...input, colour: '#1565c0' } });
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'DUPLICATE', field: 'idempotencyKey' });
    // Without the key, the name clash is still the form's words on the name.
    const clash = await admin.gql(SAVE_CREW, { input: { ...input, idempotencyKey: undefined } });
    expect(clash.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });
});

describe('an account', () => {
  it('sent again with its key answers the account, not EMAIL_TAKEN; the password is not compared', async () => {
    const input = {
      name: 'Zanele Manager',
      email: `zanele-${Date.now()}@example.co.za`,
      password: 'correct-horse-battery',
      role: 'MANAGER',
      idempotencyKey: key(),
    };
    type User = { adminSaveUser: { user: { id: string } } };
    const first = await ok<User>(SAVE_USER, { input });
    const again = await ok<User>(SAVE_USER, { input: { ...input, password: 'another-long-password' } });
    expect(again.adminSaveUser.user.id).toBe(first.adminSaveUser.user.id);
    const taken = await admin.gql(SAVE_USER, { input: { ...input, idempotencyKey: key() } });
    expect(taken.errors?.[0]?.extensions?.['code']).toBe('EMAIL_TAKEN');
  });
});

describe("the generic table's insert", () => {
  it('sent again with its key answers the row it made', async () => {
    const input = { table: 'CATEGORIES', data: { name: `Trees ${Date.now()}` }, idempotencyKey: key() };
    type Row = { adminCreateRow: { row: { id: string } } };
    const first = await ok<Row>(CREATE_ROW, { input });
    const again = await ok<Row>(CREATE_ROW, { input });
    expect(again.adminCreateRow.row.id).toBe(first.adminCreateRow.row.id);
  });
});

describe('an API client', () => {
  it('is made once per key; the key again is DUPLICATE naming it, its secret not shown again', async () => {
    const input = { name: `Portal ${Date.now()}`, scopes: ['catalogue:read'], idempotencyKey: key() };
    type Made = { adminCreateApiClient: { client: { id: string }; secret: string } };
    const made = await ok<Made>(CREATE_CLIENT, { input });
    expect(made.adminCreateApiClient.secret).toMatch(/\S{20,}/);
    const again = await admin.gql(CREATE_CLIENT, { input });
    expect(again.data).toBeNull();
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'DUPLICATE', field: 'idempotencyKey' });
    expect(again.errors?.[0]?.message).toContain(`id ${made.adminCreateApiClient.client.id}`);
    expect(JSON.stringify(again)).not.toContain(made.adminCreateApiClient.secret);
    const listed = await ok<{ adminApiClients: { name: string }[] }>(CLIENTS, {});
    expect(listed.adminApiClients.filter((c) => c.name === input.name)).toHaveLength(1);
  });
});

describe('an image upload', () => {
  const PNG =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
  const UPLOAD = `mutation ($input: AdminUploadImageInput!) { adminUploadImage(input: $input) { success url } }`;
  type Uploaded = { adminUploadImage: { success: boolean; url: string } };

  it('sent again with its key is stored once, at the same address; another file with it is DUPLICATE', async () => {
    const input = { filename: 'lawn.png', contentBase64: PNG, idempotencyKey: key() };
    const first = await ok<Uploaded>(UPLOAD, { input });
    const again = await ok<Uploaded>(UPLOAD, { input });
    expect(first.adminUploadImage.success).toBe(true);
    expect(again.adminUploadImage.url).toBe(first.adminUploadImage.url);
    const other = await admin.gql(UPLOAD, { input: { ...input, contentBase64: GIF } });
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'DUPLICATE', field: 'idempotencyKey' });
  });
});
