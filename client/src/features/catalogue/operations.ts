import { graphql } from '../../__generated__';

export const ServicesRouteQuery = graphql(`
  query ServicesRouteQuery($categoryId: ID) {
    categories {
      id
      name
    }
    services(categoryId: $categoryId) {
      id
      name
      description
      imageUrl
      fromPrice
      durationMinutes
      quoteOnly
    }
  }
`);

export const ServiceRouteQuery = graphql(`
  query ServiceRouteQuery($id: ID!) {
    service(id: $id) {
      id
      name
      description
      imageUrl
      basePrice
      fromPrice
      durationMinutes
      quoteOnly
      status
      category {
        id
        name
      }
      variations {
        variationId
        variationName
        options {
          id
          label
          description
          additionalCost
          fullPrice
          repeatWeeks
        }
      }
      addOns {
        id
        name
        description
        price
      }
    }
  }
`);
