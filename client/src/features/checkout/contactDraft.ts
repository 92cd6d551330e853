/**
 * What the customer typed on the contact step, kept in memory while the checkout lasts, so a
 * customer sent back to the date step (their time was taken while saving) finds it all again.
 * Never stored: the password is in it. Forgotten once the booking is saved.
 */
export interface ContactDraft {
  name: string;
  email: string;
  password: string;
  phone: string;
  street: string;
  suburb: string;
  propertyNotes: string;
}

let kept: ContactDraft | null = null;

export const readContactDraft = (): ContactDraft | null => kept;

export function keepContactDraft(draft: ContactDraft): void {
  kept = draft;
}

export function forgetContactDraft(): void {
  kept = null;
}
