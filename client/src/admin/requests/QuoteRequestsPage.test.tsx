import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, waitFor } from '../../test-utils/renderAdmin';
import { QuoteRequestsPage } from './QuoteRequestsPage';

const SLOW = { timeout: 10_000 };

const request = (id: number, name: string) => ({
  __typename: 'QuoteRequest',
  id: String(id),
  serviceName: 'Garden Design Consultation',
  name,
  suburb: 'Rondebosch',
  status: 'NEW',
  createdAt: '2026-11-20T08:00:00.000Z',
});

describe('the quote requests list', () => {
  it('pages by cursor and sends its search and status, each from the first page', async () => {
    const gateway = fakeGateway({
      AdminQuoteRequestsPage: (vars) => ({
        adminQuoteRequestsPage: {
          __typename: 'QuoteRequestPage',
          ...(vars['after'] === 'c9'
            ? { nodes: [request(8, 'Pieter Botha')], hasNextPage: false, endCursor: 'c8' }
            : vars['search']
              ? { nodes: [], hasNextPage: false, endCursor: null }
              : { nodes: [request(9, 'Thandi Mokoena')], hasNextPage: true, endCursor: 'c9' }),
        },
      }),
    });
    const user = userEvent.setup();
    renderAdmin(<QuoteRequestsPage />, { gateway });
    expect(await screen.findByRole('link', { name: 'Request 9' }, SLOW)).toHaveAttribute(
      'href',
      '/admin/requests/9',
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Pieter Botha', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.type(screen.getByLabelText(/Search requests/), 'nobody');
    expect(await screen.findByText('No quote request matches.', {}, SLOW)).toBeInTheDocument();
    const calls = () => gateway.calls.filter((c) => c.operationName === 'AdminQuoteRequestsPage');
    await waitFor(
      () => expect(calls().at(-1)?.variables).toMatchObject({ search: 'nobody', after: null }),
      SLOW,
    );
  });
});
