import { describe, expect, it } from 'vitest';
import { fakeGateway, render, screen, within } from '../../test-utils/render';
import { MyStatement } from './MyStatement';

const statement = {
  __typename: 'Statement',
  entries: [
    {
      kind: 'INVOICE',
      at: '2031-03-02T08:00:00.000Z',
      reference: 'INV-000007',
      method: null,
      amount: 1000,
      balance: 1000,
    },
    {
      kind: 'PAYMENT',
      at: '2031-03-02T08:00:00.000Z',
      reference: 'EFT 7781',
      method: 'EFT',
      amount: 1000,
      balance: 0,
    },
    {
      kind: 'CREDIT_NOTE',
      at: '2031-03-05T08:00:00.000Z',
      reference: 'CN-000002',
      method: null,
      amount: 250,
      balance: -250,
    },
    {
      kind: 'REFUND',
      at: '2031-03-05T08:00:00.000Z',
      reference: 'FNB-RF-1',
      method: 'EFT',
      amount: 250,
      balance: 0,
    },
  ].map((e) => ({ __typename: 'StatementEntry', bookingReference: 'booking-1', ...e })),
  charged: 1000,
  paid: 1000,
  credited: 250,
  refunded: 250,
  balance: 0,
  refundDue: 0,
  awaitingPayment: 450,
};

describe('MyStatement', () => {
  it('lists what was charged, paid, credited and refunded with the running balance, then the totals', async () => {
    render(<MyStatement />, {
      gateway: fakeGateway({ MyStatementQuery: () => ({ myStatement: statement }) }),
    });
    const table = await screen.findByRole('table', { name: 'Statement' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Invoice',
      'Payment (EFT)',
      'Credit note',
      'Refund',
    ]);
    expect(rows[0]).toHaveTextContent(/INV-000007.*R\s?1\s?000,00.*R\s?1\s?000,00 owing/);
    expect(rows[2]).toHaveTextContent(/CN-000002.*-R\s?250,00.*R\s?250,00 in credit/);
    expect(rows[3]).toHaveTextContent('FNB-RF-1');
    expect(screen.getByTestId('statement-totals')).toHaveTextContent(
      /Charged R\s?1\s?000,00.*Paid R\s?1\s?000,00/,
    );
    expect(screen.getByText(/R\s?450,00 is still to pay on confirmed visits/)).toBeInTheDocument();
  });

  it('says so when nothing was charged yet', async () => {
    const empty = {
      ...statement,
      entries: [],
      charged: 0,
      paid: 0,
      credited: 0,
      refunded: 0,
      awaitingPayment: 0,
    };
    render(<MyStatement />, { gateway: fakeGateway({ MyStatementQuery: () => ({ myStatement: empty }) }) });
    expect(await screen.findByText('Nothing charged or paid yet.')).toBeInTheDocument();
  });
});
