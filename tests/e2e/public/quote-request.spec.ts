import { expect, test } from '../fixtures';
import { pickOption, signInAsAdmin } from '../admin/support';
import { Checkout } from './pages/Checkout';
import { catalogueService, emptyFutureDate, uniqueEmail, zar } from './pages/gateway';
import { latestMailTo } from './pages/outbox';
import { PaymentSimulator } from './pages/PaymentSimulator';
import { seriousViolations } from '../axe';

/** A 1×1 PNG, the customer's photo of their garden. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a quote request goes from the form to the admin, who books it, to the customer paying it', async ({
  page,
  browser,
}) => {
  const design = await catalogueService(page.request, 'Garden Design Consultation');
  const email = uniqueEmail('quote');

  // 1. the service page offers a quote request instead of a price
  await page.goto(`/service/${design.id}`);
  await expect(page.getByRole('heading', { name: 'Priced after a visit' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(new RegExp(`/quote/${design.id}$`));
  await expect(page.getByRole('heading', { name: 'Request a quote', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // 2. the form: a foreign phone number is refused with the rule, then the request goes
  const form = page.getByRole('form', { name: 'Quote request' });
  await form.getByRole('textbox', { name: /^Your name/ }).fill('Thandi Mokoena');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('+44 20 7946 0958');
  await form.getByRole('textbox', { name: /^Street address/ }).fill('12 Kloof Street');
  await form.getByRole('textbox', { name: /^Suburb/ }).fill('Gardens');
  await form.getByRole('textbox', { name: /^Postal code/ }).fill('8001');
  await form.getByRole('textbox', { name: /^What would you like done/ }).fill('A water-wise front garden.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: PHOTO });
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(form.getByText(/Enter a South African phone number/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A number of its own: requests are limited per phone number in a day (and the journey runs at two
  // sizes, and again on a retry).
  const phone = `082 ${String(Math.floor(Math.random() * 1000)).padStart(3, '0')} ${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
  await form.getByRole('textbox', { name: /^Phone/ }).fill(phone);
  await form.getByRole('button', { name: 'Send my request' }).click();
  const thanks = page.getByRole('status');
  await expect(thanks.getByRole('heading', { name: 'Thank you, we have your request' })).toBeVisible();
  const requestId = (await thanks.locator('strong').first().textContent())!.trim();
  expect(await latestMailTo(email, 15_000, /We have your quote request/)).toContain(
    'We have your quote request',
  );

  // 3. the office opens the request and books it at a price
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await office.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/requests');
  await admin.getByRole('link', { name: `Request ${requestId}`, exact: true }).click();
  await expect(admin.getByRole('heading', { name: `Quote request ${requestId}` })).toBeVisible();
  await expect(admin.getByText(phone.replace(/\s/g, ''))).toBeVisible();
  await expect(admin.getByRole('img', { name: /Photo 1 from Thandi Mokoena/ })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  const bookForm = admin.getByRole('form', { name: 'Book this request' });
  // A day no other journey uses, so 11:30 is free (a random day was once in use already).
  await bookForm.getByLabel(/^Date/).fill(await emptyFutureDate(page.request));
  await pickOption(admin, /^Time slot/, '11:30 - 12:15');
  await bookForm.getByRole('textbox', { name: /^Price for/ }).fill('4850.50');
  await bookForm.getByRole('button', { name: 'Book and e-mail the customer' }).click();
  await expect(admin.getByRole('heading', { name: 'Booked' })).toBeVisible();
  await office.close();

  // 4. the customer pays from the e-mailed link
  // the quote's e-mail, not the earlier acknowledgement (which may be the newest for a moment)
  const mail = await latestMailTo(email, 15_000, /booking-checkout\/payments\//);
  expect(mail).toContain('Your GreenLeaf quote');
  const link = /https?:\/\/\S+\/booking-checkout\/payments\/booking-[0-9a-z-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  const checkout = new Checkout(page);
  await expect(checkout.summaryTotal()).toHaveText(zar(4850.5));
  await checkout.pay();
  await new PaymentSimulator(page).pay();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('booking-total')).toHaveText(zar(4850.5));
});
