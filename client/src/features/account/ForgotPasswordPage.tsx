import { AccountFormFrame } from './AccountFormFrame';
import { KindInput, textState } from '../../lib/forms/kindFields';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isEmail } from './messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { useRequestPasswordResetMutation } from './usePasswordReset';
import { refusalText } from '../../lib/graphqlErrors';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useRequestPasswordResetMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await request({ variables: { input: { email: email.trim() } } });
      setSent(true);
    } catch (error) {
      setError(refusalText(error, 'We could not send the reset e-mail. Please try again.'));
    }
  }

  return (
    <AccountFormFrame title="Forgot password?">
      {sent ? (
        <Alert color="green" role="status" title="Check your e-mail">
          If an account exists for {email.trim()}, we have sent a link to reset your password. The link is
          valid for 1 hour.
        </Alert>
      ) : (
        <form onSubmit={submit} aria-label="Request a password reset">
          <Stack>
            <Text size="sm">
              Enter your e-mail address and we will send you a link to set a new password.
            </Text>
            {error && <ErrorAlert>{error}</ErrorAlert>}
            <KindInput kind="email" label="Email" {...textState(email, setEmail)} />
            <Button type="submit" disabled={!isEmail(email)} loading={loading}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" mt="md" display="block" ta="center">
        Back to sign in
      </Anchor>
    </AccountFormFrame>
  );
}
