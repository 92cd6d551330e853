import { clickOnFrozenClock, expectShownFor } from '../catalogue-editor/bannerTesting';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveStageError } from '../catalogue-editor/SaveStageError';
import { renderAdmin, screen, waitFor, within } from '../../test-utils/renderAdmin';
import { VariationManager, type VariationItem } from './VariationManager';
import { validateVariationDraft, type VariationDraft } from './variationDraft';

const variations: VariationItem[] = [
  {
    id: '1',
    name: 'Lawn size',
    description: 'Square metres of lawn',
    optionCount: 2,
    options: [
      { id: '11', label: 'Small', additionalCost: 0, description: '', repeatWeeks: '' },
      { id: '12', label: 'Large', additionalCost: 150, description: '', repeatWeeks: '' },
    ],
  },
  {
    id: '2',
    name: 'Edging',
    description: null,
    optionCount: 1,
    options: [{ id: '21', label: 'Trim edges', additionalCost: 80, description: '', repeatWeeks: '' }],
  },
  {
    id: '3',
    name: 'Frequency',
    description: null,
    optionCount: 2,
    options: [
      { id: '31', label: 'Once-off', additionalCost: 0, description: '', repeatWeeks: '' },
      { id: '32', label: 'Fortnightly', additionalCost: 0, description: '', repeatWeeks: 2 },
    ],
  },
];

function renderManager(overrides: Partial<Parameters<typeof VariationManager>[0]> = {}) {
  const props = {
    variations,
    loading: false,
    loadFailed: false,
    onRetry: vi.fn(),
    onSave: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
    ...overrides,
  };
  renderAdmin(<VariationManager {...props} />);
  return props;
}

const cardToggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

afterEach(() => {
  vi.useRealTimers();
});

describe('VariationManager', () => {
  it('words the variation rules as the spec does', () => {
    expect(
      validateVariationDraft({
        name: 'ab',
        description: '',
        options: [{ id: null, label: 'x', additionalCost: -1, description: '', repeatWeeks: '' }],
      }),
    ).toEqual({
      name: 'Name must be at least 3 characters',
      'options.0.label': 'Option Label must be at least 2 characters',
      'options.0.additionalCost': 'Additional Cost must be at least 0',
    });
    expect(
      validateVariationDraft({
        name: '',
        description: '',
        options: [{ id: null, label: '', additionalCost: '', description: '', repeatWeeks: '' }],
      }),
    ).toEqual({
      name: 'Name is required',
      'options.0.label': 'Option Label is required',
      'options.0.additionalCost': 'Additional Cost is required',
    });
  });

  it('allows a repeat of 1 to 26 whole weeks, or none', () => {
    const withRepeat = (repeatWeeks: number | string) =>
      validateVariationDraft({
        name: 'Frequency',
        description: '',
        options: [{ id: null, label: 'Fortnightly', additionalCost: 0, description: '', repeatWeeks }],
      });
    expect(withRepeat('')).toEqual({});
    expect(withRepeat(1)).toEqual({});
    expect(withRepeat(26)).toEqual({});
    const message = 'Repeats every (weeks) must be a whole number from 1 to 26, or empty for a one-off';
    expect(withRepeat(0)).toEqual({ 'options.0.repeatWeeks': message });
    expect(withRepeat(27)).toEqual({ 'options.0.repeatWeeks': message });
    expect(withRepeat(1.5)).toEqual({ 'options.0.repeatWeeks': message });
  });

  it("shows each option's repeat and saves a changed one", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_draft: VariationDraft, _item: VariationItem | null) => undefined);
    renderManager({ onSave });
    await user.click(cardToggle('Frequency'));
    const repeats = await screen.findAllByRole('textbox', { name: /^Repeats every \(weeks\)/ });
    expect(repeats.map((input) => (input as HTMLInputElement).value)).toEqual(['', '2']);
    await user.clear(repeats[1]!);
    await user.type(repeats[1]!, '4');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].options.map((option) => option.repeatWeeks)).toEqual(['', 4]);
  });

  it('shows the title, counters, and the empty state with its button', async () => {
    const user = userEvent.setup();
    renderManager();
    expect(screen.getByRole('heading', { name: 'Variation Management' })).toBeInTheDocument();
    expect(screen.getByText('Manage service variations and their options')).toBeInTheDocument();
    expect(screen.getByTestId('item-count')).toHaveTextContent('3');
    expect(screen.getByTestId('option-count')).toHaveTextContent('5');
    document.body.innerHTML = '';
    renderManager({ variations: [] });
    expect(screen.getByText('No Variations Yet')).toBeInTheDocument();
    expect(
      screen.getByText('Create your first service variation to offer different options to customers.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add First Variation' }));
    expect(screen.getAllByRole('textbox', { name: /Option Label/ })).toHaveLength(1);
  });

  it('keeps one card open at a time', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(cardToggle('Lawn size'));
    await user.click(cardToggle('Edging'));
    expect(cardToggle('Lawn size')).toHaveAttribute('aria-expanded', 'false');
    expect(cardToggle('Edging')).toHaveAttribute('aria-expanded', 'true');
    // The closing card's form leaves once its collapse has finished.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Save Changes' })).toHaveLength(1));
  });

  it('keeps the last option and sends removals with the edited variation', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (_draft: VariationDraft, _item: VariationItem | null) => undefined);
    renderManager({ onSave });
    const props = { onSave };
    await user.click(cardToggle('Lawn size'));
    // The card's form may render a moment after the click (a busy machine): wait for it.
    await user.click(await screen.findByRole('button', { name: 'Remove option 2' }));
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(props.onSave).toHaveBeenCalledTimes(1));
    expect(props.onSave.mock.calls[0]?.[0].options).toEqual([
      { id: '11', label: 'Small', additionalCost: 0, description: '', repeatWeeks: '' },
    ]);
    expect(props.onSave.mock.calls[0]?.[1]).toBe(variations[0]);
    expect(await screen.findByText('Variation updated successfully!')).toBeInTheDocument();
  });

  it('shows a save failure for 5 seconds', async () => {
    const user = userEvent.setup();
    renderManager({
      onSave: vi.fn(async () => {
        throw new SaveStageError('item');
      }),
    });
    await user.click(cardToggle('Edging'));
    // The opened card's form is there before the clock is frozen.
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    await clickOnFrozenClock(save);
    const message = 'Failed to save variation. Please try again.';
    expectShownFor(message, 5000);
  });

  it('reports a failed delete after confirmation', async () => {
    const user = userEvent.setup();
    renderManager({
      onDelete: vi.fn(async () => {
        throw new Error('in use');
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Edging' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete "Edging"? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete variation. Please try again.')).toBeInTheDocument();
  });
});
