import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompiledGraphql } from './vite-plugin-precompiled-graphql.ts';

export default defineConfig({
  plugins: [precompiledGraphql(), react()],
  server: { proxy: { '/graphql': 'http://127.0.0.1:4000', '/uploads': 'http://127.0.0.1:4000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Two pages: the site, and the GraphQL playground (GraphiQL) that the gateway serves on /graphql.
    rollupOptions: { input: { main: 'index.html', playground: 'playground.html' } },
  },
  test: {
    name: 'client',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-utils/setup.ts'],
    css: false,
    passWithNoTests: true,
    testTimeout: 15_000,
  },
});
