import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test-utils/render';
import { CancelledNotice } from './BookingSuccessfulPage';

describe('a cancelled booking’s page', () => {
  it('says a late payment will be refunded, as the e-mail does', () => {
    render(<CancelledNotice refundStatus="DUE" total={650} />);
    expect(screen.getByTestId('refund-notice')).toHaveTextContent(
      /Your payment of R\s?650[.,]00 will be refunded in full to the card you paid with/,
    );
    expect(screen.queryByText(/No payment has been taken/)).not.toBeInTheDocument();
  });

  it('says a refund was made once the office made it', () => {
    render(<CancelledNotice refundStatus="REFUNDED" total={650} />);
    expect(screen.getByTestId('refund-notice')).toHaveTextContent(/has been refunded/);
  });

  it('says no payment was taken when none was', () => {
    render(<CancelledNotice refundStatus={null} total={650} />);
    expect(screen.getByTestId('refund-notice')).toHaveTextContent('No payment has been taken for it.');
  });
});
