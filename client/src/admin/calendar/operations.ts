import { graphql } from '../../__generated__';

export const AdminCalendarQuery = graphql(`
  query AdminCalendar {
    adminCalendar {
      ...CalendarPage_calendar
    }
  }
`);

export const AdminSaveCalendarMutation = graphql(`
  mutation AdminSaveCalendar($input: SaveCalendarInput!) {
    adminSaveCalendar(input: $input) {
      calendar {
        ...CalendarPage_calendar
      }
      outsideBookings {
        ...CalendarPage_outside
      }
    }
  }
`);

export const AdminCloseDayMutation = graphql(`
  mutation AdminCloseDay($input: CloseDayInput!) {
    adminCloseDay(input: $input) {
      calendar {
        ...CalendarPage_calendar
      }
      outsideBookings {
        ...CalendarPage_outside
      }
    }
  }
`);

export const AdminOpenDayMutation = graphql(`
  mutation AdminOpenDay($date: Date!) {
    adminOpenDay(date: $date) {
      calendar {
        ...CalendarPage_calendar
      }
      outsideBookings {
        ...CalendarPage_outside
      }
    }
  }
`);
