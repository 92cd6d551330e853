import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useRegister } from './useAuth';
import type { SessionUser } from './useSession';
import { LOGIN_FAILED, PASSWORD_MIN, isEmail } from './messages';

export function isRegisterValid(values: { name: string; email: string; password: string }): boolean {
  return values.name.trim() !== '' && isEmail(values.email) && values.password.length >= PASSWORD_MIN;
}

/** Full name, email and password; the Register button stays disabled while the form is invalid. */
export function RegisterForm({ onRegistered }: { onRegistered: (user: SessionUser) => void }) {
  const { register, loading } = useRegister();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const valid = isRegisterValid(values);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    try {
      onRegistered(await register({ ...values, name: values.name.trim(), email: values.email.trim() }));
    } catch {
      setError(LOGIN_FAILED);
    }
  }

  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [key]: value }));
  };

  return (
    <form onSubmit={submit} aria-label="Create account">
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert" title="Registration failed">
            {error}
          </Alert>
        )}
        <TextInput
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set('name')}
        />
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN} characters`}
          required
          value={values.password}
          onChange={set('password')}
        />
        <Button type="submit" disabled={!valid} loading={loading} fullWidth>
          Register
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          Already have an account? Sign in
        </Anchor>
      </Stack>
    </form>
  );
}
