import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__';
import type { SiteInfoQueryQuery } from '../__generated__/graphql';

/**
 * The business's phone, e-mail, address, hours and the terms the site quotes (call-out range, hold
 * times, change cut-off), from the gateway's configuration. One small query, asked once: the server
 * render embeds it in every public page, and the gateway's response cache answers it otherwise.
 */
export const SiteInfoQuery = graphql(`
  query SiteInfoQuery {
    siteInfo {
      phone
      phoneHref
      email
      address {
        street
        locality
        region
        postalCode
        line
      }
      officeHours {
        days
        daysOfWeek
        opens
        closes
      }
      callOutFreeMinutes
      paymentHoldMinutes
      quoteHoldDays
      changeCutoffHours
    }
  }
`);

export type SiteInfo = SiteInfoQueryQuery['siteInfo'];

/** The site's details, or null until they have arrived (never on a server-rendered page). */
export function useSiteInfo(): SiteInfo | null {
  const { data } = useQuery(SiteInfoQuery, { fetchPolicy: 'cache-first' });
  return data?.siteInfo ?? null;
}
