import { use, useEffect } from 'react';
import { PageHeadContext } from '../lib/pageHead';

/** Search engines show about this many characters of a description. */
const MAX_LENGTH = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_LENGTH) return flat;
  const cut = flat.slice(0, MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * The page's own `<meta name="description">` while it is shown (nothing to say: the site's description
 * from index.html stays); the previous description comes back when the page goes. On the server: the
 * description the page's head gets.
 */
export function usePageDescription(description: string | null | undefined): void {
  const collected = use(PageHeadContext);
  if (collected && description?.trim()) collected.description = clip(description);
  useEffect(() => {
    if (!description?.trim()) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = clip(description);
    const element = meta;
    return () => {
      if (created) element.remove();
      else element.content = previous;
    };
  }, [description]);
}
