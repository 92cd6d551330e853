import { graphql } from '../../__generated__';

export const CrewDayQuery = graphql(`
  query CrewDay($date: Date) {
    me {
      id
      name
      role
    }
    crewDay(date: $date) {
      date
      crew {
        id
        name
        colour
      }
      jobs {
        id
        guidId
        bookingTime
        durationMinutes
        status
        payLater
        startedAt
        propertyNotes
        address {
          street
          suburb
          postalCode
        }
        customer {
          name
          phone
        }
        services {
          id
          name
          variations {
            variationName
            label
          }
          addOns {
            id
            name
          }
        }
      }
      parts {
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

export const CrewStartJobMutation = graphql(`
  mutation CrewStartJob($guidId: ID!) {
    crewStartJob(input: { guidId: $guidId }) {
      booking {
        id
        status
        startedAt
      }
    }
  }
`);

export const CrewCompleteJobMutation = graphql(`
  mutation CrewCompleteJob($guidId: ID!) {
    crewCompleteJob(input: { guidId: $guidId }) {
      booking {
        id
        status
      }
    }
  }
`);
