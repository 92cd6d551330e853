import { expect, test } from '../fixtures';
import { openAdmin, signInAsAdmin, signInThroughForm } from '../admin/support';
import type { Locator } from '@playwright/test';
import { customerBooking, ensureCrews, farDate, newUser } from './support';

/** A Mantine select in `scope` by its label (a textbox when searchable, a combobox otherwise). */
const field = (scope: Locator, name: string) =>
  scope.getByRole('textbox', { name }).or(scope.getByRole('combobox', { name })).first();

// At a desktop's and a phone's size: the schedule reads on both, and a booking moves with the keyboard
// (the Move button's form), the way to move one where a drag is not at hand.
test('a booking moves to another slot and crew with the keyboard; a busy crew is refused with the reason', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const [north, south] = await ensureCrews(page.request);
  const date = farDate();
  const first = await customerBooking(baseURL ?? '', date, '10:00 - 10:45');
  const second = await customerBooking(baseURL ?? '', date, '13:00 - 13:45');

  await openAdmin(page, `/admin/schedule?date=${date}`);
  const card = page.getByTestId(`card-${first.guidId}`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Move' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Move ${first.name}` });
  await expect(dialog).toBeVisible();
  // Type to choose, Enter to pick, Tab to the next field: no mouse.
  await field(dialog, 'Time slot').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('13:00 -');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('South');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Move booking' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`cell-${south!.id}-13:00`).getByTestId(`card-${first.guidId}`)).toBeVisible();

  // Crew South is busy at 13:00 now: moving the second booking to it there is refused, saying why.
  await page.getByTestId(`card-${second.guidId}`).getByRole('button', { name: 'Move' }).click();
  const again = page.getByRole('dialog', { name: `Move ${second.name}` });
  await field(again, 'Crew').click();
  await page.getByRole('option', { name: 'Crew South' }).click();
  await again.getByRole('button', { name: 'Move booking' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'This crew already has a job at that time. Please choose another crew or time.',
  );
  await field(again, 'Crew').click();
  await page.getByRole('option', { name: 'Crew North' }).click();
  await again.getByRole('button', { name: 'Move booking' }).click();
  await expect(
    page.getByTestId(`cell-${north!.id}-13:00`).getByTestId(`card-${second.guidId}`),
  ).toBeVisible();
});

test('a manager runs the schedule but cannot open Users or Developer', async ({ page }) => {
  await signInAsAdmin(page);
  await ensureCrews(page.request);
  const manager = await newUser(page.request, 'MANAGER');
  await page.context().clearCookies();
  await signInThroughForm(page, manager.email, manager.password);
  await expect(page).toHaveURL(/\/admin$/);
  await openAdmin(page, '/admin/schedule');
  await expect(page.getByTestId('schedule-grid')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  if (await page.getByRole('button', { name: 'Toggle navigation' }).isVisible()) {
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
  }
  await expect(nav.getByRole('link', { name: 'Schedule' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Developer' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
