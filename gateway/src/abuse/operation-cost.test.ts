import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../schema.js';
import { operationCost } from './operation-cost.js';

const schema = buildSchema(typeDefs);
const costOf = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  const operation = document.definitions[0] as OperationDefinitionNode;
  return operationCost(schema, document, operation, variables);
};

describe('operationCost: lists count by the rows they may return', () => {
  it('a scalar field is 1; an object field 1 plus its selection', () => {
    expect(costOf('{ me { id name } }')).toBe(3);
  });

  it('a list without a size argument counts its selection 10 times, nested lists multiply', () => {
    expect(costOf('{ services { id } }')).toBe(1 + 10 * 1);
    expect(costOf('{ services { id variations { id } } }')).toBe(1 + 10 * (1 + 1 + 10 * 1));
  });

  it('fragments count as their fields where they are spread', () => {
    const spread = costOf('query { services { ...S } } fragment S on Service { id name }');
    expect(spread).toBe(costOf('{ services { id name } }'));
  });

  it('a text twice as long is not a query twice as dear: what decides is the rows asked for', () => {
    const wide = costOf('{ services { id name description durationMinutes fromPrice } }');
    const deep = costOf('{ services { variations { options { id } } } }');
    expect(deep).toBeGreaterThan(wide);
  });
});
