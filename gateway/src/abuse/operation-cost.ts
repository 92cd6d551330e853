/**
 * What an operation costs for the per-address cost budget (abuse/request-budget.ts): every field 1,
 * and a list field's selection counted as many times as the list may hold: its `first`/`limit`/`last`
 * argument (a literal, a variable, or the argument's default in the schema), otherwise
 * DEFAULT_LIST_SIZE. So a query asking for services, each with its variations, each with its options
 * costs as much as the rows it may return, not as its text is long (graphql-armor's cost limit, which
 * stays the per-request ceiling, counts a list as one).
 *
 * The schema is read structurally (a type's printed form and `getFields()`), so it holds whichever copy
 * of graphql-js built the schema.
 */
import { Kind } from 'graphql';
import type {
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';

/** What a list without a size argument is counted as. */
const DEFAULT_LIST_SIZE = 10;
/** No list is counted as larger than this (a size argument cannot make one request unaffordable by itself). */
const MAX_LIST_SIZE = 1000;
const SIZE_ARGUMENTS = new Set(['first', 'last', 'limit']);

interface FieldLike {
  type: unknown;
  args?: readonly { name: string; defaultValue?: unknown }[];
}
interface TypeLike {
  getFields?: () => Record<string, FieldLike>;
}

const namedOf = (type: unknown) => String(type).replace(/[[\]!]/g, '');
const isList = (type: unknown) => String(type).startsWith('[');

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  }
  const numberOf = (node: ValueNode): number | undefined => {
    if (node.kind === Kind.INT) return Number(node.value);
    if (node.kind === Kind.VARIABLE) {
      const v = variables[node.name.value];
      return typeof v === 'number' ? v : undefined;
    }
    return undefined;
  };

  const costOf = (set: SelectionSetNode, typeName: string, seen: Set<string>): number => {
    const type = schema.getType(typeName) as TypeLike | undefined;
    const fields = type?.getFields?.() ?? {};
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(sel.name.value);
        if (!f || seen.has(f.name.value)) continue;
        total += costOf(f.selectionSet, f.typeCondition.name.value, new Set([...seen, f.name.value]));
        continue;
      }
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        total += costOf(sel.selectionSet, sel.typeCondition?.name.value ?? typeName, seen);
        continue;
      }
      const field = fields[sel.name.value];
      if (!sel.selectionSet || !field) {
        total += 1;
        continue;
      }
      let size = 1;
      if (isList(field.type)) {
        const given = sel.arguments?.find((a) => SIZE_ARGUMENTS.has(a.name.value));
        const declared = field.args?.find((a) => SIZE_ARGUMENTS.has(a.name));
        const n = given ? numberOf(given.value) : undefined;
        const fallback = typeof declared?.defaultValue === 'number' ? declared.defaultValue : undefined;
        size = Math.min(MAX_LIST_SIZE, Math.max(1, n ?? fallback ?? DEFAULT_LIST_SIZE));
      }
      total += 1 + size * costOf(sel.selectionSet, namedOf(field.type), seen);
    }
    return total;
  };

  const roots = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  const root = roots[operation.operation];
  return root ? costOf(operation.selectionSet, root.name, new Set()) : 1;
}
