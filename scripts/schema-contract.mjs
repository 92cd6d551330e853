#!/usr/bin/env node
// The GraphQL contract announces its changes (issue 35). schema.graphql is compared with the last
// released contract, docs/schema-released.graphql, by @graphql-inspector/core's diff:
//   npm run schema:check     prints every change since the release; fails on a breaking one, and on an
//                            operation (a Query or Mutation field) added, deprecated or removed that the
//                            "## Unreleased" section of docs/CHANGELOG-api.md does not name
//   npm run schema:release   the release: schema.graphql becomes docs/schema-released.graphql, and the
//                            changelog's "## Unreleased" section becomes today's (a new empty one above it)
// The rule: a field, input field, enum value or argument may be removed only when the released
// contract already marked it @deprecated (so partners were told first). Any other breaking change
// (a removal, a type changed, a new required argument) fails the check. A type removed is not
// counted on its own: the fields that used it are.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChangeType, CriticalityLevel, DiffRule, diff } from '@graphql-inspector/core';

// graphql as @graphql-inspector/core gets it (Node resolves graphql 16's CommonJS main), also under
// vitest, which would otherwise give this file graphql's ES module: two graphql instances refuse each
// other's schemas.
const { buildSchema, isInterfaceType, isObjectType } = createRequire(import.meta.url)('graphql');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CURRENT = join(root, 'schema.graphql');
export const RELEASED = join(root, 'docs/schema-released.graphql');
export const CHANGELOG = join(root, 'docs/CHANGELOG-api.md');

/** An argument the released contract deprecated may be removed, as fields may (graphql-inspector's rule covers fields). */
const suppressRemovalOfDeprecatedArgument = ({ changes, oldSchema }) =>
  changes.map((change) => {
    if (
      change.type !== ChangeType.FieldArgumentRemoved ||
      change.criticality.level !== CriticalityLevel.Breaking
    )
      return change;
    const [typeName, fieldName, argName] = (change.path ?? '').split('.');
    const type = oldSchema.getType(typeName);
    const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[fieldName] : undefined;
    const arg = field?.args.find((a) => a.name === argName);
    if (!arg?.deprecationReason) return change;
    return { ...change, criticality: { ...change.criticality, level: CriticalityLevel.Dangerous } };
  });

/**
 * The changes from the released contract to the current one, by criticality, and the operations a
 * changelog must name (added, deprecated or removed Query and Mutation fields).
 * @param {string} releasedSdl
 * @param {string} currentSdl
 */
export async function compareSchemas(releasedSdl, currentSdl) {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl), [
    DiffRule.suppressRemovalOfDeprecatedField,
    suppressRemovalOfDeprecatedArgument,
  ]);
  const of = (level) => changes.filter((c) => c.criticality.level === level);
  const operationChange = new Set([
    ChangeType.FieldAdded,
    ChangeType.FieldRemoved,
    ChangeType.FieldDeprecationAdded,
  ]);
  const operations = changes
    .filter((c) => operationChange.has(c.type) && /^(Query|Mutation)\.[^.]+$/.test(c.path ?? ''))
    .map((c) => c.path.split('.')[1]);
  return {
    breaking: of(CriticalityLevel.Breaking),
    dangerous: of(CriticalityLevel.Dangerous),
    safe: of(CriticalityLevel.NonBreaking),
    operations: [...new Set(operations)],
  };
}

/** The text of the changelog's "## Unreleased" section, or null when it has none. */
export function unreleasedSection(changelog) {
  const start = changelog.search(/^## Unreleased[ \t]*$/m);
  if (start < 0) return null;
  const rest = changelog.slice(start).replace(/^## Unreleased[ \t]*$/m, '');
  const next = rest.search(/^## /m);
  return next < 0 ? rest : rest.slice(0, next);
}

/** The operations the changelog's "## Unreleased" section does not name (in backticks, e.g. `adminApiClients`). */
export function unannounced(operations, changelog) {
  const section = unreleasedSection(changelog) ?? '';
  return operations.filter(
    (name) => !section.includes('`' + name + '`') && !section.includes('`' + name + '('),
  );
}

/** The changelog with its "## Unreleased" section dated `date` and a new empty one above it. */
export function releaseChangelog(changelog, date) {
  if (!unreleasedSection(changelog)?.trim()) return changelog;
  return changelog.replace(/^## Unreleased[ \t]*$/m, `## Unreleased\n\n## ${date}`);
}

async function check() {
  const { breaking, dangerous, safe, operations } = await compareSchemas(
    readFileSync(RELEASED, 'utf8'),
    readFileSync(CURRENT, 'utf8'),
  );
  const total = breaking.length + dangerous.length + safe.length;
  if (total === 0) console.log('schema.graphql is the released contract (docs/schema-released.graphql).');
  else console.log(`${total} change(s) since the released contract (docs/schema-released.graphql):`);
  for (const [label, list] of [
    ['BREAKING', breaking],
    ['dangerous', dangerous],
    ['safe', safe],
  ])
    for (const c of list) console.log(`  ${label.padEnd(9)} ${c.message}`);
  const missing = unannounced(operations, readFileSync(CHANGELOG, 'utf8'));
  if (breaking.length) {
    console.error(
      `\n${breaking.length} breaking change(s). Deprecate first (@deprecated(reason: "...")), release that ` +
        '(npm run schema:release), and remove it in a later release; or keep the old field beside the new one.',
    );
  }
  if (missing.length) {
    console.error(
      `\ndocs/CHANGELOG-api.md: the "## Unreleased" section does not name ${missing.map((m) => '`' + m + '`').join(', ')}. ` +
        'Add a line for each operation added, deprecated or removed.',
    );
  }
  return breaking.length === 0 && missing.length === 0;
}

function release() {
  copyFileSync(CURRENT, RELEASED);
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(CHANGELOG, releaseChangelog(readFileSync(CHANGELOG, 'utf8'), date));
  console.log(
    `Released: schema.graphql copied to docs/schema-released.graphql; the changelog's Unreleased is now ${date}.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'release') release();
  else if (command === 'check') process.exitCode = (await check()) ? 0 : 1;
  else {
    console.error('usage: node scripts/schema-contract.mjs check|release');
    process.exitCode = 2;
  }
}
