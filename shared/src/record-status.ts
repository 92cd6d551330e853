/**
 * The status of a catalogue row or an account (`statusId`, docs/api.md): 1 active, 2 pending,
 * 3 inactive, 4 blocked (5, a legacy "cancelled", reads as inactive).
 */
export const ACTIVE_STATUS_ID = 1;

/** True when a row is offered: active, or with no status at all (older rows). */
export const isAvailableRow = (row: { statusId?: number | null }): boolean =>
  row.statusId === undefined || row.statusId === null || row.statusId === ACTIVE_STATUS_ID;

/** Inactive: hidden from the shop and new bookings; an archived record (in use, so not deleted) is inactive. */
export const INACTIVE_STATUS_ID = 3;
