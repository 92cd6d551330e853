/**
 * Partners' webhook endpoints and their deliveries (docs/graphql.md, "Webhooks"). The signing secret
 * is made here, answered once and kept by the api for signing; it is read back only to answer the
 * same caller's create sent again with its idempotency key.
 */
import { pageArgs, withPageInfo } from '../admin/page-args.js';
import { randomBytes } from 'node:crypto';
import { CreateWebhookEndpointBody } from '@greenleaf/shared/rest/webhooks';
import { WEBHOOK_SECRET_PREFIX } from '@greenleaf/shared/rules/webhooks';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import type { ApiWebhookDelivery, ApiWebhookEndpoint } from '../api/replies/webhooks.js';
import { adminId } from '../admin/guard.js';
import { idempotencyOf } from '../idempotency/idempotency.js';
import { requireNumericId } from '../resolvers/ids.js';
import type { GatewayContext } from '../context.js';

const toEndpoint = (e: ApiWebhookEndpoint) => ({ ...e, id: String(e.id) });

const deliveryStatus = (d: ApiWebhookDelivery) =>
  d.deliveredAt ? 'DELIVERED' : d.failedAt ? 'FAILED' : 'PENDING';

const toDelivery = (d: ApiWebhookDelivery) => ({ ...d, id: String(d.id), status: deliveryStatus(d) });

/** A key manages its own client's endpoints only; the office (a session) every one. */
const owner = (ctx: Pick<GatewayContext, 'apiClient'>) =>
  ctx.apiClient ? { api_client_id: ctx.apiClient.id } : {};

export const webhookQueries: QueryResolvers = {
  adminWebhookDeliveriesPage: async (_p, { endpointId, first, after, status, updatedSince }, ctx) => {
    const page = await ctx.api.get('webhooks/deliveries-page.php', {
      endpointId: requireNumericId(endpointId, 'endpointId'),
      ...pageArgs(first, after, 50),
      ...(status ? { status: status.toLowerCase() as 'pending' | 'delivered' | 'failed' } : {}),
      ...(updatedSince ? { updatedSince: new Date(updatedSince).toISOString() } : {}),
      ...owner(ctx),
    });
    return withPageInfo({ ...page, nodes: page.nodes.map(toDelivery) });
  },
  adminWebhookEndpoints: async (_p, _a, ctx) =>
    (await ctx.api.get('webhooks/list.php', owner(ctx))).map(toEndpoint),
  adminWebhookDeliveries: async (_p, { endpointId, first }, ctx) =>
    (
      await ctx.api.get('webhooks/deliveries.php', {
        endpointId: requireNumericId(endpointId, 'endpointId'),
        first: first ?? 50,
        ...owner(ctx),
      })
    ).map(toDelivery),
};

export const webhookMutations: MutationResolvers = {
  adminCreateWebhookEndpoint: async (_p, { url, events, idempotencyKey }, ctx) => {
    const secret = WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
    const idempotency = idempotencyOf(ctx, idempotencyKey, { url, events });
    const parsed = CreateWebhookEndpointBody.safeParse({
      url,
      events,
      secret,
      // a partner's key is no person: only a signed-in admin is recorded as who made it
      created_by: ctx.apiClient ? undefined : adminId(ctx),
      ...owner(ctx),
      ...idempotency,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badInput(String(issue.path[0] ?? 'url'), issue.message);
    }
    // Sent again with its key: the endpoint and the secret the first request made.
    const {
      secret: kept,
      replayed,
      ...endpoint
    } = await ctx.api.forWrite().post('webhooks/save.php', parsed.data);
    return { endpoint: toEndpoint(endpoint), secret: kept, replayed };
  },
  adminDeleteWebhookEndpoint: async (_p, { id }, ctx) =>
    toEndpoint(
      await ctx.api.forWrite().post('webhooks/delete.php', { id: requireNumericId(id, 'id'), ...owner(ctx) }),
    ),
  adminEnableWebhookEndpoint: async (_p, { id }, ctx) =>
    toEndpoint(
      await ctx.api.forWrite().post('webhooks/enable.php', { id: requireNumericId(id, 'id'), ...owner(ctx) }),
    ),
  adminResendWebhookDelivery: async (_p, { id }, ctx) =>
    toDelivery(
      await ctx.api.forWrite().post('webhooks/resend.php', { id: requireNumericId(id, 'id'), ...owner(ctx) }),
    ),
};
