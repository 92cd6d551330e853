/**
 * The codes the api answers a 409 with (`{ error, code }`): the one list. The api's `conflict()` takes
 * only these, the gateway passes each on as the GraphQL error's `extensions.code` (its list is checked
 * against the schema's `ErrorCode` by the compiler), and `gateway/src/api/error-codes.test.ts` fails when
 * the api writes a 409 code that is not here or the schema lacks one of them.
 */
export const API_CONFLICT_CODES = [
  'CONFLICT',
  'SLOT_FULL',
  'TOO_SOON',
  'WORK_DOES_NOT_FIT',
  'CLOSED_TIME',
  'CREW_BUSY',
  'AREA_NOT_SERVED',
  'OUT_OF_SEASON',
  'STALE_CATALOGUE',
  'REFERRAL_CREDIT_USED',
  'TOO_MANY_HOLDS',
  'EMAIL_TAKEN',
  'INVALID_TRANSITION',
  'NO_REFUND_DUE',
  'ALREADY_BOOKED',
  'IN_USE',
  'DUPLICATE',
  'LAST_ADMIN',
  'WRITE_REFUSED',
  'NOT_IN_SERIES',
  'CHANGED',
  'OVER_CAPACITY',
  'UNDO_EXPIRED',
  'PAID_VISITS_AHEAD',
] as const;
export type ApiConflictCode = (typeof API_CONFLICT_CODES)[number];
