import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/**
 * Builds the GraphQL playground page (playground.html, GraphiQL) on its own, after the site's build,
 * into the same folder. As a second input of the site's build it shared chunks with the site (React,
 * graphql), which split the site's first load into more, smaller files and tied its chunking to
 * GraphiQL's; built apart, the two pages share nothing and each is chunked for itself.
 */
export function playgroundBuild(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'playground-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle(error) {
      if (error) return;
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          rolldownOptions: { input: { playground: 'playground.html' } },
          chunkSizeWarningLimit: 1500,
        },
      });
    },
  };
}
