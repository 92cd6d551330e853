import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { Checkout } from './pages/Checkout';
import { PaymentSimulator } from './pages/PaymentSimulator';
import { catalogueService, graphql, uniqueEmail, uniquePhone } from './pages/gateway';
import { latestMailTo } from './pages/outbox';
import { soonDate } from './pages/series';
import { workingDay } from '../working-day';

const customer = (tag: string) => ({
  name: 'Pieter van Wyk',
  email: uniqueEmail(tag),
  password: 'pieter-password-1',
  phone: uniquePhone(),
});

/** The first of `slots` the date step offers (other journeys may have filled one). */
async function pickOpenSlot(checkout: Checkout, slots: string[]) {
  for (const slot of slots) {
    const button = checkout.slot(slot);
    await expect(button).toBeVisible();
    if (await button.isEnabled()) {
      await checkout.pickSlot(slot);
      return slot;
    }
  }
  throw new Error(`none of ${slots.join(', ')} is open`);
}

/**
 * From the contact step: the customer's details, save, pay through the simulator, the confirmation.
 * Answers the customer's e-mail address.
 */
async function saveAndPay(page: Page, tag: string): Promise<string> {
  const checkout = new Checkout(page);
  await expect(page).toHaveURL(/\/booking-checkout\/contact$/);
  const who = customer(tag);
  await checkout.fillCustomer(who);
  await checkout.saveCustomer();
  await expect(page).toHaveURL(/\/booking-checkout\/payments\/booking-[0-9a-z-]+$/);
  await checkout.pay();
  await new PaymentSimulator(page).pay();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
  return who.email;
}

