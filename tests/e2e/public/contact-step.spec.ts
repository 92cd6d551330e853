import { expect, test } from '../fixtures';
import { Checkout } from './pages/Checkout';
import { catalogueService, emptyFutureDate, graphql, uniqueEmail, uniquePhone } from './pages/gateway';

/**
 * The checkout's contact step (issue 30, "Forms that help"; docs/product.md "Where we work"): every
 * error at once beside its field, an unserved suburb answered as soon as it is typed with the office's
 * phone and the area waitlist, and a phone written "+27 (0)82 …" accepted.
 */
test('the contact step shows every error together, answers an unserved suburb at once and takes +27 (0)82 …', async ({
  page,
  request,
}) => {
  const { siteInfo } = await graphql<{ siteInfo: { phone: string } }>(request, '{ siteInfo { phone } }');
  const mowing = await catalogueService(request, 'Lawn Mowing');
  const checkout = new Checkout(page);
  await page.goto(`/service/${mowing.id}`);
  await page.getByRole('button', { name: 'Continue to Booking' }).click();
  await checkout.continueToDateTime();
  await checkout.pickDate(await emptyFutureDate(page.request));
  await checkout.pickSlot('10:00 - 10:45');
  await checkout.next();
  await expect(page).toHaveURL(/\/booking-checkout\/contact$/);

  // 1. Nothing filled in: every field says what it needs, together, and the cursor is in the first.
  await checkout.saveCustomer();
  const where = checkout.visitAddress();
  const form = page.getByRole('form', { name: 'Your details' });
  await expect(where.getByText('Enter the street address of the visit')).toBeVisible();
  await expect(where.getByText('Enter the suburb of the visit')).toBeVisible();
  await expect(form.getByText('Enter your full name')).toBeVisible();
  await expect(form.getByText('Enter your e-mail address')).toBeVisible();
  await expect(form.getByText('Choose a password')).toBeVisible();
  await expect(form.getByText('Enter your phone number')).toBeVisible();
  await expect(where.getByLabel('Street address')).toBeFocused();
  await expect(page.getByText('Please fill in all fields')).toHaveCount(0);
  await expect(page).toHaveURL(/\/booking-checkout\/contact$/);

  // 2. A suburb we do not serve: answered as it is typed, before the rest of the form.
  const suburb = where.getByRole('combobox', { name: /^Suburb/ });
  await suburb.fill('Stellenbosch');
  await expect(where.getByText('We do not work in Stellenbosch yet.')).toBeVisible();
  const call = where.getByRole('link', { name: siteInfo.phone });
  await expect(call).toBeVisible();
  const waitlist = where.getByRole('form', { name: 'Tell me when you come to my area' });
  await waitlist.getByLabel('Your e-mail').fill(uniqueEmail('waitlist'));
  await waitlist.getByRole('button', { name: 'Tell me when you come to Stellenbosch' }).click();
  await expect(
    where.getByText('Thank you: we will e-mail you when we start working in Stellenbosch.'),
  ).toBeVisible();

  // 3. A served suburb, and a phone number as many South Africans write it: booked.
  const national = uniquePhone(); // 08xxxxxxxx, a number of its own (unpaid holds count per phone)
  await checkout.fillCustomer({
    name: 'Thandi Mokoena',
    email: uniqueEmail('contact'),
    password: 'contact-password-1',
    phone: `+27 (0)${national.slice(1, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
  });
  await expect(where.getByText(/We do not work in/)).toHaveCount(0);
  await checkout.saveCustomer();
  await expect(page).toHaveURL(/\/booking-checkout\/payments\/booking-[0-9a-z-]+$/);
});
