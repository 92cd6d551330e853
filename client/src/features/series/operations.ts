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

export const SkipSeriesVisitMutation = graphql(`
  mutation SkipSeriesVisitMutation($input: SkipSeriesVisitInput!) {
    skipSeriesVisit(input: $input) {
      series {
        ...SeriesCard_series
      }
      undo {
        token
        expiresAt
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
      undo {
        token
        expiresAt
      }
    }
  }
`);

/** What skipping one visit would do: the visit cancelled and any money owed back (nothing changes). */
export const SeriesSkipPreviewQuery = graphql(`
  query SeriesSkipPreviewQuery($input: SkipSeriesVisitInput!) {
    seriesSkipPreview(input: $input) {
      refundTotal
      changes {
        guidId
        ...SeriesChangeList_change
      }
    }
  }
`);

/** Undo a skip, pause, stop or resume within its time: the series as it was, everywhere it is shown. */
export const UndoSeriesChangeMutation = graphql(`
  mutation UndoSeriesChangeMutation($input: UndoSeriesChangeInput!) {
    undoSeriesChange(input: $input) {
      series {
        id
        status
        ...SeriesCard_series
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

/** What cancelling a booking would do (docs/recurring.md "Giving up a programme"): the visits, the money back. */
export const CancelPreviewQuery = graphql(`
  query CancelPreviewQuery($guidId: ID!, $manageToken: String) {
    cancelPreview(guidId: $guidId, manageToken: $manageToken) {
      givesUpProgramme
      laterProgrammeVisit
      refundDue
      doneVisits
      allVisits
      visits {
        guidId
        bookingDate
        visitTime
      }
    }
  }
`);
