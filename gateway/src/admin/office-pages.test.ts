/**
 * The office's lists by cursor through GraphQL (issue #34): quote requests a page at a time (of a status,
 * searched), the customers list by `after`, a customer's record paging its bookings, and the arguments
 * refused by name. The real api (PGlite) and gateway over HTTP.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequests } from '../../../api/src/db/schema.js';
import { databaseNow } from '../../../api/src/test/pages.js';
import { firstCode, startAdminStack, type AdminTestStack, type Caller } from './test-support.js';

let stack: AdminTestStack;
let manager: Caller & { userId: number };
let client: Caller & { userId: number };

beforeAll(async () => {
  stack = await startAdminStack();
  [manager, client] = await Promise.all([stack.signIn('manager'), stack.signIn('client')]);
  await stack.api.db.insert(quoteRequests).values(
    Array.from({ length: 5 }, (_, i) => ({
      serviceName: 'Tree felling',
      name: i === 3 ? 'Thandi Mokoena' : `Pieter ${i}`,
      email: `q${i}@example.co.za`,
      phone: `082 555 010${i}`,
      street: '1 Main Road',
      suburb: 'Rondebosch',
      postalCode: '7700',
      description: 'A big tree',
      status: i === 0 ? 'booked' : 'new',
      createdAt: `2026-01-0${i + 1}T08:00:00Z`,
    })),
  );
});
afterAll(async () => {
  await stack?.close();
});

async function ok<T>(who: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await who.gql<T>(query, variables);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
}

const REQUESTS = `query ($first: Int, $after: String, $status: QuoteRequestStatus, $search: String) {
  adminQuoteRequestsPage(first: $first, after: $after, status: $status, search: $search) {
    hasNextPage endCursor nodes { name status } } }`;
type RequestPage = {
  adminQuoteRequestsPage: { hasNextPage: boolean; endCursor: string | null; nodes: { name: string }[] };
};

describe('quote requests a page at a time', () => {
  it('pages newest first by cursor, of a status and found by name or phone', async () => {
    const names: string[] = [];
    let after: string | null = null;
    for (let n = 0; n < 5; n++) {
      const page: RequestPage = await ok<RequestPage>(manager, REQUESTS, { first: 2, after });
      names.push(...page.adminQuoteRequestsPage.nodes.map((r) => r.name));
      if (!page.adminQuoteRequestsPage.hasNextPage) break;
      after = page.adminQuoteRequestsPage.endCursor;
    }
    expect(names).toEqual(['Pieter 4', 'Thandi Mokoena', 'Pieter 2', 'Pieter 1', 'Pieter 0']);
    const booked = await ok<RequestPage>(manager, REQUESTS, { status: 'BOOKED' });
    expect(booked.adminQuoteRequestsPage.nodes.map((r) => r.name)).toEqual(['Pieter 0']);
    const found = await ok<RequestPage>(manager, REQUESTS, { search: '+27 82 555 0103' });
    expect(found.adminQuoteRequestsPage.nodes.map((r) => r.name)).toEqual(['Thandi Mokoena']);
  });

  it('gives the requests changed since a moment, in the order of their change, with when each changed', async () => {
    const CHANGED = `query ($since: DateTime) { adminQuoteRequestsPage(updatedSince: $since) {
      nodes { name updatedAt } } }`;
    type Changed = { adminQuoteRequestsPage: { nodes: { name: string; updatedAt: string }[] } };
    const since = await databaseNow(stack.api.db);
    await stack.api.db
      .update(quoteRequests)
      .set({ description: 'Two trees' })
      .where(eq(quoteRequests.name, 'Pieter 2'));
    await stack.api.db
      .update(quoteRequests)
      .set({ description: 'Three trees' })
      .where(eq(quoteRequests.name, 'Pieter 1'));
    const changed = await ok<Changed>(manager, CHANGED, { since });
    expect(changed.adminQuoteRequestsPage.nodes.map((r) => r.name)).toEqual(['Pieter 2', 'Pieter 1']);
    for (const r of changed.adminQuoteRequestsPage.nodes)
      expect(Date.parse(r.updatedAt)).toBeGreaterThanOrEqual(Date.parse(since));
  });

  it('refuses a page size out of range and a customer', async () => {
    const reply = await manager.gql(REQUESTS, { first: 500 });
    expect(firstCode(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.extensions?.['field']).toBe('first');
    expect(firstCode(await client.gql(REQUESTS, {}))).toBe('FORBIDDEN');
  });
});

const CUSTOMERS = `query ($limit: Int, $after: String, $offset: Int) {
  adminCustomers(limit: $limit, after: $after, offset: $offset) {
    total hasNextPage endCursor customers { id } } }`;
type CustomerPage = {
  adminCustomers: {
    total: number;
    hasNextPage: boolean;
    endCursor: string | null;
    customers: { id: string }[];
  };
};

describe('the customers list by cursor', () => {
  it('gives every customer once across pages, with the total on every page', async () => {
    const all = await ok<CustomerPage>(manager, CUSTOMERS, { limit: 200 });
    expect(all.adminCustomers.total).toBeGreaterThan(0);
    const seen: string[] = [];
    let after: string | null = null;
    for (let n = 0; n < 50; n++) {
      const page: CustomerPage = await ok<CustomerPage>(manager, CUSTOMERS, { limit: 1, after });
      expect(page.adminCustomers.total).toBe(all.adminCustomers.total);
      seen.push(...page.adminCustomers.customers.map((c) => c.id));
      if (!page.adminCustomers.hasNextPage) break;
      after = page.adminCustomers.endCursor;
    }
    expect(seen).toEqual(all.adminCustomers.customers.map((c) => c.id));
  });

  it('refuses a cursor with an offset', async () => {
    const reply = await manager.gql(CUSTOMERS, { after: 'x', offset: 2 });
    expect(firstCode(reply)).toBe('BAD_USER_INPUT');
  });
});

describe("a customer's record", () => {
  it('counts and pages their bookings without reading them all', async () => {
    const RECORD = `query ($id: ID!, $first: Int) { adminCustomer(id: $id) {
      totalSpent bookingsCount bookingsPage(first: $first) { hasNextPage endCursor nodes { id } } } }`;
    const record = await ok<{
      adminCustomer: { totalSpent: number; bookingsCount: number; bookingsPage: { nodes: unknown[] } };
    }>(manager, RECORD, { id: String(client.userId), first: 5 });
    expect(record.adminCustomer).toMatchObject({
      totalSpent: 0,
      bookingsCount: 0,
      bookingsPage: { nodes: [], hasNextPage: false, endCursor: null },
    });
    const wrong = await manager.gql(RECORD, { id: String(client.userId), first: 0 });
    expect(firstCode(wrong)).toBe('BAD_USER_INPUT');
  });
});
