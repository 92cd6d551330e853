import { describe, expect, it } from 'vitest';
import { render, screen } from '../../test-utils/render';
import { RefundNotice } from './RefundNotices';

const cancelled = { status: 'CANCELLED' as const, refundStatus: null, refundDue: 0, refunded: 0 };
const confirmed = { status: 'CONFIRMED' as const, refundStatus: null, refundDue: 0, refunded: 0 };

describe('a cancelled booking’s page', () => {
  it('says a late payment will be refunded, as the e-mail does, never that no payment was taken', () => {
    render(<RefundNotice booking={{ ...cancelled, refundStatus: 'DUE', refundDue: 650 }} />);
    expect(screen.getByTestId('refund-notice')).toHaveTextContent(
      /R\s?650[.,]00 of your payment will be refunded to the card you paid with/,
    );
    expect(screen.queryByText(/No payment has been taken/)).not.toBeInTheDocument();
  });

  it('says the payment has been refunded once the office made it', () => {
    render(<RefundNotice booking={{ ...cancelled, refundStatus: 'REFUNDED', refunded: 650 }} />);
    expect(screen.getByTestId('refund-notice')).toHaveTextContent(
      /your payment of R\s?650[.,]00 has been refunded/,
    );
  });

  it('says no payment was taken when none was', () => {
    render(<RefundNotice booking={cancelled} />);
    expect(screen.getByTestId('refund-notice')).toHaveTextContent('No payment has been taken for it.');
  });
});

describe('a booking kept that was paid twice', () => {
  it('says the second payment will be refunded, and the booking is unchanged', () => {
    render(<RefundNotice booking={{ ...confirmed, refundStatus: 'DUE', refundDue: 650 }} />);
    const notice = screen.getByTestId('refund-notice');
    expect(notice).toHaveTextContent(
      /We received a second payment for this booking: R\s?650[.,]00 will be refunded in full/,
    );
    expect(notice).toHaveTextContent('Your booking is unchanged');
  });

  it('says the second payment has been refunded once the office made it', () => {
    render(<RefundNotice booking={{ ...confirmed, refundStatus: 'REFUNDED', refunded: 650 }} />);
    expect(screen.getByTestId('refund-notice')).toHaveTextContent(
      /Your second payment of R\s?650[.,]00 for this booking has been refunded/,
    );
  });

  it('says nothing when nothing was owed', () => {
    render(<RefundNotice booking={confirmed} />);
    expect(screen.queryByTestId('refund-notice')).not.toBeInTheDocument();
  });
});
