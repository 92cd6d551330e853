import { graphql } from '../../__generated__';

/** The signed-in customer's consents (given and withdrawn). */
export const MyConsentsQuery = graphql(`
  query MyConsentsQuery {
    myConsents {
      id
      purpose
      givenAt
      withdrawnAt
    }
  }
`);

export const SetMarketingConsentMutation = graphql(`
  mutation SetMarketingConsentMutation($given: Boolean!) {
    setMarketingConsent(given: $given) {
      id
      purpose
      givenAt
      withdrawnAt
    }
  }
`);

export const MyDataExportQuery = graphql(`
  query MyDataExportQuery {
    myDataExport
  }
`);

export const EraseMyAccountMutation = graphql(`
  mutation EraseMyAccountMutation {
    eraseMyAccount {
      cancelledVisits
    }
  }
`);

export const AdminEraseCustomerMutation = graphql(`
  mutation AdminEraseCustomerMutation($id: ID!) {
    adminEraseCustomer(id: $id) {
      cancelledVisits
    }
  }
`);
