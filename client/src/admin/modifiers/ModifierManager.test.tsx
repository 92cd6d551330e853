import { clickOnFrozenClock, expectShownFor } from '../catalogue-editor/bannerTesting';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import userEvent from '@testing-library/user-event';
import { ARCHIVE_INSTEAD_TEXT } from '../catalogue-editor/ConfirmDeleteModal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveStageError } from '../catalogue-editor/SaveStageError';
import { act, fireEvent, renderAdmin, screen, waitFor, within } from '../../test-utils/renderAdmin';
import { ModifierManager, type ModifierItem } from './ModifierManager';
import type { ModifierDraft } from './modifierDraft';

const modifiers: ModifierItem[] = [
  {
    id: '1',
    name: 'Garden size',
    description: 'How big the garden is',
    optionCount: 2,
    options: [
      { id: '11', name: 'Small', type: 'no_charge', units: null, value: 0, description: '' },
      { id: '12', name: 'Large', type: 'extra', units: 'percent', value: 20, description: '' },
    ],
  },
  {
    id: '2',
    name: 'Referral',
    description: 'Referred by a friend',
    optionCount: 1,
    options: [{ id: '21', name: 'Referred', type: 'discount', units: 'percent', value: 25, description: '' }],
  },
];

function renderManager(overrides: Partial<Parameters<typeof ModifierManager>[0]> = {}) {
  const props = {
    modifiers,
    loading: false,
    loadFailed: false,
    onRetry: vi.fn(),
    onSave: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
    ...overrides,
  };
  renderAdmin(<ModifierManager {...props} />);
  return props;
}

