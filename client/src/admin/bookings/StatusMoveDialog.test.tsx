import { OFFICE_ONLY_MOVES } from '@greenleaf/shared/booking-status-moves';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { asksFirst, StatusMoveDialog } from './StatusMoveDialog';

describe('the office is asked before a status move that tells or is hard to see', () => {
  it('asks before cancelling, completing and undoing completed, not before confirming a pending booking', () => {
    expect(asksFirst('CONFIRMED', 'CANCELLED')).toBe(true);
    expect(asksFirst('CONFIRMED', 'COMPLETED')).toBe(true);
    expect(asksFirst('COMPLETED', 'CONFIRMED')).toBe(true);
    expect(asksFirst('PENDING', 'CONFIRMED')).toBe(false);
  });

  it('says a paid cancel is refunded and e-mailed, and offers "Don\'t e-mail the customer"', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderAdmin(
      <StatusMoveDialog
        from="CONFIRMED"
        to="CANCELLED"
        paid
        busy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      within(dialog).getByText(
        'It is paid: it will be marked "Refund due". The customer is e-mailed that it is cancelled and that the refund is due.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't e-mail the customer" }));
    expect(
      within(dialog).getByText(
        'It is paid: it will be marked "Refund due". The customer is not e-mailed: tell them yourself.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(onConfirm).toHaveBeenCalledWith({ notifyCustomer: false });
  });

  it('asks before Completed and states the undo; the undo states why', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = renderAdmin(
      <StatusMoveDialog
        from="CONFIRMED"
        to="COMPLETED"
        paid
        busy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const ask = await screen.findByRole('dialog', { name: 'Mark this booking completed?' });
    expect(within(ask).getByText(/Undo Completed puts it back to Confirmed/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Mark as Completed' }));
    expect(onConfirm).toHaveBeenCalledWith({ notifyCustomer: true });
    rerender(
      <StatusMoveDialog
        from="COMPLETED"
        to="CONFIRMED"
        paid
        busy={false}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const undo = await screen.findByRole('dialog', { name: 'Undo Completed?' });
    expect(within(undo).getByText(OFFICE_ONLY_MOVES.completed![0]!.reason)).toBeInTheDocument();
    expect(within(undo).getByRole('button', { name: 'Undo Completed' })).toBeInTheDocument();
  });
});
