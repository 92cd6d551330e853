import { Container, Paper, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from './LoginForm';
import { targetAfterSignIn } from './roleTarget';
import { usePageTitle } from '../../lib/usePageTitle';

export function LoginPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  // The page that sent the user here (a guard, or an admin whose session ended), to go back to.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return (
    <Container size={440} py="xl">
      <Title order={1} ta="center">
        Sign in
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        Welcome back. Sign in to see your bookings.
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg">
        <LoginForm onSignedIn={(user) => navigate(targetAfterSignIn(user.role, from), { replace: true })} />
      </Paper>
    </Container>
  );
}
