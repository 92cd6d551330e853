import { graphql } from '../../__generated__';

export const AdminApiClientsQuery = graphql(`
  query AdminApiClients {
    adminApiClients {
      id
      name
      scopes
      allowedOrigins
      secretShown
      createdAt
      rotatedAt
      revokedAt
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
