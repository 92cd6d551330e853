import { graphql } from '../../__generated__';

/** The signed-in customer's series and programmes (the account's "Recurring visits"). */
export const MySeriesQuery = graphql(`
  query MySeriesQuery {
    me {
      id
      series {
        id
        ...SeriesCard_series
      }
    }
  }
`);

/** The series of the visit a manage link opens (the token stands for the sign-in). */
export const ManagedVisitSeriesQuery = graphql(`
  query ManagedVisitSeriesQuery($token: String!) {
    managedBooking(token: $token) {
      id
      guidId
      series {
        ...SeriesCard_series
      }
    }
  }
`);

/** The series of one of the signed-in customer's visits (/profile/bookings/{guidId}). */
export const VisitSeriesQuery = graphql(`
  query VisitSeriesQuery($guidId: ID!) {
    booking(guidId: $guidId) {
      id
      guidId
      series {
        ...SeriesCard_series
      }
    }
  }
`);

export const ChangeSeriesMutation = graphql(`
  mutation ChangeSeriesMutation($input: ChangeSeriesInput!) {
    changeSeries(input: $input) {
      series {
        ...SeriesCard_series
      }
    }
  }
`);

export const SkipSeriesVisitMutation = graphql(`
  mutation SkipSeriesVisitMutation($input: SkipSeriesVisitInput!) {
    skipSeriesVisit(input: $input) {
      series {
        ...SeriesCard_series
      }
    }
  }
`);

/** What a pause, stop, resume or the office's change from a date would do, visit by visit (nothing changes). */
export const SeriesChangePreviewQuery = graphql(`
  query SeriesChangePreviewQuery($input: ChangeSeriesInput!) {
    seriesChangePreview(input: $input) {
      refundTotal
      changes {
        guidId
        what
        paid
        before {
          price
        }
        ...SeriesChangeList_change
      }
    }
  }
`);

/** The change itself, from the preview's dialog: the series as it is now everywhere it is shown. */
export const ApplySeriesChangeMutation = graphql(`
  mutation ApplySeriesChangeMutation($input: ChangeSeriesInput!) {
    changeSeries(input: $input) {
      series {
        id
        status
        nextDate
        ...SeriesCard_series
      }
      changes {
        what
      }
    }
  }
`);

/** The company's working hours and slot length: the start times the office may move a series to. */
export const SeriesStartTimesQuery = graphql(`
  query SeriesStartTimes {
    adminCalendar {
      slotMinutes
      hours {
        weekday
        opensAt
        closesAt
      }
    }
  }
`);
