import { graphql } from '../../__generated__';

export const AdminProfileRouteQuery = graphql(`
  query AdminProfileRouteQuery {
    me {
      ...ProfileForm_viewer
    }
  }
`);

export const AdminSaveProfileMutation = graphql(`
  mutation AdminSaveProfileMutation($input: AdminSaveUserInput!) {
    adminSaveUser(input: $input) {
      user {
        ...ProfileForm_viewer
      }
    }
  }
`);
