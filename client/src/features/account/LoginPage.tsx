import { Container, Paper, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LoginForm } from './LoginForm';
import { targetForRole } from './roleTarget';
import { usePageTitle } from '../../lib/usePageTitle';

export function LoginPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  return (
    <Container size={440} py="xl">
      <Title order={1} ta="center">
        Sign in
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        Welcome back. Sign in to see your bookings.
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg">
        <LoginForm onSignedIn={(user) => navigate(targetForRole(user.role), { replace: true })} />
      </Paper>
    </Container>
  );
}
