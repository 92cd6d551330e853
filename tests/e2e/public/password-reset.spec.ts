import { expect, test } from '../fixtures';
import { graphql, uniqueEmail } from './pages/gateway';
import { latestMailTo } from './pages/outbox';

test('forgot password sends a link that sets a new password, once', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('reset');
  const customer = await playwright.request.newContext({ baseURL });
  await graphql(
    customer,
    `
      mutation ($input: RegisterInput!) {
        register(input: $input) {
          user {
            id
          }
        }
      }
    `,
    {
      input: { name: 'Thandi Mokoena', email, password: 'old-password-1' },
    },
  );
  await customer.dispose();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  // the reset e-mail, not the welcome sent on registering (it may be written first)
  const mail = await latestMailTo(email, 15_000, /\/reset-password\//);
  const link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail);
  expect(link, 'the e-mail holds a reset link').not.toBeNull();
  const resetPath = `/reset-password/${link![1]}`;

  await page.goto(resetPath);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-password-2');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill('new-password-2');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // the link works once only
  await page.goto(resetPath);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('third-password-3');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('third-password-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
});
