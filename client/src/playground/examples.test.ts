// The playground's example operations are valid against the contract: each parses, validates against
// schema.graphql, and its variables are of the types its operations declare.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getVariableValues, Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PLAYGROUND_EXAMPLES } from './examples';

const schema = buildSchema(readFileSync(join(import.meta.dirname, '../../../schema.graphql'), 'utf8'));

describe('the playground examples', () => {
  it('open with the catalogue, then quote, book and pay, and follow a booking', () => {
    const operations = PLAYGROUND_EXAMPLES.map((tab) =>
      parse(tab.query)
        .definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
        .map((d) => d.name?.value),
    );
    expect(operations).toEqual([
      ['Catalogue'],
      ['Days', 'Slots', 'Quote'],
      ['Book', 'Pay'],
      ['Follow', 'FromManageLink'],
    ]);
  });

  it.each(PLAYGROUND_EXAMPLES.map((tab, i) => [i + 1, tab] as const))(
    'tab %i validates against schema.graphql, with variables and headers of the right types',
    (_n, tab) => {
      const doc = parse(tab.query);
      expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
      const variables = JSON.parse(tab.variables) as Record<string, unknown>;
      expect(JSON.parse(tab.headers)).toBeTypeOf('object');
      for (const op of doc.definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )) {
        const coerced = getVariableValues(schema, op.variableDefinitions ?? [], variables);
        expect(coerced.errors?.map((e) => e.message) ?? []).toEqual([]);
      }
    },
  );
});
