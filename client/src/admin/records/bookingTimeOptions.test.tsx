import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { RecordFormPage } from './RecordFormPage';

describe('the admin booking form', () => {
  it("offers the booking times the gateway's timeSlots query lists, and only those", async () => {
    const user = userEvent.setup();
    // Labels the client could not know by heart: they can only have come from the query.
    const labels = ['08:00 - 08:45', '08:45 - 09:30', '17:30 - 18:15'];
    const gateway = fakeGateway({
      AdminSelectOptionsQuery: () => ({
        adminSelectOptions: [
          { __typename: 'AdminSelectOption', value: '7', label: 'Thandi (t@example.com)' },
        ],
      }),
      AdminTimeSlotLabelsQuery: () => ({
        timeSlots: labels.map((label) => ({ __typename: 'TimeSlot', label })),
      }),
    });
    renderAdmin(<RecordFormPage />, { route: '/admin/bookings/add', path: '/admin/:tableId/:id', gateway });
    expect(await screen.findByRole('heading', { name: 'Bookings' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(gateway.calls.map((c) => c.operationName)).toContain('AdminTimeSlotLabelsQuery');

    await user.click(screen.getByRole('combobox', { name: /^Booking Time/ }));
    const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(labels);
  }, 45_000);
});
