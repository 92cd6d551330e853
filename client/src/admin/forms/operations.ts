import { graphql } from '../../__generated__';

/**
 * The slot labels a booking's time is chosen from, as the api lists them (the one source of the ten
 * labels, through the public `timeSlots` query). The labels are the same every day; the date only
 * satisfies the query.
 */
export const AdminTimeSlotLabelsQuery = graphql(`
  query AdminTimeSlotLabelsQuery($date: Date!) {
    timeSlots(date: $date) {
      label
    }
  }
`);
