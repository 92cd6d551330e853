import { graphql } from '../../__generated__';

export const AdminModifiersRouteQuery = graphql(`
  query AdminModifiersRouteQuery {
    adminModifiers {
      ...ModifiersPage_modifier
    }
  }
`);

export const AdminSaveModifierMutation = graphql(`
  mutation AdminSaveModifierMutation($input: AdminSaveModifierInput!) {
    adminSaveModifier(input: $input) {
      modifier {
        ...ModifiersPage_modifier
      }
    }
  }
`);

export const AdminDeleteModifierMutation = graphql(`
  mutation AdminDeleteModifierMutation($input: AdminDeleteInput!) {
    adminDeleteModifier(input: $input) {
      id
      success
      archived
      message
    }
  }
`);
