import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, screen, waitFor } from '../../test-utils/renderAdmin';
import { DynamicForm, INVALID_FORM_MESSAGE } from './DynamicForm';
import type { FormSection } from './fieldTypes';
import { sectionsForTable } from './tableForms';

const sections: FormSection[] = [
  {
    title: 'Details',
    description: 'What customers see',
    fields: [
      { key: 'name', label: 'Name', type: 'text', required: true },
      { key: 'email', label: 'Contact Email', type: 'email' },
      { key: 'price', label: 'Price', type: 'number', min: 0, max: 500, step: 0.01 },
      { key: 'isPackage', label: 'This is a package service', type: 'checkbox' },
      { key: 'startDate', label: 'Start Date', type: 'date' },
    ],
  },
];

function renderForm(onSubmit = vi.fn()) {
  renderAdmin(
    <DynamicForm
      title="Categories"
      subtitle="Edit a category"
      sections={sections}
      initialValues={{ name: '', email: '', price: '', isPackage: false, startDate: '' }}
      creating
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

describe('DynamicForm', () => {
  it('shows the title, subtitle, section and an input for every type, checkbox and date included', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByText('Edit a category')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'This is a package service' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('keeps Save disabled while a required field is empty', async () => {
    const user = userEvent.setup();
    renderForm();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Lawns');
    expect(save).toBeEnabled();
  });

  it('says "{label} is required" once the field has been touched, not before', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('words e-mail, min and max errors as the spec does', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Contact Email' }), 'not-an-email');
    expect(await screen.findByText('Contact Email must be a valid email address')).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.type(price, '-5');
    expect(await screen.findByText('Price must be at least 0')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '600');
    expect(await screen.findByText('Price must be at most 500')).toBeInTheDocument();
  });

  it('refuses an invalid submit with the spec message and submits valid values', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Lawns');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVALID_FORM_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Price' }));
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '250.5');
    await user.click(screen.getByRole('checkbox', { name: 'This is a package service' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Lawns', price: 250.5, isPackage: true });
    expect(screen.queryByText(INVALID_FORM_MESSAGE)).not.toBeInTheDocument();
  });

  it('offers only the chosen modifier’s options, and clears an option when the modifier changes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderAdmin(
      <DynamicForm
        title="Booking Manager"
        sections={sectionsForTable('booking-manager', true)}
        initialValues={{ bookingId: null, modifierId: null, modifierOptionId: null, statusId: 1 }}
        optionLists={{
          bookings: [{ value: '7', label: 'booking-7 - 2031-03-03' }],
          modifiers: [
            { value: '1', label: 'Frequency' },
            { value: '2', label: 'Lawn size' },
          ],
          modifierOptions: [
            { value: '11', label: 'Frequency: Weekly', parent: '1' },
            { value: '12', label: 'Frequency: Monthly', parent: '1' },
            { value: '21', label: 'Lawn size: Large', parent: '2' },
          ],
        }}
        creating
        onSubmit={onSubmit}
      />,
    );
    const optionSelect = screen.getByRole('combobox', { name: /^Modifier Option/ });
    await user.click(optionSelect);
    expect(screen.queryByRole('option', { name: /Weekly|Large/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Modifier\b(?! Option)/ }));
    await user.click(await screen.findByRole('option', { name: 'Frequency' }));
    await user.click(optionSelect);
    expect(await screen.findByRole('option', { name: 'Frequency: Weekly' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Frequency: Monthly' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Lawn size: Large' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Frequency: Weekly' }));
    expect(optionSelect).toHaveValue('Frequency: Weekly');

    // Another modifier: the weekly option no longer belongs, so it is cleared and only its own are offered.
    await user.click(screen.getByRole('combobox', { name: /^Modifier\b(?! Option)/ }));
    await user.click(await screen.findByRole('option', { name: 'Lawn size' }));
    expect(optionSelect).toHaveValue('');
    await user.click(optionSelect);
    expect(await screen.findByRole('option', { name: 'Lawn size: Large' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Frequency: Weekly' })).not.toBeInTheDocument();
  });

  it('does not offer a category as its own parent', async () => {
    const user = userEvent.setup();
    renderAdmin(
      <DynamicForm
        title="Categories"
        sections={sectionsForTable('categories', false)}
        initialValues={{ id: 2, name: 'Lawn Care', parentCategoryId: null, statusId: 1 }}
        optionLists={{
          categories: [
            { value: '1', label: 'Garden' },
            { value: '2', label: 'Lawn Care' },
          ],
        }}
        creating={false}
        onSubmit={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: /^Parent Category/ }));
    expect(await screen.findByRole('option', { name: 'Garden' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Lawn Care' })).not.toBeInTheDocument();
  });
});
