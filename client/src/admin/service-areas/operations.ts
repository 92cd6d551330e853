import { graphql } from '../../__generated__';

export const AdminAreaWaitlistQuery = graphql(`
  query AdminAreaWaitlistQuery {
    adminAreaWaitlist {
      id
      email
      suburb
      createdAt
    }
  }
`);
