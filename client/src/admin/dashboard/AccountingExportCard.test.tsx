import { describe, expect, it } from 'vitest';
import { render, screen, userEvent } from '../../test-utils/render';
import { AccountingExportCard } from './AccountingExportCard';

describe('AccountingExportCard', () => {
  it('links the download to the chosen period, this month by default', async () => {
    const user = userEvent.setup();
    render(<AccountingExportCard />);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' });
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('href', `/accounting/export.csv?from=${today.slice(0, 8)}01&to=${today}`);
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2031-01-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2031-03-31');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/accounting/export.csv?from=2031-01-01&to=2031-03-31',
    );
  });

  it('offers no download for a period that ends before it starts', async () => {
    const user = userEvent.setup();
    render(<AccountingExportCard />);
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2001-01-01');
    expect(screen.getByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});
