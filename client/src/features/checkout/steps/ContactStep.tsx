import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useBooking } from '../../booking/BookingProvider';
import { useSession } from '../../account/useSession';
import { useLogout } from '../../account/useAuth';
import { LoginForm } from '../../account/LoginForm';
import { useCreateBooking } from '../useCreateBooking';
import { useLoader } from '../../../shell/LoaderProvider';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { hasErrorCode } from '../../../lib/graphqlErrors';
import { PASSWORD_MIN } from '../../account/messages';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const BOOKING_MISSING = 'Booking data is missing';

export interface ContactValues {
  name: string;
  email: string;
  password: string;
  phone: string;
  address: string;
}

/** Name, email, password and phone are required; address is optional. */
export function missingContactFields(values: ContactValues): boolean {
  return [values.name, values.email, values.password, values.phone].some((value) => value.trim() === '');
}

export const STILL_TRYING = 'Still trying to save your booking…';
export const TOO_MANY_HOLDS_MESSAGE =
  'You already have the most unpaid bookings allowed. Please pay or cancel one before booking another.';

export const SLOT_GONE_MESSAGE = 'That time is no longer available. Please choose another.';

/** The codes that mean the chosen time can no longer be booked: back to the date-time step. */
const SLOT_GONE_CODES = ['SLOT_FULL', 'TOO_SOON', 'WORK_DOES_NOT_FIT'] as const;
export const isSlotGone = (error: unknown) => SLOT_GONE_CODES.some((code) => hasErrorCode(error, code));

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
  if (hasErrorCode(error, 'OUT_OF_SEASON') || hasErrorCode(error, 'AREA_NOT_SERVED'))
    return serverMessage(error);
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
  const [slotTaken, setSlotTaken] = useState(false);

  const bookingReady = booking.lines.length > 0 && booking.date !== null && booking.slot !== null;

  async function save(customer?: ContactValues) {
    if (!bookingReady) {
      setError(BOOKING_MISSING);
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
      );
      clear();
      void navigate(`/booking-checkout/payments/${saved.guidId}`);
    } catch (failure) {
      if (isSlotGone(failure)) {
        // The time filled or started meanwhile: choose another on the date-time step.
        void navigate('/booking-checkout/date-time', { state: { notice: SLOT_GONE_MESSAGE } });
        return;
      }
      setSlotTaken(false);
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

  return (
    <Stack gap="lg">
      <Title order={2}>Contact</Title>
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
            <TextInput
              label="Full name"
              autoComplete="name"
              required
              value={values.name}
              onChange={set('name')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              description={`At least ${PASSWORD_MIN} characters`}
              required
              value={values.password}
              onChange={set('password')}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              required
              value={values.phone}
              onChange={set('phone')}
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
