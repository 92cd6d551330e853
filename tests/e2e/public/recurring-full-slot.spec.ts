import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { graphql } from './pages/gateway';
import { latestMailTo } from './pages/outbox';
import { bookAsNewCustomer, daysAfter, mowingLine, payInBrowser, soonDate } from './pages/series';
import { openAdmin, signInAsAdmin } from '../admin/support';
import { ensureCrews } from '../office/support';

/**
 * A full slot on a future date: the series' visit there goes to the nearest free slot, and the customer
 * is told by e-mail and sees it in /profile; the office sees the visit marked as a series visit,
 * awaiting payment, and can skip it.
 */
test('a fortnightly visit whose slot is full is moved to the nearest free slot, and the customer is told', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two crews: every slot takes two bookings.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  await ensureCrews(adminPage.request);

  const fortnightly = await mowingLine(page.request, 'Fortnightly');
  const onceOff = await mowingLine(page.request, 'Once-off');
  // A day and slot of its own, untouched on the day and two weeks on: the phone and desktop runs of
  // this journey go side by side, and other recurring journeys book soon days too (a season's programme
  // books visits weeks apart). The visit two weeks on must still fall inside the 8 weeks planned ahead.
  let date = '';
  let slot = '';
  for (let attempt = 0; attempt < 20 && !date; attempt++) {
    const day = soonDate(40);
    const start = ['14:30 - 15:15', '10:45 - 11:30', '15:15 - 16:00'][Math.floor(Math.random() * 3)]!;
    if (
      (await untouched(page.request, fortnightly, day, start)) &&
      (await untouched(page.request, onceOff, daysAfter(day, 14), start))
    ) {
      [date, slot] = [day, start];
    }
  }
  expect(date, 'a soon day and slot no other journey uses').not.toBe('');
  // A name of its own: the office finds this customer's card among the others of that day.
  const name = `Thandi ${Math.random().toString(36).slice(2, 8)}`;
  const { guidId, email } = await bookAsNewCustomer(page.request, fortnightly, date, slot, name);

  // Two other customers take the slot two weeks later with a once-off visit, and pay.
  const next = daysAfter(date, 14);
  for (let i = 0; i < 2; i++) {
    const otherPage = await browser.newPage({ baseURL });
    const booked = await bookAsNewCustomer(otherPage.request, onceOff, next, slot, `Other customer ${i + 1}`);
    await payInBrowser(otherPage, booked.guidId);
    await otherPage.close();
  }

  // Paying the first visit plans the next ones; the one two weeks on is placed elsewhere.
  await payInBrowser(page, guidId);
  const mail = await latestMailTo(email, 20_000, /already full/);
  // Where it was planned, by its start (it never held that time); where it is, from start to end.
  expect(mail).toContain(`at ${slot.slice(0, 5)}, but that time slot is already full`);
  expect(mail).toContain('We booked it in the nearest free slot instead');

  await page.goto('/profile');
  const recurring = page.getByRole('region', { name: 'Recurring visits' });
  await expect(recurring).toContainText(/every 2 weeks/i);
  await expect(recurring.getByTestId('series-visit-moved')).toContainText('(that time was full)');

  // The office: the moved visit on the schedule, marked and awaiting payment; skipped from its menu.
  await openAdmin(adminPage, `/admin/schedule?date=${next}&view=day`);
  const card = adminPage.locator('[data-testid^="card-"]', { hasText: name });
  await expect(card.getByTestId('series-mark')).toContainText('every 2 weeks');
  await expect(card).toContainText(`moved from ${next} ${slot}`);
  await expect(card).toContainText('Awaiting payment');
  await card.getByRole('button', { name: /Series actions for/ }).click();
  await adminPage.getByRole('menuitem', { name: 'Skip this visit' }).click();
  await expect(adminPage.getByTestId('series-message')).toBeVisible();

  // The dashboard counts what the series have booked for the weeks ahead.
  await openAdmin(adminPage, '/admin');
  const revenue = adminPage.getByRole('region', { name: 'Recurring revenue (next 8 weeks)' });
  await expect(revenue.getByTestId('recurring-amount')).toContainText('R');
  await expect(revenue.getByTestId('recurring-counts')).toContainText(/[1-9]\d* visits? booked/);

  // The customer's record lists the series, its next visit linked to the visit's page.
  const me = await graphql<{ me: { id: string } }>(page.request, '{ me { id } }');
  await openAdmin(adminPage, `/admin/customers/${me.me.id}`);
  const series = adminPage.getByRole('region', { name: 'Recurring series and programmes' }).first();
  await expect(series).toContainText('Lawn Mowing (Fortnightly)');
  await expect(series).toContainText('every 2 weeks');
  await expect(series.getByRole('link').first()).toHaveAttribute('href', /\/admin\/bookings\/\d+$/);
  await admin.close();
});

/** Whether every slot the work of `line` would cover from `slot` on `date` is untouched (two crews). */
async function untouched(
  request: APIRequestContext,
  line: { serviceId: string; optionIds: string[] },
  date: string,
  slot: string,
) {
  const reply = await graphql<{
    timeSlots: { label: string; start: string; available: boolean; remaining: number; finish: string }[];
  }>(
    request,
    'query ($d: Date!, $lines: [BookingLineInput!]) { timeSlots(date: $d, lines: $lines) { label start available remaining finish } }',
    { d: date, lines: [line] },
  );
  const first = reply.timeSlots.find((s) => s.label === slot);
  if (!first?.available) return false;
  const covered = reply.timeSlots.filter((s) => s.start >= first.start && s.start < first.finish);
  return covered.length > 0 && covered.every((s) => s.remaining === 2);
}
