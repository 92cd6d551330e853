import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeGraphQLError, fakeGateway, renderAdmin, screen, waitFor } from '../../test-utils/renderAdmin';
import { GenericListPage } from './GenericListPage';

const page = (
  rows: { id: string; data: Record<string, unknown> }[],
  total: number | undefined = rows.length,
  next: string | null = null,
) => ({
  adminTableRows: {
    __typename: 'AdminRowPage',
    ...(total === undefined ? {} : { total }),
    endCursor: rows.length ? `c${rows.at(-1)!.id}` : null,
    hasNextPage: next !== null,
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
    expect(screen.getByText('Showing 1-1 of 60')).toBeInTheDocument();
    const first = gateway.calls.find((call) => call.operationName === 'AdminTableRouteQuery');
    expect(first?.variables).toMatchObject({
      table: 'SERVICES',
      sort: { key: 'name', direction: 'ASC' },
      limit: 25,
      after: null,
      withTotal: true,
    });

    await userEvent.setup().click(screen.getByRole('button', { name: /Base Price/ }));
    await waitFor(() =>
      expect(gateway.calls.at(-1)?.variables).toMatchObject({ sort: { key: 'basePrice', direction: 'ASC' } }),
    );
  });

  it('pages by cursor with Next and Previous, keeping the search, sort and the first page’s total', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `Lawn ${i + 1}`);
    const gateway = fakeGateway({
      AdminTableRouteQuery: (variables) => {
        const v = variables as { after: string | null; withTotal: boolean; limit: number };
        const start = v.after ? Number(v.after.slice(1)) : 0;
        const rows = names
          .slice(start, start + v.limit)
          .map((name, i) => ({ id: String(start + i + 1), data: { id: start + i + 1, name, statusId: 1 } }));
        return page(
          rows,
          v.withTotal ? names.length : undefined,
          start + v.limit < names.length ? 'more' : null,
        );
      },
    });
    renderAdmin(<GenericListPage />, { route: '/admin/categories', path: '/admin/:tableId', gateway });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Lawn 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Lawn 26' })).toBeInTheDocument();
    expect(gateway.calls.at(-1)?.variables).toMatchObject({ after: 'c25', withTotal: false });
    expect(screen.getByText('Showing 26-50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Lawn 60' })).toBeInTheDocument();
    expect(screen.getByText('Showing 51-60 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'Lawn 26' })).toBeInTheDocument();

    // A new search starts again at the top, asking the total again.
    await user.type(screen.getByRole('textbox', { name: /search/i }), 'lawn');
    await waitFor(() =>
      expect(gateway.calls.at(-1)?.variables).toMatchObject({ search: 'lawn', after: null, withTotal: true }),
    );
  });
});
