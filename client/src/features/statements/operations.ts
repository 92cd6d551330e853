import { graphql } from '../../__generated__';

/** What a statement shows (StatementTable): every line with its running balance, and the totals. */
export const StatementTable_statement = graphql(`
  fragment StatementTable_statement on Statement {
    entries {
      kind
      at
      reference
      method
      bookingReference
      amount
      balance
    }
    charged
    paid
    credited
    refunded
    balance
    refundDue
    awaitingPayment
  }
`);

/** The signed-in customer's statement (My Account, under their bookings). */
export const MyStatementQuery = graphql(`
  query MyStatementQuery {
    myStatement {
      ...StatementTable_statement
    }
  }
`);

/** A customer's statement, for the office's customer page. */
export const AdminCustomerStatementQuery = graphql(`
  query AdminCustomerStatementQuery($customerId: ID!) {
    adminCustomerStatement(customerId: $customerId) {
      ...StatementTable_statement
    }
  }
`);
