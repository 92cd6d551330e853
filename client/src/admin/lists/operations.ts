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

/** How many rows an export will write (the list's search and filters), before it starts. */
export const AdminTableCountQuery = graphql(`
  query AdminTableCountQuery($table: AdminTable!, $search: String, $filters: [AdminFilterInput!]) {
    adminTableRows(table: $table, search: $search, filters: $filters, limit: 1) {
      total
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
