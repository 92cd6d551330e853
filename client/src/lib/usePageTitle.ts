import { use, useEffect } from 'react';
import { PageHeadContext } from './pageHead';

export const SITE_NAME = 'GreenLeaf Lawn Care';

/** The full title of a page: "<title> | GreenLeaf Lawn Care". */
function fullTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title for the current route (on the server: the title the page's head gets). */
export function usePageTitle(title: string): void {
  const collected = use(PageHeadContext);
  if (collected) collected.title = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
