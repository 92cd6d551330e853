/**
 * Every `extensions.code` the gateway answers with is a value of the schema's ErrorCode enum, so the client's
 * generated ErrorCode names them all. `gatewayError` takes the generated type, so its callers are checked by
 * the compiler; this covers the rest: errors built as GraphQLErrors directly, Apollo Server's own codes and
 * the api's 409 codes the gateway passes on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { buildSchema, GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { API_CONFLICT_CODES, errorCode, errorFromResponse } from './errors.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const enumType = buildSchema(readFileSync(join(root, 'schema.graphql'), 'utf8')).getType('ErrorCode');
const schemaCodes = new Set(
  enumType instanceof GraphQLEnumType ? enumType.getValues().map((v) => v.value) : [],
);

/** The source files of a service (no tests, no generated code). */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('__generated__'))
    .filter((f) => !f.includes('test-support') && !f.startsWith('test/'))
    .map((f) => join(root, dir, f));
}

/** Each match of `pattern`'s first group in the files, with where it was found. */
function literals(files: string[], pattern: RegExp): { code: string; where: string }[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => ({
      code: m[1]!,
      where: relative(root, file),
    })),
  );
}

describe('ErrorCode', () => {
  it('is in the schema', () => {
    expect(schemaCodes.size).toBeGreaterThan(20);
  });

  it("names every code the gateway's own GraphQLErrors carry", () => {
    const found = literals(sources('gateway/src'), /extensions:\s*\{\s*code:\s*'([A-Z_]+)'/g);
    expect(found.length).toBeGreaterThan(3);
    expect(found.filter(({ code }) => !schemaCodes.has(code))).toEqual([]);
  });

  it("names Apollo Server's own codes", () => {
    expect(Object.values(ApolloServerErrorCode).filter((code) => !schemaCodes.has(code))).toEqual([]);
  });

  it('names every code the api answers a 409 with, and the gateway passes each on', () => {
    const api = literals(
      sources('api/src'),
      /(?:conflict\(|HttpError\(\s*409,)[^;]*?,\s*'?([A-Z][A-Z_]+)'?\s*(?:,\s*\{[^;]*?\})?,?\s*\)/g,
    ).map(({ code }) => code);
    expect(api.length).toBeGreaterThan(10);
    expect(
      [...new Set(api)].filter((code) => !(API_CONFLICT_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
    for (const code of API_CONFLICT_CODES) {
      expect(schemaCodes).toContain(code);
      expect(errorCode(errorFromResponse(409, { error: 'Refused', code }))).toBe(code);
    }
  });

  it('gives a 409 with a code it does not know as CONFLICT, keeping the api code', () => {
    const error = errorFromResponse(409, { error: 'Refused', code: 'SOMETHING_NEW' });
    expect(errorCode(error)).toBe('CONFLICT');
    expect(error.extensions['upstreamCode']).toBe('SOMETHING_NEW');
  });

  it('maps every other api status onto a code in the enum', () => {
    for (const status of [400, 401, 403, 404, 413, 422, 429, 500, 502, 503]) {
      expect(schemaCodes).toContain(errorCode(errorFromResponse(status, { error: 'Refused' })));
    }
    expect(errorCode(errorFromResponse(503, { error: 'Busy', code: 'BUSY' }, '2'))).toBe('BUSY');
  });
});
