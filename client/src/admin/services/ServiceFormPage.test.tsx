import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, waitFor, within } from '../../test-utils/renderAdmin';
import { ServiceFormPage } from './ServiceFormPage';

const formData = (service: unknown = null) => ({
  adminSelectOptions: [
    { __typename: 'AdminSelectOption', value: '1', label: 'Lawn Care' },
    { __typename: 'AdminSelectOption', value: '2', label: 'Irrigation' },
  ],
  adminVariations: [
    {
      __typename: 'Variation',
      id: '10',
      name: 'Lawn size',
      options: [
        { __typename: 'VariationOption', id: '101', label: 'Small', additionalCost: 0 },
        { __typename: 'VariationOption', id: '102', label: 'Large', additionalCost: 150 },
      ],
    },
    {
      __typename: 'Variation',
      id: '20',
      name: 'Edging',
      options: [{ __typename: 'VariationOption', id: '201', label: 'Full edging', additionalCost: 80.5 }],
    },
  ],
  ...(service ? { adminService: service } : {}),
});

const existing = {
  __typename: 'Service',
  id: '7',
  categoryId: '2',
  name: 'Drip lines',
  description: 'Installs drip lines',
  imageUrl: null,
  basePrice: 450,
  durationMinutes: 180,
  isPackage: false,
  quoteOnly: false,
  status: 'ACTIVE',
  variations: [
    {
      __typename: 'ServiceVariation',
      variationId: '10',
      variationName: 'Lawn size',
      options: [
        { __typename: 'ServiceOption', id: '101', offered: false },
        { __typename: 'ServiceOption', id: '102', offered: true },
      ],
    },
  ],
};

describe('ServiceFormPage', () => {
  it(
    'creates a service: loading text, empty state, rand option costs, the spec messages, Saving...',
    { timeout: 45_000 },
    async () => {
      const user = userEvent.setup();
      let saved: unknown = null;
      let finishSave: () => void = () => undefined;
      const gateway = fakeGateway({
        AdminServiceFormRouteQuery: () => formData(),
        AdminSaveServiceMutation: ({ input }) => {
          saved = input;
          return new Promise((resolve) => {
            finishSave = () => resolve(undefined);
          }).then(() => ({
            adminSaveService: {
              __typename: 'AdminServicePayload',
              service: { __typename: 'Service', id: '8', name: 'Aeration' },
            },
          }));
        },
      });
      renderAdmin(<ServiceFormPage />, {
        route: '/admin/services/add',
        path: '/admin/services/:id',
        gateway,
      });

      expect(screen.getByText('Loading service details...')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Add New Service' })).toBeInTheDocument();
      expect(screen.getByText('Create a new service with variations')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Service ID' })).not.toBeInTheDocument();
      expect(screen.getByText('No variations selected')).toBeInTheDocument();
      expect(screen.getByText('Select variations above to add options for this service')).toBeInTheDocument();
      expect(screen.getByText('2 options')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Create Service' }));
      expect(await screen.findByText('Please fix the form errors before submitting.')).toBeInTheDocument();
      expect(screen.getByText('Category is required')).toBeInTheDocument();
      expect(screen.getByText('Service name is required')).toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: /^Category/ }));
      await user.click(await screen.findByRole('option', { name: 'Lawn Care' }));
      await user.type(screen.getByRole('textbox', { name: /^Service Name/ }), 'Aeration');
      await user.clear(screen.getByRole('textbox', { name: 'Base Price' }));
      await user.type(screen.getByRole('textbox', { name: 'Base Price' }), '299.99');
      await user.click(screen.getByRole('checkbox', { name: /Lawn size/ }));
      const options = screen.getByRole('group', { name: 'Options of Lawn size' });
      expect(within(options).getByRole('checkbox', { name: 'Small' })).toBeChecked();
      expect(within(options).getByRole('checkbox', { name: /^Large \(\+R\s150,00\)$/ })).toBeChecked();
      await user.click(within(options).getByRole('checkbox', { name: 'Small' }));
      await user.click(screen.getByRole('checkbox', { name: 'This is a package service' }));
      await user.click(screen.getByRole('checkbox', { name: /^Quote only/ }));

      await user.click(screen.getByRole('button', { name: 'Create Service' }));
      expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(saved).toEqual({
        categoryId: '1',
        name: 'Aeration',
        description: null,
        imageUrl: null,
        basePrice: 299.99,
        durationMinutes: 45,
        isPackage: true,
        quoteOnly: true,
        status: 'ACTIVE',
        variations: [{ variationId: '10', optionIds: ['102'] }],
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      finishSave();
      expect(await screen.findByText('Now at /admin/services')).toBeInTheDocument();
    },
  );

  it(
    'edits a service: its id, offered options, the remove button and Update Service',
    { timeout: 45_000 },
    async () => {
      const user = userEvent.setup();
      let saved: unknown = null;
      const gateway = fakeGateway({
        AdminServiceFormRouteQuery: ({ id, editing }) => {
          expect({ id, editing }).toEqual({ id: '7', editing: true });
          return formData(existing);
        },
        AdminSaveServiceMutation: ({ input }) => {
          saved = input;
          return {
            adminSaveService: {
              __typename: 'AdminServicePayload',
              service: { __typename: 'Service', id: '7', name: 'Drip lines' },
            },
          };
        },
      });
      renderAdmin(<ServiceFormPage />, { route: '/admin/services/7', path: '/admin/services/:id', gateway });
      expect(await screen.findByRole('heading', { name: 'Edit Service' })).toBeInTheDocument();
      expect(screen.getByText('Update service details and variations')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Service ID' })).toHaveValue('7');
      const options = screen.getByRole('group', { name: 'Options of Lawn size' });
      expect(within(options).getByRole('checkbox', { name: 'Small' })).not.toBeChecked();
      expect(within(options).getByRole('checkbox', { name: /^Large/ })).toBeChecked();

      await user.click(screen.getByRole('button', { name: 'Remove Lawn size' }));
      expect(screen.getByText('No variations selected')).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: /Edging/ }));
      expect(screen.getByRole('checkbox', { name: /^Full edging \(\+R\s80,50\)$/ })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Update Service' }));
      await waitFor(() => expect(saved).not.toBeNull());
      expect(saved).toMatchObject({
        id: '7',
        categoryId: '2',
        basePrice: 450,
        variations: [{ variationId: '20', optionIds: ['201'] }],
      });
    },
  );
});
