import { expect, test } from '../fixtures';

// Integrators query the API in GraphiQL at /graphql: bundled with the client, so it needs no internet.
test('GET /graphql in a browser is GraphiQL, runs a query, and loads nothing from another origin', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(baseURL!) && !req.url().startsWith('data:')) foreign.push(req.url());
  });
  await page.goto('/graphql');
  await expect(page.getByText('GraphiQL')).toBeVisible();
  // The editor has loaded its starting query before it is run (a click before that runs nothing).
  await expect(page.locator('.graphiql-query-editor')).toContainText('categories');
  await expect(async () => {
    await page.locator('.graphiql-execute-button').click();
    await expect(page.locator('.graphiql-response')).toContainText('Lawn Care', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  expect(foreign).toEqual([]);
});
