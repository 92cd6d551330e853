import { expect, test } from '../fixtures';
import { Checkout } from './pages/Checkout';
import { PaymentSimulator } from './pages/PaymentSimulator';
import { catalogueService, emptyFutureDate, uniqueEmail, uniquePhone } from './pages/gateway';

/** `2026-12-04` → `Friday, 4 December 2026`, as the pages write dates. */
const inWords = (date: string) =>
  new Intl.DateTimeFormat('en-ZA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

test('an unknown path answers 404 with the not-found page', async ({ page, request }) => {
  const res = await request.get('/no-such-page/at-all', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Page not found');
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('every public page has its own meta description in the served HTML', async ({ request }) => {
  const seen = new Set<string>();
  for (const path of ['/', '/services', '/packages', '/about', '/faqs', '/contact', '/booking']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const description = /<meta\s+name="description"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(description, path).toBeTruthy();
    seen.add(description!);
  }
  expect(seen.size).toBe(7);
});

test('where we work comes from the service areas, with the office suburb', async ({ page }) => {
  await page.goto('/about');
  const list = page.getByTestId('served-areas');
  await expect(list).toContainText('Rondebosch');
  await expect(list).toContainText('Our office is in Century City.');
  await expect(list).not.toContainText('Bantry Bay');
});

test('the confirmation gives the date in words, the visit to its end and the address', async ({
  page,
  request,
}) => {
  const service = await catalogueService(request, 'Lawn Fertilising');
  await page.goto(`/service/${service.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  const checkout = new Checkout(page);
  await checkout.continueToDateTime();
  const date = await emptyFutureDate(page.request);
  await checkout.pickDate(date);
  await checkout.pickSlot('15:15 - 16:00');
  await checkout.next();
  await checkout.fillCustomer({
    name: 'Lindiwe Words',
    email: uniqueEmail('words'),
    password: 'words-password-1',
    phone: uniquePhone(),
  });
  await checkout.saveCustomer();
  await expect(page).toHaveURL(/\/booking-checkout\/payments\//);
  // the payment step's summary names the visit's address
  await expect(page.getByTestId('visit-address').first()).toContainText('12 Oak Street, Rondebosch, 7700');

  await checkout.pay();
  await new PaymentSimulator(page).pay();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
  const main = page.getByRole('main');
  await expect(main).toContainText(inWords(date));
  await expect(main).toContainText(/15:15 - \d\d:\d\d/);
  await expect(page.getByTestId('visit-address')).toHaveText('12 Oak Street, Rondebosch, 7700');
  expect(await main.innerText()).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
});
