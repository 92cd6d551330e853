/**
 * The limits every GraphQL operation meets, in Apollo and in the quote lane alike: depth, aliases,
 * cost and directives (graphql-armor), and the parser's token limit.
 */
import { ApolloArmor } from '@escape.tech/graphql-armor';

/** The parser's token limit: its refusal is a 400 GRAPHQL_PARSE_FAILED. */
export const MAX_TOKENS = 2000;

export function graphqlProtection() {
  const armor = new ApolloArmor({
    maxDepth: { n: 11, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000, ignoreIntrospection: true },
    // The token limit is the parser's own (MAX_TOKENS): armor's plugin throws from a hook, which Apollo
    // answers with a 500; the parser's refusal is a 400 GRAPHQL_PARSE_FAILED.
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect();
}
