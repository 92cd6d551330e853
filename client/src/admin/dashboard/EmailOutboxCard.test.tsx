import { describe, expect, it } from 'vitest';
import { fakeGateway } from '../../test-utils/fakeGateway';
import { render, screen, userEvent, waitFor } from '../../test-utils/render';
import { EmailOutboxCard } from './EmailOutboxCard';

const email = (id: string, more: Record<string, unknown>) => ({
  __typename: 'OutboxEmail',
  id,
  recipient: `customer-${id}@example.co.za`,
  subject: `Reminder ${id}`,
  attempts: 4,
  lastError: '451 Mailbox unavailable, try again later',
  failedAt: null,
  nextAttemptAt: null,
  ...more,
});

const noNotices = () => ({
  adminEmailNotices: { __typename: 'EmailNoticeSummary', retrying: 0, failed: 0, nodes: [] },
});

describe('EmailOutboxCard', () => {
  it('shows the e-mails the mail server has not accepted, with its words, and those given up', async () => {
    const gateway = fakeGateway({
      AdminEmailOutbox: () => ({
        failed: {
          __typename: 'EmailOutboxSummary',
          waiting: 1,
          failed: 1,
          nodes: [email('1', { failedAt: '2026-11-28T08:00:00Z' })],
        },
        waiting: {
          __typename: 'EmailOutboxSummary',
          nodes: [email('2', { nextAttemptAt: '2026-11-29T08:00:00Z' })],
        },
      }),
      AdminEmailNotices: noNotices,
    });
    render(<EmailOutboxCard />, { gateway });
    expect(await screen.findByTestId('email-outbox-counts')).toHaveTextContent(
      '1 e-mail waiting for the mail server · 1 e-mail given up',
    );
    expect(screen.getByText('customer-1@example.co.za')).toBeInTheDocument();
    expect(screen.getByText('customer-2@example.co.za')).toBeInTheDocument();
    expect(screen.getAllByText('451 Mailbox unavailable, try again later')).toHaveLength(2);
    expect(screen.getByText(/^Given up/)).toBeInTheDocument();
  });

  it('says so when every e-mail was sent', async () => {
    const gateway = fakeGateway({
      AdminEmailOutbox: () => ({
        failed: { __typename: 'EmailOutboxSummary', waiting: 0, failed: 0, nodes: [] },
        waiting: { __typename: 'EmailOutboxSummary', nodes: [] },
      }),
      AdminEmailNotices: noNotices,
    });
    render(<EmailOutboxCard />, { gateway });
    expect(await screen.findByText('Every e-mail has been sent.')).toBeInTheDocument();
    expect(screen.queryByText('Changes whose e-mails nobody has')).not.toBeInTheDocument();
  });

  it('lists the changes whose e-mails could not be written, with their booking, tried again or given up', async () => {
    const notice = (id: string, more: Record<string, unknown>) => ({
      __typename: 'EmailNotice',
      id,
      description: "A booking's cancellation, to its customer",
      bookingGuidId: `guid-${id}`,
      attempts: 3,
      lastError: 'the booking could not be read',
      failedAt: null,
      createdAt: '2026-11-28T07:00:00Z',
      ...more,
    });
    const gateway = fakeGateway({
      AdminEmailOutbox: () => ({
        failed: { __typename: 'EmailOutboxSummary', waiting: 0, failed: 0, nodes: [] },
        waiting: { __typename: 'EmailOutboxSummary', nodes: [] },
      }),
      AdminRetryEmailNotice: () => ({
        adminRetryEmailNotice: { __typename: 'EmailNotice', id: 'n1', attempts: 0, failedAt: null },
      }),
      AdminEmailNotices: () => ({
        adminEmailNotices: {
          __typename: 'EmailNoticeSummary',
          retrying: 1,
          failed: 1,
          nodes: [
            notice('n1', { failedAt: '2026-11-29T07:00:00Z' }),
            notice('n2', { description: "A payment's confirmation and tax invoice, to the customer" }),
          ],
        },
      }),
    });
    render(<EmailOutboxCard />, { gateway });
    expect(await screen.findByTestId('email-notices-counts')).toHaveTextContent(
      '1 change tried again · 1 change given up: tell those customers yourself',
    );
    expect(screen.getByText("A payment's confirmation and tax invoice, to the customer")).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Open the booking' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/admin/bookings/guid-n1',
      '/admin/bookings/guid-n2',
    ]);
    expect(screen.getByText(/^Given up/)).toBeInTheDocument();
    expect(screen.getByText(/^Trying again since/)).toBeInTheDocument();

    // only the given-up one may be written again, once confirmed
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write again' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, write again' }));
    await waitFor(() =>
      expect(gateway.calls.find((c) => c.operationName === 'AdminRetryEmailNotice')?.variables).toEqual({
        id: 'n1',
      }),
    );
  });

  it('sends a given-up e-mail again only once the office confirms what it will do', async () => {
    const gateway = fakeGateway({
      AdminEmailOutbox: () => ({
        failed: {
          __typename: 'EmailOutboxSummary',
          waiting: 0,
          failed: 1,
          nodes: [email('7', { failedAt: '2026-11-28T08:00:00Z' })],
        },
        waiting: { __typename: 'EmailOutboxSummary', nodes: [] },
      }),
      AdminEmailNotices: noNotices,
      AdminRetryEmail: () => ({
        adminRetryEmail: {
          __typename: 'OutboxEmail',
          id: '7',
          state: 'WAITING',
          attempts: 0,
          failedAt: null,
        },
      }),
    });
    const user = userEvent.setup();
    render(<EmailOutboxCard />, { gateway });
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText(/Sends "Reminder 7" to customer-7@example.co.za again now/),
    ).toBeInTheDocument();
    expect(gateway.calls.some((c) => c.operationName === 'AdminRetryEmail')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Yes, send again' }));
    await waitFor(() =>
      expect(gateway.calls.find((c) => c.operationName === 'AdminRetryEmail')?.variables).toEqual({
        id: '7',
      }),
    );
  });
});
