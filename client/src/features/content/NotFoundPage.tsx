import { DeadEndPage } from './DeadEndPage';
import { use } from 'react';
import { Text } from '@mantine/core';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageHeadContext } from '../../lib/pageHead';
import { usePageDescription } from '../../shell/usePageDescription';

/** Any path the site does not have: answered with HTTP 404 by the server render. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  usePageDescription(
    'This page does not exist on the GreenLeaf Lawn Care site. Find our lawn-care services, seasonal packages and contact details from the home page.',
  );
  const head = use(PageHeadContext);
  if (head) head.status = 404;
  return (
    <DeadEndPage title="Page not found" to="/" action="Back to Home">
      <Text mt="md">
        The page you are looking for does not exist. It may have moved, or the link may be mistyped.
      </Text>
    </DeadEndPage>
  );
}
