import { graphql } from '../../__generated__';

export const AdminCrewsQuery = graphql(`
  query AdminCrews {
    adminCrews {
      ...CrewsPage_crew
    }
    adminStaff {
      id
      name
      email
    }
  }
`);

export const AdminSaveCrewMutation = graphql(`
  mutation AdminSaveCrew($input: AdminSaveCrewInput!) {
    adminSaveCrew(input: $input) {
      crew {
        ...CrewsPage_crew
      }
    }
  }
`);

export const AdminDeleteCrewMutation = graphql(`
  mutation AdminDeleteCrew($id: ID!) {
    adminDeleteCrew(input: { id: $id }) {
      id
      success
      archived
      message
    }
  }
`);

export const AdminCrewDeactivationPreviewQuery = graphql(`
  query AdminCrewDeactivationPreview($crewId: ID!) {
    adminCrewDeactivationPreview(crewId: $crewId) {
      crew {
        id
        name
      }
      jobs {
        id
        guidId
        date
        time
        customerName
        suburb
      }
      overCapacity {
        date
        time
        booked
        capacity
      }
    }
  }
`);

export const AdminDeactivateCrewMutation = graphql(`
  mutation AdminDeactivateCrew($input: AdminDeactivateCrewInput!) {
    adminDeactivateCrew(input: $input) {
      crew {
        ...CrewsPage_crew
      }
      moved
      reassignedTo {
        id
        name
      }
    }
  }
`);
