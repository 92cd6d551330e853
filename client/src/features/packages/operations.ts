import { graphql } from '../../__generated__';

export const PackagesRouteQuery = graphql(`
  query PackagesRouteQuery {
    seasons {
      id
      name
      duration
      notes
      packages {
        id
        name
        description
        imageUrl
        price
        services {
          id
          serviceName
          quantity
        }
      }
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
      services {
        id
        serviceName
        quantity
      }
    }
  }
`);
