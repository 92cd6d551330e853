import { ErrorAlert } from '../lib/feedback/ErrorAlert';
import { Button, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeFailure } from '../lib/graphqlErrors';

/** The office's spinner while a page's first answer is on its way. */
export function Loading() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

/** A query that failed: `title` says what could not be loaded, the gateway's message why. */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <ErrorAlert title={title}>
      {describeFailure(error).message}
      {onRetry && (
        <Button display="block" mt="xs" size="xs" variant="light" color="red" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </ErrorAlert>
  );
}

/**
 * What a list page shows around its content: the failure (if any), then the spinner while nothing has
 * come yet, else the content (what was loaded is kept on screen when a refetch fails).
 */
export function LoadState({
  error,
  loading,
  failedTitle,
  children,
}: {
  error: unknown;
  loading: boolean;
  failedTitle: string;
  children: ReactNode;
}) {
  return (
    <>
      {error ? <LoadFailure title={failedTitle} error={error} /> : null}
      {loading ? <Loading /> : children}
    </>
  );
}
