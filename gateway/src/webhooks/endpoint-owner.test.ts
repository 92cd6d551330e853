/**
 * A key manages its own client's webhook endpoints only (migration 0073), through the real gateway
 * and api (PGlite): another key neither lists nor removes them; the office sees every one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from '../test/harness.js';
import type { GqlClient, TestGateway } from '../test/harness.js';

let t: TestGateway;
let admin: GqlClient;
beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  admin = await t.signedIn('admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function createKey(name: string) {
  const made = await admin.gql(
    `mutation ($input: ApiClientInput!) { adminCreateApiClient(input: $input) { secret } }`,
    { input: { name, scopes: ['webhooks:manage'] } },
  );
  expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
  return made.data!.adminCreateApiClient.secret as string;
}

const LIST = '{ adminWebhookEndpoints { id url } }';

describe("a key's webhook endpoints", () => {
  it('are listed and removed by that key only; the office sees them all', async () => {
    const a = await createKey('Hooks A');
    const b = await createKey('Hooks B');
    const made = await t
      .keyed(a)
      .gql(
        `mutation { adminCreateWebhookEndpoint(url: "https://a.example/hooks", events: ["booking.created"]) { endpoint { id } } }`,
      );
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    const id = made.data!.adminCreateWebhookEndpoint.endpoint.id as string;
    expect((await t.keyed(a).gql(LIST)).data!.adminWebhookEndpoints.map((e: any) => e.id)).toEqual([id]);
    expect((await t.keyed(b).gql(LIST)).data!.adminWebhookEndpoints).toEqual([]);
    const office = await admin.gql(LIST);
    expect(office.data!.adminWebhookEndpoints.map((e: any) => e.id)).toContain(id);
    const refused = await t
      .keyed(b)
      .gql(`mutation ($id: ID!) { adminDeleteWebhookEndpoint(id: $id) { id } }`, {
        id,
      });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const removed = await t
      .keyed(a)
      .gql(`mutation ($id: ID!) { adminDeleteWebhookEndpoint(id: $id) { id } }`, {
        id,
      });
    expect(removed.errors, JSON.stringify(removed.errors)).toBeUndefined();
  });

  it('sent again with its idempotencyKey makes one endpoint, answers its secret to that key only, and refuses another body', async () => {
    const a = await createKey('Hooks retry A');
    const b = await createKey('Hooks retry B');
    const CREATE = `mutation ($url: String!, $key: String) {
      adminCreateWebhookEndpoint(url: $url, events: ["booking.paid"], idempotencyKey: $key) { endpoint { id } secret replayed } }`;
    const url = `https://a.example/hooks/retry-${Date.now()}`;
    const first = await t.keyed(a).gql(CREATE, { url, key: 'endpoint-1' });
    const again = await t.keyed(a).gql(CREATE, { url, key: 'endpoint-1' });
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    expect(again.data!.adminCreateWebhookEndpoint).toEqual({
      ...first.data!.adminCreateWebhookEndpoint,
      replayed: true,
    });
    expect(first.data!.adminCreateWebhookEndpoint.replayed).toBe(false);
    const mine = (await t.keyed(a).gql(LIST)).data!.adminWebhookEndpoints.filter((e: any) => e.url === url);
    expect(mine).toHaveLength(1);
    // another client's same key is its own: its own endpoint and secret
    const other = await t.keyed(b).gql(CREATE, { url, key: 'endpoint-1' });
    expect(other.data!.adminCreateWebhookEndpoint.endpoint.id).not.toBe(
      first.data!.adminCreateWebhookEndpoint.endpoint.id,
    );
    expect(other.data!.adminCreateWebhookEndpoint.secret).not.toBe(
      first.data!.adminCreateWebhookEndpoint.secret,
    );
    const changed = await t.keyed(a).gql(CREATE, { url: `${url}/other`, key: 'endpoint-1' });
    expect(changed.errors?.[0]?.extensions).toMatchObject({ code: 'DUPLICATE', field: 'idempotencyKey' });
  });
});
