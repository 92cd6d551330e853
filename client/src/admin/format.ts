/** Record status ids (docs/product.md, "record status"). */
export const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '2', label: 'Pending' },
  { value: '3', label: 'Inactive' },
  { value: '4', label: 'Blocked' },
] as const;

export function statusLabel(statusId: number | string | null | undefined): string {
  const found = STATUS_OPTIONS.find((option) => option.value === String(statusId));
  return found ? found.label : '';
}
