import { graphql } from '../../__generated__';

export const AdminServiceFormRouteQuery = graphql(`
  query AdminServiceFormRouteQuery($id: ID!, $editing: Boolean!) {
    adminSelectOptions(table: CATEGORIES) {
      value
      label
    }
    adminVariations {
      id
      name
      options {
        id
        label
        additionalCost
      }
    }
    adminService(id: $id) @include(if: $editing) {
      id
      categoryId
      name
      description
      imageUrl
      basePrice
      durationMinutes
      isPackage
      quoteOnly
      status
      variations {
        variationId
        variationName
        options(onlyOffered: false) {
          id
          offered
        }
      }
    }
  }
`);

export const AdminSaveServiceMutation = graphql(`
  mutation AdminSaveServiceMutation($input: AdminSaveServiceInput!) {
    adminSaveService(input: $input) {
      service {
        id
        name
      }
    }
  }
`);

export const AdminDeleteServiceMutation = graphql(`
  mutation AdminDeleteServiceMutation($input: AdminDeleteInput!) {
    adminDeleteService(input: $input) {
      id
      success
      archived
      message
    }
  }
`);
