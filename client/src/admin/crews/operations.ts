import { graphql } from '../../__generated__';

export const AdminCrewsQuery = graphql(`
  query AdminCrews {
    adminCrews {
      id
      name
      colour
      active
      members {
        id
        name
        email
      }
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
        id
        name
        colour
        active
        members {
          id
          name
          email
        }
      }
    }
  }
`);

export const AdminDeleteCrewMutation = graphql(`
  mutation AdminDeleteCrew($id: ID!) {
    adminDeleteCrew(input: { id: $id }) {
      id
      success
    }
  }
`);
