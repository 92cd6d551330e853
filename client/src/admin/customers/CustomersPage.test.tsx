import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, waitFor } from '../../test-utils/renderAdmin';
import { CustomersPage } from './CustomersPage';

const SLOW = { timeout: 10_000 };

const customer = (id: string, name: string, phone: string | null, lastVisit: string | null) => ({
  __typename: 'AdminCustomerSummary',
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.co.za`,
  phone,
  status: 'ACTIVE',
  bookingsCount: lastVisit ? 2 : 0,
  lastVisit,
});

const EVERYONE = [
  customer('7', 'Sipho Ndlovu', '+27 82 444 1234', null),
  customer('3', 'Anna Botha', '021 555 0101', '2026-11-20'),
];

const page = (customers: object[], total: number, endCursor: string | null = null) => ({
  __typename: 'AdminCustomerPage',
  total,
  customers,
  hasNextPage: endCursor !== null,
  endCursor,
});

describe('the customer list', () => {
  it('pages by cursor with Next and Previous, and a new search starts at the first page', async () => {
    const gateway = fakeGateway({
      AdminCustomers: (vars) =>
        vars['after'] === 'c3'
          ? { adminCustomers: page([EVERYONE[1]!], 2) }
          : { adminCustomers: page([EVERYONE[0]!], 2, 'c3') },
    });
    const user = userEvent.setup();
    renderAdmin(<CustomersPage />, { gateway });
    expect(await screen.findByRole('link', { name: 'Sipho Ndlovu' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Anna Botha' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Showing 26-26 of 2')).toBeInTheDocument();
    expect(gateway.calls.filter((c) => c.operationName === 'AdminCustomers').at(-1)?.variables).toMatchObject(
      {
        after: 'c3',
        limit: 25,
      },
    );
    await user.type(screen.getByLabelText('Search customers'), 'Sipho');
    await waitFor(
      () =>
        expect(
          gateway.calls.filter((c) => c.operationName === 'AdminCustomers').at(-1)?.variables,
        ).toMatchObject({
          search: 'Sipho',
          after: null,
        }),
      SLOW,
    );
  });

  it('sends what is typed as the search and shows what the gateway found, with bookings and last visit', async () => {
    const gateway = fakeGateway({
      AdminCustomers: (vars) => {
        const search = typeof vars['search'] === 'string' ? vars['search'] : '';
        const found = search === '082 444 1234' ? [EVERYONE[0]!] : search ? [] : EVERYONE;
        return { adminCustomers: page(found, found.length) };
      },
    });
    renderAdmin(<CustomersPage />, { gateway });
    expect(await screen.findByRole('link', { name: 'Anna Botha' }, SLOW)).toHaveAttribute(
      'href',
      '/admin/customers/3',
    );
    expect(screen.getByText('2026-11-20')).toBeInTheDocument();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.getByText('2 customers')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search customers'), '082 444 1234');
    await waitFor(
      () => expect(screen.queryByRole('link', { name: 'Anna Botha' })).not.toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByRole('link', { name: 'Sipho Ndlovu' })).toBeInTheDocument();
    expect(gateway.calls.filter((c) => c.operationName === 'AdminCustomers').at(-1)?.variables).toMatchObject(
      {
        search: '082 444 1234',
        after: null,
      },
    );

    await userEvent.clear(screen.getByLabelText('Search customers'));
    await userEvent.type(screen.getByLabelText('Search customers'), 'nobody');
    expect(await screen.findByText('No customer matches the search.', {}, SLOW)).toBeInTheDocument();
  });

  it('shows a name saved with a direction-changing character written out, never as another name', async () => {
    const gateway = fakeGateway({
      AdminCustomers: () => ({
        adminCustomers: page([customer('9', 'Adm\u202Enimda', null, null)], 1),
      }),
    });
    renderAdmin(<CustomersPage />, { gateway });
    expect(await screen.findByRole('link', { name: 'Adm\\u202Enimda' }, SLOW)).toBeInTheDocument();
  });

  it('checks a new customer with the shared field rules before sending it', async () => {
    const gateway = fakeGateway({
      AdminCustomers: () => ({
        adminCustomers: page([], 0),
      }),
    });
    renderAdmin(<CustomersPage />, { gateway });
    await userEvent.click(await screen.findByRole('button', { name: 'New customer' }, SLOW));
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Lerato Dlamini');
    await userEvent.type(screen.getByLabelText(/Email/), 'lerato@example.co.za');
    await userEvent.type(screen.getByLabelText('Phone'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText(/Enter a South African phone number/)).toBeInTheDocument();
    expect(gateway.calls.map((c) => c.operationName)).not.toContain('AdminSaveCustomer');
  });
});
