import { createContext } from 'react';

/**
 * What the rendered page says about itself, gathered during a server render (where effects do not
 * run) so the server can write it into the page's `<head>`. In the browser there is no collector:
 * the hooks set `document.title` and the description in an effect instead.
 */
export interface CollectedHead {
  title?: string;
  description?: string;
  /** The HTTP status the page answers with (404: the not-found page); 200 unless a page says so. */
  status?: number;
}

export const PageHeadContext = createContext<CollectedHead | null>(null);
