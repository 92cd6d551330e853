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
      ...SeasonTabs_season
    }
  }
`);
