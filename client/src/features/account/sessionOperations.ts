import { graphql } from '../../__generated__';

/** What the site keeps of the signed-in user; sign-in, registration and a booking that makes an account answer it. */
export const Session_user = graphql(`
  fragment Session_user on User {
    id
    name
    email
    phone
    address
    role
  }
`);

/** The signed-in user (the shell asks on every page, so it stays apart from the other account operations). */
export const SessionQuery = graphql(`
  query SessionQuery {
    me {
      ...Session_user
    }
  }
`);
