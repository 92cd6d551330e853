/**
 * The quote lane checks a request's variables for control characters with a check prepared once per
 * document (http/clean-text.ts `controlCharacterCheck`): it must refuse exactly what the full walk
 * (`controlCharacterIn`, Apollo's plugin) refuses, for literals, variables, defaults, lists, nested
 * objects, fragments, `{ key, value }` pairs and multi-line fields.
 */
import { findControlCharacter, holdsControlCharacter } from '@greenleaf/shared/clean-text';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { controlCharacterCheck, controlCharacterIn } from '../http/clean-text.js';

const documents = [
  'query Q($input: BookingInput!) { quote(input: $input) { total } }',
  'query Q($input: BookingInput = { date: "2030-01-01\\u0007", lines: [] }) { quote(input: $input) { total } }',
  'query Q($input: BookingInput = { date: "2030-01-01", lines: [] }) { quote(input: $input) { total } }',
  'query Q($d: Date, $s: ID!) { quote(input: { date: $d, lines: [{ serviceId: $s }] }) { total } }',
  'query Q($s: ID!) { quote(input: { date: "2030\\u0001", lines: [{ serviceId: $s }] }) { total } }',
  'query Q($n: String) { a: quote(input: { lines: [], propertyNotes: $n }) { total } }',
  'query Q($i: BookingInput!) { ...F } fragment F on Query { quote(input: $i) { total } ...F }',
  'query Q($i: BookingInput!, $x: Boolean!) { quote(input: $i) @include(if: $x) { total } }',
  'query Q($l: [ID!]) { quote(input: { lines: [{ serviceId: "1", optionIds: $l }] }) { total } }',
];

const values: unknown[] = [
  undefined,
  null,
  'plain',
  'bell\u0007',
  'line\nbreak',
  'tab\there',
  'del\u007f',
  'c1\u0085',
  ['a', 'b\u0000'],
  ['a', ['b', 'c']],
  { date: '2030-01-01', lines: [{ serviceId: '1', optionIds: ['2', '3\u001b'] }] },
  { date: '2030-01-01', lines: [{ serviceId: '1', addOnIds: [] }], referralCode: 'ABC' },
  { propertyNotes: 'gate code\n1234' },
  { propertyNotes: 'gate\u0000' },
  { address: { street: '1 Main\r\nRoad' } },
  { 'bad\u0001key': 'x' },
  { key: 'description', value: 'two\nlines' },
  { key: 'name', value: 'two\nlines' },
  { key: 'name', value: ['ok', { deeper: 'x\u0002' }] },
  7,
  true,
];

describe('the lane check of control characters', () => {
  it('holdsControlCharacter agrees with findControlCharacter', () => {
    for (const field of [undefined, 'name', 'notes', 'propertyNotes', 'value', 'description']) {
      for (const v of values) {
        const path = field === undefined ? [] : ['input', field];
        expect(holdsControlCharacter(v, field), `${field} ${JSON.stringify(v)}`).toBe(
          findControlCharacter(v, path) !== null,
        );
      }
    }
  });

  it('refuses exactly what the full walk refuses', () => {
    for (const text of documents) {
      const document = parse(text);
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      const check = controlCharacterCheck(document, operation);
      const names = (operation.variableDefinitions ?? []).map((v) => v.variable.name.value);
      for (const v of values) {
        for (const variables of [
          {},
          Object.fromEntries(names.map((n) => [n, v])),
          Object.fromEntries(names.map((n, i) => [n, i === 0 ? 'ok' : v])),
        ]) {
          const full = controlCharacterIn(document, operation, variables);
          expect(check(variables as Record<string, unknown>), `${text} ${JSON.stringify(variables)}`).toBe(
            Boolean(full),
          );
        }
      }
    }
  });
});
