/** The custom scalars: Date (YYYY-MM-DD, a real calendar day), DateTime (ISO 8601) and JSONObject. */
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw new GraphQLError('Date must be a calendar date written YYYY-MM-DD', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return value;
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar date without time or zone, formatted YYYY-MM-DD.',
  serialize: (value) => {
    if (typeof value === 'string') return value.slice(0, 10);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    throw new GraphQLError('Date cannot represent this value');
  },
  parseValue: parseDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError('Date must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
    return parseDate(ast.value);
  },
});

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'A point in time as an ISO 8601 string.',
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') {
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? value : d.toISOString();
    }
    throw new GraphQLError('DateTime cannot represent this value');
  },
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(new Date(value).getTime())) {
      throw new GraphQLError('DateTime must be an ISO 8601 string', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return new Date(value).toISOString();
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) {
      throw new GraphQLError('DateTime must be an ISO 8601 string', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return new Date(ast.value).toISOString();
  },
});

function literalValue(ast: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.ENUM:
      return ast.value;
    case Kind.LIST:
      return ast.values.map((v) => literalValue(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalValue(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

function asObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new GraphQLError('JSONObject must be an object', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value as Record<string, unknown>;
}

export const JSONObjectScalar = new GraphQLScalarType<Record<string, unknown>, Record<string, unknown>>({
  name: 'JSONObject',
  description: 'A JSON object with string keys.',
  serialize: asObject,
  parseValue: asObject,
  parseLiteral: (ast, variables) => asObject(literalValue(ast, variables)),
});
