import { graphql } from '../../__generated__';

/** The suburbs the office serves (kept by the office: the checkout accepts exactly these). */
export const ServedAreasQuery = graphql(`
  query ServedAreasQuery {
    serviceAreas {
      id
      suburb
      postalCode
    }
  }
`);
