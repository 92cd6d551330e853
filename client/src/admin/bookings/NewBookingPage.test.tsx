import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeGraphQLError, fakeGateway, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { RecordRoute } from '../records/RecordRoute';
import { NewBookingPage } from './NewBookingPage';

const booking = {
  __typename: 'Booking',
  id: '41',
  guidId: 'booking-abc',
  bookingDate: '2031-10-01',
  bookingTime: '10:45 - 11:30',
  status: 'PENDING',
  totalPrice: 350,
  paidAt: null,
  createdAt: null,
  customer: null,
  services: [],
  modifiers: [],
};

function gateway(createBooking: (variables: Record<string, unknown>) => unknown) {
  return fakeGateway({
    AdminSelectOptionsQuery: (v) => ({
      adminSelectOptions:
        v.table === 'USERS'
          ? [{ __typename: 'AdminSelectOption', value: '7', label: 'Thandi (t@example.com)' }]
          : [{ __typename: 'AdminSelectOption', value: '3', label: 'Lawn Mowing' }],
    }),
    AdminBookingSlotsQuery: () => ({
      timeSlots: [
        { __typename: 'TimeSlot', label: '10:00 - 10:45', available: false, remaining: 0 },
        { __typename: 'TimeSlot', label: '10:45 - 11:30', available: true, remaining: 2 },
      ],
    }),
    AdminServiceAreasQuery: () => ({
      serviceAreas: [{ __typename: 'ServiceArea', id: '1', suburb: 'Rondebosch', postalCode: '7700' }],
    }),
    AdminNewBookingServiceQuery: () => ({
      service: {
        __typename: 'Service',
        id: '3',
        name: 'Lawn Mowing',
        variations: [
          {
            __typename: 'ServiceVariation',
            variationId: '9',
            variationName: 'Frequency',
            options: [
              {
                __typename: 'ServiceOption',
                id: '91',
                label: 'Fortnightly',
                additionalCost: 0,
                repeatWeeks: 2,
              },
              {
                __typename: 'ServiceOption',
                id: '93',
                label: 'Once-off',
                additionalCost: 120,
                repeatWeeks: null,
              },
            ],
          },
        ],
      },
    }),
    AdminCreateBookingMutation: createBooking,
  });
}

/** The Frequency select of the chosen service: required, and empty until the office chooses. */
const frequency = () => screen.findByRole('combobox', { name: /^Lawn Mowing: Frequency/ });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: /^Customer/ }));
  await user.click(await screen.findByRole('option', { name: 'Thandi (t@example.com)' }));
  await user.click(screen.getByRole('combobox', { name: /^Services/ }));
  await user.click(await screen.findByRole('option', { name: 'Lawn Mowing' }));
  expect(await frequency()).toHaveValue('');
  await user.click(await frequency());
  await user.click(await screen.findByRole('option', { name: /^Once-off/ }));
  await user.type(screen.getByRole('textbox', { name: /^Street address/ }), '1 Main Road');
  await user.click(screen.getByRole('combobox', { name: /^Suburb/ }));
  await user.click(await screen.findByRole('option', { name: 'Rondebosch' }));
  await user.type(screen.getByLabelText(/^Date/), '2031-10-01');
  await user.click(screen.getByRole('combobox', { name: /^Time slot/ }));
  const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 });
  await user.click(within(listbox).getByRole('option', { name: '10:45 - 11:30 (2 free)' }));
}

describe('the admin new-booking page', () => {
  it('books through adminCreateBooking with service lines and an offered slot, never the generic table', async () => {
    const user = userEvent.setup();
    const g = gateway(() => ({ adminCreateBooking: { __typename: 'AdminBookingPayload', booking } }));
    renderAdmin(<NewBookingPage />, {
      route: '/admin/bookings/add',
      path: '/admin/bookings/add',
      gateway: g,
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(await screen.findByText('Now at /admin/bookings/41', {}, { timeout: 10_000 })).toBeInTheDocument();

    const sent = g.calls.find((c) => c.operationName === 'AdminCreateBookingMutation');
    expect(sent?.variables).toEqual({
      input: {
        userId: '7',
        booking: {
          date: '2031-10-01',
          timeSlot: '10:45 - 11:30',
          lines: [{ serviceId: '3', optionIds: ['93'] }],
        },
        // the postal code comes with the chosen suburb
        address: { street: '1 Main Road', suburb: 'Rondebosch', postalCode: '7700', propertyNotes: null },
      },
    });
    expect(g.calls.map((c) => c.operationName)).not.toContain('AdminCreateRowMutation');
  }, 60_000);

  it("shows the gateway's refusal next to the field it names", async () => {
    const user = userEvent.setup();
    const g = gateway(() => {
      throw new FakeGraphQLError('This time slot is fully booked. Please choose another slot.', {
        code: 'SLOT_FULL',
        field: 'booking.timeSlot',
      });
    });
    // /admin/bookings/add opens this page, not the generic record form.
    renderAdmin(<RecordRoute />, { route: '/admin/bookings/add', path: '/admin/:tableId/:id', gateway: g });
    expect(await screen.findByRole('heading', { name: 'New booking' })).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(
      await screen.findByText(
        'This time slot is fully booked. Please choose another slot.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  }, 60_000);
});
