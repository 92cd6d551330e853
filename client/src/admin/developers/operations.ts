import { graphql } from '../../__generated__';

export const AdminApiClientsQuery = graphql(`
  query AdminApiClients {
    adminApiClients {
      id
      name
      scopes
      allowedOrigins
      allowedReturnUrls
      reach
      secretShown
      createdAt
      rotatedAt
      revokedAt
      limits {
        requestsPerMinute
        costPerMinute
        quoteRequestsPerDay
        defaults
      }
    }
  }
`);

export const AdminSetApiClientLimitsMutation = graphql(`
  mutation AdminSetApiClientLimits($id: ID!, $input: ApiClientLimitsInput!) {
    adminSetApiClientLimits(id: $id, input: $input) {
      id
      limits {
        requestsPerMinute
        costPerMinute
        quoteRequestsPerDay
        defaults
      }
    }
  }
`);

export const AdminSetApiClientAccessMutation = graphql(`
  mutation AdminSetApiClientAccess($id: ID!, $input: ApiClientAccessInput!) {
    adminSetApiClientAccess(id: $id, input: $input) {
      id
      reach
      allowedReturnUrls
    }
  }
`);

export const AdminCreateApiClientMutation = graphql(`
  mutation AdminCreateApiClient($input: ApiClientInput!) {
    adminCreateApiClient(input: $input) {
      secret
      client {
        id
        name
      }
    }
  }
`);

export const AdminRotateApiClientMutation = graphql(`
  mutation AdminRotateApiClient($id: ID!) {
    adminRotateApiClient(id: $id) {
      secret
      client {
        id
        name
      }
    }
  }
`);

export const AdminRevokeApiClientMutation = graphql(`
  mutation AdminRevokeApiClient($id: ID!) {
    adminRevokeApiClient(id: $id) {
      id
      revokedAt
    }
  }
`);

export const AdminWebhookEndpointsQuery = graphql(`
  query AdminWebhookEndpoints {
    adminWebhookEndpoints {
      id
      url
      events
      enabled
      failingSince
      disabledAt
      lastDeliveredAt
      createdAt
    }
  }
`);

export const AdminCreateWebhookEndpointMutation = graphql(`
  mutation AdminCreateWebhookEndpoint($url: String!, $events: [String!]!, $idempotencyKey: String) {
    adminCreateWebhookEndpoint(url: $url, events: $events, idempotencyKey: $idempotencyKey) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`);

export const AdminDeleteWebhookEndpointMutation = graphql(`
  mutation AdminDeleteWebhookEndpoint($id: ID!) {
    adminDeleteWebhookEndpoint(id: $id) {
      id
    }
  }
`);

export const AdminEnableWebhookEndpointMutation = graphql(`
  mutation AdminEnableWebhookEndpoint($id: ID!) {
    adminEnableWebhookEndpoint(id: $id) {
      id
      enabled
      disabledAt
      failingSince
    }
  }
`);

export const AdminWebhookDeliveriesQuery = graphql(`
  query AdminWebhookDeliveries($endpointId: ID!) {
    adminWebhookDeliveries(endpointId: $endpointId, first: 50) {
      id
      eventId
      type
      status
      attempts
      nextAttemptAt
      deliveredAt
      lastError
      createdAt
    }
  }
`);

export const AdminResendWebhookDeliveryMutation = graphql(`
  mutation AdminResendWebhookDelivery($id: ID!) {
    adminResendWebhookDelivery(id: $id) {
      id
      status
      nextAttemptAt
      deliveredAt
    }
  }
`);
