import { isEmail, ENTER_VALID_EMAIL } from '@greenleaf/shared/rules/email';
import { isLongEnoughPassword, passwordTooShortMessage } from '@greenleaf/shared/rules/password';
import { isSaPhone, SA_PHONE_MESSAGE } from '@greenleaf/shared/sa-phone';
import type { ContactDraft } from '../contactDraft';
import { areaOf, type Area } from './SuburbField';

/** The contact step's fields, in the order they stand on the page (the first with an error gets focus). */
export const CONTACT_FIELDS = ['street', 'suburb', 'name', 'email', 'password', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The fields checked (the draft's, less the property notes, which have no rule here). */
type ContactForm = Omit<ContactDraft, 'propertyNotes'>;

const CHOOSE_SUBURB = 'Choose your suburb from the list';

/**
 * Every problem of the form at once, each for its field: the visit's address always, and a new
 * customer's details unless `signedIn`. An unserved suburb is answered beside the field already.
 */
export function contactErrors(
  form: ContactForm,
  areas: readonly Area[] | undefined,
  signedIn: boolean,
): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.street.trim()) errors.street = 'Enter the street address of the visit';
  if (!form.suburb.trim()) errors.suburb = 'Enter the suburb of the visit';
  else if (areas && !areaOf(areas, form.suburb)) errors.suburb = CHOOSE_SUBURB;
  if (signedIn) return errors;
  if (!form.name.trim()) errors.name = 'Enter your full name';
  if (!form.email.trim()) errors.email = 'Enter your e-mail address';
  else if (!isEmail(form.email)) errors.email = ENTER_VALID_EMAIL;
  if (!form.password) errors.password = 'Choose a password';
  else if (!isLongEnoughPassword(form.password)) errors.password = passwordTooShortMessage();
  if (!form.phone.trim()) errors.phone = 'Enter your phone number';
  else if (!isSaPhone(form.phone)) errors.phone = SA_PHONE_MESSAGE;
  return errors;
}

/** The first field (in page order) with an error, or null. */
export const firstErrorField = (errors: ContactErrors): ContactField | null =>
  CONTACT_FIELDS.find((field) => errors[field]) ?? null;
