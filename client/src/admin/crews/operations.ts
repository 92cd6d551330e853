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
