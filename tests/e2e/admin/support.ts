import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The first admin account of the demo stack (tests/playwright.config.ts sets them). */
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@greenleaf.local';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'admin12345';

/** A suffix that keeps the names a test creates apart from other runs and projects. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

interface GraphQLReply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

/** A GraphQL call with the cookies of `request` (a page's context shares the browser's session). */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLReply<T>> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  });
  return (await response.json()) as GraphQLReply<T>;
}

/** Signs in through the login screen, as a person would. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.locator('input[type="password"]').fill(password);
  await form
    .getByRole('button')
    .filter({ hasText: /sign in|log ?in/i })
    .first()
    .click();
}

/** Signs the page's browser context in as the admin (session cookie), without the login screen. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const reply = await gql<{ login: { user: { role: string } } }>(
    page.request,
    'mutation ($input: LoginInput!) { login(input: $input) { user { role } } }',
    { input: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } },
  );
  expect(reply.errors ?? []).toEqual([]);
  expect(reply.data?.login.user.role).toBe('ADMIN');
}

/** Opens an admin page and waits for the shell. */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
}

/** Picks `option` in the Mantine select labelled `label`. */
export async function pickOption(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
}
