import type { Plugin } from 'vite';

/** Mantine's `useId` module, as the bundler resolves it. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` (in `@mantine/hooks` 9) renders React's `useId` on the server, then swaps it for a
 * random id in a layout effect after mounting, which renders every input, radio, checkbox and label of
 * a page a second time, synchronously, in the commit that hydrates it: the longest task of a service
 * page on a phone. React's own `useId` is the same on the server and in the browser, so this module
 * keeps it: an explicit id when one is given, else React's, and no second render. Same output as
 * Mantine's first render; used by both builds (and the tests), so server and browser agree.
 */
export function mantineStableUseId(): Plugin {
  return {
    name: 'greenleaf:mantine-stable-use-id',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0] ?? '')) return null;
      return [
        `import { useId as useReactId } from 'react';`,
        `export function useId(staticId) {`,
        `  const reactId = useReactId();`,
        `  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;`,
        `}`,
      ].join('\n');
    },
  };
}
