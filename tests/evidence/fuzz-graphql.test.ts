// Property-based hostile input to every mutation of schema.graphql, found by introspection (so a new
// mutation is covered by construction): arbitrary values for its variables, mostly shaped like the
// input type with hostile leaves (wrong types, huge strings, negative and huge numbers, unicode,
// nulls), sent as an admin for admin* mutations and anonymously otherwise. Never an
// INTERNAL_SERVER_ERROR, never an HTTP 5xx, the process keeps serving, and a refused input writes
// nothing (row counts of the main tables unchanged).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { Kind, parse, type ObjectTypeDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTROSPECTION,
  typeString,
  typedValueFor,
  valueFor,
  type IntrospectedType,
} from './support/arbitraries.js';
import { client, type Client } from './support/client.js';
import { signedIn, tableCounts } from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

const RUNS = 50;

let t: InProcess;
let admin: Client;
let types: Map<string, IntrospectedType>;

beforeAll(async () => {
  t = await inProcess({ config: { apiTimeoutMs: 30_000 } });
  // A fixed cookie: a fuzzed logout or login must not change who the next run is.
  const signed = await signedIn(t.api, t.url, 'admin');
  admin = client(t.url, undefined, { keepCookies: false });
  admin.setCookie(signed.cookie());
  const r = await client(t.url).gql<{ __schema: { types: IntrospectedType[] } }>(INTROSPECTION);
  types = new Map(r.data!.__schema.types.map((x) => [x.name, x]));
});
afterAll(async () => {
  await t?.close();
});

const mutationFields = () => types.get('Mutation')!.fields!;

describe('every mutation under property-based hostile input', () => {
  it('finds the mutations by introspection', () => {
    expect(mutationFields().length).toBeGreaterThanOrEqual(30);
  });

  // The list of mutations is read from the schema file the gateway serves, at collection time.
  const names = [...readMutationNames()];
  it.each(names)('%s: no internal error, no 5xx, nothing written when refused', async (name) => {
    const field = mutationFields().find((f) => f.name === name)!;
    expect(field).toBeDefined();
    const who = name.startsWith('admin') ? admin : client(t.url, undefined, { keepCookies: false });
    const varDefs = field.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
    const callArgs = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    let ret = field.type;
    while (ret.ofType) ret = ret.ofType;
    const selection = ret.kind === 'OBJECT' ? ' { __typename }' : '';
    const operation = `mutation${varDefs ? `(${varDefs})` : ''} { ${name}${callArgs ? `(${callArgs})` : ''}${selection} }`;
    const args: Record<string, fc.Arbitrary<unknown>> = {};
    for (const a of field.args) {
      args[a.name] = fc.oneof(
        { weight: 3, arbitrary: valueFor(a.type, types) },
        { weight: 1, arbitrary: typedValueFor(a.type, types) },
      );
    }
    const failures: string[] = [];
    let reachedResolver = 0;
    // The counts after the previous request: one count per request, compared after a refusal.
    let last = await tableCounts(t.api.db);

    await fc
      .assert(
        fc.asyncProperty(fc.record(args), async (variables) => {
          const before = last;
          const r = await who.gql(operation, variables);
          const after = await tableCounts(t.api.db);
          last = after;
          const internal = (r.errors ?? []).filter(
            (e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.extensions?.code === undefined,
          );
          if (r.status >= 500 || internal.length > 0) {
            failures.push(
              `${r.status} ${r.text.slice(0, 300)} <- ${JSON.stringify(variables).slice(0, 300)}`,
            );
            return false;
          }
          if (!r.errors?.every((e) => /^Variable "\$/.test(e.message))) reachedResolver += 1;
          if (r.errors && r.errors.length > 0) {
            if (JSON.stringify(after) !== JSON.stringify(before)) {
              failures.push(
                `refused but wrote: ${r.text.slice(0, 200)} <- ${JSON.stringify(variables).slice(0, 300)}`,
              );
              return false;
            }
          }
          return true;
        }),
        { numRuns: name === 'logout' ? 3 : RUNS, endOnFailure: true },
      )
      .catch((error: unknown) => {
        throw new Error(`${failures.join('\n')}\n${String(error).slice(0, 1500)}`);
      });
    // The inputs are shaped enough to get past variable coercion into the resolver, not only refused
    // by GraphQL's type checks.
    expect(reachedResolver).toBeGreaterThan(0);
    // Still serving after all of it.
    const health = await fetch(`${t.url}/healthz`);
    expect(health.status).toBe(200);
    expect((await t.api.get('healthz')).status).toBe(200);
  });
});

/** The mutation names of schema.graphql (the file the gateway loads), read synchronously. */
function readMutationNames(): string[] {
  const text = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
  // Parsed, not matched by pattern: a description may hold words followed by a colon or a bracket.
  const mutation = parse(text).definitions.find(
    (d): d is ObjectTypeDefinitionNode =>
      d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === 'Mutation',
  );
  return (mutation?.fields ?? []).map((f) => f.name.value);
}
