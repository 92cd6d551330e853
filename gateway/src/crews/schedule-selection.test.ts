import { readFileSync } from 'node:fs';
import {
  Kind,
  parse,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { asksScheduleViewOnly } from './schedule-selection.js';

/** What the resolver of `adminSchedule` is given for `query` (its field nodes and the fragments). */
function infoOf(query: string): GraphQLResolveInfo {
  const doc = parse(query);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const fieldNodes = op.selectionSet.selections.filter((s) => s.kind === Kind.FIELD);
  return { fieldNodes, fragments } as unknown as GraphQLResolveInfo;
}

const asks = (bookings: string, parts = 'date') =>
  asksScheduleViewOnly(
    infoOf(
      `{ adminSchedule(from: "2030-01-01", to: "2030-01-07") { slots bookings { ${bookings} } parts { ${parts} } } }`,
    ),
  );

describe('asksScheduleViewOnly', () => {
  it("is true for the office's schedule page's own query", () => {
    const source = readFileSync(
      new URL('../../../client/src/admin/schedule/operations.ts', import.meta.url),
      'utf8',
    );
    const query = /graphql\(`([^`]*query AdminSchedule[^`]*)`\)/.exec(source)?.[1];
    expect(query).toBeDefined();
    expect(asksScheduleViewOnly(infoOf(query!))).toBe(true);
  });

  it('is false for any field the view does not carry, in bookings, in a fragment or under parts', () => {
    expect(asks('id status customer { name email } crew { name } series { visits { id } }')).toBe(true);
    expect(asks('id amountOwed')).toBe(false);
    expect(asks('id services { name variations { label } }')).toBe(false);
    expect(asks('id ... on Booking { modifiers { amount } }')).toBe(false);
    expect(asks('id', 'booking { id visitEnd }')).toBe(false);
    expect(
      asksScheduleViewOnly(
        infoOf(`query { adminSchedule(from: "2030-01-01", to: "2030-01-07") { bookings { ...B } } }
          fragment B on Booking { id history { id } }`),
      ),
    ).toBe(false);
  });
});
