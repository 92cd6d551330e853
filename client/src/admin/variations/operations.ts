import { graphql } from '../../__generated__';

export const AdminVariationsRouteQuery = graphql(`
  query AdminVariationsRouteQuery {
    adminVariations {
      ...VariationsPage_variation
    }
  }
`);

export const AdminSaveVariationMutation = graphql(`
  mutation AdminSaveVariationMutation($input: AdminSaveVariationInput!) {
    adminSaveVariation(input: $input) {
      variation {
        ...VariationsPage_variation
      }
    }
  }
`);

export const AdminDeleteVariationMutation = graphql(`
  mutation AdminDeleteVariationMutation($input: AdminDeleteInput!) {
    adminDeleteVariation(input: $input) {
      id
      success
      archived
      message
    }
  }
`);
