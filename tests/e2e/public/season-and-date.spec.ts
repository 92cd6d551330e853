import { expect, test } from '../fixtures';
import { Checkout } from './pages/Checkout';
import { catalogueService, emptyFutureDate, graphql, oneOffLine } from './pages/gateway';

interface SaleSeason {
  name: string;
  packages: Array<{
    id: string;
    name: string;
    onSale: boolean;
    seasonText: string | null;
    saleNotice: string | null;
  }>;
}

/** The demo seasons with each package's sale today (docs/product.md, "Packages in their season"). */
async function seasonsOnSale(request: Parameters<typeof graphql>[0]): Promise<SaleSeason[]> {
  const data = await graphql<{ seasons: SaleSeason[] }>(
    request,
    '{ seasons { name packages { id name onSale seasonText saleNotice } } }',
  );
  return data.seasons;
}

test('an out-of-season package says when it is back and cannot be added', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  // The demo has four seasons with today inside one: the others' packages are out of season.
  const seasons = await seasonsOnSale(request);
  const season = seasons.find((s) => s.packages.some((p) => !p.onSale))!;
  const pkg = season.packages.find((p) => !p.onSale)!;
  expect(pkg.saleNotice).toMatch(/^Out of season: back on \d{1,2} [A-Z][a-z]{2}/);

  await page.goto('/packages');
  await page.getByRole('tab', { name: season.name }).click();
  const card = page.getByRole('article', { name: pkg.name });
  await expect(card.getByText(pkg.saleNotice!)).toBeVisible();
  await expect(card.getByTestId('package-dates')).toHaveText(pkg.seasonText!);
  await expect(card.getByRole('link', { name: 'Book This Package' })).toHaveCount(0);

  // Its address typed in by hand: not added, and it says when it is back.
  await page.goto(`/booking/${pkg.id}`);
  await expect(page.getByText('Not on sale right now')).toBeVisible();
  await expect(page.getByText(pkg.saleNotice!)).toBeVisible();
  await expect(page.getByText('Added to your booking')).toHaveCount(0);

  // The gateway refuses it too, naming the line.
  const reply = await request.post('/graphql', {
    data: {
      query: 'query($input: BookingInput!) { quote(input: $input) { total } }',
      variables: { input: { lines: [{ packageId: pkg.id }] } },
    },
  });
  const body = (await reply.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'OUT_OF_SEASON', field: 'lines.0.packageId' });

  // A package in season shows its dates and is offered.
  const current = seasons.flatMap((s) => s.packages).find((p) => p.onSale);
  if (current) {
    const home = seasons.find((s) => s.packages.includes(current))!;
    await page.goto('/packages');
    await page.getByRole('tab', { name: home.name }).click();
    const open = page.getByRole('article', { name: current.name });
    await expect(open.getByTestId('package-dates')).toHaveText(current.seasonText!);
    await expect(open.getByRole('link', { name: 'Book This Package' })).toBeVisible();
  }
  await request.dispose();
});

test('the date step opens on a day with room and keeps a date typed as dd/mm/yyyy', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const mowing = await catalogueService(request, 'Lawn Mowing');
  const lines = [await oneOffLine(request, mowing.id)];
  const days = await graphql<{ bookingDays: { firstDateWithRoom: string | null } }>(
    request,
    'query($lines: [BookingLineInput!]!) { bookingDays(lines: $lines) { firstDateWithRoom } }',
    { lines },
  );
  const first = days.bookingDays.firstDateWithRoom!;
  const typed = await emptyFutureDate(request);
  await request.dispose();

  await page.goto(`/service/${mowing.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  const checkout = new Checkout(page);
  await checkout.continueToDateTime();
  const asTyped = (iso: string) => iso.split('-').reverse().join('/');
  // Opens on the first day with room (not today at night, nor a closed day), with an open start.
  await expect(checkout.dateField()).toHaveValue(asTyped(first));
  await expect(page.getByRole('button', { name: /^\d\d:\d\d - \d\d:\d\d$/ }).first()).toBeEnabled();

  // Typed digit by digit as a customer does: kept, not reset to today.
  const field = checkout.dateField();
  await field.click();
  await field.fill('');
  await field.pressSequentially(asTyped(typed), { delay: 30 });
  await expect(field).toHaveValue(asTyped(typed));
  await field.press('Tab');
  await expect(field).toHaveValue(asTyped(typed));
  await checkout.pickSlot('10:00 - 10:45');
  await page.reload();
  await expect(checkout.dateField()).toHaveValue(asTyped(typed));
});
