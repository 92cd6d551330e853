import { expect, test, type Page } from '../fixtures';
import { gql, openAdmin, pickOption, signInAsAdmin, unique } from './support';

/** Creates a variation with its options on /admin/variations. */
async function createVariation(page: Page, name: string, options: [string, string][]) {
  await openAdmin(page, '/admin/variations');
  await page.getByRole('button', { name: 'Add New Variation' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: false }).first().fill(name);
  for (const [index, [label, cost]] of options.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Option' }).click();
    await page
      .getByRole('textbox', { name: /Option Label/ })
      .nth(index)
      .fill(label);
    const costInput = page.getByRole('textbox', { name: /Additional Cost/ }).nth(index);
    await costInput.fill(cost);
  }
  await page.getByRole('button', { name: 'Create Variation' }).click();
  await expect(page.getByText('Variation created successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
}

interface AdminIds {
  adminServices: {
    id: string;
    name: string;
    durationMinutes: number;
    variations: { variationName: string; options: { id: string; label: string }[] }[];
    addOns: { id: string; name: string }[];
  }[];
  adminModifiers: {
    id: string;
    name: string;
    options: { id: string; name: string; type: string; units: string | null; value: number }[];
  }[];
}

async function loadIds(page: Page, search: string): Promise<AdminIds> {
  const reply = await gql<AdminIds>(
    page.request,
    `query ($search: String) {
      adminServices(search: $search) { id name durationMinutes variations { variationName options { id label } } addOns { id name } }
      adminModifiers { id name options { id name type units value } }
    }`,
    { search },
  );
  expect(reply.errors ?? []).toEqual([]);
  if (!reply.data) throw new Error('no data');
  return reply.data;
}

test('an admin builds a catalogue entry, sees it on the public site and in a quote, edits and deletes it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tag = unique('E2E');
  const categoryName = `${tag} Lawns`;
  const sizeName = `${tag} Lawn size`;
  const edgeName = `${tag} Edging`;
  const serviceName = `${tag} Mowing`;
  const addOnName = `${tag} Clippings removal`;
  const modifierName = `${tag} Loyalty`;
  await signInAsAdmin(page);

  await test.step('create a category with the generic record form', async () => {
    await openAdmin(page, '/admin/categories');
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/categories\/add$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill(categoryName);
    await page.getByRole('textbox', { name: 'Description' }).fill('Created by the admin journey');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await page.getByRole('textbox', { name: 'Search Categories' }).fill(tag);
    await expect(page.getByRole('row').filter({ hasText: categoryName })).toBeVisible();
  });

  await test.step('create two variations with options', async () => {
    await createVariation(page, sizeName, [
      ['Small', '0'],
      ['Large', '150'],
    ]);
    await createVariation(page, edgeName, [
      ['No edging', '0'],
      ['Full edging', '80'],
    ]);
  });

  await test.step('create a service offering both variations', async () => {
    await openAdmin(page, '/admin/services');
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add New Service' })).toBeVisible();
    await expect(page.getByText('No variations selected')).toBeVisible();
    await pickOption(page, /^Category/, categoryName);
    await page.getByRole('textbox', { name: /^Service Name/ }).fill(serviceName);
    await page.getByRole('textbox', { name: 'Base Price' }).fill('300');
    await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('120');
    await page.getByRole('checkbox', { name: sizeName }).check();
    await page.getByRole('checkbox', { name: edgeName }).check();
    await expect(page.getByRole('checkbox', { name: /Large \(\+R\s?150,00\)/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Full edging \(\+R\s?80,00\)/ })).toBeChecked();
    await page.getByRole('button', { name: 'Create Service' }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    await page.getByRole('textbox', { name: 'Search Services' }).fill(tag);
    await expect(page.getByRole('row').filter({ hasText: serviceName })).toBeVisible();
  });

  await test.step('create an add-on for the service', async () => {
    await openAdmin(page, '/admin/addons/add');
    await expect(page.getByText('Loading form options...')).toBeHidden();
    await pickOption(page, /^Service/, serviceName);
    await page.getByRole('textbox', { name: /^Name/ }).fill(addOnName);
    await page.getByRole('textbox', { name: /^Price/ }).fill('50');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/addons$/);
  });

  await test.step('create a modifier with a percent discount option', async () => {
    await openAdmin(page, '/admin/modifiers');
    await page.getByRole('button', { name: 'Add New Modifier' }).click();
    await page.getByRole('textbox', { name: /^Name/ }).first().fill(modifierName);
    await page.getByRole('textbox', { name: /^Option Name/ }).fill('Member');
    await pickOption(page, /^Type/, 'Discount');
    await pickOption(page, /^Units/, 'Percent (%)');
    await page.getByRole('textbox', { name: /^Value/ }).fill('25');
    await page.getByRole('button', { name: 'Create Modifier' }).click();
    await expect(page.getByText('Modifier created successfully!')).toBeVisible();
    // The success banner clears itself after 3 seconds.
    await expect(page.getByText('Modifier created successfully!')).toBeHidden({ timeout: 6000 });
  });

  const ids = await loadIds(page, tag);
  const service = ids.adminServices.find((candidate) => candidate.name === serviceName);
  const modifier = ids.adminModifiers.find((candidate) => candidate.name === modifierName);
  if (!service || !modifier) throw new Error('the created service or modifier is missing');
  expect(service.durationMinutes).toBe(120);
  expect(modifier.options).toEqual([
    expect.objectContaining({ name: 'Member', type: 'DISCOUNT', units: 'PERCENT', value: 25 }),
  ]);
  const option = (variation: string, label: string) => {
    const found = service.variations
      .find((candidate) => candidate.variationName === variation)
      ?.options.find((candidate) => candidate.label === label);
    if (!found) throw new Error(`option ${label} of ${variation} is missing`);
    return found.id;
  };
  const addOn = service.addOns.find((candidate) => candidate.name === addOnName);
  if (!addOn) throw new Error('the add-on is missing');

  await test.step('the public site shows the service with its options and add-on', async () => {
    await page.goto(`/service/${service.id}`);
    await expect(page.getByRole('heading', { name: serviceName })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Large/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Full edging/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: new RegExp(addOnName) })).toBeVisible();
  });

  await test.step('a quote applies the options, the add-on and the 25% discount', async () => {
    const modifiers = await gql<{ modifiers: { id: string; name: string; options: { id: string }[] }[] }>(
      page.request,
      '{ modifiers { id name options { id } } }',
    );
    const publicModifier = modifiers.data?.modifiers.find((candidate) => candidate.name === modifierName);
    expect(publicModifier?.options.map((entry) => entry.id)).toEqual([modifier.options[0]?.id]);
    const quote = await gql<{
      quote: { subtotal: number; total: number; adjustments: { modifierName: string; amount: number }[] };
    }>(
      page.request,
      'query ($input: BookingInput!) { quote(input: $input) { subtotal total adjustments { modifierName amount } } }',
      {
        input: {
          lines: [
            {
              serviceId: service.id,
              optionIds: [option(sizeName, 'Large'), option(edgeName, 'Full edging')],
              addOnIds: [addOn.id],
            },
          ],
          modifierOptionIds: [modifier.options[0]?.id],
        },
      },
    );
    expect(quote.errors ?? []).toEqual([]);
    expect(quote.data?.quote.subtotal).toBe(580);
    // The admin has no booking of their own, so the first-time discount is earned too (decided by
    // the gateway, applied first); each modifier applies to the running total in modifier order.
    expect(quote.data?.quote.adjustments).toEqual([
      { modifierName: 'Customer Type', amount: -145 },
      { modifierName, amount: -108.75 },
    ]);
    expect(quote.data?.quote.total).toBe(326); // totals are whole rand
  });

  await test.step('edit the service and the modifier; a removed option is removed for good', async () => {
    await openAdmin(page, `/admin/services/${service.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Service' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Service ID' })).toHaveValue(service.id);
    await page.getByRole('checkbox', { name: /^Small/ }).uncheck();
    await page.getByRole('textbox', { name: /^Service Name/ }).fill(`${serviceName} Deluxe`);
    await page.getByRole('button', { name: 'Update Service' }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);

    await openAdmin(page, '/admin/modifiers');
    await page.getByRole('button', { name: new RegExp(`^${modifierName}`) }).click();
    await page.getByRole('button', { name: 'Add Option' }).click();
    await page
      .getByRole('textbox', { name: /^Option Name/ })
      .nth(1)
      .fill('Guest');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Modifier updated successfully!')).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${modifierName}`) }).click();
    await page.getByRole('button', { name: 'Remove option 1' }).click();
    await expect(page.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Modifier updated successfully!')).toBeVisible();

    const after = await loadIds(page, tag);
    const edited = after.adminServices.find((candidate) => candidate.id === service.id);
    expect(edited?.name).toBe(`${serviceName} Deluxe`);
    expect(
      edited?.variations.find((entry) => entry.variationName === sizeName)?.options.map((o) => o.label),
    ).toEqual(['Large']);
    expect(after.adminModifiers.find((candidate) => candidate.id === modifier.id)?.options).toEqual([
      expect.objectContaining({ name: 'Guest', type: 'NO_CHARGE', units: null, value: 0 }),
    ]);
  });

  await test.step('delete everything it made, after confirming', async () => {
    await openAdmin(page, `/admin/addons/${addOn.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText(`Are you sure you want to delete "${addOnName}"? This action cannot be undone.`),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/addons$/);

    await openAdmin(page, `/admin/services/${service.id}`);
    await page.getByRole('button', { name: 'Delete Service' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);

    await openAdmin(page, '/admin/modifiers');
    await page.getByRole('button', { name: `Delete ${modifierName}` }).click();
    await expect(
      page.getByText(`Are you sure you want to delete "${modifierName}"? This action cannot be undone.`),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Modifier deleted successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${modifierName}`) })).toHaveCount(0);

    await openAdmin(page, '/admin/variations');
    for (const name of [sizeName, edgeName]) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Variation deleted successfully!')).toBeVisible();
    }

    await openAdmin(page, '/admin/categories');
    await page.getByRole('textbox', { name: 'Search Categories' }).fill(tag);
    await page.getByRole('row').filter({ hasText: categoryName }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    // Deleted; or, when a journey's booking made the service archived (not deleted), the category it
    // keeps says it is still used.
    const stillUsed = page.getByRole('alert').filter({ hasText: 'still used by other records' });
    await expect
      .poll(async () => /\/admin\/categories$/.test(page.url()) || (await stillUsed.count()) > 0)
      .toBe(true);

    await page.goto(`/service/${service.id}`);
    await expect(page.getByText('Service not found')).toBeVisible();
  });
});
