import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { idArray } from './id-list.js';

const dialect = new PgDialect();

describe('idArray', () => {
  it('is one parameter for any number of ids, each once', () => {
    const q = dialect.sqlToQuery(idArray([3, 1, 3, 2]));
    expect(q.sql).toBe('$1::integer[]');
    expect(q.params).toEqual(['{3,1,2}']);
    expect(dialect.sqlToQuery(idArray(Array.from({ length: 500 }, (_, i) => i))).params).toHaveLength(1);
  });

  it('refuses anything but whole numbers, so nothing else reaches the array', () => {
    expect(() => idArray([1, 1.5])).toThrow(TypeError);
    expect(() => idArray([Number.NaN])).toThrow(TypeError);
    expect(() => idArray([1, '2}' as unknown as number])).toThrow(TypeError);
  });
});
