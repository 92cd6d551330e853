import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRegister } from './useAuth';
import type { SessionUser } from './useSession';
import { NewAccountFields } from './NewAccountFields';
import { MarketingConsentCheckbox } from '../privacy/MarketingConsentCheckbox';
import { useMarketingConsentMutation } from '../privacy/usePrivacy';
import { LOGIN_FAILED, PASSWORD_MIN, isEmail } from './messages';
import { hasErrorCode, refusalText } from '../../lib/graphqlErrors';
import { ErrorCode } from '../../__generated__/enums';

function isRegisterValid(values: { name: string; email: string; password: string }): boolean {
  return values.name.trim() !== '' && isEmail(values.email) && values.password.length >= PASSWORD_MIN;
}

/** What still keeps Register disabled, field by field, in the form's order. */
function registerBlockers(values: { name: string; email: string; password: string }): string[] {
  const blockers: string[] = [];
  if (values.name.trim() === '') blockers.push('your full name');
  if (!isEmail(values.email)) blockers.push('a valid e-mail address');
  if (values.password.length < PASSWORD_MIN)
    blockers.push(`a password of at least ${PASSWORD_MIN} characters`);
  return blockers;
}

/**
 * Full name, email and password; the Register button stays disabled while the form is invalid, and a
 * line under it says which fields still keep it so.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (user: SessionUser) => void }) {
  const { register, loading } = useRegister();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const [marketing, setMarketing] = useState(false);
  const consent = useMarketingConsentMutation();
  const valid = isRegisterValid(values);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    try {
      const email = values.email.trim();
      const user = await register({ ...values, name: values.name.trim(), email });
      // No session: the address already had an account, whose owner has been e-mailed.
      // Signed in now: a ticked consent is recorded with its wording before the page moves on.
      if (user && marketing) await consent.setConsent(true).catch(() => undefined);
      if (user) onRegistered(user);
      else setCheckEmail(email);
    } catch (failure) {
      // Too many new accounts from this connection: its own words (how long to wait); else the login message.
      setError(
        hasErrorCode(failure, ErrorCode.RATE_LIMITED) ? refusalText(failure, LOGIN_FAILED) : LOGIN_FAILED,
      );
    }
  }

  if (checkEmail) {
    return (
      <Alert color="green" role="status" title="Check your e-mail to finish">
        We have sent an e-mail to {checkEmail}. If you already have an account with this address, it tells you
        how to sign in or choose a new password.
      </Alert>
    );
  }

  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [key]: value }));
  };

  return (
    <form onSubmit={submit} aria-label="Create account">
      <Stack gap="md">
        {error && <ErrorAlert title="Registration failed">{error}</ErrorAlert>}
        <NewAccountFields values={values} onChange={set} />
        <MarketingConsentCheckbox checked={marketing} onChange={setMarketing} />
        <Button
          type="submit"
          disabled={!valid}
          loading={loading}
          fullWidth
          aria-describedby={valid ? undefined : 'register-blockers'}
        >
          Register
        </Button>
        {!valid && (
          <Text id="register-blockers" size="sm" c="gray.8" aria-live="polite">
            To register, enter {registerBlockers(values).join(', ')}.
          </Text>
        )}
        <Anchor component={Link} to="/login" size="sm" ta="center">
          Already have an account? Sign in
        </Anchor>
      </Stack>
    </form>
  );
}
