import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { parseCsv } from './csv';
import { gql, openAdmin, signInAsAdmin, unique } from './support';

const COUNT = 30;

test('generic lists search, filter, sort, page, export what the filter shows and open records', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const tag = unique('List');
  const ids: string[] = [];
  for (let index = 0; index < COUNT; index += 1) {
    const name = `${tag} ${String(index).padStart(2, '0')}`;
    const reply = await gql<{ adminSaveCategory: { category: { id: string } } }>(
      page.request,
      'mutation ($input: AdminSaveCategoryInput!) { adminSaveCategory(input: $input) { category { id } } }',
      { input: { name, description: `row, "${index}"`, status: index % 6 === 0 ? 'INACTIVE' : 'ACTIVE' } },
    );
    expect(reply.errors ?? []).toEqual([]);
    ids.push(reply.data?.adminSaveCategory.category.id ?? '');
  }

  try {
    await openAdmin(page, '/admin/categories');
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search Categories' }).fill(tag);
    const rows = page.locator('tbody tr');

    await test.step('search finds all of them, sorted ascending by name, 25 to a page', async () => {
      await expect(page.getByText(`Showing 1-25 of ${COUNT}`)).toBeVisible();
      await expect(rows).toHaveCount(25);
      await expect(rows.first()).toContainText(`${tag} 00`);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page.getByText(`Showing 26-${COUNT} of ${COUNT}`)).toBeVisible();
      await expect(rows).toHaveCount(COUNT - 25);
      await expect(rows.last()).toContainText(`${tag} 29`);
    });

    await test.step('sorting by a column turns the order around', async () => {
      await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await page.getByRole('columnheader', { name: /Name/ }).getByRole('button').click();
      await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      await expect(rows.first()).toContainText(`${tag} 29`);
    });

    await test.step('filtering by status keeps the inactive ones', async () => {
      await page.getByRole('button', { name: 'Filter' }).click();
      await page
        .getByRole('textbox', { name: 'Status' })
        .or(page.getByRole('combobox', { name: 'Status' }))
        .first()
        .click();
      await page.getByRole('option', { name: 'Inactive' }).click();
      await expect(page.getByText('Showing 1-5 of 5')).toBeVisible();
      await expect(rows).toHaveCount(5);
    });

    await test.step('export names its size, then downloads exactly what the filter shows', async () => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const link = page.getByRole('link', { name: 'Export 5 rows' });
      await expect(link).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const path = await download.path();
      const text = await readFile(path, 'utf8');
      // A byte-order mark first (a spreadsheet then reads UTF-8), and the columns in words.
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const table = parseCsv(text.slice(1)).filter((line) => line.some((cell) => cell !== ''));
      const header = table[0] ?? [];
      expect(header).toEqual(expect.arrayContaining(['Name', 'Description', 'Status']));
      const nameColumn = header.indexOf('Name');
      expect(nameColumn).toBeGreaterThanOrEqual(0);
      const names = table.slice(1).map((line) => line[nameColumn]);
      expect(names.sort()).toEqual(['00', '06', '12', '18', '24'].map((n) => `${tag} ${n}`));
      const descriptionColumn = header.indexOf('Description');
      expect(table[1]?.[descriptionColumn]).toMatch(/^row, "\d+"$/);
    });

    await test.step('a row opens its record form', async () => {
      await rows.filter({ hasText: `${tag} 12` }).click();
      await expect(page).toHaveURL(/\/admin\/categories\/\d+$/);
      await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${tag} 12`);
      await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    });

    await test.step('an unknown table says so', async () => {
      await openAdmin(page, '/admin/no-such-table');
      await expect(page.getByText('Table configuration not found for "no-such-table"')).toBeVisible();
    });
  } finally {
    for (const id of ids) {
      await gql(page.request, 'mutation ($id: ID!) { adminDeleteCategory(input: { id: $id }) { success } }', {
        id,
      });
    }
  }
});

test('a record form shows its rules and keeps Save disabled until the required fields are filled', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/seasons/add');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const multiplier = page.getByRole('textbox', { name: /^Multiplier/ });
  await multiplier.fill('-1');
  await multiplier.blur();
  await expect(page.getByText('Multiplier must be at least 0')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).focus();
  await page.getByRole('textbox', { name: /^Name/ }).blur();
  await expect(page.getByText('Name is required')).toBeVisible();
});
