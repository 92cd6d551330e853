/**
 * To an administrator: a partner's webhook endpoint was disabled because every attempt to it failed
 * for days (docs/graphql.md, "Webhooks"). Sent once per disabling.
 */
import { formatMomentLong } from '@greenleaf/shared/format/dates';
import type { ApiWebhookEndpoint } from '../api/replies/webhooks.js';
import { letter, type MessageContent } from './messages.js';

export function webhookEndpointDisabledMessage(
  endpoint: ApiWebhookEndpoint,
  publicUrl: string,
): MessageContent {
  const since = endpoint.failingSince ? formatMomentLong(endpoint.failingSince) : 'several days';
  return letter(
    `Webhook endpoint disabled: ${endpoint.url}`,
    'Hello,',
    [
      `Every attempt to deliver events to the partner's webhook endpoint ${endpoint.url} has failed since ${since}, so it has been disabled: no more events are sent to it, and the deliveries not yet made are kept.`,
      `Once the partner's server answers again, enable it on the Developers page (${publicUrl.replace(/\/$/, '')}/admin/developers): its waiting deliveries are then sent.`,
    ],
    [
      ['Endpoint', endpoint.url],
      ['Events', endpoint.events.join(', ')],
      ['Failing since', since],
    ],
  );
}
