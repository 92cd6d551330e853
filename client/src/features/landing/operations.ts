import { graphql } from '../../__generated__';

export const LandingRouteQuery = graphql(`
  query LandingRouteQuery {
    services {
      id
      name
      description
      imageUrl
      fromPrice
      quoteOnly
    }
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
