/**
 * The quote lane: a visitor's quote (no session cookie) answered in front of express and Apollo, as the
 * response cache answers catalogue reads. A quote depends on the viewer, so it is never cached; but a
 * visitor who is not signed in is priced as a newcomer from the catalogue in memory with no REST call,
 * so the only work is the GraphQL execution itself. The lane runs the same schema and resolvers, on
 * documents that hold one operation whose only root field is `quote`: parsed, validated (Apollo's
 * validation rules and the query limits included) and compiled to a function (graphql-jit) once per
 * query text.
 *
 * A visitor's answer is kept for the same request under the same catalogue version (all visitors not
 * signed in are priced alike), for at most `keepMs` (its quote token must still bind when it is given
 * again). Anything else goes the full way: a signed-in visitor (their earned discounts are read from the
 * database), a quote given an address or a customer's contact details (the binding quote: their
 * call-out fee and earned discounts are read from the database, and change when that customer books),
 * another operation, a control character in an argument, and every answer with an error
 * (so errors are formatted, logged and counted in one place).
 */
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { OperationTypeNode } from 'graphql';
import type {
  GraphQLField,
  GraphQLFieldResolver,
  GraphQLSchema,
  OperationDefinitionNode,
  ValidationRule,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../context.js';
import { controlCharacterCheck } from '../http/clean-text.js';
import { SESSION_COOKIE } from '../session.js';

/** A request body the front has read. */
interface LaneBody {
  text: string;
  valid: boolean;
  json: unknown;
}

interface QuoteLaneOptions {
  /** The extra validation rules Apollo runs (the query limits). */
  validationRules: readonly ValidationRule[];
  /** The same token limit Apollo's parser has. */
  maxTokens: number;
  /** The context of a visitor who is not signed in. */
  anonymousContext(req: IncomingMessage): GatewayContext;
  /** The catalogue version the api last confirmed (null: unknown, the lane keeps no answer). */
  version(): number | null;
  /** Counted when the lane answers. */
  answered?: () => void;
  /** How long an answer may be given again (ms): less than a quote token's life. */
  keepMs: number;
}

interface QuoteLane {
  /** Answers the request (the JSON text of a successful answer), or null: let it go the full way. */
  answer: (req: IncomingMessage, body: LaneBody) => Promise<string | null>;
  /** Apollo plugin: the lane runs Apollo's own executable schema (resolvers included) once it is loaded. */
  plugin: ApolloServerPlugin<BaseContext>;
}

interface Prepared {
  compiled: CompiledQuery;
  /** Whether the variables put a control character where it may not be (http/clean-text.ts). */
  controlIn: (variables: Record<string, unknown>) => boolean;
  /** The variables that give a quote an address or a customer: set, the quote goes the full way. */
  customerVariables: string[];
}

/** The quote's arguments that make it a customer's own (priced from the database: never in the lane). */
const CUSTOMER_ARGUMENTS = new Set(['address', 'customer']);

/**
 * The variables a quote document takes its address and customer from, or null when it gives one of
 * them in the document itself (such a document is never the lane's).
 */
function customerVariablesOf(operation: OperationDefinitionNode): string[] | null {
  const names: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== graphql.Kind.FIELD) continue;
    for (const argument of selection.arguments ?? []) {
      if (!CUSTOMER_ARGUMENTS.has(argument.name.value)) continue;
      if (argument.value.kind === graphql.Kind.VARIABLE) names.push(argument.value.name.value);
      else if (argument.value.kind !== graphql.Kind.NULL) return null;
    }
  }
  return names;
}

/**
 * graphql as Apollo Server and graphql-jit load it (by require): the lane works on Apollo's own schema,
 * so its parse and validate must come from the same module instance.
 */
const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

const sessionCookie = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

type Resolver = GraphQLFieldResolver<unknown, unknown> | undefined;

/** Every object field's resolver as the schema has it now (before Apollo wraps them, see below). */
function resolversOf(schema: GraphQLSchema): Map<GraphQLField<unknown, unknown>, Resolver> {
  const resolvers = new Map<GraphQLField<unknown, unknown>, Resolver>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !graphql.isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) resolvers.set(field, field.resolve);
  }
  return resolvers;
}

/**
 * Runs `fn` (synchronously) while each field has the resolver it was defined with. Apollo wraps every
 * field's resolver in place once a plugin listens to fields (its cache-control plugin does, from the
 * first request it executes), and a wrapped field is a resolver call graphql-jit cannot inline: plain
 * fields (a quote's name, amounts, ...) would each cost a function call and its bookkeeping. The
 * lane's compiled query calls the same resolvers Apollo's wrappers call, and no plugin listens to it.
 */
function withResolvers<T>(resolvers: Map<GraphQLField<unknown, unknown>, Resolver>, fn: () => T): T {
  const wrapped: [GraphQLField<unknown, unknown>, Resolver][] = [];
  for (const [field, resolve] of resolvers) {
    if (field.resolve === resolve) continue;
    wrapped.push([field, field.resolve]);
    field.resolve = resolve;
  }
  try {
    return fn();
  } finally {
    for (const [field, resolve] of wrapped) field.resolve = resolve;
  }
}

