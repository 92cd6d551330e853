import { useEffect } from 'react';

/** The browser tab's title for an admin page. */
export function useAdminPageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | GreenLeaf Admin`;
  }, [title]);
}
