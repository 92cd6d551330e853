import { expect, test } from '../fixtures';
import { workingDay } from '../working-day';
import { bookAsNewCustomer, daysAfter, rescheduleTo } from './pages/bookings';
import { catalogueService } from './pages/gateway';
import { CUTOFF_STACK_HOURS } from '../../support/e2e-stack';

/**
 * The change cut-off (docs/product.md, "My bookings"): inside it a customer's move is refused with the
 * office's phone number. The cut-off counts back from the visit's start in real time, and a day ahead
 * of some moments (a Saturday afternoon, the eve of a holiday) has no start at all, so this journey
 * runs on its own stack (the `cutoff` project) whose cut-off is 30 days: a visit a week ahead, which
 * the checkout always offers, is inside it whatever the day and hour of the run.
 */
test('inside the change cut-off a move is refused with the office phone number, and nothing changes', async ({
  page,
}) => {
  const service = await catalogueService(page.request, 'Pruning & Deadheading');
  const inAWeek = workingDay(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  const { guidId } = await bookAsNewCustomer(page, service.id, inAWeek, '10:00 - 10:45');
  await page.goto(`/profile/bookings/${guidId}`);
  await expect(page.getByTestId('manage-when')).toContainText('10:00 - ');
  const when = await page.getByTestId('manage-when').textContent();

  await rescheduleTo(page, daysAfter(inAWeek, 3), '11:30 - 12:15');
  await expect(page.getByTestId('manage-message')).toContainText('+27 21 555 0142');
  await expect(page.getByTestId('manage-message')).toContainText(`${CUTOFF_STACK_HOURS} hours`);
  // nothing changed, also after a reload
  await page.reload();
  await expect(page.getByTestId('manage-when')).toHaveText(when!);
});
