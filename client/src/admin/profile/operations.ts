import { graphql } from '../../__generated__';

export const AdminProfileRouteQuery = graphql(`
  query AdminProfileRouteQuery {
    me {
      id
      name
      email
      phone
      address
      role
      status
    }
  }
`);

export const AdminSaveProfileMutation = graphql(`
  mutation AdminSaveProfileMutation($input: AdminSaveUserInput!) {
    adminSaveUser(input: $input) {
      user {
        id
        name
        email
        phone
        address
        role
        status
      }
    }
  }
`);
