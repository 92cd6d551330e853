import { graphql } from '../../__generated__';

/** The signed-in user (the shell asks on every page, so it stays apart from the other account operations). */
export const SessionQuery = graphql(`
  query SessionQuery {
    me {
      id
      name
      email
      phone
      address
      role
    }
  }
`);
