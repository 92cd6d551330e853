import { graphql } from '../../__generated__';

export const AdminModifierFields = graphql(`
  fragment AdminModifierFields on Modifier {
    id
    name
    description
    options {
      id
      name
      type
      units
      value
      description
    }
  }
`);

export const AdminModifiersRouteQuery = graphql(`
  query AdminModifiersRouteQuery {
    adminModifiers {
      ...AdminModifierFields
    }
  }
`);

export const AdminSaveModifierMutation = graphql(`
  mutation AdminSaveModifierMutation($input: AdminSaveModifierInput!) {
    adminSaveModifier(input: $input) {
      modifier {
        ...AdminModifierFields
      }
    }
  }
`);

export const AdminDeleteModifierMutation = graphql(`
  mutation AdminDeleteModifierMutation($input: AdminDeleteInput!) {
    adminDeleteModifier(input: $input) {
      id
      success
    }
  }
`);
