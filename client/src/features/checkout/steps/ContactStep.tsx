import { useEffect, useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { Stack, Title } from '@mantine/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useBooking } from '../../booking/BookingProvider';
import { useSession } from '../../account/useSession';
import { useLogout } from '../../account/useAuth';
import { useCreateBooking } from '../useCreateBooking';
import { useMarketingConsentMutation } from '../../privacy/usePrivacy';
import { useLoader } from '../../../shell/LoaderProvider';
import { changedTotal, describeFailure, hasErrorCode } from '../../../lib/graphqlErrors';
import { isEmail } from '@greenleaf/shared/rules/email';
import { formatZar } from '../../../lib/money';
import { useBookingQuote } from '../../cart/useBookingQuote';
import { quoteArguments, useQuoteFor } from '../quoteFor';
import { PASSWORD_MIN } from '../../account/messages';
import { isSaPhone } from '@greenleaf/shared/sa-phone';
import { rememberSavedBooking } from '../lastSavedBooking';
import { CheckoutAlert } from '../CheckoutAlert';
import { forgetContactDraft } from '../contactDraft';
import { areaOf, isUnserved } from './SuburbField';
import { unservedWords } from './UnservedArea';
import { ContactAddressFields } from './ContactAddressFields';
import { NewCustomerForm, SignedInContinue, SignInToContinue } from './ContactAccountPanels';
import { useContactForm } from './useContactForm';
import { CONTACT_FIELDS, contactErrors, firstErrorField, type ContactField } from './contactErrors';

export const BOOKING_MISSING = 'Booking data is missing';

/** The field of the form a gateway refusal names (`customer.phone`, `address.suburb`), or null. */
function refusedField(error: unknown): ContactField | null {
  const field = describeFailure(error).field?.split('.').pop() ?? null;
  return CONTACT_FIELDS.find((f) => f === field) ?? null;
}

export const STILL_TRYING = 'Still trying to save your booking…';
const TOO_MANY_HOLDS_MESSAGE =
  'You already have the most unpaid bookings allowed. Please pay or cancel one before booking another.';

const SLOT_GONE_MESSAGE = 'That time is no longer available. Please choose another.';

/** The codes that mean the chosen time can no longer be booked: back to the date-time step. */
const SLOT_GONE_CODES = ['SLOT_FULL', 'TOO_SOON', 'WORK_DOES_NOT_FIT'] as const;
const isSlotGone = (error: unknown) => SLOT_GONE_CODES.some((code) => hasErrorCode(error, code));

/** The binding quote refused another total: the customer sees the new one and confirms it. */
export const priceChangedMessage = (total: number) =>
  `The price of your booking has changed: it is now ${formatZar(total)}. Nothing has been booked yet. Please check the new price in the summary, then continue again to book at this price.`;

const serverMessage = (error: unknown) => (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) || '';

/** Said when this checkout's first save was kept as first sent and the booking changed since. */
export const EARLIER_BOOKING_KEPT_MESSAGE =
  'This booking was already saved as you first sent it, so these changes were not saved. You can find it under My bookings. To book with these details instead, continue again: that makes a new booking.';

/** The gateway's DUPLICATE for this checkout's key used by a different booking (docs/graphql.md, "Idempotency"). */
const keptAsFirstSent = (error: unknown): boolean =>
  hasErrorCode(error, 'DUPLICATE') &&
  CombinedGraphQLErrors.is(error) &&
  error.errors[0]?.extensions?.['field'] === 'idempotencyKey';

/** Each code the gateway sends for a booking save, with its own message (the gateway's names the cause). */
function saveErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'TOO_MANY_HOLDS')) return serverMessage(error) || TOO_MANY_HOLDS_MESSAGE;
  if (hasErrorCode(error, 'EMAIL_TAKEN'))
    return 'An account with this e-mail address already exists. Please sign in instead.';
  if (isSlotGone(error)) return SLOT_GONE_MESSAGE;
  if (hasErrorCode(error, 'STALE_CATALOGUE'))
    return (
      serverMessage(error) || 'Our prices changed while your booking was being saved. Please check your cart.'
    );
  if (
    hasErrorCode(error, 'OUT_OF_SEASON') ||
    hasErrorCode(error, 'AREA_NOT_SERVED') ||
    hasErrorCode(error, 'QUOTE_ONLY')
  )
    return serverMessage(error);
  const field = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.['field'] : undefined;
  if (field === 'customer.phone' && CombinedGraphQLErrors.is(error)) return error.errors[0]!.message;
  if (hasErrorCode(error, 'BAD_USER_INPUT'))
    return (
      serverMessage(error) ||
      `Please check your details: the e-mail address must be valid and the password at least ${PASSWORD_MIN} characters.`
    );
  return serverMessage(error) || 'Your booking could not be saved. Please try again.';
}

