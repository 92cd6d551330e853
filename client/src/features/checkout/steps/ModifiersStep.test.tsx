import { describe, expect, it, vi } from 'vitest';
import { fakeGateway, refusal, render, screen, userEvent, waitFor } from '../../../test-utils/render';
import { ModifiersStep, MODIFIERS_FAILED } from './ModifiersStep';
import { saveBooking } from '../../booking/bookingStorage';
import { loadBooking } from '../../booking/bookingSchema';
import { firstTimeDiscount } from '../../../test-utils/quoteAdjustments';

const modifiers = [
  {
    id: '1',
    name: 'Customer Type',
    description: null,
    options: [
      {
        id: '1',
        name: 'Returning customer',
        type: 'NO_CHARGE',
        units: null,
        value: 0,
        description: null,
        rule: null,
      },
      {
        id: '2',
        name: 'First-time customer',
        type: 'DISCOUNT',
        units: 'PERCENT',
        value: 25,
        description: 'Welcome!',
        rule: null,
      },
    ],
  },
  {
    id: '3',
    name: 'Call-out Distance',
    description: null,
    options: [
      {
        id: '7',
        name: 'Within 30 minutes',
        type: 'NO_CHARGE',
        units: null,
        value: 0,
        description: null,
        rule: null,
      },
      {
        id: '8',
        name: 'Beyond 30 minutes',
        type: 'EXTRA',
        units: 'AMOUNT',
        value: 150,
        description: null,
        rule: null,
      },
    ],
  },
];

function bookingWithService() {
  saveBooking({
    lines: [{ kind: 'service', key: 'a', serviceId: '1', options: {}, addOnIds: [] }],
    modifiers: {},
    date: null,
    slot: null,
  });
}

/** The same modifiers with the customer type decided by the gateway (earned discounts). */
const ruled = modifiers.map((m) =>
  m.id !== '1'
    ? m
    : { ...m, options: m.options.map((o) => ({ ...o, rule: o.id === '2' ? 'FIRST_TIME' : null })) },
);

const decidedQuote = () => ({
  quote: {
    __typename: 'Quote',
    lines: [],
    subtotal: 400,
    adjustments: [firstTimeDiscount(-100)],
    referralCredit: null,
    earned: [
      {
        rule: 'FIRST_TIME',
        modifierId: '1',
        optionId: '2',
        optionName: 'First-time customer',
        applied: true,
        reason: 'Applied: your first booking',
      },
    ],
    total: 300,
    token: 'q1.test',
    repeat: null,
  },
});

describe('ModifiersStep', () => {
  it("shows a modifier the gateway decides preselected, read-only, with the gateway's reason", async () => {
    bookingWithService();
    render(<ModifiersStep />, {
      gateway: fakeGateway({
        CheckoutModifiersQuery: () => ({ modifiers: ruled }),
        QuoteQuery: decidedQuote,
      }),
    });
    const first = await screen.findByRole('radio', { name: /First-time customer/ });
    await waitFor(() => expect(first).toBeChecked());
    expect(first).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Returning customer/ })).toBeDisabled();
    expect(screen.getByText('Applied: your first booking (decided for you)')).toBeInTheDocument();
    // the call-out stays the customer's choice
    expect(screen.getByRole('radio', { name: /Beyond 30 minutes/ })).toBeEnabled();
  });

  it('shows the error with Try Again, which reloads the modifiers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    bookingWithService();
    const user = userEvent.setup();
    let attempts = 0;
    render(<ModifiersStep />, {
      gateway: fakeGateway({
        CheckoutModifiersQuery: () => {
          attempts += 1;
          if (attempts === 1) throw refusal('INTERNAL_SERVER_ERROR');
          return { modifiers };
        },
      }),
    });
    expect(await screen.findByText(MODIFIERS_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radiogroup', { name: /Customer Type/ })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('preselects the first option of each modifier, stores the choice, and labels values and colours', async () => {
    bookingWithService();
    const user = userEvent.setup();
    render(<ModifiersStep />, { gateway: fakeGateway({ CheckoutModifiersQuery: () => ({ modifiers }) }) });

    expect(await screen.findByRole('radio', { name: /Returning customer/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Within 30 minutes/ })).toBeChecked();
    await waitFor(() => expect(loadBooking().modifiers).toEqual({ '1': '1', '3': '7' }));
    const badge = (text: string | RegExp) => screen.getAllByText(text)[0]!.closest('.mantine-Badge-root');
    expect(screen.getAllByText('No extra charge')).toHaveLength(2);
    // red discount, green extra, grey no charge
    expect(badge('-25%')?.getAttribute('style')).toContain('red-9');
    expect(badge(/^\+R\s?150,00$/)?.getAttribute('style')).toContain('leaf-9');
    expect(badge('No extra charge')?.getAttribute('style')).toContain('gray-7');
    expect(screen.getByText('Welcome!')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /First-time customer/ }));
    expect(screen.getByRole('radio', { name: /First-time customer/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Returning customer/ })).not.toBeChecked();
    await waitFor(() => expect(loadBooking().modifiers).toEqual({ '1': '2', '3': '7' }));
    expect(screen.getByRole('button', { name: 'Continue to Date & Time' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/booking-checkout');
  });

  it('keeps the previously chosen option', async () => {
    saveBooking({
      lines: [{ kind: 'service', key: 'a', serviceId: '1', options: {}, addOnIds: [] }],
      modifiers: { '1': '2', '3': '8' },
      date: null,
      slot: null,
    });
    render(<ModifiersStep />, { gateway: fakeGateway({ CheckoutModifiersQuery: () => ({ modifiers }) }) });
    expect(await screen.findByRole('radio', { name: /First-time customer/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Beyond 30 minutes/ })).toBeChecked();
  });
});
