import { Component, Suspense, type ReactNode } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { LoaderOverlay } from './LoaderOverlay';

interface State {
  error: Error | null;
}

/**
 * The root error element of every route (an unexpected failure, or a page chunk that failed to load)
 * and the full-screen loader while a page's chunk loads.
 */
export class RouteBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(error);
  }

  override render() {
    if (this.state.error) {
      return (
        <Container size="sm" py="xl">
          <Title order={1}>Something went wrong</Title>
          <Text mt="md">An unexpected error occurred. Please reload the page or try again later.</Text>
          <Button mt="lg" onClick={() => window.location.assign('/')}>
            Back to Home
          </Button>
        </Container>
      );
    }
    return <Suspense fallback={<LoaderOverlay visible />}>{this.props.children}</Suspense>;
  }
}
