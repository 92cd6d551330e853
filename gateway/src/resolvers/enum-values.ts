/**
 * The GraphQL enums whose values the api writes as lower-case words ('pending', 'no_charge', ...).
 * codegen.ts maps them (`enumValues`), so resolvers read and return the api's words as they are, and
 * Apollo, given this map, turns them into the GraphQL names and back. Nothing else to convert.
 */
export const apiEnumValues = {
  BookingStatus: {
    PENDING: 'pending',
    CONFIRMED: 'confirmed',
    COMPLETED: 'completed',
    CANCELLED: 'cancelled',
  },
  RefundStatus: { DUE: 'due', REFUNDED: 'refunded' },
  PaymentRefundReason: { SECOND_PAYMENT: 'second_payment', SLOT_FULL: 'slot_full', CANCELLED: 'cancelled' },
  ModifierType: { NO_CHARGE: 'no_charge', EXTRA: 'extra', DISCOUNT: 'discount' },
  ModifierUnits: { PERCENT: 'percent', AMOUNT: 'amount' },
  ModifierRule: { FIRST_TIME: 'first_time', REFERRAL: 'referral', CALL_OUT: 'call_out' },
  SeriesKind: { REPEAT: 'repeat', PROGRAMME: 'programme' },
  SeriesStatus: { ACTIVE: 'active', PAUSED: 'paused', STOPPED: 'stopped' },
  SeriesAction: { PAUSE: 'pause', RESUME: 'resume', STOP: 'stop', CHANGE: 'change' },
  SeriesVisitChangeKind: { CANCELLED: 'cancelled', CHANGED: 'changed', PLANNED: 'planned', KEPT: 'kept' },
  PaymentMethod: { PAYFAST: 'payfast', CARD: 'card', EFT: 'eft', CASH: 'cash' },
  StatementEntryKind: {
    INVOICE: 'invoice',
    PAYMENT: 'payment',
    CREDIT_NOTE: 'credit_note',
    REFUND: 'refund',
  },
  TombstoneEntity: { BOOKING: 'booking', CUSTOMER: 'customer', QUOTE_REQUEST: 'quote_request' },
  TombstoneReason: { DELETED: 'deleted', ERASED: 'erased' },
  EmailState: { WAITING: 'waiting', FAILED: 'failed', SENT: 'sent' },
} as const;
