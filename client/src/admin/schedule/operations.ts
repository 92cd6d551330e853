import { graphql } from '../../__generated__';

export const AdminScheduleQuery = graphql(`
  query AdminSchedule($from: Date!, $to: Date!) {
    adminSchedule(from: $from, to: $to) {
      from
      to
      slots
      capacity
      crews {
        ...SchedulePage_crew
      }
      bookings {
        id
        guidId
        bookingDate
        bookingTime
        durationMinutes
        status
        totalPrice
        startedAt
        payLater
        movedFrom
        series {
          id
          kind
          status
          name
          repeatWeeks
        }
        crew {
          id
        }
        customer {
          name
        }
        address {
          suburb
        }
        services {
          id
          name
        }
      }
      parts {
        date
        from
        to
        day
        days
        booking {
          id
          guidId
        }
      }
    }
  }
`);

export const ScheduleMoveMutation = graphql(`
  mutation ScheduleMove($input: RescheduleBookingInput!) {
    rescheduleBooking(input: $input) {
      notified
      booking {
        id
        guidId
        bookingDate
        bookingTime
        crew {
          id
        }
      }
    }
  }
`);

export const RainDayPlanQuery = graphql(`
  query RainDayPlan($date: Date!) {
    adminRainDayPlan(date: $date) {
      ...RainDayDialog_plan
    }
  }
`);

export const RainDayMutation = graphql(`
  mutation RainDay($date: Date!, $planToken: String) {
    adminRainDay(input: { date: $date, planToken: $planToken }) {
      replanned
      moved {
        id
        guidId
        bookingDate
        bookingTime
      }
      unmoved {
        id
        guidId
      }
      plan {
        ...RainDayDialog_plan
      }
    }
  }
`);

export const AdminSeriesWindowQuery = graphql(`
  query AdminSeriesWindow {
    adminSeriesWindow
  }
`);

export const AdminSetSeriesWindowMutation = graphql(`
  mutation AdminSetSeriesWindow($weeks: Int!) {
    adminSetSeriesWindow(weeks: $weeks)
  }
`);
