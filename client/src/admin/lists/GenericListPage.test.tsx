import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeGraphQLError, fakeGateway, renderAdmin, screen, waitFor } from '../../test-utils/renderAdmin';
import { GenericListPage } from './GenericListPage';

const page = (rows: { id: string; data: Record<string, unknown> }[], total = rows.length) => ({
  adminTableRows: {
    __typename: 'AdminRowPage',
    total,
    rows: rows.map((row) => ({ __typename: 'AdminRow', status: 'ACTIVE', ...row })),
  },
});

describe('GenericListPage', () => {
  it('says when the table is unknown', () => {
    renderAdmin(<GenericListPage />, { route: '/admin/gardens', path: '/admin/:tableId' });
    expect(screen.getByText('Table configuration not found for "gardens"')).toBeInTheDocument();
  });

  it('shows a failure to load instead of only logging it, and tries again', async () => {
    let attempts = 0;
    const gateway = fakeGateway({
      AdminTableRouteQuery: () => {
        attempts += 1;
        if (attempts === 1) throw new FakeGraphQLError('The booking service is temporarily unavailable.');
        return page([{ id: '3', data: { id: 3, name: 'Lawn Care', description: 'Mowing', statusId: 1 } }]);
      },
    });
    renderAdmin(<GenericListPage />, { route: '/admin/categories', path: '/admin/:tableId', gateway });
    expect(await screen.findByText('Failed to load Categories. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Lawn Care' })).toHaveAttribute(
      'href',
      '/admin/categories/3',
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('asks for rows sorted by the main column first, and by a clicked column after', async () => {
    const gateway = fakeGateway({
      AdminTableRouteQuery: () =>
        page(
          [
            {
              id: '1',
              data: { id: 1, name: 'Aeration', basePrice: 250, categoryId: 1, isPackage: false, statusId: 1 },
            },
          ],
          60,
        ),
      AdminSelectOptionsQuery: () => ({
        adminSelectOptions: [{ __typename: 'AdminSelectOption', value: '1', label: 'Lawn Care' }],
      }),
    });
    renderAdmin(<GenericListPage />, { route: '/admin/services', path: '/admin/:tableId', gateway });
    expect(await screen.findByRole('link', { name: 'Aeration' })).toBeInTheDocument();
    expect(await screen.findByText('Lawn Care')).toBeInTheDocument();
    expect(screen.getByText(/R\s250,00/)).toBeInTheDocument();
    expect(screen.getByText('Showing 1-25 of 60')).toBeInTheDocument();
    const first = gateway.calls.find((call) => call.operationName === 'AdminTableRouteQuery');
    expect(first?.variables).toMatchObject({
      table: 'SERVICES',
      sort: { key: 'name', direction: 'ASC' },
      limit: 25,
      offset: 0,
    });

    await userEvent.setup().click(screen.getByRole('button', { name: /Base Price/ }));
    await waitFor(() =>
      expect(gateway.calls.at(-1)?.variables).toMatchObject({ sort: { key: 'basePrice', direction: 'ASC' } }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(gateway.calls.at(-1)?.variables).toMatchObject({ offset: 50 }));
  });
});