test('a customer books fortnightly mowing, sees the next visits in /profile, skips one and stops the series', async ({
  page,
}) => {
  const mowing = await catalogueService(page.request, 'Lawn Mowing');
  const date = soonDate();
  await page.goto(`/service/${mowing.id}`);
  // Fortnightly is the Frequency's first option, chosen already.
  await expect(page.getByRole('radio', { name: /Fortnightly/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  const checkout = new Checkout(page);
  await checkout.continueToDateTime();
  await checkout.pickDate(date);
  const slot = await pickOpenSlot(checkout, ['11:30 - 12:15', '12:15 - 13:00', '16:00 - 16:45']);

  // Before paying: how often it repeats, the next dates, and an optional last date.
  const plan = page.getByRole('region', { name: 'This booking repeats' });
  await expect(plan.getByTestId('repeat-summary')).toContainText(`Every 2 weeks on`);
  await expect(plan.getByTestId('repeat-summary')).toContainText(slot);
  await expect(plan.getByRole('list', { name: 'Next visits' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(plan.getByLabel('Repeat until')).toHaveValue('');
  await checkout.next();
  await saveAndPay(page, 'fortnightly');

  // /profile: the series and its next visits, planned 8 weeks ahead once the first was paid.
  await page.goto('/profile');
  const recurring = page.getByRole('region', { name: 'Recurring visits' });
  const card = recurring.getByRole('article', { name: 'Lawn Mowing (Fortnightly)' });
  await expect(card).toContainText(`every 2 weeks at ${slot}`);
  const visits = card.getByTestId('series-visit');
  await expect(visits.first()).toContainText('Paid');
  const count = await visits.count();
  expect(count).toBeGreaterThanOrEqual(3);
  // A later visit is paid from its reminder: not paid yet, with a Pay link.
  await expect(visits.nth(1)).toContainText('Not paid yet');
  await expect(visits.nth(1).getByRole('link', { name: 'Pay' })).toBeVisible();

  // Skip one (after the dialog's preview): it leaves the visits to come; the series goes on.
  await visits.nth(1).getByRole('button', { name: 'Skip this visit' }).click();
  const asked = page.getByRole('dialog', { name: 'Skip this visit?' });
  await expect(asked.getByRole('list', { name: 'What will happen' })).toBeVisible();
  await asked.getByRole('button', { name: 'Skip it' }).click();
  await expect(visits).toHaveCount(count - 1);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // Stop: the dialog shows what happens to each visit and asks before cancelling the paid first one;
  // ticked, it is cancelled too and no visit is left to come.
  await card.getByRole('button', { name: 'Stop series' }).click();
  const dialog = page.getByRole('dialog', { name: /^Stop the series: / });
  await expect(dialog.getByRole('list', { name: 'What will happen' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: /is paid: cancel it and owe .* back\?$/ }).check();
  await expect(dialog.getByRole('list', { name: 'What will happen' })).toContainText('to be refunded');
  await dialog.getByRole('button', { name: 'Stop series' }).click();
  await expect(card.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(card).toContainText('No visits to come.');
});

test('a seasonal package becomes its dated visits, shown before paying, paid once', async ({ page }) => {
  const { seasons } = await graphql<{
    seasons: {
      name: string;
      startDate: string;
      endDate: string;
      packages: { id: string; name: string; onSale: boolean }[];
    }[];
  }>(page.request, '{ seasons { name startDate endDate packages { id name onSale } } }');
  const day = 86_400_000;
  const from = Date.now() + 3 * day;
  // A season on sale and open for at least a few more days (the package is booked inside it).
  const season = seasons.find(
    (s) => s.packages[0]?.onSale === true && Date.parse(`${s.endDate.slice(0, 10)}T12:00:00Z`) >= from,
  )!;
  const pkg = season.packages[0]!;
  const start = Math.max(from, Date.parse(`${season.startDate.slice(0, 10)}T12:00:00Z`));
  const date = workingDay(new Date(start + Math.floor(Math.random() * 3) * day).toISOString().slice(0, 10));
  const plan = await graphql<{ programmePlan: { date: string; services: string[] }[] }>(
    page.request,
    'query ($id: ID!, $date: Date!) { programmePlan(packageId: $id, date: $date) { date services } }',
    { id: pkg.id, date },
  );
  expect(plan.programmePlan.length).toBeGreaterThan(1);

  await page.goto('/packages');
  await page.getByRole('tab', { name: season.name }).click();
  await page
    .getByRole('article', { name: pkg.name })
    .getByRole('link', { name: 'Book This Package' })
    .click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const checkout = new Checkout(page);
  await checkout.continueToDateTime();
  await checkout.pickDate(date);
  // Before paying: every dated visit of the programme, paid once.
  const programme = page.getByRole('region', { name: "Your programme's visits" });
  await expect(programme.getByTestId('programme-paid-once')).toContainText(
    `covers all ${plan.programmePlan.length} visits`,
  );
  await expect(programme.getByRole('list', { name: 'Programme visits' }).getByRole('listitem')).toHaveCount(
    plan.programmePlan.length,
  );
  // The first open start of the day: the desktop and phone runs book programmes on these few days.
  await pickOpenSlot(checkout, [
    '10:00 - 10:45',
    '10:45 - 11:30',
    '11:30 - 12:15',
    '12:15 - 13:00',
    '13:00 - 13:45',
    '13:45 - 14:30',
  ]);
  await checkout.next();
  const email = await saveAndPay(page, 'programme');

  // The confirmation e-mail lists the later visits the one payment paid for.
  const mail = await latestMailTo(email, 15_000, /later visits/);
  const listed = mail
    .slice(mail.indexOf("Your programme's later visits (paid with this booking: they cost nothing more):"))
    .split(/\r?\n\r?\n/)[0]!;
  expect(listed.match(/^- \w+day, /gm)).toHaveLength(plan.programmePlan.length - 1);

  // /profile: the programme with each visit booked; the later ones paid with it.
  await page.goto('/profile');
  const card = page
    .getByRole('region', { name: 'Recurring visits' })
    .getByRole('article', { name: pkg.name });
  await expect(card).toContainText('Seasonal programme');
  const visits = card.getByTestId('series-visit');
  await expect(visits).toHaveCount(plan.programmePlan.length);
  await expect(visits.first()).toContainText('Paid');
  await expect(visits.nth(1)).toContainText('Paid with the programme');

  // Giving the programme up (docs/recurring.md): cancelling its first visit says first that every
  // visit not done goes with it and what comes back, then does exactly that.
  await page
    .locator('[data-testid="account-booking"]:visible')
    .first()
    .getByRole('link', { name: 'Details' })
    .click();
  await expect(page).toHaveURL(/\/profile\/bookings\//);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog.getByTestId('cancel-preview')).toContainText('gives up the programme');
  await expect(dialog.getByRole('list', { name: 'Visits cancelled' }).getByRole('listitem')).toHaveCount(
    plan.programmePlan.length,
  );
  await expect(dialog.getByTestId('cancel-preview-refund')).toContainText('is refunded, all that was paid');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('manage-message')).toContainText('will be refunded');
  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'Recurring visits' }).getByRole('article', { name: pkg.name }),
  ).toContainText('No visits to come.');
});
