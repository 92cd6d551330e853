// The contract announces its changes (issue 35): `npm run schema:check` (scripts/schema-contract.mjs)
// fails on a breaking change that the released contract did not deprecate first, and on an operation
// added, deprecated or removed that docs/CHANGELOG-api.md does not name.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHANGELOG,
  CURRENT,
  RELEASED,
  compareSchemas,
  releaseChangelog,
  unannounced,
} from '../../scripts/schema-contract.mjs';

const released = `
"The root."
type Query {
  "A booking."
  booking("Its reference." guidId: ID!, "Old way to find it." legacyId: ID @deprecated(reason: "Use guidId.")): Booking
  "The catalogue."
  services: [String!]!
}
"A booking."
type Booking {
  "Its reference."
  guidId: ID!
  "Its date."
  date: String!
  "Its old label."
  slot: String @deprecated(reason: "Use startsAt.")
}
"Booking states."
enum Status {
  "Waiting."
  PENDING
  "Done."
  DONE @deprecated(reason: "Use COMPLETED.")
  "Completed."
  COMPLETED
}
`;

const messages = (changes: { message: string }[]) => changes.map((c) => c.message);

describe('the schema check', () => {
  it('the same contract has no change', async () => {
    const r = await compareSchemas(released, released);
    expect([...r.breaking, ...r.dangerous, ...r.safe]).toEqual([]);
  });

  it('removing a field that was not deprecated is breaking', async () => {
    const r = await compareSchemas(released, released.replace('  "Its date."\n  date: String!\n', ''));
    expect(messages(r.breaking)).toEqual([
      expect.stringContaining("'date' was removed from object type 'Booking'"),
    ]);
  });

  it('adding a field is safe, and the operation added is one the changelog must name', async () => {
    const added = released.replace(
      '  services: [String!]!',
      '  services: [String!]!\n  "Crews."\n  crews: [String!]!',
    );
    const r = await compareSchemas(released, added);
    expect(r.breaking).toEqual([]);
    expect(messages(r.safe)).toContain("Field 'crews' was added to object type 'Query'");
    expect(r.operations).toEqual(['crews']);
  });

  it('removing a field, an enum value or an argument the released contract deprecated is allowed', async () => {
    const current = released
      .replace('  "Its old label."\n  slot: String @deprecated(reason: "Use startsAt.")\n', '')
      .replace('  "Done."\n  DONE @deprecated(reason: "Use COMPLETED.")\n', '')
      .replace(', "Old way to find it." legacyId: ID @deprecated(reason: "Use guidId.")', '');
    const r = await compareSchemas(released, current);
    expect(r.breaking).toEqual([]);
    expect(r.dangerous).toHaveLength(3);
  });

  it('a field deprecated only now, and removed at once, is still breaking: it must be released deprecated first', async () => {
    const deprecatedNow = released.replace(
      'date: String!',
      'date: String! @deprecated(reason: "Use startsAt.")',
    );
    expect((await compareSchemas(released, deprecatedNow)).breaking).toEqual([]);
    const removed = released.replace('  "Its date."\n  date: String!\n', '');
    expect((await compareSchemas(released, removed)).breaking).toHaveLength(1);
    expect((await compareSchemas(deprecatedNow, removed)).breaking).toEqual([]);
  });

  it('a type changed or a new required argument is breaking', async () => {
    const r = await compareSchemas(
      released,
      released.replace('services: [String!]!', 'services("Which." category: ID!): [String]!'),
    );
    expect(r.breaking).toHaveLength(2);
  });
});

describe('the changelog', () => {
  const changelog =
    '# API changelog\n\n## Unreleased\n\n- Added `crews`.\n\n## 2026-11-28\n\n- `services`, `booking`.\n';

  it('must name each operation added, deprecated or removed in its Unreleased section', () => {
    expect(unannounced(['crews', 'services'], changelog)).toEqual(['services']);
    expect(unannounced(['crews'], '# API changelog\n\n## 2026-11-28\n\n- `crews`\n')).toEqual(['crews']);
  });

  it('a release dates the Unreleased section and opens a new one (an empty one is left as it is)', () => {
    expect(releaseChangelog(changelog, '2026-12-05')).toBe(
      '# API changelog\n\n## Unreleased\n\n## 2026-12-05\n\n- Added `crews`.\n\n## 2026-11-28\n\n- `services`, `booking`.\n',
    );
    const empty = '# API changelog\n\n## Unreleased\n\n## 2026-11-28\n\n- `crews`\n';
    expect(releaseChangelog(empty, '2026-12-05')).toBe(empty);
  });

  it("the repository's contract passes: schema.graphql against docs/schema-released.graphql and the changelog", async () => {
    const r = await compareSchemas(readFileSync(RELEASED, 'utf8'), readFileSync(CURRENT, 'utf8'));
    expect(messages(r.breaking)).toEqual([]);
    expect(unannounced(r.operations, readFileSync(CHANGELOG, 'utf8'))).toEqual([]);
    const run = spawnSync(process.execPath, ['scripts/schema-contract.mjs', 'check'], {
      cwd: new URL('../..', import.meta.url),
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
  });
});
