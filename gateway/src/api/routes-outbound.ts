/**
 * The REST calls of what leaves the system or is kept for it: saved cards and their charges, the
 * partners' keys, webhooks, the e-mail outbox and the tombstones of erased records (part of ROUTES).
 */
import * as cards from '@greenleaf/shared/rest/cards';
import * as developers from '@greenleaf/shared/rest/developers';
import * as emailOutbox from '@greenleaf/shared/rest/email-outbox';
import { TombstonesPage, TombstonesQuery } from '@greenleaf/shared/rest/tombstones';
import * as webhooks from '@greenleaf/shared/rest/webhooks';
import { z } from 'zod';
import { ApiSavedCardSchema } from './replies/cards.js';
import { ApiApiClientSchema } from './replies/developers.js';
import { ApiSeriesSchema } from './replies/series.js';
import {
  ApiCreatedWebhookEndpointSchema,
  ApiWebhookDeliveriesPageSchema,
  ApiWebhookDeliverySchema,
  ApiWebhookEndpointSchema,
} from './replies/webhooks.js';
import { get, post } from './route-entry.js';

export const OUTBOUND_ROUTES = {
  'cards/save.php': post(z.object({ card: ApiSavedCardSchema.nullable() }), cards.SaveCardBody),
  'cards/get.php': get(z.object({ card: ApiSavedCardSchema.nullable() }), cards.CardUserQuery),
  'cards/remove.php': post(
    z.object({ token: z.string().nullable(), released: z.number().int().default(0) }),
    cards.CardUserQuery,
  ),
  'cards/charge-when.php': post(ApiSeriesSchema, cards.ChargeWhenBody),
  'cards/claim-charges.php': post(
    z.array(z.object({ bookingId: z.number().int(), guidId: z.string(), token: z.string() })),
    cards.ClaimChargesBody,
  ),
  'cards/charge-result.php': post(z.object({ recorded: z.boolean() }), cards.ChargeResultBody),
  'cards/unfinished-charges.php': post(
    z.array(z.object({ bookingId: z.number().int(), guidId: z.string(), claimedAt: z.string() })),
    cards.UnfinishedChargesBody,
  ),

  'changes/tombstones.php': get(TombstonesPage, TombstonesQuery),

  'webhooks/save.php': post(ApiCreatedWebhookEndpointSchema, webhooks.CreateWebhookEndpointBody),
  'webhooks/list.php': get(z.array(ApiWebhookEndpointSchema), webhooks.WebhookListQuery),
  'webhooks/delete.php': post(ApiWebhookEndpointSchema, webhooks.WebhookIdBody),
  'webhooks/enable.php': post(ApiWebhookEndpointSchema, webhooks.WebhookIdBody),
  'webhooks/deliveries.php': get(z.array(ApiWebhookDeliverySchema), webhooks.WebhookDeliveriesQuery),
  'webhooks/deliveries-page.php': get(ApiWebhookDeliveriesPageSchema, webhooks.WebhookDeliveriesPageQuery),
  'webhooks/resend.php': post(ApiWebhookDeliverySchema, webhooks.WebhookIdBody),
  'webhooks/claim.php': post(
    z.array(
      z.object({
        id: z.number().int(),
        eventId: z.string(),
        endpointId: z.number().int(),
        payload: z.record(z.string(), z.unknown()),
        url: z.string(),
        secret: z.string(),
      }),
    ),
    webhooks.ClaimWebhooksBody,
  ),
  'email/enqueue.php': post(
    z.object({ id: z.number().int(), queued: z.boolean() }),
    emailOutbox.EnqueueEmailBody,
  ),
  'email/claim.php': post(
    z.array(
      z.object({
        id: z.number().int(),
        recipient: z.string(),
        message: z.string(),
        attempts: z.number().int(),
      }),
    ),
    emailOutbox.ClaimEmailsBody,
  ),
  'email/claim-notices.php': post(z.array(emailOutbox.ClaimedNotice), emailOutbox.ClaimNoticesBody),
  'email/notice-done.php': post(z.object({ id: z.string(), found: z.boolean() }), emailOutbox.NoticeDoneBody),
  'email/notices.php': get(emailOutbox.ListedNotices, emailOutbox.ListNoticesQuery),
  'email/notice-retry.php': post(emailOutbox.ListedNotice, emailOutbox.RetryNoticeBody),
  'email/sent.php': post(
    z.object({ id: z.number().int(), found: z.boolean() }),
    emailOutbox.EmailOutcomeBody,
  ),
  'email/failed.php': post(
    z.object({ id: z.number().int(), givenUp: z.boolean() }),
    emailOutbox.EmailOutcomeBody,
  ),
  'email/list.php': get(
    z.object({
      nodes: z.array(emailOutbox.OutboxEmailView),
      waiting: z.number().int(),
      failed: z.number().int(),
    }),
    emailOutbox.ListEmailsQuery,
  ),
  'email/retry.php': post(emailOutbox.OutboxEmailView, emailOutbox.RetryEmailBody),
  'webhooks/result.php': post(
    z.object({ recorded: z.boolean(), disabled: ApiWebhookEndpointSchema.nullable() }),
    webhooks.WebhookResultBody,
  ),

  'developers/save.php': post(ApiApiClientSchema, developers.CreateApiClientBody),
  'developers/list.php': get(z.array(ApiApiClientSchema)),
  'developers/rotate.php': post(ApiApiClientSchema, developers.RotateApiClientBody),
  'developers/revoke.php': post(ApiApiClientSchema, developers.RevokeApiClientBody),
  'developers/limits.php': post(ApiApiClientSchema, developers.SetApiClientLimitsBody),
  'developers/access.php': post(ApiApiClientSchema, developers.SetApiClientAccessBody),
  'developers/authenticate.php': get(ApiApiClientSchema, developers.AuthenticateApiClientQuery),
  'developers/origin.php': get(z.object({ allowed: z.boolean() }), developers.AllowedOriginQuery),
} as const;
