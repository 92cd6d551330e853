import { graphql } from '../../__generated__';

/** How many services the landing page features (the first of the catalogue). */
export const FEATURED_SERVICES = 6;

/** The landing's data: only the services it shows, not the whole catalogue (the page carries its cache). */
export const LandingRouteQuery = graphql(`
  query LandingRouteQuery($first: Int!) {
    featuredServices(first: $first) {
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

/** The variables every reader of LandingRouteQuery passes (one cache entry for the page). */
export const landingVariables = { first: FEATURED_SERVICES };
