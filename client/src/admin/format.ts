import {
  RECORD_STATUS_IDS,
  RECORD_STATUS_LABELS,
  type RecordStatusName,
} from '@greenleaf/shared/record-status';

/** Record status ids (docs/product.md, "record status"). */
export const STATUS_OPTIONS = Object.entries(RECORD_STATUS_IDS).map(([name, id]) => ({
  value: String(id),
  label: RECORD_STATUS_LABELS[name as RecordStatusName],
}));

export function statusLabel(statusId: number | string | null | undefined): string {
  const found = STATUS_OPTIONS.find((option) => option.value === String(statusId));
  return found ? found.label : '';
}
