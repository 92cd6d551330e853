/**
 * Logs never carry SQL parameters, password hashes, tokens or passwords. Two layers, used by the api
 * and the gateway loggers alike:
 *
 * - `safeError`, the `err` serializer: an error is logged as its type, code, a scrubbed message, its
 *   stack frames and its cause (the same way), and nothing else. A failed query's parameters (drizzle
 *   writes them into the message and keeps them as `params`), PostgreSQL's `detail` (which quotes the
 *   offending values) and any other property stay out.
 * - `LOG_REDACTION`, pino's `redact`: fields named like secrets (password, token, cookie,
 *   authorization, params, ...) are censored up to three levels deep in anything logged.
 */

const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'hash',
  'token',
  'resetToken',
  'apiToken',
  'sessionSecret',
  'secret',
  'passphrase',
  'authorization',
  'cookie',
  'params',
  'parameters',
  'values',
  'detail',
];

const pathsFor = (key: string): string[] => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`];

export const LOG_REDACTION = {
  paths: SECRET_KEYS.flatMap(pathsFor),
  censor: '[redacted]',
};

/** Properties of database and HTTP errors that name what failed without quoting values. */
const KEPT = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
] as const;

/** A message without parameter lists, password hashes or quoted input values. */
export function scrubMessage(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
    .replace(/\$argon2[a-z]*\$[^\s,"'`)]*/g, '[redacted hash]')
    .replace(/(invalid input (?:syntax|value) for [^:\n]+): [^\n]*/g, '$1: [redacted]');
}

interface ErrorLike {
  type?: unknown;
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  query?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** The `err` serializer (accepts an Error, or what pino's standard serializer made of one). */
export function safeError(err: unknown, depth = 0): SafeError {
  if (err === null || typeof err !== 'object') return { type: typeof err, message: '', stack: '' };
  const e = err as ErrorLike;
  const type =
    typeof e.type === 'string'
      ? e.type
      : err instanceof Error
        ? err.constructor.name
        : typeof e.name === 'string'
          ? e.name
          : 'Object';
  const message = scrubMessage(typeof e.message === 'string' ? e.message : '');
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : '';
  const out: SafeError = { type, message, stack: frames ? `${type}: ${message}\n${frames}` : '' };
  for (const key of KEPT) {
    const value = e[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  // The SQL text of a failed query has placeholders ($1), never the values.
  if (typeof e.query === 'string') out['query'] = e.query;
  if (e.cause !== undefined && depth < 3) out['cause'] = safeError(e.cause, depth + 1);
  return out;
}
