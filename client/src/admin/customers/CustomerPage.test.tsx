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
      bookingsCount: 1,
    },
  };
}

const booking = (id: number, bookingDate: string) => ({
  __typename: 'Booking',
  id: String(id),
  guidId: `g-${id}`,
  bookingDate,
  bookingTime: '10:00 - 10:45',
  status: 'CANCELLED',
  totalPrice: 450,
  paidAt: '2026-11-19T09:00:00.000Z',
  refundDue: 450,
  services: [{ __typename: 'BookingLine', id: `l${id}`, name: 'Lawn Mowing' }],
});

/** The gateway's pages of the customer's bookings: `all`, latest first, 20 a page, the cursor an index. */
const bookingPages = (all: object[]) => (vars: Record<string, unknown>) => {
  const start = typeof vars['after'] === 'string' ? Number(vars['after']) : 0;
  const nodes = all.slice(start, start + 20);
  return {
    adminCustomer: {
      __typename: 'AdminCustomer',
      bookingsPage: {
        __typename: 'CustomerBookingPage',
        nodes,
        hasNextPage: start + 20 < all.length,
        endCursor: nodes.length ? String(start + nodes.length) : null,
      },
    },
  };
};

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
      AdminCustomerBookings: bookingPages([booking(40, '2026-11-20')]),
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
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    });

    await user.click(screen.getByRole('button', { name: 'Send a sign-in link' }));
    expect(
      await screen.findByText('A sign-in link was e-mailed to lerato@example.co.za.'),
    ).toBeInTheDocument();
  });

  it('shows the latest 20 bookings and pages back to older ones by cursor', async () => {
    const all = Array.from({ length: 23 }, (_, i) =>
      booking(100 - i, `2026-10-${String(30 - i).padStart(2, '0')}`),
    );
    const gateway = fakeGateway({
      AdminCustomer: () => ({ adminCustomer: { ...record([]).adminCustomer, bookingsCount: 23 } }),
      AdminCustomerBookings: bookingPages(all),
    });
    const user = userEvent.setup();
    renderAdmin(<CustomerPage />, { route: '/admin/customers/12', path: '/admin/customers/:id', gateway });
    expect(await screen.findByRole('link', { name: '2026-10-30 10:00' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Bookings 1-20 of 23')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '2026-10-08 10:00' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Older bookings' }));
    expect(await screen.findByRole('link', { name: '2026-10-08 10:00' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Bookings 21-23 of 23')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '2026-10-30 10:00' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older bookings' })).toBeDisabled();
    const asked = gateway.calls.filter((c) => c.operationName === 'AdminCustomerBookings');
    expect(asked.at(-1)?.variables).toMatchObject({ id: '12', first: 20, after: '20' });

    await user.click(screen.getByRole('button', { name: 'Newer bookings' }));
    expect(await screen.findByRole('link', { name: '2026-10-30 10:00' }, SLOW)).toBeInTheDocument();
  });
});
