import { graphql } from '../../__generated__';

export const PackagesRouteQuery = graphql(`
  query PackagesRouteQuery {
    seasons {
      ...SeasonTabs_season
    }
  }
`);

export const BookPackageRouteQuery = graphql(`
  query BookPackageRouteQuery($id: ID!) {
    package(id: $id) {
      id
      name
      description
      price
      status
      onSale
      seasonText
      saleNotice
      remainingNotice
      services {
        id
        serviceName
        quantity
      }
    }
  }
`);
