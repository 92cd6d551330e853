import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { CheckoutAddressQuery } from '../operations';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link, useNavigate } from 'react-router';
import { useBooking } from '../../booking/BookingProvider';
import { useSession } from '../../account/useSession';
import { useLogout } from '../../account/useAuth';
import { LoginForm } from '../../account/LoginForm';
import { NewAccountFields } from '../../account/NewAccountFields';
import { useCreateBooking } from '../useCreateBooking';
import { useLoader } from '../../../shell/LoaderProvider';
import { changedTotal, hasErrorCode } from '../../../lib/graphqlErrors';
import { isEmail } from '@greenleaf/shared/rules/email';
import { formatZar } from '../../../lib/money';
import { useBookingQuote } from '../../cart/useBookingQuote';
import { quoteArguments, useQuoteFor } from '../quoteFor';
import { PASSWORD_MIN } from '../../account/messages';
import { phoneError } from '../../../lib/phone';
import { rememberSavedBooking } from '../lastSavedBooking';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const BOOKING_MISSING = 'Booking data is missing';

interface ContactValues {
  name: string;
  email: string;
  password: string;
  phone: string;
  address: string;
}

/** Name, email, password and phone are required; address is optional. */
function missingContactFields(values: ContactValues): boolean {
  return [values.name, values.email, values.password, values.phone].some((value) => value.trim() === '');
}

interface VisitAddress {
  street: string;
  suburb: string;
  postalCode: string;
  propertyNotes: string;
}

const EMPTY_ADDRESS: VisitAddress = { street: '', suburb: '', postalCode: '', propertyNotes: '' };
const ADDRESS_MISSING = 'Please give the street, suburb and postal code of the visit.';
const areaNotServed = (suburb: string) =>
  `Sorry, we do not serve ${suburb} yet. Please check the suburb, or call us to ask.`;

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

