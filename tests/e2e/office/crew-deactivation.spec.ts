import { expect, test } from '../fixtures';
import { gql, openAdmin, signInAsAdmin, unique } from '../admin/support';
import { customerBooking, ensureCrews, farDate } from './support';

/**
 * Issue #29's week, its last step: a crew leaves. A crew of this journey's own (a third active crew is
 * a third place in every slot, so this journey runs in the `last` project, after every other journey)
 * is given a job, then deactivated in the office: the dialog lists the job, the office moves it to Crew
 * North, the crew is inactive, and the schedule shows the job in Crew North's column.
 */

const SAVE_CREW = `mutation ($input: AdminSaveCrewInput!) { adminSaveCrew(input: $input) { crew { id name } } }`;
const ASSIGN = `mutation ($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { id } } }`;

test('a crew with a future job is deactivated: the office sees the job, moves it to another crew, and the schedule follows', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const [north] = await ensureCrews(page.request);
  const name = unique('Crew West');
  const saved = await gql<{ adminSaveCrew: { crew: { id: string } } }>(page.request, SAVE_CREW, {
    input: { name, colour: '#e8590c', active: true, memberIds: [] },
  });
  expect(saved.errors ?? []).toEqual([]);
  const west = saved.data!.adminSaveCrew.crew.id;

  const day = farDate();
  const job = await customerBooking(baseURL ?? '', day, '10:00 - 10:45');
  const assigned = await gql(page.request, ASSIGN, {
    input: { guidId: job.guidId, date: day, timeSlot: '10:00 - 10:45', crewId: west },
  });
  expect(assigned.errors ?? []).toEqual([]);

  await openAdmin(page, '/admin/crews');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${name}` });
  await expect(dialog).toContainText(`${name} has 1 future job:`);
  await expect(dialog.getByTestId('deactivate-jobs')).toContainText(job.name);
  await dialog
    .getByRole('textbox', { name: 'Move its jobs to' })
    .or(dialog.getByRole('combobox', { name: 'Move its jobs to' }))
    .first()
    .click();
  await page.getByRole('option', { name: north!.name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText(`${name} is inactive: 1 job moved to ${north!.name}.`);
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  await openAdmin(page, `/admin/schedule?date=${day}&view=day`);
  await expect(page.getByTestId(`cell-${north!.id}-10:00`).getByTestId(`card-${job.guidId}`)).toBeVisible();
});
