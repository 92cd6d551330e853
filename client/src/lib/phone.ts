import { SA_PHONE_MESSAGE, isSaPhone } from '@greenleaf/shared/sa-phone';

export { SA_PHONE_MESSAGE };

/** What to tell the customer about a phone field: nothing when empty (required is said elsewhere) or valid. */
export function phoneError(value: string): string | null {
  return value.trim() === '' || isSaPhone(value) ? null : SA_PHONE_MESSAGE;
}
