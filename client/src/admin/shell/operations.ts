import { graphql } from '../../__generated__';

export const AdminViewerQuery = graphql(`
  query AdminViewerQuery {
    me {
      id
      name
      email
      role
    }
  }
`);

export const AdminLogoutMutation = graphql(`
  mutation AdminLogoutMutation {
    logout {
      success
    }
  }
`);
