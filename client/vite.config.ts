import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompiledGraphql } from './vite-plugin-precompiled-graphql.ts';
import { playgroundBuild } from './vite-plugin-playground-build.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { mantineStableUseId } from './vite-plugin-mantine-use-id.ts';

const require = createRequire(import.meta.url);

/**
 * react-router 7 only exports its development build (dev warnings included); the production build
 * sits next to it in the package.
 */
const reactRouterProduction = join(
  dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The site's first load in one chunk: the app (src/app/App.tsx) with everything it imports statically
 * (shell, providers, landing page, Apollo Client, react-router, the Mantine parts they use), and
 * react-dom. Left to itself Rolldown split that code into a dozen small shared chunks (Box, Button,
 * react-router, useQuery...), each one more request and one more separately gzipped file. The entry
 * (src/main.tsx) keeps only the render call; every other page stays its own lazy chunk.
 */
function inFirstLoadChunk(id: string): boolean {
  return /\/src\/app\/App\.tsx$/.test(id) || /\/node_modules\/react-dom\//.test(id);
}

/**
 * Two builds (`npm run build`): the browser's (dist/) and the server render's (`vite build --ssr`:
 * src/entry-server.tsx into dist-ssr/, everything bundled into it so the gateway needs nothing of the
 * client's dependencies; see docs/architecture.md, "Server rendering").
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [mantineStableUseId(), precompiledGraphql(), react()]
    : [mantineStableUseId(), precompiledGraphql(), react(), playgroundBuild(), precompress()],
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  resolve: {
    // rxjs: its ES2015 build (native classes) instead of the ES5 one (tslib helpers)
    conditions: ['es2015', ...defaultClientConditions],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: {
      '/graphql': 'http://127.0.0.1:4000',
      '/uploads': 'http://127.0.0.1:4000',
      '/invoices': 'http://127.0.0.1:4000',
      '/accounting': 'http://127.0.0.1:4000',
      '/exports': 'http://127.0.0.1:4000',
    },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', sourcemap: false, emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // every browser that runs es2022 supports <link rel="modulepreload">
        // A lazy page's chunk brings its own imports (the browser fetches them as it reads it): adding
        // a preload link for each of them, as Vite does by default, costs the render that first shows
        // the page 10 to 15 ms on a phone (appended while hydrating), for a fetch that starts a moment
        // sooner.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps),
        },
        // The GraphQL playground (playground.html) is built apart: see vite-plugin-playground-build.ts.
        rolldownOptions: {
          input: { main: 'index.html' },
          output: { codeSplitting: { groups: [{ name: 'index', test: inFirstLoadChunk }] } },
        },
      },
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-utils/setup.ts'],
    css: false,
    // One jsdom and one module graph per worker instead of per file: React, Mantine and Apollo are
    // imported once, which makes this project about four times faster. Testing Library unmounts and
    // clears after every test, and tests that use storage clear it themselves.
    isolate: false,
    passWithNoTests: true,
    testTimeout: 15_000,
  },
}));
