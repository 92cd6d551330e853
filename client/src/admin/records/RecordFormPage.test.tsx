import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeGraphQLError, fakeGateway, renderAdmin, screen, waitFor } from '../../test-utils/renderAdmin';
import { RecordFormPage } from './RecordFormPage';

describe('RecordFormPage', () => {
  it('loads the option lists first, then saves a new add-on with numbers as numbers', async () => {
    const user = userEvent.setup();
    let created: unknown = null;
    const gateway = fakeGateway({
      AdminSelectOptionsQuery: ({ table }) => {
        expect(table).toBe('SERVICES');
        return {
          adminSelectOptions: [{ __typename: 'AdminSelectOption', value: '4', label: 'Hedge trimming' }],
        };
      },
      AdminCreateRowMutation: ({ input }) => {
        created = input;
        return {
          adminCreateRow: {
            __typename: 'AdminRowPayload',
            row: { __typename: 'AdminRow', id: '9', data: {} },
          },
        };
      },
    });
    renderAdmin(<RecordFormPage />, { route: '/admin/addons/add', path: '/admin/:tableId/:id', gateway });
    expect(screen.getByText('Loading form options...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Add-Ons' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ID' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Service/ }));
    await user.click(await screen.findByRole('option', { name: 'Hedge trimming' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Green waste removal');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '120.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).not.toBeNull());
    expect(created).toEqual({
      table: 'ADDONS',
      data: { serviceId: 4, name: 'Green waste removal', description: null, price: 120.5, statusId: 1 },
      // A create sends an idempotency key: a retry after a lost answer makes one add-on.
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await screen.findByText('Now at /admin/addons')).toBeInTheDocument();
  }, 45_000);

  it('shows why a save was refused instead of only logging it', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      AdminRecordRouteQuery: () => ({
        adminTableRow: {
          __typename: 'AdminRow',
          id: '2',
          data: {
            id: 2,
            name: 'Lawn Care',
            description: null,
            imageUrl: null,
            parentCategoryId: null,
            statusId: 1,
          },
        },
      }),
      AdminSelectOptionsQuery: () => ({ adminSelectOptions: [] }),
      AdminUpdateRowMutation: () => {
        throw new FakeGraphQLError('Name must be at least 2 characters', {
          code: 'BAD_USER_INPUT',
          field: 'name',
        });
      },
    });
    renderAdmin(<RecordFormPage />, { route: '/admin/categories/2', path: '/admin/:tableId/:id', gateway });
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Lawn Care');
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The record could not be saved. Name must be at least 2 characters'),
    ).toBeInTheDocument();
    // ...and on the field it concerns, until that field is changed.
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription(/Name must be at least 2 characters/);
    await user.type(name, 's');
    expect(name).not.toHaveAccessibleDescription(/Name must be at least 2 characters/);
  }, 45_000);
});
