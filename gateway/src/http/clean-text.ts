/**
 * Every text a GraphQL request carries is checked before any resolver runs: each argument of each
 * field the operation selects (inline literals, and variables wherever they are used, down through
 * input objects, lists and JSON objects) may hold no control character, except tabs and line breaks
 * in multi-line fields, and no bidirectional or zero-width character in single-line ones (the rule
 * in @greenleaf/shared/clean-text, with rules/single-line-text). Being a plugin over the whole
 * operation, no new field or argument can skip it. The refusal is BAD_USER_INPUT naming the field as
 * the resolvers do (`customer.name`: the `input.` prefix left out).
 *
 * The walk reads the syntax tree and the raw variables only (no schema types), so it holds whichever
 * copy of graphql-js built the schema.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind } from 'graphql';
import type {
  DocumentNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import { findControlCharacter, findTextRefusal, holdsControlCharacter } from '@greenleaf/shared/clean-text';
import { gatewayError } from '../api/errors.js';

type Path = (string | number)[];

/** The document's fragments by name and the operation's variable defaults by name. */
function namedParts(document: DocumentNode, operation: OperationDefinitionNode) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const defaults = new Map<string, ValueNode>();
  for (const v of operation.variableDefinitions ?? []) {
    if (v.defaultValue) defaults.set(v.variable.name.value, v.defaultValue);
  }
  return { fragments, defaults };
}

/**
 * The first argument path holding a character its field may not have, with the words that say why,
 * or null.
 */
export function controlCharacterIn(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): { field: string; message: string } | null {
  const { fragments, defaults } = namedParts(document, operation);
  let message = '';
  const refused = (value: unknown, path: Path): string | null => {
    const found = findTextRefusal(value, path);
    if (found) message = found.message;
    return found?.field ?? null;
  };

  const inValue = (node: ValueNode, path: Path): string | null => {
    switch (node.kind) {
      case Kind.STRING:
        return refused(node.value, path);
      case Kind.LIST:
        for (let i = 0; i < node.values.length; i++) {
          const found = inValue(node.values[i]!, [...path, i]);
          if (found) return found;
        }
        return null;
      case Kind.OBJECT:
        for (const f of node.fields) {
          const found = inValue(f.value, [...path, f.name.value]);
          if (found) return found;
        }
        return null;
      case Kind.VARIABLE: {
        const name = node.name.value;
        if (Object.prototype.hasOwnProperty.call(variables, name)) {
          return refused(variables[name], path);
        }
        const fallback = defaults.get(name);
        return fallback ? inValue(fallback, path) : null;
      }
      default:
        return null;
    }
  };

  const seen = new Set<string>();
  const inSelections = (set: SelectionSetNode | undefined): string | null => {
    for (const s of set?.selections ?? []) {
      for (const d of s.directives ?? []) {
        for (const a of d.arguments ?? []) {
          const found = inValue(a.value, [a.name.value]);
          if (found) return found;
        }
      }
      if (s.kind === Kind.FIELD) {
        for (const a of s.arguments ?? []) {
          const found = inValue(a.value, [a.name.value]);
          if (found) return found;
        }
        const found = inSelections(s.selectionSet);
        if (found) return found;
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        const found = inSelections(s.selectionSet);
        if (found) return found;
      } else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const found = inSelections(fragments.get(s.name.value)?.selectionSet);
        if (found) return found;
      }
    }
    return null;
  };

  const found = inSelections(operation.selectionSet);
  if (found === null) return null;
  return { field: found.startsWith('input.') ? found.slice('input.'.length) : found, message };
}

/**
 * `controlCharacterIn(document, operation, variables) !== null` as a function of the variables alone,
 * for a document checked many times (the quote lane's): the walk of the syntax tree is done once here,
 * its string literals (and variable defaults) checked once; each call then checks only the variables
 * the operation uses, at the argument they are used in.
 */
export function controlCharacterCheck(
  document: DocumentNode,
  operation: OperationDefinitionNode,
): (variables: Record<string, unknown>) => boolean {
  const { fragments, defaults } = namedParts(document, operation);
  /** A literal (or a used variable's default) holds one: every request is refused alike. */
  let literal = false;
  /** Each use of a variable: its name, the field its value is checked as, and whether its default (used when it is not given) holds one. */
  const uses: { name: string; field: string | undefined; fallback: boolean }[] = [];
  // The same walk as controlCharacterIn; a path's last step names the field (a list index: none).
  const fieldOf = (path: Path) => {
    const last = path.at(-1);
    return typeof last === 'string' ? last : undefined;
  };
  const inValue = (node: ValueNode, path: Path): boolean => {
    switch (node.kind) {
      case Kind.STRING:
        return findControlCharacter(node.value, path) !== null;
      case Kind.LIST:
        return node.values.some((v, i) => inValue(v, [...path, i]));
      case Kind.OBJECT:
        return node.fields.some((f) => inValue(f.value, [...path, f.name.value]));
      case Kind.VARIABLE: {
        const name = node.name.value;
        const fallback = defaults.get(name);
        uses.push({ name, field: fieldOf(path), fallback: fallback ? inValue(fallback, path) : false });
        return false;
      }
      default:
        return false;
    }
  };
  const argument = (value: ValueNode, name: string) => {
    if (inValue(value, [name])) literal = true;
  };
  const seen = new Set<string>();
  const inSelections = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      for (const d of s.directives ?? []) for (const a of d.arguments ?? []) argument(a.value, a.name.value);
      if (s.kind === Kind.FIELD) {
        for (const a of s.arguments ?? []) argument(a.value, a.name.value);
        inSelections(s.selectionSet);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        inSelections(s.selectionSet);
      } else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        inSelections(fragments.get(s.name.value)?.selectionSet);
      }
    }
  };
  inSelections(operation.selectionSet);
  if (literal) return () => true;
  return (variables) => {
    for (const use of uses) {
      if (Object.prototype.hasOwnProperty.call(variables, use.name)) {
        if (holdsControlCharacter(variables[use.name], use.field)) return true;
      } else if (use.fallback) return true;
    }
    return false;
  };
}

export function cleanTextPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!operation) return;
          const found = controlCharacterIn(document, operation, request.variables ?? {});
          if (found === null) return;
          const { field, message } = found;
          throw gatewayError('BAD_USER_INPUT', message, {
            field,
            fields: { [field]: message },
            status: 400,
          });
        },
      };
    },
  };
}
