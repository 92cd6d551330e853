import { Container, Paper, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { RegisterForm } from './RegisterForm';
import { targetForRole } from './roleTarget';
import { usePageTitle } from '../../lib/usePageTitle';

export function RegisterPage() {
  usePageTitle('Create account');
  const navigate = useNavigate();
  return (
    <Container size={440} py="xl">
      <Title order={1} ta="center">
        Create account
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        Book faster and keep track of your bookings.
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg">
        <RegisterForm onRegistered={(user) => navigate(targetForRole(user.role), { replace: true })} />
      </Paper>
    </Container>
  );
}
