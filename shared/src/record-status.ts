/**
 * The status of a catalogue row or an account (`statusId`, docs/api.md): 1 active, 2 pending,
 * 3 inactive, 4 blocked (5, a legacy "cancelled", reads as inactive). The one place these ids are
 * written: the api, the gateway's enum readings and the office's lists and forms read them here.
 */
export const RECORD_STATUS_IDS = { ACTIVE: 1, PENDING: 2, INACTIVE: 3, BLOCKED: 4 } as const;
export type RecordStatusName = keyof typeof RECORD_STATUS_IDS;

export const ACTIVE_STATUS_ID = RECORD_STATUS_IDS.ACTIVE;

/** Inactive: hidden from the shop and new bookings; an archived record (in use, so not deleted) is inactive. */
export const INACTIVE_STATUS_ID = RECORD_STATUS_IDS.INACTIVE;

/** Each status in the office's words. */
export const RECORD_STATUS_LABELS: Record<RecordStatusName, string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  INACTIVE: 'Inactive',
  BLOCKED: 'Blocked',
};

const NAME_BY_ID: Record<number, RecordStatusName> = {
  1: 'ACTIVE',
  2: 'PENDING',
  3: 'INACTIVE',
  4: 'BLOCKED',
  5: 'INACTIVE', // legacy admin-table reading "Cancelled": withdrawn
};

/** True for an id the rule names (1 to 5). */
export const isKnownStatusId = (statusId: number): boolean => statusId in NAME_BY_ID;

/** statusId → its status; no status reads as active (older rows), an unknown id as inactive (never offered by mistake). */
export const recordStatusOf = (statusId: number | null | undefined): RecordStatusName =>
  statusId === null || statusId === undefined ? 'ACTIVE' : (NAME_BY_ID[statusId] ?? 'INACTIVE');

/** True when a row is offered: active, or with no status at all (older rows). */
export const isAvailableRow = (row: { statusId?: number | null }): boolean =>
  row.statusId === undefined || row.statusId === null || row.statusId === ACTIVE_STATUS_ID;

/** An inactive or blocked account may not sign in. */
export const canSignIn = (statusId: number): boolean =>
  statusId !== RECORD_STATUS_IDS.INACTIVE && statusId !== RECORD_STATUS_IDS.BLOCKED;
