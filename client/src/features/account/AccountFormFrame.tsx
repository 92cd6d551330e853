import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of an account page with one form (sign in, create an account, forgot and reset password):
 * its title, what it is for when there is a line to say, and the form on a card, narrow and centred.
 */
export function AccountFormFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Container size={440} py="xl">
      <Title order={1} ta="center">
        {title}
      </Title>
      {lead && (
        <Text c="dimmed" ta="center" mt="xs">
          {lead}
        </Text>
      )}
      <Paper withBorder shadow="sm" p="lg" mt="lg">
        {children}
      </Paper>
    </Container>
  );
}