export function createQuoteLane(opts: QuoteLaneOptions): QuoteLane {
  let schema: GraphQLSchema | undefined;
  /** The schema's own resolvers, taken when Apollo loads it (before any request can wrap them). */
  let ownResolvers = new Map<GraphQLField<unknown, unknown>, Resolver>();
  const rules = [...graphql.specifiedRules, ...opts.validationRules];
  /**
   * Answers kept by catalogue version and request body: every visitor who is not signed in is priced
   * alike (a newcomer), so the same cart under the same catalogue has the same answer (the cart and the
   * summary ask again on every step).
   */
  const answers = new LRUCache<string, string>({
    max: 2000,
    ttl: opts.keepMs,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (value, key) => value.length + key.length,
  });
  let answersVersion: number | null = null;
  /**
   * Query text → the prepared quote document, or `none` when it is not one the lane answers: one map
   * for requests without an operation name, keyed by the query string itself (no key is built per
   * request, and its hash is the one the response cache's classifier computed), one for named ones.
   */
  const prepared = new LRUCache<string, Prepared | { none: true }>({ max: 200 });
  const preparedNamed = new LRUCache<string, Prepared | { none: true }>({ max: 200 });

  /**
   * The last document looked up: visitors' carts ask with the same query text, and comparing a new
   * request's text with it costs less than hashing it for the map.
   */
  let last: { query: string; operationName: string | undefined; entry: Prepared | null } | null = null;
  const prepare = (
    schema: GraphQLSchema,
    query: string,
    operationName: string | undefined,
  ): Prepared | null => {
    if (last && last.query === query && last.operationName === operationName) return last.entry;
    const found = prepareOnce(schema, query, operationName);
    last = { query, operationName, entry: found };
    return found;
  };
  const prepareOnce = (
    schema: GraphQLSchema,
    query: string,
    operationName: string | undefined,
  ): Prepared | null => {
    const cache = operationName === undefined ? prepared : preparedNamed;
    const key = operationName === undefined ? query : `${operationName}\n${query}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = { none: true };
      try {
        const document = graphql.parse(query, { maxTokens: opts.maxTokens });
        const operations = document.definitions.filter(
          (d): d is OperationDefinitionNode => d.kind === graphql.Kind.OPERATION_DEFINITION,
        );
        const [operation] = operations;
        const onlyQuote =
          operations.length === 1 &&
          operation !== undefined &&
          operation.operation === OperationTypeNode.QUERY &&
          (operationName === undefined || operation.name?.value === operationName) &&
          operation.selectionSet.selections.every(
            (s) =>
              s.kind === graphql.Kind.FIELD && (s.name.value === 'quote' || s.name.value === '__typename'),
          );
        const customerVariables = onlyQuote && operation ? customerVariablesOf(operation) : null;
        if (operation && customerVariables && graphql.validate(schema, document, rules).length === 0) {
          const compiled = withResolvers(ownResolvers, () =>
            compileQuery(schema, document, operationName ?? undefined),
          );
          if (isCompiledQuery(compiled))
            entry = { compiled, controlIn: controlCharacterCheck(document, operation), customerVariables };
        }
      } catch {
        entry = { none: true };
      }
      cache.set(key, entry);
    }
    return 'none' in entry ? null : entry;
  };

  const answer = async (req: IncomingMessage, body: LaneBody): Promise<string | null> => {
    if (!schema) return null;
    if (req.headers.cookie && sessionCookie.test(req.headers.cookie)) return null;
    // A partner's key goes through Apollo: its key is looked up and its scopes checked (developers/).
    if (req.headers.authorization) return null;
    const json = body.json;
    if (!body.valid || typeof json !== 'object' || json === null || Array.isArray(json)) return null;
    const { query, variables, operationName, extensions } = json as Record<string, unknown>;
    if (typeof query !== 'string' || extensions !== undefined) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
      return null;
    if (
      variables !== undefined &&
      variables !== null &&
      (typeof variables !== 'object' || Array.isArray(variables))
    )
      return null;
    const version = opts.version();
    if (version !== answersVersion) {
      answers.clear();
      answersVersion = version;
    }
    const key = body.text;
    const kept = version === null ? undefined : answers.get(key);
    if (kept !== undefined) {
      opts.answered?.();
      return kept;
    }
    const quote = prepare(schema, query, operationName ?? undefined);
    if (!quote) return null;
    const values = (variables ?? {}) as Record<string, unknown>;
    if (quote.controlIn(values)) return null;
    if (quote.customerVariables.some((name) => values[name] !== undefined && values[name] !== null))
      return null;
    const result = await quote.compiled.query(undefined, opts.anonymousContext(req), values);
    if (result.errors?.length || !result.data) return null;
    const text = JSON.stringify({ data: result.data });
    if (version !== null && opts.version() === version) answers.set(key, text);
    opts.answered?.();
    return text;
  };

  const plugin: ApolloServerPlugin<BaseContext> = {
    async serverWillStart({ schema: loaded }) {
      schema = loaded;
      ownResolvers = resolversOf(loaded);
      prepared.clear();
      preparedNamed.clear();
      last = null;
    },
  };

  return { answer, plugin };
}
