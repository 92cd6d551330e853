import { expect, test } from '../fixtures';
import { catalogueService } from '../public/pages/gateway';
import { gql, openAdmin, signInAsAdmin, unique } from './support';

const COUNT = 27;

test('the customers list pages by cursor and keeps its search; quote requests are searched and filtered', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const tag = unique('Pager');
  const slug = tag.split(' ')[1]!;
  for (let index = 0; index < COUNT; index += 1) {
    const reply = await gql(
      page.request,
      'mutation ($input: AdminSaveCustomerInput!) { adminSaveCustomer(input: $input) { customer { id } } }',
      {
        input: {
          name: `${tag} ${String(index).padStart(2, '0')}`,
          email: `pager-${slug}-${index}@example.co.za`,
        },
      },
    );
    expect(reply.errors ?? []).toEqual([]);
  }

  await test.step('the customers found, 25 a page, newest first, then the next page and back', async () => {
    await openAdmin(page, '/admin/customers');
    // The list asks once the typing settles (a new search starts at its first page): wait for that answer.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes(tag),
    );
    await page.getByRole('textbox', { name: 'Search customers' }).fill(tag);
    await searched;
    const rows = page.locator('tbody tr');
    await expect(page.getByText(`Showing 1-25 of ${COUNT}`)).toBeVisible();
    await expect(rows).toHaveCount(25);
    await expect(rows.first()).toContainText(`${tag} 26`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`Showing 26-${COUNT} of ${COUNT}`)).toBeVisible();
    await expect(rows).toHaveCount(COUNT - 25);
    await expect(rows.last()).toContainText(`${tag} 00`);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText(`Showing 1-25 of ${COUNT}`)).toBeVisible();
  });

  await test.step("a customer's record shows their bookings section, paged", async () => {
    await page.getByRole('link', { name: `${tag} 26` }).click();
    await expect(page.getByRole('heading', { name: `${tag} 26` })).toBeVisible();
    const bookings = page.locator('section', { has: page.getByRole('heading', { name: 'Bookings' }) });
    await expect(bookings.getByText('No bookings yet.')).toBeVisible();
  });

  await test.step('a quote request is found by name and filtered by status', async () => {
    const design = await catalogueService(page.request, 'Garden Design Consultation');
    const name = `Quote ${slug}`;
    const reply = await gql(
      page.request,
      'mutation ($input: RequestQuoteInput!) { requestQuote(input: $input) { id } }',
      {
        input: {
          serviceId: design.id,
          name,
          email: `quote-${slug}@example.co.za`,
          phone: '082 555 0142',
          street: '4 Oak Avenue',
          suburb: 'Rondebosch',
          postalCode: '7700',
          description: 'A new garden plan, please.',
        },
      },
    );
    expect(reply.errors ?? []).toEqual([]);
    await openAdmin(page, '/admin/requests');
    const searched = page.waitForResponse(
      (r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes(name),
    );
    await page.getByRole('textbox', { name: 'Search requests' }).fill(name);
    await searched;
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await page
      .getByRole('textbox', { name: 'Status' })
      .or(page.getByRole('combobox', { name: 'Status' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Booked' }).click();
    await expect(page.getByText('No quote request matches.')).toBeVisible();
  });
});
