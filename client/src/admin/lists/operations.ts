import { graphql } from '../../__generated__';

export const AdminTableRouteQuery = graphql(`
  query AdminTableRouteQuery(
    $table: AdminTable!
    $search: String
    $filters: [AdminFilterInput!]
    $sort: AdminSortInput
    $limit: Int
    $after: String
    $withTotal: Boolean!
  ) {
    adminTableRows(
      table: $table
      search: $search
      filters: $filters
      sort: $sort
      limit: $limit
      after: $after
    ) {
      total @include(if: $withTotal)
      endCursor
      hasNextPage
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
