/**
 * fast-check arbitraries for hostile input: arbitrary JSON-ish values with wrong types, huge strings,
 * negative and huge numbers, unicode, nulls, injection strings; and values shaped after introspected
 * GraphQL input types, so the resolvers (not only variable coercion) see them.
 */
import fc from 'fast-check';

export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "') UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '\\',
  '\u0000',
  '\u202e\u0301\ud83d\ude00',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '0x7fffffff',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '2026-02-30',
  '9999-99-99',
  'booking-',
  'null',
  'undefined',
  '[object Object]',
];

const hugeString = fc.constantFrom('x'.repeat(10_000), 'é'.repeat(70_000), '9'.repeat(400));

export const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 50 }).map(String) },
);

export const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 40 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, Number.MIN_VALUE, 0.1, 1.005),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, from plain to hostile. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: anyString },
  { weight: 2, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(anyNumber, { maxLength: 5 }) },
);

// --- values shaped after introspected input types ---------------------------------------------------

export interface TypeRef {
  kind: 'NON_NULL' | 'LIST' | 'SCALAR' | 'ENUM' | 'INPUT_OBJECT' | 'OBJECT' | 'INTERFACE' | 'UNION';
  name: string | null;
  ofType: TypeRef | null;
}

export interface IntrospectedType {
  kind: string;
  name: string;
  fields: { name: string; args: { name: string; type: TypeRef }[]; type: TypeRef }[] | null;
  inputFields: { name: string; type: TypeRef }[] | null;
  enumValues: { name: string }[] | null;
}

const TYPE_REF =
  'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
export const INTROSPECTION = `{ __schema { types { kind name
  fields { name type { ${TYPE_REF} } args { name type { ${TYPE_REF} } } }
  inputFields { name type { ${TYPE_REF} } }
  enumValues { name } } } }`;

/** `ID!`, `[ID!]`, `AdminTable!` ... as written in an operation. */
export function typeString(t: TypeRef): string {
  if (t.kind === 'NON_NULL') return `${typeString(t.ofType!)}!`;
  if (t.kind === 'LIST') return `[${typeString(t.ofType!)}]`;
  return t.name!;
}

const scalarValue = (name: string): fc.Arbitrary<unknown> => {
  switch (name) {
    case 'Int':
      return fc.oneof(fc.integer({ min: -2, max: 30 }), anyNumber);
    case 'Float':
      return anyNumber;
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(
        fc.integer({ min: -2, max: 30 }).map(String),
        fc.integer({ min: 1, max: 30 }),
        anyString,
      );
    case 'Date':
      return fc.oneof(
        fc
          .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        anyString,
      );
    case 'DateTime':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        anyString,
      );
    case 'JSONObject':
      return fc.oneof(
        fc.dictionary(
          fc.oneof(
            fc.constantFrom(
              'name',
              'email',
              'price',
              'basePrice',
              'categoryId',
              'serviceId',
              'password',
              'role',
              'status',
              'startDate',
              'endDate',
              'multiplier',
              'userId',
              'bookingDate',
              'bookingTime',
              'imageUrl',
              'id',
              'guidId',
              'statusId',
              'created_by',
            ),
            fc.string({ maxLength: 12 }),
          ),
          anyJson,
          { maxKeys: 5 },
        ),
        anyJson,
      );
    default:
      return anyString;
  }
};

/** A value for this type: mostly the right shape with hostile leaves, sometimes any JSON at all. */
export function valueFor(t: TypeRef, types: Map<string, IntrospectedType>, depth = 0): fc.Arbitrary<unknown> {
  const wild = depth > 3 ? fc.constant(null) : anyJson;
  if (t.kind === 'NON_NULL') {
    return fc.oneof(
      { weight: 9, arbitrary: valueFor(t.ofType!, types, depth) },
      { weight: 1, arbitrary: wild },
    );
  }
  let shaped: fc.Arbitrary<unknown>;
  if (t.kind === 'LIST')
    shaped = fc.array(valueFor(t.ofType!, types, depth + 1), { maxLength: depth > 1 ? 2 : 4 });
  else if (t.kind === 'ENUM') {
    const values = types.get(t.name!)!.enumValues!.map((v) => v.name);
    shaped = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...values) },
      { weight: 1, arbitrary: anyString },
    );
  } else if (t.kind === 'INPUT_OBJECT') {
    const fields = types.get(t.name!)!.inputFields!;
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) record[f.name] = valueFor(f.type, types, depth + 1);
    shaped = fc.record(record, {
      requiredKeys: fields.filter((f) => f.type.kind === 'NON_NULL').map((f) => f.name),
    });
  } else shaped = scalarValue(t.name!);
  return fc.oneof(
    { weight: 8, arbitrary: shaped },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: wild },
  );
}

const typedScalar = (name: string): fc.Arbitrary<unknown> => {
  switch (name) {
    case 'Int':
      return fc.integer({ min: 0, max: 30 });
    case 'Float':
      return fc.double({ min: 0, max: 10_000, noNaN: true, noDefaultInfinity: true });
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.integer({ min: 1, max: 30 }).map(String);
    case 'Date':
      return fc
        .date({ min: new Date('2030-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'DateTime':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'JSONObject':
      return fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 20 }), { maxKeys: 3 });
    default:
      return anyString;
  }
};

/**
 * A value that always passes GraphQL's variable coercion for this type (required fields present,
 * valid scalars and enum values, hostile text only where a String is allowed), so a property run
 * is sure to reach the resolver and not only GraphQL's own type checks.
 */
export function typedValueFor(
  t: TypeRef,
  types: Map<string, IntrospectedType>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (t.kind === 'NON_NULL') return typedValueFor(t.ofType!, types, depth);
  if (t.kind === 'LIST') return fc.array(typedValueFor(t.ofType!, types, depth + 1), { maxLength: 2 });
  if (t.kind === 'ENUM') return fc.constantFrom(...types.get(t.name!)!.enumValues!.map((v) => v.name));
  if (t.kind === 'INPUT_OBJECT') {
    const fields = types.get(t.name!)!.inputFields!;
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) record[f.name] = typedValueFor(f.type, types, depth + 1);
    return fc.record(record, {
      requiredKeys: fields.filter((f) => f.type.kind === 'NON_NULL').map((f) => f.name),
    });
  }
  return typedScalar(t.name!);
}
