import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, refusal, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { ApiClientsSection } from './ApiClientsSection';

const SLOW = { timeout: 10_000 };
const SECRET = 'gl_live_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const client = (id: string, name: string, revokedAt: string | null = null) => ({
  __typename: 'ApiClient',
  id,
  name,
  scopes: ['catalogue:read'],
  allowedOrigins: [],
  allowedReturnUrls: [],
  reach: 'OWN',
  secretShown: 'gl_live_abc123',
  createdAt: '2026-11-01T08:00:00.000Z',
  rotatedAt: null,
  revokedAt,
  limits: {
    __typename: 'ApiClientLimits',
    requestsPerMinute: 600,
    costPerMinute: 300_000,
    quoteRequestsPerDay: 10,
    defaults: ['requestsPerMinute', 'costPerMinute', 'quoteRequestsPerDay'],
  },
});

describe("the Developers page's API clients", () => {
  it('creates a client with its scopes and shows its secret once', async () => {
    const user = userEvent.setup();
    let created = false;
    const gateway = fakeGateway({
      AdminApiClients: () => ({
        adminApiClients: created
          ? [client('2', 'Leads Ltd'), client('1', 'Old Partner', '2026-11-02T08:00:00Z')]
          : [],
      }),
      AdminCreateApiClient: () => {
        created = true;
        return {
          adminCreateApiClient: {
            __typename: 'ApiClientWithSecret',
            secret: SECRET,
            client: { __typename: 'ApiClient', id: '2', name: 'Leads Ltd' },
          },
        };
      },
    });
    renderAdmin(<ApiClientsSection />, { gateway });
    expect(await screen.findByText('No API clients yet.', {}, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name', { exact: false }), 'Leads Ltd');
    await user.click(screen.getByLabelText(/^catalogue:read/));
    await user.type(
      screen.getByLabelText('Allowed return URLs', { exact: false }),
      'https://leads.example/paid',
    );
    await user.click(screen.getByRole('button', { name: 'Create API client' }));

    expect(await screen.findByText(SECRET, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    const create = gateway.calls.find((c) => c.operationName === 'AdminCreateApiClient');
    expect(create?.variables).toEqual({
      input: {
        name: 'Leads Ltd',
        scopes: ['catalogue:read'],
        allowedOrigins: [],
        reach: 'OWN',
        allowedReturnUrls: ['https://leads.example/paid'],
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    });
    // The list shows only the start of each key, and which is revoked.
    expect((await screen.findAllByText('gl_live_abc123…', {}, SLOW)).length).toBe(2);
    expect(screen.getByText(/^Revoked/)).toBeInTheDocument();

    // Once dismissed, the secret is gone from the page for good.
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it("shows the gateway's refusal in words", async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      AdminApiClients: () => ({ adminApiClients: [] }),
      AdminCreateApiClient: () => {
        throw refusal('FORBIDDEN', 'Access Denied - You do not have permission to access this page.');
      },
    });
    renderAdmin(<ApiClientsSection />, { gateway });
    await screen.findByText('No API clients yet.', {}, SLOW);
    await user.type(screen.getByLabelText('Name', { exact: false }), 'X');
    await user.click(screen.getByLabelText(/^bookings:write/));
    await user.click(screen.getByRole('button', { name: 'Create API client' }));
    expect(await screen.findByText(/could not be created/, {}, SLOW)).toBeInTheDocument();
  });

  it("sets a client's limits, an empty field being the default, and names a refused one at its field", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const gateway = fakeGateway({
      AdminApiClients: () => ({ adminApiClients: [client('2', 'Leads Ltd')] }),
      AdminSetApiClientLimits: (variables) => {
        if (refuse) {
          refuse = false;
          throw refusal('BAD_USER_INPUT', 'Requests a minute must be a whole number from 1 to 100 000', {
            field: 'limits.requestsPerMinute',
          });
        }
        return {
          adminSetApiClientLimits: {
            __typename: 'ApiClient',
            id: '2',
            limits: {
              ...client('2', 'Leads Ltd').limits,
              ...(variables as { input: object }).input,
              defaults: [],
            },
          },
        };
      },
    });
    renderAdmin(<ApiClientsSection />, { gateway });
    expect(
      await screen.findByText(/600 requests\/min \(default\) · 300 000 cost\/min \(default\)/, {}, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limits' }));
    await user.type(await screen.findByLabelText('Requests a minute', { exact: false }), '1200');
    await user.type(screen.getByLabelText('Quote requests a day', { exact: false }), '50');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText(/must be a whole number/, {}, SLOW)).toBeInTheDocument();
    // said at its field, not as the form's failure
    expect(screen.getByLabelText('Requests a minute', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await screen.findByText('Leads Ltd', {}, SLOW);
    const sets = gateway.calls.filter((c) => c.operationName === 'AdminSetApiClientLimits');
    expect(sets.at(-1)?.variables).toEqual({
      id: '2',
      input: { requestsPerMinute: 1200, costPerMinute: null, quoteRequestsPerDay: 50 },
    });
    await expect.poll(() => screen.queryByRole('button', { name: 'Save limits' }), SLOW).toBeNull();
  });

  it("changes a client's reach and return URLs, naming a refused prefix at its field", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const gateway = fakeGateway({
      AdminApiClients: () => ({ adminApiClients: [client('2', 'Leads Ltd')] }),
      AdminSetApiClientAccess: (variables) => {
        if (refuse) {
          refuse = false;
          throw refusal('BAD_USER_INPUT', 'A return URL prefix is https://host/path', {
            field: 'allowedReturnUrls',
          });
        }
        return {
          adminSetApiClientAccess: {
            __typename: 'ApiClient',
            id: '2',
            ...(variables as { input: object }).input,
          },
        };
      },
    });
    renderAdmin(<ApiClientsSection />, { gateway });
    expect(await screen.findByText(/^Own: Only the bookings/, {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reach' }));
    const dialog = within(await screen.findByRole('dialog', {}, SLOW));
    await user.click(dialog.getByLabelText(/^All: Every booking/));
    const urls = () => dialog.getByLabelText('Allowed return URLs', { exact: false });
    await user.type(urls(), 'ftp://x');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(/prefix is https/, {}, SLOW)).toBeInTheDocument();
    expect(urls()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(urls());
    await user.type(urls(), 'https://leads.example/');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await expect.poll(() => screen.queryByRole('button', { name: 'Save' }), SLOW).toBeNull();
    const sets = gateway.calls.filter((c) => c.operationName === 'AdminSetApiClientAccess');
    expect(sets.at(-1)?.variables).toEqual({
      id: '2',
      input: { reach: 'ALL', allowedReturnUrls: ['https://leads.example/'] },
    });
  });
});
