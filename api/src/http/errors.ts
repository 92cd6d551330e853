import {
  CLOSED_TIME_MESSAGE,
  CREW_BUSY_MESSAGE,
  SLOT_FULL_MESSAGE,
  WORK_DOES_NOT_FIT_MESSAGE,
} from '@greenleaf/shared/refusals';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { ApiConflictCode } from '@greenleaf/shared/error-codes';

/** An error with an HTTP status and a message meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = codeFor(statusCode),
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

function codeFor(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'TOO_LARGE';
    default:
      return 'ERROR';
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, 'BAD_REQUEST', fields);
export const conflict = (message: string, code: ApiConflictCode = 'CONFLICT') =>
  new HttpError(409, message, code);

/** Field-level messages from a zod error: `{ "lines.2.optionIds.0": "Expected number" }`. */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

interface PgLikeError {
  code?: string;
  message?: string;
  constraint?: string;
  cause?: unknown;
}

/** The users trigger's refusal (migration 0006): the company always keeps one active admin. */
const LAST_ADMIN_MESSAGE = 'The last active admin cannot be demoted, blocked or deleted.';

/** Maps database errors that a caller can cause onto 4xx answers; the rest stay 500. */
function fromDatabase(err: unknown): HttpError | null {
  let e = err as PgLikeError | undefined;
  // drizzle wraps driver errors in a DrizzleQueryError with the original as `cause`.
  for (let i = 0; i < 3 && e && !e.code && e.cause; i++) e = e.cause;
  if (!e?.code) return null;
  switch (e.code) {
    case 'GL001':
      return new HttpError(409, SLOT_FULL_MESSAGE, 'SLOT_FULL');
    case 'GL002':
      return new HttpError(409, LAST_ADMIN_MESSAGE, 'LAST_ADMIN');
    case 'GL003':
      return new HttpError(409, WORK_DOES_NOT_FIT_MESSAGE, 'WORK_DOES_NOT_FIT');
    case 'GL004':
      return new HttpError(409, CREW_BUSY_MESSAGE, 'CREW_BUSY');
    case 'GL027':
      return new HttpError(409, CLOSED_TIME_MESSAGE, 'CLOSED_TIME');
    case '23505':
      return new HttpError(409, 'A record with these details already exists.', 'DUPLICATE');
    case '23503': // foreign key violation
    case '23001': // restrict violation (ON DELETE RESTRICT)
      return new HttpError(
        409,
        'This record is linked to other records and cannot be changed that way.',
        'IN_USE',
      );
    case '23514':
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '23502':
      return new HttpError(400, 'Invalid value.', 'BAD_REQUEST');
    default:
      return null;
  }
}

export function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof ZodError) return badRequest('Invalid request.', zodFields(err));
  return fromDatabase(err);
}

/** One error handler: every failure leaves as JSON `{ error, code, fields? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const http = toHttpError(err);
    if (http) {
      return reply
        .status(http.statusCode)
        .send({ error: http.message, code: http.code, ...(http.fields ? { fields: http.fields } : {}) });
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type).
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: err.message, code: err.code ?? 'BAD_REQUEST' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal error', code: 'INTERNAL' });
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' }));
}
