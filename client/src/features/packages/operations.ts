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
      ...PackageCard_package
      status
    }
  }
`);
