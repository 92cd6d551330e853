import { KindInput, PasswordField, textState } from '../../lib/forms/kindFields';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useLogin } from './useAuth';
import type { SessionUser } from './useSession';
import { LOGIN_FAILED } from './messages';
import { offersSignInLink } from '../../lib/graphqlErrors';
import { SignInLinkOffer } from './SignInLinkOffer';

interface LoginFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** Replaces the 'Create account' link (the checkout switches forms instead of routes). */
  createAccountLink?: React.ReactNode;
  submitLabel?: string;
  /** The e-mail to start with (the checkout's, after "an account with this e-mail already exists"). */
  initialEmail?: string;
}

/** Email and password, required; the email field has type email. */
export function LoginForm({
  onSignedIn,
  createAccountLink,
  submitLabel = 'Sign in',
  initialEmail = '',
}: LoginFormProps) {
  const { login, loading } = useLogin();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The e-mail a sign-in link is offered for (the account's delay refused the sign-in). */
  const [linkFor, setLinkFor] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setLinkFor(null);
    try {
      onSignedIn(await login(email.trim(), password));
    } catch (failure) {
      setError(LOGIN_FAILED);
      if (offersSignInLink(failure)) setLinkFor(email.trim());
    }
  }

  return (
    <form onSubmit={submit} noValidate={false} aria-label="Sign in">
      <Stack gap="md">
        {error && <ErrorAlert title="Sign in failed">{error}</ErrorAlert>}
        {linkFor && <SignInLinkOffer email={linkFor} />}
        <KindInput kind="email" label="Email" name="email" {...textState(email, setEmail)} />
        <PasswordField fresh={false} label="Password" name="password" {...textState(password, setPassword)} />
        <Anchor component={Link} to="/forgot-password" size="sm">
          Forgot password?
        </Anchor>
        <Button type="submit" loading={loading} fullWidth>
          {submitLabel}
        </Button>
        {createAccountLink ?? (
          <Anchor component={Link} to="/register" size="sm" ta="center">
            Create account
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
