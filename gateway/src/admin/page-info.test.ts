/**
 * Every cursor page answers `pageInfo` (issue #35, "Pages and changes"): the same `hasNextPage` and
 * `endCursor` the page carries, so a client built for connections reads where it stands; read through
 * the real gateway and api, and followed to a second page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableServiceLine, startTestGateway, TEST_VISIT, workingDayAfter } from '../test/harness.js';
import type { GqlClient, TestGateway } from '../test/harness.js';

let t: TestGateway;
let admin: GqlClient;
beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  admin = await t.signedIn('admin');
  // Two bookings, so the bookings' first page has a next one.
  const customer = await t.signedIn('client');
  const line = await bookableServiceLine(t.client());
  for (const slot of ['10:00 - 10:45', '11:30 - 12:15']) {
    const made = await customer.gql(
      `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`,
      {
        input: { address: TEST_VISIT, booking: { date: workingDayAfter(15), timeSlot: slot, lines: [line] } },
      },
    );
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const PAGE = 'hasNextPage endCursor pageInfo { hasNextPage endCursor }';

describe('pageInfo', () => {
  it('is each page’s own hasNextPage and endCursor, and its endCursor reads the next page', async () => {
    const since = '2000-01-01T00:00:00Z';
    const res = await admin.gql(`{
      adminBookingsPage(first: 1, updatedSince: "${since}") { ${PAGE} nodes { guidId currency historyPage(first: 1) { ${PAGE} } } }
      adminSeriesPage(first: 1) { ${PAGE} }
      adminPaymentsPage(first: 1) { ${PAGE} }
      adminTombstones(first: 1) { ${PAGE} }
      adminQuoteRequestsPage(first: 1) { ${PAGE} }
      adminCustomers(limit: 1) { ${PAGE} customers { id } }
      adminTableRows(table: BOOKINGS, limit: 1) { ${PAGE} }
    }`);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const pages = Object.entries(res.data!) as [
      string,
      { hasNextPage: boolean; endCursor: string | null; pageInfo: unknown },
    ][];
    pages.push(['historyPage', res.data!.adminBookingsPage.nodes[0].historyPage]);
    for (const [name, page] of pages) {
      expect(page.pageInfo, name).toEqual({ hasNextPage: page.hasNextPage, endCursor: page.endCursor });
    }
    // Money names its currency.
    expect(res.data!.adminBookingsPage.nodes[0].currency).toBe('ZAR');
    // The pageInfo's cursor reads the next page.
    const first = res.data!.adminBookingsPage;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await admin.gql(
      `query ($after: String) { adminBookingsPage(first: 1, after: $after, updatedSince: "${since}") { nodes { guidId } } }`,
      { after: first.pageInfo.endCursor },
    );
    expect(next.data!.adminBookingsPage.nodes[0].guidId).not.toBe(first.nodes[0].guidId);
  });
});
