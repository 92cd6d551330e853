/**
 * Builders for admin table fields: each kind brings its write schema (with the product's messages) and
 * its filter schema. Values are only ever bound as query parameters; these schemas make bad values a
 * 400 before the database sees them.
 */
import { EMAIL_MAX, TEXT_MAX } from '@greenleaf/shared/rules/admin-fields';
import { EMAIL_PATTERN, invalidEmailMessage } from '@greenleaf/shared/rules/email';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordTooLongMessage,
  passwordTooShortMessage,
} from '@greenleaf/shared/rules/password';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { hashPassword } from '../users/password.js';
import { zAmount, zRef } from './fields.js';
import type { AdminField } from './types.js';

const MAX_INT = 2_147_483_647;

const numeric = (v: unknown) => {
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    return Number.isNaN(n) ? v : n;
  }
  return v;
};
const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);

const filterInt = z.preprocess(
  numeric,
  z.number({ error: 'Must be a whole number' }).int('Must be a whole number').min(-MAX_INT).max(MAX_INT),
);
const filterNumber = z.preprocess(
  numeric,
  z.number({ error: 'Must be a number' }).finite().min(-1e12).max(1e12),
);
const filterText = z.preprocess(asText, z.string({ error: 'Must be text' }).max(2000));
const toBoolean = (v: unknown) => {
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return v;
};
const filterBoolean = z.preprocess(toBoolean, z.boolean({ error: 'Must be true or false' }));
const filterDate = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' });
const filterTimestamp = z.iso.datetime({ offset: true, error: 'Must be an ISO timestamp' });

type Options = Pick<AdminField, 'required' | 'searchable' | 'references'> & { label?: string };

const labelFor = (key: string) => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const base = (key: string, column: PgColumn | undefined, o: Options) => ({
  key,
  label: o.label ?? labelFor(key),
  ...(column ? { column } : {}),
  ...(o.required ? { required: true } : {}),
  ...(o.searchable ? { searchable: true } : {}),
  ...(o.references ? { references: o.references } : {}),
});

