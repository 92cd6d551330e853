import { AccountFormFrame } from './AccountFormFrame';
import { PasswordField, textState } from '../../lib/forms/kindFields';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PASSWORD_MIN } from './messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { useResetPasswordMutation } from './usePasswordReset';

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reset, { loading }] = useResetPasswordMutation();
  const mismatch = confirm !== '' && confirm !== password;
  const valid = password.length >= PASSWORD_MIN && password === confirm;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    try {
      const { data } = await reset({ variables: { input: { token, password } } });
      if (!data?.resetPassword.success) throw new Error('not reset');
      setDone(true);
    } catch {
      setError('This reset link is invalid or has expired. Please request a new one.');
    }
  }

  return (
    <AccountFormFrame title="Reset password">
      {done ? (
        <Stack>
          <Alert color="green" role="status" title="Password changed">
            Your password has been changed. You can now sign in with it.
          </Alert>
          <Button component={Link} to="/login">
            Sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} aria-label="Set a new password">
          <Stack>
            {error && (
              <ErrorAlert>
                {error}{' '}
                <Anchor component={Link} to="/forgot-password">
                  Request a new link
                </Anchor>
              </ErrorAlert>
            )}
            <PasswordField fresh label="New password" {...textState(password, setPassword)} />
            <PasswordField
              fresh
              label="Confirm new password"
              description={undefined}
              error={mismatch ? 'Passwords do not match' : undefined}
              {...textState(confirm, setConfirm)}
            />
            <Button type="submit" disabled={!valid} loading={loading}>
              Set new password
            </Button>
          </Stack>
        </form>
      )}
    </AccountFormFrame>
  );
}
