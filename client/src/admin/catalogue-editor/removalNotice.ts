/** What a delete did, as the gateway answered it: deleted, or archived because it is still in use. */
export interface Removal {
  archived: boolean;
  message?: string | null;
}

/**
 * The words the office reads after a delete: the gateway's reason when the record was archived
 * ("Used by 12 bookings and 2 running series: archived, not deleted."), else `deletedText`.
 */
export function removalNotice(removal: Removal | null | undefined, deletedText: string): string {
  if (removal?.archived) return removal.message || 'It is still in use: archived, not deleted.';
  return deletedText;
}
