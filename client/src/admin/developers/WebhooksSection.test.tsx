import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGateway, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { WebhooksSection } from './WebhooksSection';

const SLOW = { timeout: 10_000 };
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw0123456789A=';

const endpoint = (id: string, url: string, over: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint',
  id,
  url,
  events: ['booking.created', 'booking.paid'],
  enabled: true,
  failingSince: null,
  disabledAt: null,
  lastDeliveredAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

const delivery = (id: string, status: string, over: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery',
  id,
  eventId: `evt_${id}`,
  type: 'booking.created',
  status,
  attempts: 1,
  nextAttemptAt: '2026-11-03T08:00:00.000Z',
  deliveredAt: status === 'DELIVERED' ? '2026-11-02T08:00:01.000Z' : null,
  lastError: status === 'DELIVERED' ? null : 'HTTP 500',
  createdAt: '2026-11-02T08:00:00.000Z',
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe("the Developers page's webhooks", () => {
  it('adds an endpoint with its events and shows its secret once', async () => {
    const user = userEvent.setup();
    let created = false;
    const gateway = fakeGateway({
      AdminWebhookEndpoints: () => ({
        adminWebhookEndpoints: created
          ? [endpoint('2', 'https://leads.example/hooks', { lastDeliveredAt: '2026-11-02T08:00:00Z' })]
          : [],
      }),
      AdminCreateWebhookEndpoint: () => {
        created = true;
        return {
          adminCreateWebhookEndpoint: {
            __typename: 'WebhookEndpointWithSecret',
            secret: SECRET,
            endpoint: { __typename: 'WebhookEndpoint', id: '2', url: 'https://leads.example/hooks' },
          },
        };
      },
    });
    renderAdmin(<WebhooksSection />, { gateway });
    expect(await screen.findByText('No webhook endpoints yet.', {}, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Endpoint URL', { exact: false }), 'https://leads.example/hooks');
    await user.click(screen.getByLabelText(/^booking\.cancelled/));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByText(SECRET, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    const create = gateway.calls.find((c) => c.operationName === 'AdminCreateWebhookEndpoint');
    // with a key of its own, so "Add endpoint" sent again after a lost answer adds one endpoint
    expect(create?.variables).toEqual({
      url: 'https://leads.example/hooks',
      events: ['booking.cancelled'],
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await screen.findByText('Live', {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('enables a disabled endpoint, and deletes one only once the admin agrees to what it does', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      AdminWebhookEndpoints: () => ({
        adminWebhookEndpoints: [
          endpoint('3', 'https://down.example/hooks', {
            enabled: false,
            failingSince: '2026-11-01T08:00:00Z',
            disabledAt: '2026-11-04T08:00:00Z',
          }),
        ],
      }),
      AdminEnableWebhookEndpoint: () => ({
        adminEnableWebhookEndpoint: {
          __typename: 'WebhookEndpoint',
          id: '3',
          enabled: true,
          disabledAt: null,
          failingSince: null,
        },
      }),
      AdminDeleteWebhookEndpoint: () => ({
        adminDeleteWebhookEndpoint: { __typename: 'WebhookEndpoint', id: '3' },
      }),
    });
    renderAdmin(<WebhooksSection />, { gateway });
    expect(await screen.findByText(/^Disabled/, {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    await vi.waitFor(() =>
      expect(gateway.calls.find((c) => c.operationName === 'AdminEnableWebhookEndpoint')?.variables).toEqual({
        id: '3',
      }),
    );

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm.mock.calls[0]![0]).toMatch(/No more events are sent to it.*deliveries.*deleted/);
    expect(gateway.calls.some((c) => c.operationName === 'AdminDeleteWebhookEndpoint')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(gateway.calls.find((c) => c.operationName === 'AdminDeleteWebhookEndpoint')?.variables).toEqual({
        id: '3',
      }),
    );
  });

  it("lists an endpoint's deliveries and sends one again", async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      AdminWebhookEndpoints: () => ({ adminWebhookEndpoints: [endpoint('4', 'https://p.example/hooks')] }),
      AdminWebhookDeliveries: () => ({
        adminWebhookDeliveries: [delivery('11', 'FAILED', { attempts: 9 }), delivery('10', 'DELIVERED')],
      }),
      AdminResendWebhookDelivery: () => ({
        adminResendWebhookDelivery: {
          __typename: 'WebhookDelivery',
          id: '11',
          status: 'PENDING',
          nextAttemptAt: '2026-11-05T08:00:00Z',
          deliveredAt: null,
        },
      }),
    });
    renderAdmin(<WebhooksSection />, { gateway });
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }, SLOW));
    const table = await screen.findByRole('table', { name: 'Deliveries' }, SLOW);
    expect(await within(table).findByText('evt_11', {}, SLOW)).toBeInTheDocument();
    expect(within(table).getByText('failed')).toBeInTheDocument();
    expect(within(table).getByText('delivered')).toBeInTheDocument();
    expect(within(table).getByText('HTTP 500')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Resend booking.created evt_11' }));
    await vi.waitFor(() =>
      expect(gateway.calls.find((c) => c.operationName === 'AdminResendWebhookDelivery')?.variables).toEqual({
        id: '11',
      }),
    );
  });
});
