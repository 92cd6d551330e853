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

// It opens with the example operations, one tab each (client/src/playground/examples.ts), and the
// headers set in its headers editor (an API key's Authorization, say) go with every request.
test('the playground opens with example tabs and sends the headers of its headers editor', async ({
  page,
}) => {
  await page.goto('/graphql');
  await expect(page.getByRole('tab')).toHaveText([/Catalogue/, /Days/, /Book/, /Follow/]);
  await expect(page.locator('.graphiql-query-editor')).toContainText('categories');
  await page.getByRole('button', { name: 'Headers', exact: true }).click();
  const headers = page.locator('.graphiql-editor-tool .graphiql-editor').nth(1);
  await headers.locator('.CodeMirror').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('{ "x-playground-check": "sent" }');
  await expect(headers).toContainText('x-playground-check');
  const sent = page.waitForRequest(
    (r) =>
      r.method() === 'POST' && r.url().endsWith('/graphql') && (r.postData() ?? '').includes('Catalogue'),
  );
  await page.locator('.graphiql-execute-button').click();
  expect((await sent).headers()['x-playground-check']).toBe('sent');
  await expect(page.locator('.graphiql-response')).toContainText('Lawn Care');
});
