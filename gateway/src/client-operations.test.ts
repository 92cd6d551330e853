/**
 * Runs the client's own generated queries (client/src/__generated__) that need no variables against a
 * gateway over the demo catalogue, as an admin: every one must resolve without an error, so a resolver
 * that breaks a screen's query fails here.
 */
import { Kind, OperationTypeNode, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../client/src/__generated__/graphql.js';
import { startTestGateway, type TestGateway } from './test/harness.js';

const queries = Object.entries(generated as Record<string, unknown>)
  .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null)
  .map(([name, value]) => ({ name, doc: value as DocumentNode }))
  .filter(({ doc }) => {
    const op = doc.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    return (
      op?.operation === OperationTypeNode.QUERY &&
      (op.variableDefinitions ?? []).every(
        (v) => v.type.kind !== Kind.NON_NULL_TYPE || v.defaultValue !== undefined,
      )
    );
  });

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

describe("the client's queries without variables", () => {
  it('there are some to run', () => {
    expect(queries.length).toBeGreaterThan(0);
  });

  it.each(queries.map((q) => [q.name, q.doc] as const))('%s resolves without errors', async (_name, doc) => {
    const admin = await t.signedIn('admin');
    const res = await admin.gql(print(doc));
    expect(res.errors).toBeUndefined();
    expect(res.data).toBeTruthy();
  });
});
