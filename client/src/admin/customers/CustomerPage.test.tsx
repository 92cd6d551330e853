import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { formatZar } from '../../lib/money';
import { CustomerPage } from './CustomerPage';

const SLOW = { timeout: 10_000 };

function record(properties: object[]) {
  return {
    adminCustomer: {
      __typename: 'AdminCustomer',
      user: {
        __typename: 'User',
        id: '12',
        name: 'Lerato Dlamini',
        email: 'lerato@example.co.za',
        phone: '082 555 0101',
        address: null,
        status: 'ACTIVE',
        createdAt: '2026-11-01T08:00:00.000Z',
        series: [],
      },
      officeNotes: null,
      totalSpent: 0,
      properties,
      bookings: [
        {
          __typename: 'Booking',
          id: '40',
          guidId: 'g-40',
          bookingDate: '2026-11-20',
          bookingTime: '10:00 - 10:45',
          status: 'CANCELLED',
          totalPrice: 450,
          paidAt: '2026-11-19T09:00:00.000Z',
          refundDue: 450,
          services: [{ __typename: 'BookingLine', id: '1', name: 'Lawn Mowing' }],
        },
      ],
    },
  };
}

const HOME = {
  __typename: 'CustomerProperty',
  id: '5',
  street: '12 Main Road',
  suburb: 'Rondebosch',
  postalCode: '7700',
  notes: 'Gate code 1234',
};

describe("a customer's record", () => {
  it('adds a property, sends a sign-in link, and shows a booking paid and the refund owed', async () => {
    let properties: object[] = [HOME];
    const gateway = fakeGateway({
      AdminCustomer: () => record(properties),
      AdminServiceAreasQuery: () => ({
        serviceAreas: [
          { __typename: 'ServiceArea', id: '1', suburb: 'Rondebosch', postalCode: '7700' },
          { __typename: 'ServiceArea', id: '2', suburb: 'Newlands', postalCode: '7700' },
        ],
      }),
      AdminSaveCustomerProperty: (vars) => {
        const input = vars['input'] as Record<string, string>;
        const saved = { __typename: 'CustomerProperty', id: '6', ...input, customerId: undefined };
        properties = [...properties, saved];
        return { adminSaveCustomerProperty: { __typename: 'AdminCustomerPropertyPayload', property: saved } };
      },
      AdminSendCustomerSignInLink: () => ({
        adminSendCustomerSignInLink: {
          __typename: 'AdminSendSignInLinkPayload',
          email: 'lerato@example.co.za',
        },
      }),
    });
    const user = userEvent.setup();
    renderAdmin(<CustomerPage />, { route: '/admin/customers/12', path: '/admin/customers/:id', gateway });

    const sectionOf = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;
    await screen.findByRole('heading', { name: 'Properties' }, SLOW);
    const section = sectionOf('Properties');
    expect(within(section).getByText('12 Main Road, Rondebosch 7700')).toBeInTheDocument();
    const bookings = sectionOf('Bookings');
    expect(within(bookings).getByText('2026-11-19')).toBeInTheDocument();
    // The total and the refund owed.
    expect(within(bookings).getAllByText(formatZar(450).replace(/\s/g, ' '))).toHaveLength(2);

    await user.click(within(section).getByRole('button', { name: 'Add property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add property' });
    await user.type(within(dialog).getByLabelText(/Street address/), '3 Dean Street');
    await user.click(within(dialog).getByRole('combobox', { name: /^Suburb/ }));
    await user.click(await screen.findByRole('option', { name: 'Newlands' }));
    expect(within(dialog).getByLabelText(/Postal code/)).toHaveValue('7700');
    await user.type(within(dialog).getByLabelText(/Notes for the crew/), 'Dog in the yard');
    await user.click(within(dialog).getByRole('button', { name: 'Save property' }));
    expect(await within(section).findByText('3 Dean Street, Newlands 7700', {}, SLOW)).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.operationName === 'AdminSaveCustomerProperty')?.variables).toEqual({
      input: {
        customerId: '12',
        street: '3 Dean Street',
        suburb: 'Newlands',
        postalCode: '7700',
        notes: 'Dog in the yard',
      },
    });

    await user.click(screen.getByRole('button', { name: 'Send a sign-in link' }));
    expect(
      await screen.findByText('A sign-in link was e-mailed to lerato@example.co.za.'),
    ).toBeInTheDocument();
  });
});
