import { graphql } from '../../__generated__';

export const AdminVariationFields = graphql(`
  fragment AdminVariationFields on Variation {
    id
    name
    description
    options {
      id
      label
      additionalCost
      description
    }
  }
`);

export const AdminVariationsRouteQuery = graphql(`
  query AdminVariationsRouteQuery {
    adminVariations {
      ...AdminVariationFields
    }
  }
`);

export const AdminSaveVariationMutation = graphql(`
  mutation AdminSaveVariationMutation($input: AdminSaveVariationInput!) {
    adminSaveVariation(input: $input) {
      variation {
        ...AdminVariationFields
      }
    }
  }
`);

export const AdminDeleteVariationMutation = graphql(`
  mutation AdminDeleteVariationMutation($input: AdminDeleteInput!) {
    adminDeleteVariation(input: $input) {
      id
      success
    }
  }
`);