function cardToggle(name: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ModifierManager', () => {
  it('shows the title, counters of modifiers and options, and option counts', () => {
    renderManager();
    expect(screen.getByRole('heading', { name: 'Modifier Management' })).toBeInTheDocument();
    expect(screen.getByText('Manage booking modifiers and pricing options')).toBeInTheDocument();
    expect(screen.getByTestId('item-count')).toHaveTextContent('2');
    expect(screen.getByTestId('option-count')).toHaveTextContent('3');
    expect(screen.getByText('2 options')).toBeInTheDocument();
    expect(screen.getByText('1 option')).toBeInTheDocument();
  });

  it('shows the loading text and the empty state', () => {
    const { unmount } = renderAdminLoading();
    expect(screen.getByText('Loading modifiers...')).toBeInTheDocument();
    unmount();
    renderManager({ modifiers: [] });
    expect(screen.getByText('No Modifiers Yet')).toBeInTheDocument();
    expect(
      screen.getByText('Create your first booking modifier to get started with dynamic pricing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add First Modifier' })).toBeInTheDocument();
  });

  it('keeps one card open at a time, and a second click closes it', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(cardToggle('Garden size'));
    expect(cardToggle('Garden size')).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByDisplayValue('Large')).toBeInTheDocument();

    await user.click(cardToggle('Referral'));
    expect(cardToggle('Referral')).toHaveAttribute('aria-expanded', 'true');
    expect(cardToggle('Garden size')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByDisplayValue('Large')).not.toBeInTheDocument();
    // A card's content shows once its Collapse has opened (a frame later on a busy machine).
    expect(await screen.findAllByRole('button', { name: 'Save Changes' })).toHaveLength(1);

    await user.click(cardToggle('Referral'));
    expect(cardToggle('Referral')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('opens the new form with one blank option whose remove button is disabled, and always keeps one', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: 'Add New Modifier' }));
    expect(screen.getAllByRole('textbox', { name: /Option Name/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(screen.getAllByRole('textbox', { name: /Option Name/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(screen.getAllByRole('textbox', { name: /Option Name/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
  });

  it('cancelling the new form resets it', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: 'Add New Modifier' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Half-finished');
    await user.click(screen.getByRole('button', { name: 'Add Option' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Create Modifier' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add New Modifier' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getAllByRole('textbox', { name: /Option Name/ })).toHaveLength(1);
  });

  it('refuses an invalid new modifier with the spec messages', async () => {
    const user = userEvent.setup();
    const props = renderManager();
    await user.click(screen.getByRole('button', { name: 'Add New Modifier' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create Modifier' }));
    expect(await screen.findByText('Please fix the form errors before submitting.')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Option Name is required')).toBeInTheDocument();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('saves a new modifier and shows the success banner for 3 seconds', async () => {
    const user = userEvent.setup();
    const props = renderManager();
    await user.click(screen.getByRole('button', { name: 'Add New Modifier' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'First-time customer');
    await user.type(screen.getByRole('textbox', { name: /Option Name/ }), 'Yes');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Create Modifier' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(props.onSave).toHaveBeenCalledWith(
      {
        name: 'First-time customer',
        description: '',
        options: [{ id: null, name: 'Yes', type: 'no_charge', units: null, value: 0, description: '' }],
      },
      null,
    );
    expectShownFor('Modifier created successfully!', 3000);
  });

  it('shows the options failure for 5 seconds, and expanding a card clears banners', async () => {
    const user = userEvent.setup();
    renderManager({
      onSave: vi.fn(async () => {
        throw new SaveStageError('options');
      }),
    });
    await user.click(cardToggle('Garden size'));
    const save = await screen.findByRole('button', { name: 'Save Changes' });

    await clickOnFrozenClock(save);
    const message = 'Failed to save modifier options. Please try again.';
    expectShownFor(message, 5000);

    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText(message)).toBeInTheDocument();
    fireEvent.click(cardToggle('Referral'));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('resets units and value when an option becomes no charge', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_draft: ModifierDraft, _item: ModifierItem | null) => undefined);
    renderManager({ onSave });
    const props = { onSave };
    await user.click(cardToggle('Referral'));
    // The card's form may render a moment after the click (a busy machine): wait for it.
    expect(await screen.findByRole('textbox', { name: /Value/ })).toHaveValue('25');
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'No charge' }));
    expect(screen.queryByRole('textbox', { name: /Value/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(props.onSave).toHaveBeenCalledTimes(1));
    expect(props.onSave.mock.calls[0]?.[0]).toMatchObject({
      options: [{ id: '21', type: 'no_charge', units: null, value: 0 }],
    });
  });

  it('asks before deleting, with the spec sentence, and reports the result', async () => {
    const user = userEvent.setup();
    const props = renderManager();
    await user.click(screen.getByRole('button', { name: 'Delete Referral' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete "Referral"? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.onDelete).toHaveBeenCalledWith(modifiers[1]));
    expect(await screen.findByText('Modifier deleted successfully!')).toBeInTheDocument();
  });

  it('says a modifier in use was archived, with the reason the gateway gave', async () => {
    const user = userEvent.setup();
    renderManager({
      onDelete: vi.fn(async () => ({
        archived: true,
        message: 'Used by 12 bookings and 2 running series: archived, not deleted.',
      })),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Referral' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ARCHIVE_INSTEAD_TEXT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Used by 12 bookings and 2 running series: archived, not deleted.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Modifier deleted successfully!')).not.toBeInTheDocument();
  });

  it("shows the gateway's refusal, not 'Please try again', when a delete is refused", async () => {
    const user = userEvent.setup();
    const refusal = 'This modifier is used by Lawn Mowing. Remove it from that service first.';
    renderManager({
      onDelete: vi.fn(async () => {
        throw new CombinedGraphQLErrors({ errors: [{ message: refusal, extensions: { code: 'IN_USE' } }] });
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Referral' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('Failed to delete modifier. Please try again.')).not.toBeInTheDocument();
  });

  it("keeps 'Please try again' for a failure the gateway never answered (network)", async () => {
    const user = userEvent.setup();
    renderManager({
      onDelete: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Referral' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete modifier. Please try again.')).toBeInTheDocument();
  });
});

function renderAdminLoading() {
  return renderAdmin(
    <ModifierManager
      modifiers={[]}
      loading
      loadFailed={false}
      onRetry={() => undefined}
      onSave={async () => undefined}
      onDelete={async () => undefined}
    />,
  );
}
