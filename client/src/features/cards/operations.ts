import { graphql } from '../../__generated__';

/** The signed-in customer's saved card (docs/product.md, "A card on file for plans"). */
export const MySavedCardQuery = graphql(`
  query MySavedCardQuery {
    mySavedCard {
      label
      savedAt
    }
  }
`);

export const RemoveMySavedCardMutation = graphql(`
  mutation RemoveMySavedCardMutation {
    removeMySavedCard
  }
`);
