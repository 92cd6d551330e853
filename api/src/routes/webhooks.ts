import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { body, query } from '../http/validate.js';
import {
  ClaimWebhooksBody,
  CreateWebhookEndpointBody,
  WebhookDeliveriesPageQuery,
  WebhookDeliveriesQuery,
  WebhookIdBody,
  WebhookListQuery,
  WebhookResultBody,
} from '@greenleaf/shared/rest/webhooks';
import {
  claimWebhookDeliveries,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  webhookDeliveriesPage,
  recordWebhookResult,
  resendWebhookDelivery,
} from '../webhooks/outbox.js';

/** Partners' webhook endpoints and the event outbox (docs/api.md, "Webhooks"). */
export function registerWebhooksRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;
  app.post('/webhooks/save.php', async (req) =>
    createWebhookEndpoint(db, body(req, CreateWebhookEndpointBody)),
  );
  app.get('/webhooks/list.php', async (req) =>
    listWebhookEndpoints(db, query(req, WebhookListQuery).api_client_id),
  );
  app.post('/webhooks/delete.php', async (req) => {
    const { id, api_client_id } = body(req, WebhookIdBody);
    return deleteWebhookEndpoint(db, id, api_client_id);
  });
  app.post('/webhooks/enable.php', async (req) => {
    const { id, api_client_id } = body(req, WebhookIdBody);
    return enableWebhookEndpoint(db, id, api_client_id);
  });
  app.get('/webhooks/deliveries.php', async (req) =>
    listWebhookDeliveries(db, query(req, WebhookDeliveriesQuery)),
  );
  app.get('/webhooks/deliveries-page.php', async (req) =>
    webhookDeliveriesPage(db, query(req, WebhookDeliveriesPageQuery)),
  );
  app.post('/webhooks/resend.php', async (req) => {
    const { id, api_client_id } = body(req, WebhookIdBody);
    return resendWebhookDelivery(db, id, api_client_id);
  });
  app.post('/webhooks/claim.php', async (req) => claimWebhookDeliveries(db, body(req, ClaimWebhooksBody)));
  app.post('/webhooks/result.php', async (req) => recordWebhookResult(db, body(req, WebhookResultBody)));
}
