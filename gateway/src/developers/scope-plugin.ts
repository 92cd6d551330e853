/**
 * The scope check of a partner's key (docs/graphql.md "Keys and scopes"): before anything runs, every
 * root field of the operation is looked up in the one table of operation → scope (auth/reach.ts
 * `missingScope`). A field the key's scopes do not cover refuses the whole request: FORBIDDEN (403) with
 * `extensions.operation` and `extensions.scope` (the scope it lacks, or 'none' when no key may call it).
 * Introspection (`__schema`, `__type`, `__typename`) is every key's.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { gatewayError } from '../api/errors.js';
import { missingScope } from '../auth/reach.js';
import type { GatewayContext } from '../context.js';

/** The root fields of a selection set, through inline fragments and fragment spreads. */
function rootFields(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
) {
  const names: string[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      names.push(...rootFields(selection.selectionSet, fragments, seen));
    else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      names.push(...rootFields(fragment.selectionSet, fragments, seen));
    }
  }
  return names;
}

const fragmentsOf = (document: DocumentNode) =>
  new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );

export function keyScopePlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document }) {
          const client = contextValue.apiClient;
          if (!client || !operation) return;
          for (const field of rootFields(operation.selectionSet, fragmentsOf(document))) {
            if (field.startsWith('__')) continue;
            const lacking = missingScope(client, field);
            if (lacking === null) continue;
            throw gatewayError(
              'FORBIDDEN',
              lacking === 'none'
                ? `An API key cannot call ${field}.`
                : `This API key lacks the scope ${lacking}, which ${field} needs.`,
              { status: 403, more: { operation: field, scope: lacking } },
            );
          }
        },
      };
    },
  };
}
