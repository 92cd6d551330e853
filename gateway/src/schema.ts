/** The GraphQL contract, read from schema.graphql at the repository root. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCHEMA_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');

export const typeDefs = readFileSync(SCHEMA_PATH, 'utf8');
