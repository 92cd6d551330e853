import { graphql } from '../../__generated__';

export const AdminPackageServicesQuery = graphql(`
  query AdminPackageServices($id: ID!) {
    adminPackage(id: $id) {
      id
      seasonId
      name
      description
      imageUrl
      startDate
      endDate
      price
      status
      services {
        id
        serviceId
        serviceName
        quantity
        firstWeek
        everyWeeks
      }
    }
    adminSeasons {
      id
      startDate
      endDate
    }
    adminSelectOptions(table: SERVICES) {
      value
      label
    }
  }
`);

/** The package's services saved: the editor's query is fetched again for them (useSavePackageServices). */
export const AdminSavePackageServicesMutation = graphql(`
  mutation AdminSavePackageServices($input: AdminSavePackageInput!) {
    adminSavePackage(input: $input) {
      package {
        id
        status
      }
    }
  }
`);
