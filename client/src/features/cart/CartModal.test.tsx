import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { fakeGateway, render, screen, userEvent, waitFor, within } from '../../test-utils/render';
import { CartModal } from './CartModal';
import { useBooking } from '../booking/BookingProvider';
import { saveBooking } from '../booking/bookingStorage';
import { firstTimeDiscount } from '../../test-utils/quoteAdjustments';

function OpenCart() {
  const { openCart, cartOpen } = useBooking();
  useEffect(() => openCart(), [openCart]);
  return cartOpen ? <CartModal /> : <p>cart closed</p>;
}

const line = (name: string, total: number, packageId: string | null = null) => ({
  serviceId: packageId ? null : '1',
  packageId,
  name,
  basePrice: total,
  options: packageId ? [] : [{ id: '2', name: 'Medium', variationName: 'Lawn Size', amount: 150 }],
  addOns: packageId ? [] : [{ id: '7', name: 'Edge trimming', amount: 80 }],
  season: null,
  total,
});

function quote(variables: Record<string, unknown>) {
  const input = variables['input'] as { lines: Array<{ serviceId?: string; packageId?: string }> };
  const lines = input.lines.map((l) =>
    l.packageId ? line('Spring Revival', 2850, l.packageId) : line('Lawn Mowing', 580),
  );
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  return {
    quote: {
      __typename: 'Quote',
      lines,
      subtotal,
      adjustments: [firstTimeDiscount(-subtotal / 4)],
      earned: [],
      referralCredit: null,
      total: Math.round(subtotal * 0.75),
      token: 'q1.test',
      repeat: null,
    },
  };
}

describe('CartModal', () => {
  it('shows every line with its options, add-ons, modifiers and totals; Remove drops a line; removing the last closes it', async () => {
    saveBooking({
      lines: [
        { kind: 'service', key: 'a', serviceId: '1', options: { '10': '2' }, addOnIds: ['7'] },
        { kind: 'package', key: 'b', packageId: '8' },
      ],
      modifiers: { '1': '2' },
      date: null,
      slot: null,
    });
    const user = userEvent.setup();
    render(<OpenCart />, { gateway: fakeGateway({ QuoteQuery: quote }) });

    const dialog = await screen.findByRole('dialog', { name: 'Booking Cart' });
    expect(within(dialog).getByText('2 service(s) selected')).toBeInTheDocument();
    const mowing = await within(dialog).findByRole('article', { name: 'Lawn Mowing' });
    expect(mowing).toHaveTextContent('Lawn Size: Medium');
    expect(mowing).toHaveTextContent('Add-on: Edge trimming');
    expect(mowing).toHaveTextContent(/Service total\s*R\s?580,00/);
    expect(
      within(dialog).getByText(/Customer Type: First-time customer \(-25% of R\s?3\s?430,00\)/),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('quote-total')).toHaveTextContent(/R\s?2\s?573,00/);
    // No date yet: the cart says the total depends on it (a season may change it).
    expect(within(dialog).getByTestId('date-depends')).toHaveTextContent(
      'The total depends on the date you choose',
    );
    expect(within(dialog).getByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();

    await user.click(within(mowing).getByRole('button', { name: 'Remove Lawn Mowing' }));
    await waitFor(() => expect(within(dialog).getByText('1 service(s) selected')).toBeInTheDocument());
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Spring Revival' }));
    expect(await screen.findByText('cart closed')).toBeInTheDocument();
  });

  it('shows the empty state and no way to checkout when there are no services', async () => {
    render(<OpenCart />, { gateway: fakeGateway({ QuoteQuery: quote }) });
    const dialog = await screen.findByRole('dialog', { name: 'Booking Cart' });
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Add some services to get started!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continue Shopping' }));
    expect(await screen.findByText('cart closed')).toBeInTheDocument();
  });
});