export const f = {
  /** The row id: read and filtered, never written. */
  id: (column: PgColumn): AdminField => ({ key: 'id', label: 'Id', kind: 'id', column, filter: filterInt }),

  text: (
    key: string,
    column: PgColumn,
    o: Options & { min?: number; max?: number; readOnly?: boolean } = {},
  ): AdminField => {
    const b = base(key, column, { searchable: true, ...o });
    const min = o.min ?? 1;
    const max = o.max ?? TEXT_MAX;
    return {
      ...b,
      kind: 'text',
      filter: filterText,
      ...(o.readOnly
        ? {}
        : {
            write: z.preprocess(
              asText,
              z
                .string({ error: `${b.label} must be text` })
                .trim()
                .min(min, `${b.label} must be at least ${min} characters`)
                .max(max, `${b.label} must be at most ${max} characters`),
            ),
          }),
    };
  },

  email: (key: string, column: PgColumn, o: Options = {}): AdminField => {
    const b = base(key, column, { searchable: true, ...o });
    return {
      ...b,
      kind: 'email',
      filter: filterText,
      write: z
        .string({ error: invalidEmailMessage(b.label) })
        .trim()
        .max(EMAIL_MAX, `${b.label} must be at most ${EMAIL_MAX} characters`)
        .regex(EMAIL_PATTERN, invalidEmailMessage(b.label)),
    };
  },

  /** An image address: one of our uploads or an http(s) URL, never `javascript:` and the like. */
  url: (key: string, column: PgColumn, o: Options = {}): AdminField => {
    const b = base(key, column, o);
    return {
      ...b,
      kind: 'url',
      filter: filterText,
      write: z
        .string({ error: `${b.label} must be a valid URL` })
        .trim()
        .max(1000, `${b.label} must be at most 1000 characters`)
        .regex(/^(\/(?!\/)|https?:\/\/)\S*$/i, `${b.label} must be a valid URL`),
    };
  },

  money: (
    key: string,
    column: PgColumn,
    o: Options & { max?: number; readOnly?: boolean } = {},
  ): AdminField => {
    const b = base(key, column, o);
    return {
      ...b,
      kind: 'money',
      filter: filterNumber,
      ...(o.readOnly ? {} : { write: zAmount(b.label, o.max) }),
    };
  },

  int: (key: string, column: PgColumn, o: Options & { readOnly?: boolean } = {}): AdminField => {
    const b = base(key, column, o);
    return { ...b, kind: 'int', filter: filterInt, ...(o.readOnly ? {} : { write: zRef(b.label) }) };
  },

  ref: (
    key: string,
    column: PgColumn,
    target: NonNullable<AdminField['references']>,
    o: Options = {},
  ): AdminField => {
    const b = base(key, column, { ...o, references: target });
    return { ...b, kind: 'ref', filter: filterInt, write: zRef(b.label) };
  },

  status: (column: PgColumn): AdminField => ({
    key: 'statusId',
    label: 'Status',
    kind: 'status',
    column,
    filter: filterInt,
    write: z.preprocess(
      numeric,
      z
        .number({ error: 'Status must be a valid number' })
        .int('Status must be a whole number')
        .min(1, 'Status must be at least 1')
        .max(5, 'Status must be at most 5'),
    ),
  }),

  boolean: (key: string, column: PgColumn, o: Options = {}): AdminField => {
    const b = base(key, column, o);
    return {
      ...b,
      kind: 'boolean',
      filter: filterBoolean,
      write: z.preprocess(toBoolean, z.boolean({ error: `${b.label} must be true or false` })),
    };
  },

  date: (key: string, column: PgColumn, o: Options = {}): AdminField => {
    const b = base(key, column, o);
    return {
      ...b,
      kind: 'date',
      filter: filterDate,
      write: z.iso.date({ error: `${b.label} must be a date (YYYY-MM-DD)` }),
    };
  },

  timestamp: (key: string, column: PgColumn): AdminField => ({
    key,
    label: labelFor(key),
    kind: 'timestamp',
    column,
    filter: filterTimestamp,
  }),

  /** One of a fixed set of words; `normalise` maps legacy spellings first (case-insensitively). */
  oneOf: (
    key: string,
    column: PgColumn,
    values: readonly [string, ...string[]],
    o: Options & { normalise?: (v: string) => string } = {},
  ): AdminField => {
    const b = base(key, column, { searchable: true, ...o });
    const norm = o.normalise ?? ((v: string) => v);
    return {
      ...b,
      kind: 'enum',
      filter: z.preprocess(
        (v) => (typeof v === 'string' ? norm(v.trim().toLowerCase()) : v),
        z.string({ error: 'Must be text' }).max(100),
      ),
      write: z.preprocess(
        (v) => (typeof v === 'string' ? norm(v.trim().toLowerCase()) : v),
        z.enum(values, { error: `${b.label} must be one of ${values.join(', ')}` }),
      ),
    };
  },

  /** Write-only: hashed with argon2id into `property`, never read back, never filtered. */
  password: (key: string, property: string, o: Options = {}): AdminField => {
    const b = base(key, undefined, o);
    return {
      ...b,
      kind: 'password',
      writeOnly: true,
      write: z
        .string({ error: `${b.label} must be text` })
        .min(PASSWORD_MIN, passwordTooShortMessage(b.label))
        .max(PASSWORD_MAX, passwordTooLongMessage(b.label)),
      store: async (v) => [property, await hashPassword(v as string)],
    };
  },
};

/** The audit fields every admin table shows (read-only; `actorId` on a write sets the *_by ones). */
export const auditFields = (t: {
  createdAt: PgColumn;
  createdBy: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
}): AdminField[] => [
  f.timestamp('created_at', t.createdAt),
  f.int('created_by', t.createdBy, { readOnly: true }),
  f.timestamp('updated_at', t.updatedAt),
  f.int('updated_by', t.updatedBy, { readOnly: true }),
];
