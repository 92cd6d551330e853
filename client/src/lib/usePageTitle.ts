import { useEffect } from 'react';

export const SITE_NAME = 'GreenLeaf Lawn Care';

/** Sets document.title for the current route: "<title> | GreenLeaf Lawn Care". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