export function ContactStep() {
  const navigate = useNavigate();
  const { booking, clear } = useBooking();
  const { user } = useSession();
  const logout = useLogout();
  const { createBooking, saving, retrying } = useCreateBooking();
  const { holdLoader, hideLoader } = useLoader();
  const [mode, setMode] = useState<'user' | 'login'>('user');
  const [values, setValues] = useState<ContactValues>({
    name: '',
    email: '',
    password: '',
    phone: '',
    address: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [slotTaken, setSlotTaken] = useState(false);
  const [address, setAddress] = useState<VisitAddress>(EMPTY_ADDRESS);
  const [addressTouched, setAddressTouched] = useState(false);
  const { data: places } = useQuery(CheckoutAddressQuery, { fetchPolicy: 'network-only' });

  // Prefilled from the customer's last booking with an address, until they type their own.
  const last = places?.me?.bookings.find((b) => b.address);
  useEffect(() => {
    if (addressTouched || !last?.address) return;
    setAddress({
      street: last.address.street,
      suburb: last.address.suburb,
      postalCode: last.address.postalCode,
      propertyNotes: last.propertyNotes ?? '',
    });
  }, [last, addressTouched]);

  const setAddressField =
    (key: keyof VisitAddress) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.currentTarget;
      setAddressTouched(true);
      setAddress((current) => ({ ...current, [key]: value }));
    };

  /** The address error to show before saving, or null: every field given, the suburb one we serve. */
  function addressProblem(): string | null {
    if (!address.street.trim() || !address.suburb.trim() || !address.postalCode.trim())
      return ADDRESS_MISSING;
    const areas = places?.serviceAreas;
    if (areas && !areas.some((a) => a.suburb.toLowerCase() === address.suburb.trim().toLowerCase()))
      return areaNotServed(address.suburb.trim());
    return null;
  }

  // The quote is for the served suburb and the new customer's valid e-mail and phone as soon as they
  // are known (a signed-in customer is known by the session): the summary shows the same quote, and
  // the booking carries it, so it is never charged a total the customer has not seen.
  const { setQuoteFor } = useQuoteFor();
  const suburb =
    places?.serviceAreas.find((a) => a.suburb.toLowerCase() === address.suburb.trim().toLowerCase())
      ?.suburb ?? null;
  const email = !user && isEmail(values.email.trim()) ? values.email.trim() : null;
  const phone = !user && values.phone.trim() && !phoneError(values.phone) ? values.phone.trim() : null;
  useEffect(() => {
    setQuoteFor({ suburb, email, phone });
  }, [suburb, email, phone, setQuoteFor]);
  const { quote, refetch: requote } = useBookingQuote(booking, quoteArguments({ suburb, email, phone }));

  const bookingReady = booking.lines.length > 0 && booking.date !== null && booking.slot !== null;

  async function save(customer?: ContactValues) {
    if (!bookingReady) {
      setError(BOOKING_MISSING);
      return;
    }
    const problem = addressProblem();
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    holdLoader();
    try {
      const saved = await createBooking(
        booking,
        customer && {
          name: customer.name.trim(),
          email: customer.email.trim(),
          password: customer.password,
          phone: customer.phone.trim(),
          address: customer.address.trim() || null,
        },
        {
          street: address.street.trim(),
          suburb: address.suburb.trim(),
          postalCode: address.postalCode.trim(),
          propertyNotes: address.propertyNotes.trim() || null,
        },
        quote,
      );
      clear();
      rememberSavedBooking(saved.guidId);
      void navigate(`/booking-checkout/payments/${saved.guidId}`);
    } catch (failure) {
      if (isSlotGone(failure)) {
        // The time filled or started meanwhile: choose another on the date-time step.
        void navigate('/booking-checkout/date-time', { state: { notice: SLOT_GONE_MESSAGE } });
        return;
      }
      setSlotTaken(false);
      const total = changedTotal(failure);
      if (total !== null) {
        // Quoted again (the summary shows the new price); the next continue books at it.
        await requote().catch(() => undefined);
        setError(priceChangedMessage(total));
        return;
      }
      if (hasErrorCode(failure, 'EMAIL_TAKEN')) setMode('login');
      setError(saveErrorMessage(failure));
    } finally {
      hideLoader();
    }
  }

  function submitUser(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (missingContactFields(values)) {
      setError(FILL_ALL_FIELDS);
      return;
    }
    setPhoneTouched(true);
    if (phoneError(values.phone)) return;
    void save(values);
  }

  const set = (key: keyof ContactValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [key]: value }));
  };

  const errorAlert = retrying ? (
    <Alert color="yellow" role="status">
      {STILL_TRYING}
    </Alert>
  ) : (
    error && (
      <Alert color="red" role="alert">
        {error}
        {slotTaken && (
          <Anchor component={Link} to="/booking-checkout/date-time" ml="xs">
            Choose another time
          </Anchor>
        )}
      </Alert>
    )
  );

  const addressFields = (
    <Paper withBorder p="md" component="fieldset" aria-label="Where is the visit?">
      <Stack gap="sm">
        <Text fw={600}>Where is the visit?</Text>
        <TextInput
          label="Street address"
          autoComplete="address-line1"
          required
          maxLength={200}
          value={address.street}
          onChange={setAddressField('street')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Suburb"
            autoComplete="address-level2"
            required
            maxLength={100}
            list="service-area-suburbs"
            value={address.suburb}
            onChange={setAddressField('suburb')}
          />
          <TextInput
            label="Postal code"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            maxLength={4}
            value={address.postalCode}
            onChange={setAddressField('postalCode')}
          />
        </Group>
        <datalist id="service-area-suburbs">
          {places?.serviceAreas.map((a) => (
            <option key={a.id} value={a.suburb} />
          ))}
        </datalist>
        <Textarea
          label="Property notes"
          description="Gate code, pets, parking (optional)"
          maxLength={500}
          value={address.propertyNotes}
          onChange={setAddressField('propertyNotes')}
        />
      </Stack>
    </Paper>
  );

  return (
    <Stack gap="lg">
      <Title order={2}>Contact</Title>
      {addressFields}
      {user ? (
        <Paper withBorder p="md">
          <Stack>
            <Text>
              Signed in as <strong>{user.name}</strong> ({user.email}).
            </Text>
            {errorAlert}
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => void logout()}>
                Not you? Sign out
              </Button>
              <Button onClick={() => void save()} loading={saving}>
                Continue to Payment
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : mode === 'user' ? (
        <form onSubmit={submitUser} aria-label="Your details" noValidate>
          <Stack gap="md">
            <Text>
              Your details create your account, so you can follow your booking.{' '}
              <Anchor component="button" type="button" onClick={() => setMode('login')}>
                Already have an account? Sign in
              </Anchor>
            </Text>
            {errorAlert}
            <NewAccountFields values={values} onChange={set} />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              required
              description="A South African number, for example 082 123 4567"
              value={values.phone}
              onChange={set('phone')}
              onBlur={() => setPhoneTouched(true)}
              error={phoneTouched ? phoneError(values.phone) : null}
            />
            <TextInput
              label="Address"
              autoComplete="street-address"
              value={values.address}
              onChange={set('address')}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => void navigate('/booking-checkout/date-time')}>
                Prev
              </Button>
              <Button type="submit" loading={saving}>
                Save and Continue
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          {errorAlert}
          <LoginForm
            initialEmail={values.email.trim()}
            submitLabel="Sign in and Continue"
            onSignedIn={() => void save()}
            createAccountLink={
              <Anchor component="button" type="button" size="sm" onClick={() => setMode('user')}>
                Create an account
              </Anchor>
            }
          />
          <Button
            variant="default"
            onClick={() => void navigate('/booking-checkout/date-time')}
            w="fit-content"
          >
            Prev
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