/** Still trying to save, or why the save failed. */
function SaveAlert({ retrying, error }: { retrying: boolean; error: string | null }) {
  if (retrying)
    return (
      <CheckoutAlert color="yellow" role="status">
        {STILL_TRYING}
      </CheckoutAlert>
    );
  return (
    error && (
      <CheckoutAlert color="red" role="alert">
        {error}
      </CheckoutAlert>
    )
  );
}

/**
 * The quote is for the served suburb and the new customer's valid e-mail and phone as soon as they
 * are known (a signed-in customer is known by the session): the summary shows the same quote, and
 * the booking carries it, so it is never charged a total the customer has not seen.
 */
function useContactQuote(
  booking: ReturnType<typeof useBooking>['booking'],
  suburb: string | null,
  signedIn: boolean,
  form: { email: string; phone: string },
) {
  const { setQuoteFor } = useQuoteFor();
  const email = !signedIn && isEmail(form.email.trim()) ? form.email.trim() : null;
  const phone = !signedIn && isSaPhone(form.phone) ? form.phone.trim() : null;
  useEffect(() => {
    setQuoteFor({ suburb, email, phone });
  }, [suburb, email, phone, setQuoteFor]);
  const { quote, refetch: requote } = useBookingQuote(booking, quoteArguments({ suburb, email, phone }));
  return { quote, requote };
}

/** What the contact step does when a booking's save is refused: each refusal has its own way back. */
async function showSaveFailure(
  failure: unknown,
  to: {
    navigate: NavigateFunction;
    requote: () => Promise<unknown>;
    setError: (message: string) => void;
    renewKey: () => void;
    signIn: () => void;
    fieldError: (field: string, message: string) => void;
  },
): Promise<void> {
  if (isSlotGone(failure)) {
    // The time filled or started meanwhile: choose another on the date-time step (what was typed is
    // kept: the draft).
    void to.navigate('/booking-checkout/date-time', { state: { notice: SLOT_GONE_MESSAGE } });
    return;
  }
  const total = changedTotal(failure);
  if (total !== null) {
    // Quoted again (the summary shows the new price); the next continue books at it.
    await to.requote().catch(() => undefined);
    to.setError(priceChangedMessage(total));
    return;
  }
  if (keptAsFirstSent(failure)) {
    // The first save of this checkout was kept as it was first sent (its answer was lost) and the
    // booking has changed since: say so, and let the next Continue make a new booking.
    to.renewKey();
    to.setError(EARLIER_BOOKING_KEPT_MESSAGE);
    return;
  }
  if (hasErrorCode(failure, 'EMAIL_TAKEN')) to.signIn();
  const field = hasErrorCode(failure, 'BAD_USER_INPUT') ? refusedField(failure) : null;
  if (field) to.fieldError(field, describeFailure(failure).message);
  else to.setError(saveErrorMessage(failure));
}

