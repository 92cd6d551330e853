import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { SiteShell } from './pages/SiteShell';
import { ServiceConfigurator } from './pages/ServiceConfigurator';
import { CartModal } from './pages/CartModal';
import { Checkout } from './pages/Checkout';
import { PaymentSimulator } from './pages/PaymentSimulator';
import {
  catalogueService,
  graphql,
  isEmptyDay,
  modifiers,
  uniqueEmail,
  uniquePhone,
  zar,
} from './pages/gateway';
import { expectedTotal, type PricedSeason } from './pages/pricing';
import { workingDay } from '../working-day';

/** The rows of a price breakdown: each line's rows, the subtotal, each modifier with its amount, the total. */
async function breakdownRows(scope: Locator) {
  const text = (t: string) => t.replace(/\s+/g, ' ').trim();
  return {
    lines: (await scope.getByTestId('breakdown-line').allInnerTexts()).map(text),
    subtotal: text(await scope.getByTestId('breakdown-subtotal').innerText()),
    modifiers: (await scope.getByTestId('breakdown-modifier').allInnerTexts()).map(text),
    total: text(await scope.getByTestId(/quote-total|booking-total/).innerText()),
  };
}

test('a new visitor books two configured services and a package, pays, and sees the confirmation', async ({
  page,
  request,
}) => {
  const shell = new SiteShell(page);
  const mowing = await catalogueService(request, 'Lawn Mowing');
  const hedges = await catalogueService(request, 'Hedge Trimming');
  const { seasons } = await graphql<{
    seasons: Array<
      PricedSeason & {
        id: string;
        name: string;
        packages: Array<{ id: string; name: string; price: number; onSale: boolean }>;
      }
    >;
  }>(
    request,
    `
      {
        seasons {
          id
          name
          startDate
          endDate
          multiplier
          packages {
            id
            name
            price
            onSale
          }
        }
      }
    `,
  );
  const season = seasons.find(
    (candidate) =>
      candidate.packages.length >= 2 &&
      candidate.packages.every((p) => p.onSale) &&
      candidate.startDate &&
      candidate.endDate,
  )!;
  const pkg = season.packages[1]!;
  const customerType = (await modifiers(request)).find((modifier) => modifier.name === 'Customer Type')!;
  const firstTime = customerType.options.find((option) => option.type === 'DISCOUNT')!;
  // A seasonal package is booked only inside its season: a day in it, from the day after tomorrow,
  // that no booking touches yet (the recurring journeys book this season's programmes, whose visits
  // fall weeks apart, so a drawn day is sometimes in use: another is drawn then).
  // The package is bought at its whole price, so the day is one on which all its visits still fit
  // before the season ends (no season notice on its quote line: docs/recurring.md, "Booked late").
  const wholeProgramme = async (day: string) =>
    (
      await graphql<{ quote: { lines: { seasonNotice: string | null }[] } }>(
        request,
        'query ($input: BookingInput!) { quote(input: $input) { lines { seasonNotice } } }',
        { input: { date: day, lines: [{ packageId: pkg.id }] } },
      )
    ).quote.lines[0]?.seasonNotice === null;
  let date = dateInSeason(season.startDate!, season.endDate!);
  for (
    let draw = 0;
    draw < 40 && !((await wholeProgramme(date)) && (await isEmptyDay(request, date)));
    draw++
  ) {
    date = dateInSeason(season.startDate!, season.endDate!);
  }
  const customer = {
    name: 'Nomsa Dlamini',
    email: uniqueEmail('journey'),
    password: 'lawn-care-2026',
    phone: uniquePhone(),
  };

  // 1. landing → services
  await page.goto('/');
  await expect(page).toHaveTitle(/GreenLeaf/);
  await page.getByRole('link', { name: 'Book Services' }).click();
  await expect(page.getByRole('heading', { name: 'Our Services', level: 1 })).toBeVisible();

  // 2. Lawn Mowing through the Book Now modal: medium lawn, buffalo grass, edge trimming
  const size = mowing.variations.find((v) => v.variationName === 'Lawn Size')!;
  const grass = mowing.variations.find((v) => v.variationName === 'Grass Type')!;
  const medium = size.options[1]!;
  const buffalo = grass.options[1]!;
  const edging = mowing.addOns[0]!;
  await page.getByRole('article', { name: mowing.name }).getByRole('button', { name: 'Book Now' }).click();
  const modal = new ServiceConfigurator(page, true);
  await expect(modal.root.getByRole('heading', { name: mowing.name })).toBeVisible();
  // the first option of each variation is preselected
  await expect(modal.root.getByRole('radio', { name: size.options[0]!.label })).toBeChecked();
  await modal.chooseOption('Lawn Size', medium.label);
  await modal.chooseOption('Grass Type', buffalo.label);
  await modal.addAddOn(edging.name);
  const mowingLine = mowing.basePrice + medium.additionalCost + buffalo.additionalCost + edging.price;
  await modal.expectPrice(zar(mowingLine));
  await modal.root.getByRole('button', { name: 'Add To Booking' }).click();
  const cart = new CartModal(page);
  await cart.expectServices(1);
  await expect(cart.line(mowing.name)).toContainText(medium.label);
  await expect(cart.line(mowing.name)).toContainText(edging.name);
  await cart.continueShopping();
  await shell.expectCartCount(1);

  // 3. Hedge Trimming on its own page
  await page.getByRole('article', { name: hedges.name }).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/service/${hedges.id}$`));
  const length = hedges.variations.find((v) => v.variationName === 'Hedge Length')!;
  const longer = length.options[1]!;
  const feeding = hedges.addOns.find((addOn) => addOn.name === 'Hedge feeding')!;
  const details = new ServiceConfigurator(page, false);
  await details.chooseOption('Hedge Length', longer.label);
  await details.addAddOn(feeding.name);
  const hedgeLine = hedges.basePrice + longer.additionalCost + feeding.price;
  await details.expectPrice(zar(hedgeLine));
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  await expect(page).toHaveURL(/\/booking-checkout\/modifiers$/);
  await shell.expectCartCount(2);

  // 4. a seasonal package
  await shell.navigate('Seasonal Packages');
  await page.getByRole('tab', { name: season.name }).click();
  await page
    .getByRole('article', { name: pkg.name })
    .getByRole('link', { name: 'Book This Package' })
    .click();
  await expect(page.getByText('Added to your booking')).toBeVisible();
  await shell.expectCartCount(3);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  // 5. modifiers: the first-time discount is earned, decided by the gateway, not picked
  const checkout = new Checkout(page);
  await expect(page.getByRole('radiogroup', { name: 'Customer Type' })).toBeVisible();
  await checkout.expectDecided('Customer Type', firstTime.name, 'Applied: your first booking');
  await checkout.continueToDateTime();

  // 6. date and slot
  await checkout.pickDate(date);
  // The cart's work takes most of a day or more: it starts first thing.
  await checkout.pickSlot('10:00 - 10:45');
  await checkout.next();
  await expect(page).toHaveURL(/\/booking-checkout\/contact$/);
  // The summary prices the cart for the chosen date (the season's line included): these rows are the
  // breakdown every later page must show again, from the saved booking.
  const summary = page.getByRole('complementary', { name: 'Booking Summary' });
  await expect(summary.getByTestId('quote-total')).toBeVisible();
  await expect(summary.getByTestId('date-depends')).toHaveCount(0);
  const quoted = await breakdownRows(summary);
  expect(quoted.lines).toHaveLength(3);

  // 7. contact: creates the account and saves the booking
  await checkout.fillCustomer(customer);
  await checkout.saveCustomer();
  await expect(page).toHaveURL(/\/booking-checkout\/payments\/booking-[0-9a-z-]+$/);
  const total = expectedTotal({
    serviceLines: [mowingLine, hedgeLine],
    packagePrices: [pkg.price],
    date,
    seasons,
    modifiers: [{ modifierId: Number(customerType.id), ...firstTime }],
  });
  await expect(checkout.summaryTotal()).toHaveText(zar(total));
  await shell.expectCartCount(0);
  // Saved: the payments step's summary reads the booking, and shows the same rows.
  await expect(summary.getByTestId('booking-total')).toBeVisible();
  expect(await breakdownRows(summary)).toEqual(quoted);

  // 8. pay in the simulator, back to the confirmation
  await checkout.pay();
  await new PaymentSimulator(page).pay();
  await expect(page).toHaveURL(/\/booking-successful\/booking-/);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText(`Thank you, ${customer.name}. Your booking has been successfully completed.`),
  ).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(zar(total));
  // The confirmation (and its print) shows the same breakdown again.
  expect(await breakdownRows(page.getByTestId('price-breakdown'))).toEqual(quoted);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  // the visit from its start to its expected end ("10:00 - 12:15", or "10:00, until 10:45 on <a later day>")
  await expect(page.getByText(/^10:00(, until | - )/).first()).toBeVisible();
  for (const name of [mowing.name, hedges.name, pkg.name])
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Booking' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

/** A random day in the first fortnight of [start, end] at least two days ahead (random, so runs do not share slots). */
function dateInSeason(start: string, end: string): string {
  const day = 86_400_000;
  const from = Math.max(Date.parse(`${start.slice(0, 10)}T12:00:00Z`), Date.now() + 2 * day);
  // its first fortnight: later, a programme's visits no longer all fit before the season ends
  const to = Math.min(Date.parse(`${end.slice(0, 10)}T12:00:00Z`), from + 13 * day);
  const at = from + Math.floor(Math.random() * Math.max(1, Math.floor((to - from) / day) + 1)) * day;
  return workingDay(new Date(at).toISOString().slice(0, 10));
}
