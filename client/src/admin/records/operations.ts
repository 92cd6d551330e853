import { graphql } from '../../__generated__';

export const AdminRecordRouteQuery = graphql(`
  query AdminRecordRouteQuery($table: AdminTable!, $id: ID!) {
    adminTableRow(table: $table, id: $id) {
      id
      data
    }
  }
`);

export const AdminCreateRowMutation = graphql(`
  mutation AdminCreateRowMutation($input: AdminCreateRowInput!) {
    adminCreateRow(input: $input) {
      row {
        id
        data
      }
    }
  }
`);

export const AdminUpdateRowMutation = graphql(`
  mutation AdminUpdateRowMutation($input: AdminUpdateRowInput!) {
    adminUpdateRow(input: $input) {
      row {
        id
        data
      }
    }
  }
`);

export const AdminDeleteRowMutation = graphql(`
  mutation AdminDeleteRowMutation($input: AdminDeleteRowInput!) {
    adminDeleteRow(input: $input) {
      id
      success
      archived
      message
    }
  }
`);
