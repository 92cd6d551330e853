import type { Change } from '@graphql-inspector/core';

/** schema.graphql, the contract as it is now. */
export const CURRENT: string;
/** docs/schema-released.graphql, the last released contract. */
export const RELEASED: string;
/** docs/CHANGELOG-api.md. */
export const CHANGELOG: string;

/** The changes from the released contract to the current one, by criticality, and the operations a changelog must name. */
export function compareSchemas(
  releasedSdl: string,
  currentSdl: string,
): Promise<{ breaking: Change[]; dangerous: Change[]; safe: Change[]; operations: string[] }>;
/** The text of the changelog's "## Unreleased" section, or null when it has none. */
export function unreleasedSection(changelog: string): string | null;
/** The operations the changelog's "## Unreleased" section does not name. */
export function unannounced(operations: string[], changelog: string): string[];
/** The changelog with its "## Unreleased" section dated `date` and a new empty one above it. */
export function releaseChangelog(changelog: string, date: string): string;