export function ContactStep() {
  const navigate = useNavigate();
  const { booking, clear, setIdempotencyKey } = useBooking();
  const { user } = useSession();
  const logout = useLogout();
  const { createBooking, saving, retrying } = useCreateBooking();
  const { holdLoader, hideLoader } = useLoader();
  const [mode, setMode] = useState<'user' | 'login'>('user');
  const { form, areas, change, set, fieldErrors, setFieldErrors, suburbLeft, leaveSuburb } = useContactForm();
  const [error, setError] = useState<string | null>(null);
  const [marketing, setMarketing] = useState(false);
  const consent = useMarketingConsentMutation();
  const fieldsRef = useRef<HTMLDivElement>(null);

  const area = areaOf(areas, form.suburb);
  const unserved = isUnserved(areas, form.suburb, suburbLeft) ? form.suburb.trim() : null;

  const { quote, requote } = useContactQuote(booking, area?.suburb ?? null, Boolean(user), form);

  const bookingReady = booking.lines.length > 0 && booking.date !== null && booking.slot !== null;

  /** Shows every field's error at once and puts the cursor in the first; true when there were none. */
  function checkFields(signedIn: boolean): boolean {
    const errors = contactErrors(form, areas, signedIn);
    if (unserved) errors.suburb = unservedWords(unserved);
    setFieldErrors(errors);
    const first = firstErrorField(errors);
    if (!first) return true;
    setError(null);
    fieldsRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return false;
  }

  async function save(signedIn: boolean) {
    if (!bookingReady) {
      setError(BOOKING_MISSING);
      return;
    }
    if (!checkFields(signedIn) || !area) return;
    setError(null);
    holdLoader();
    const visit = {
      street: form.street.trim(),
      suburb: area.suburb,
      postalCode: area.postalCode,
      propertyNotes: form.propertyNotes.trim() || null,
    };
    try {
      const saved = await createBooking(
        booking,
        signedIn
          ? undefined
          : {
              name: form.name.trim(),
              email: form.email.trim(),
              password: form.password,
              phone: form.phone.trim(),
              // One address: the visit's is the new account's.
              address: `${visit.street}, ${visit.suburb}, ${visit.postalCode}`,
            },
        visit,
        quote,
      );
      // The new customer is signed in by now: their ticked consent is recorded with its wording.
      if (!signedIn && marketing) await consent.setConsent(true).catch(() => undefined);
      clear();
      forgetContactDraft();
      rememberSavedBooking(saved.guidId);
      void navigate(`/booking-checkout/payments/${saved.guidId}`);
    } catch (failure) {
      await showSaveFailure(failure, {
        navigate,
        requote,
        setError,
        renewKey: () => setIdempotencyKey(newIdempotencyKey()),
        signIn: () => setMode('login'),
        fieldError: (field, message) => {
          setFieldErrors({ [field]: message });
          fieldsRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
        },
      });
    } finally {
      hideLoader();
    }
  }

  function submitUser(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(false);
  }

  const errorAlert = <SaveAlert retrying={retrying} error={error} />;

  return (
    <Stack gap="lg" ref={fieldsRef}>
      <Title order={2}>Contact</Title>
      <ContactAddressFields
        form={form}
        areas={areas}
        fieldErrors={fieldErrors}
        unserved={unserved}
        change={change}
        set={set}
        onSuburbBlur={leaveSuburb}
      />
      {user ? (
        <SignedInContinue
          user={user}
          alert={errorAlert}
          saving={saving}
          onSignOut={() => void logout()}
          onContinue={() => void save(true)}
        />
      ) : mode === 'user' ? (
        <NewCustomerForm
          form={form}
          fieldErrors={fieldErrors}
          set={set}
          marketing={marketing}
          onMarketing={setMarketing}
          alert={errorAlert}
          saving={saving}
          onSubmit={submitUser}
          onSignIn={() => setMode('login')}
          onPrev={() => void navigate('/booking-checkout/date-time')}
        />
      ) : (
        <SignInToContinue
          email={form.email.trim()}
          alert={errorAlert}
          onSignedIn={() => void save(true)}
          onCreateAccount={() => setMode('user')}
          onPrev={() => void navigate('/booking-checkout/date-time')}
        />
      )}
    </Stack>
  );
}
