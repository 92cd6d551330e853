import { Button, Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A page with nothing to do on it (a page, a booking or a package not found, a package out of season):
 * its title, why (`children`), and the one way on (`to`, named by `action`).
 */
export function DeadEndPage({
  title,
  to,
  action,
  children,
}: {
  title: string;
  to: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{title}</Title>
      {children}
      <Button component={Link} to={to} mt="lg">
        {action}
      </Button>
    </Container>
  );
}
