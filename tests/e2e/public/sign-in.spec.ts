import { expect, test, type Page } from '../fixtures';
import { graphql, uniqueEmail } from './pages/gateway';

const ADMIN = { email: 'admin@greenleaf.local', password: 'admin12345' };

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign-in redirects by role', () => {
  test('an admin goes to /admin', async ({ page }) => {
    // Each GraphQL request begins a trace the gateway continues when traces are on (trace-header.ts).
    const signInSent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.postData()?.includes('login') === true,
    );
    await signIn(page, ADMIN.email, ADMIN.password);
    expect((await signInSent).headers()['traceparent']).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a client registers, lands on /profile, signs out and back in to /profile', async ({ page }) => {
    const email = uniqueEmail('client');
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create account' });
    const register = form.getByRole('button', { name: 'Register' });
    await expect(register).toBeDisabled();
    await form.getByRole('textbox', { name: 'Full name' }).fill('Aisha Khan');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Password' }).fill('client-password-1');
    await expect(register).toBeEnabled();
    await register.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByText('You have no bookings yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, email, 'client-password-1');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a staff member goes to their crew day (/crew)', async ({ page, playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await graphql(
      admin,
      `
        mutation ($input: LoginInput!) {
          login(input: $input) {
            user {
              id
            }
          }
        }
      `,
      { input: ADMIN },
    );
    const email = uniqueEmail('staff');
    await graphql(
      admin,
      `
        mutation ($input: AdminSaveUserInput!) {
          adminSaveUser(input: $input) {
            user {
              id
            }
          }
        }
      `,
      {
        input: { name: 'Sipho Staff', email, password: 'staff-password-1', role: 'STAFF' },
      },
    );
    await admin.dispose();
    await signIn(page, email, 'staff-password-1');
    await expect(page).toHaveURL(/\/crew$/);
    // Not in a crew yet: the page says whom to ask.
    await expect(
      page.getByText('You are not in a crew yet. Ask the office to add you to one.'),
    ).toBeVisible();
  });

  test('wrong credentials show the login failure message', async ({ page }) => {
    await signIn(page, uniqueEmail('nobody'), 'not-the-password');
    await expect(page.getByText('Login failed. Please check your credentials and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
