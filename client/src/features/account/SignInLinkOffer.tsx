import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { refusalText } from '../../lib/graphqlErrors';
import { useRequestPasswordResetMutation } from './usePasswordReset';

/**
 * Shown when a sign-in was refused because someone elsewhere has been guessing this account's
 * password: the owner can have a sign-in link e-mailed instead of waiting (the password-reset e-mail,
 * limited as it is: 3 an hour).
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const [request, { loading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setError(null);
    try {
      await request({ variables: { input: { email: email.trim() } } });
      setSent(true);
    } catch (failure) {
      setError(refusalText(failure, 'We could not send the e-mail. Please try again.'));
    }
  }

  if (sent) {
    return (
      <Alert color="green" role="status" title="Check your e-mail">
        If an account exists for {email.trim()}, we have sent it a sign-in link, valid for 1 hour. Open it,
        choose a new password, then sign in with it on the device where you opened the link: that device is
        not made to wait.
      </Alert>
    );
  }
  return (
    <Alert color="yellow" title="Signing in with a password is paused for this account">
      <Stack gap="xs">
        <Text size="sm">
          Someone has been trying to guess the password of this account, so sign-ins from a device we do not
          know yet must wait a while. You do not have to wait: we can e-mail you a sign-in link.
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Button variant="light" onClick={() => void send()} loading={loading}>
          E-mail me a sign-in link
        </Button>
      </Stack>
    </Alert>
  );
}
