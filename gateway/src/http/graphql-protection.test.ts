/**
 * Every operation the client sends passes the limits the gateway puts on all operations (depth,
 * aliases, cost, directives and the parser's token limit): a screen whose query grows past them fails
 * here, not in front of a customer or the office.
 */
import { buildSchema, Kind, parse, print, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../client/src/__generated__/graphql.js';
import { typeDefs } from '../schema.js';
import { graphqlProtection, MAX_TOKENS } from './graphql-protection.js';

const schema = buildSchema(typeDefs);
const { validationRules } = graphqlProtection();

const operations = Object.entries(generated as Record<string, unknown>)
  .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null)
  .map(([name, value]) => [name, value as DocumentNode] as const)
  .filter(([, doc]) => doc.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION));

describe("the client's operations within the gateway's limits", () => {
  it('there are operations to check, mutations among them', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.some(([name]) => name.endsWith('MutationDocument'))).toBe(true);
  });

  it.each(operations)('%s', (_name, doc) => {
    const text = print(doc);
    expect(() => parse(text, { maxTokens: MAX_TOKENS })).not.toThrow();
    const errors = validate(schema, parse(text), validationRules).map((e) => e.message);
    expect(errors).toEqual([]);
  });

  it('the same rules refuse an operation one level deeper than the limit (12)', () => {
    // categories › (services › category) × 4 › services › id: 11 levels, the leaf counted
    let selection = 'services { id }';
    for (let level = 0; level < 4; level += 1) selection = `services { category { ${selection} } }`;
    const allowed = `query Eleven { categories { ${selection} } }`;
    const tooDeep = `query Twelve { categories { ${selection.replace('services { id }', 'services { category { id } }')} } }`;
    expect(validate(schema, parse(allowed), validationRules)).toEqual([]);
    expect(validate(schema, parse(tooDeep), validationRules).map((e) => e.message)).toEqual([
      expect.stringMatching(/depth limit of 11 exceeded/),
    ]);
  });
});
