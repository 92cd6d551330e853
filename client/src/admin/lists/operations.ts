import { graphql } from '../../__generated__';

export const AdminTableRouteQuery = graphql(`
  query AdminTableRouteQuery(
    $table: AdminTable!
    $search: String
    $filters: [AdminFilterInput!]
    $sort: AdminSortInput
    $limit: Int
    $offset: Int
  ) {
    adminTableRows(
      table: $table
      search: $search
      filters: $filters
      sort: $sort
      limit: $limit
      offset: $offset
    ) {
      total
      rows {
        id
        status
        data
      }
    }
  }
`);

export const AdminTableExportQuery = graphql(`
  query AdminTableExportQuery(
    $table: AdminTable!
    $search: String
    $filters: [AdminFilterInput!]
    $sort: AdminSortInput
  ) {
    adminTableExport(table: $table, search: $search, filters: $filters, sort: $sort) {
      filename
      contentType
      csv
    }
  }
`);

export const AdminSelectOptionsQuery = graphql(`
  query AdminSelectOptionsQuery($table: AdminTable!) {
    adminSelectOptions(table: $table) {
      value
      label
    }
  }
`);

export const AdminModifierOptionChoicesQuery = graphql(`
  query AdminModifierOptionChoicesQuery {
    adminModifiers {
      id
      name
      options {
        id
        name
      }
    }
  }
`);
