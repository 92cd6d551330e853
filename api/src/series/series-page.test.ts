/**
 * `series/page.php` (issue #35), on PGlite and PostgreSQL: every series once, in the order of its last
 * change, whatever the page size; a change by any path (the series job's next date included) brings
 * it back after `updatedSince`; a key of reach 'own' reads the series its client booked only.
 */
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSeries, variationOptions } from '../db/schema.js';
import { bookingBody, type Catalogue, insertUser, startBookingTestApi } from '../bookings/test-fixtures.js';
import type { TestApi } from '../test/harness.js';
import { workingDayFrom } from '../test/calendar.js';
import { allIds, databaseNow } from '../test/pages.js';
import { saveApiClient } from '../test/fixtures-partners.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => {
  ({ api, c } = await startBookingTestApi());
  await api.db
    .update(variationOptions)
    .set({ repeatWeeks: 2 })
    .where(eq(variationOptions.id, c.options.large.id));
});
afterAll(() => api.close());

const today = johannesburgToday();
let weekday = 0;
function nextStart(): string {
  for (;;) {
    const date = addDays(today, 7 + (weekday++ % 14));
    if (workingDayFrom(date) === date) return date;
  }
}

async function repeat(apiClientId?: number) {
  const user = await insertUser(api.db);
  const res = await api.post<{ id: number; seriesId: number }>('bookings/save.php', {
    ...bookingBody(c, user.id, nextStart()),
    totalPrice: 640,
    services: [
      {
        serviceId: c.service.id,
        price: 640,
        variationOptionIds: [c.options.large.id, c.options.fullEdging.id],
        addOnIds: [],
      },
    ],
    modifierAmounts: {},
    laterVisit: { totalPrice: 640, modifiers: [] },
    ...(apiClientId !== undefined ? { apiClientId } : {}),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.seriesId;
}

const all = (q: Record<string, string | number>, first: number) => allIds(api, 'series/page.php', q, first);
const iso = () => databaseNow(api.db);

describe('series/page.php', () => {
  it('pages every series once in the order of its last change, and a change by any path brings it back', async () => {
    const since = await iso();
    const made = [await repeat(), await repeat(), await repeat()];
    for (const first of [1, 2, 5]) expect(await all({ updatedSince: since }, first)).toEqual(made);
    // The first series changes (as the series job moves its next date, without naming updated_at).
    const later = await iso();
    await api.db
      .update(bookingSeries)
      .set({ nextDate: addDays(today, 200) })
      .where(eq(bookingSeries.id, made[0]!));
    expect(await all({ updatedSince: later }, 10)).toEqual([made[0]]);
    expect(await all({ updatedSince: since }, 2)).toEqual([made[1], made[2], made[0]]);
    const bad = await api.get('series/page.php?after=nonsense');
    expect(bad.status).toBe(400);
  });

  it("a key of reach 'own' reads the series its client booked only", async () => {
    const since = await iso();
    const client = await saveApiClient(api, 'series portal', ['bookings:read', 'bookings:write'], 'own');
    const mine = await repeat(client);
    const office = await repeat();
    expect(await all({ updatedSince: since, ownClient: client }, 10)).toEqual([mine]);
    expect(await all({ updatedSince: since }, 10)).toEqual([mine, office]);
  });
});
