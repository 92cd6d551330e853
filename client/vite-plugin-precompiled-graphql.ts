import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Replaces each `graphql(\`query Name ...\`)` call with the document codegen already compiled
 * (`NameDocument` / `NameFragmentDoc` in __generated__/graphql.ts), inlined as a plain object literal
 * into the module that uses it. So the bundle holds no GraphQL parser, no map of every document (the
 * admin area's included), and each route chunk carries only its own documents. The same job as the
 * client preset's babel plugin, for Vite 8. Types are unaffected: tsc still sees `graphql()`.
 */
const IMPORT_GRAPHQL =
  /import\s*\{\s*graphql\s*\}\s*from\s*(['"])([^'"]*__generated__)(?:\/gql|\/index)?\1;?/;
const MIXED_IMPORT =
  /import\s*\{[^}]*\bgraphql\b[^}]*\}\s*from\s*(['"])[^'"]*__generated__(?:\/gql|\/index)?\1/;
const GRAPHQL_CALL = /\bgraphql\(\s*(`[^`]*`)\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
const COMPILED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

function pascalCase(name: string): string {
  return name
    .split('_')
    .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('_');
}

function documentExportName(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`graphql(): no named operation or fragment in ${source.slice(0, 80)}`);
  const [, kind, name] = match;
  return kind === 'fragment' ? `${pascalCase(name!)}FragmentDoc` : `${pascalCase(name!)}Document`;
}

const compiledCache = new Map<string, { mtimeMs: number; documents: Map<string, string> }>();

function compiledDocuments(file: string): Map<string, string> {
  const { mtimeMs } = statSync(file);
  const cached = compiledCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.documents;
  const documents = new Map<string, string>();
  for (const [, name, literal] of readFileSync(file, 'utf8').matchAll(COMPILED))
    documents.set(name!, literal!);
  compiledCache.set(file, { mtimeMs, documents });
  return documents;
}

export function precompiledGraphql(): Plugin {
  return {
    name: 'precompiled-graphql',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || id.includes('/__generated__/')) return null;
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const imported = IMPORT_GRAPHQL.exec(code);
      if (!imported) {
        // `graphql` imported with other names would keep the map of every document in the bundle.
        if (MIXED_IMPORT.test(code))
          this.error(
            `${id}: import { graphql } from __generated__ on its own (useFragment: from fragment-masking)`,
          );
        return null;
      }
      const generated = resolve(dirname(id.split('?')[0]!), imported[2]!, 'graphql.ts');
      this.addWatchFile(generated);
      const documents = compiledDocuments(generated);
      const out = code.replace(IMPORT_GRAPHQL, '').replace(GRAPHQL_CALL, (_call, literal: string) => {
        const name = documentExportName(literal);
        const compiled = documents.get(name);
        if (!compiled) this.error(`${name} is not in ${generated}: run npm run codegen`);
        return `(${compiled})`;
      });
      return { code: out, map: null };
    },
  };
}
