import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Page not found</Title>
      <Text mt="md">The page you are looking for does not exist.</Text>
      <Button component={Link} to="/" mt="lg">
        Back to Home
      </Button>
    </Container>
  );
}
