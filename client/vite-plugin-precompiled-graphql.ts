import type { Plugin } from 'vite';

/**
 * Replaces each `graphql(\`query Name ...\`)` call with the document codegen already compiled
 * (`NameDocument` / `NameFragmentDoc` in __generated__/graphql.ts), so the bundle holds no GraphQL
 * parser and no map of every document (the admin area's included): only the documents a chunk uses,
 * by tree-shaking. The same job as the client preset's babel plugin, for Vite 8.
 */
const IMPORT_GRAPHQL =
  /import\s*\{\s*graphql\s*\}\s*from\s*(['"])([^'"]*__generated__)(?:\/gql|\/index)?\1;?/;
const GRAPHQL_CALL = /\bgraphql\(\s*(`[^`]*`)\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

function pascalCase(name: string): string {
  return name
    .split('_')
    .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('_');
}

export function documentExportName(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`graphql(): no named operation or fragment in ${source.slice(0, 80)}`);
  const [, kind, name] = match;
  return kind === 'fragment' ? `${pascalCase(name!)}FragmentDoc` : `${pascalCase(name!)}Document`;
}

export function precompiledGraphql(): Plugin {
  return {
    name: 'precompiled-graphql',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || id.includes('/__generated__/')) return null;
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const imported = IMPORT_GRAPHQL.exec(code);
      if (!imported) return null;
      const out = code
        .replace(IMPORT_GRAPHQL, `import * as __documents from '${imported[2]}/graphql';`)
        .replace(GRAPHQL_CALL, (_call, literal: string) => `__documents.${documentExportName(literal)}`);
      return { code: out, map: null };
    },
  };
}
