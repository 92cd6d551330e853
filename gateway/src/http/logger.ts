/**
 * The gateway's logger: no passwords, tokens, cookies, hashes or SQL parameters in any line (the
 * shared log-safety rules: secret-named fields censored, errors reduced to type, code, scrubbed message
 * and stack frames).
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import { LOG_REDACTION, safeError } from '@greenleaf/shared/log-safety';

export const logSerializers = { err: (err: unknown) => safeError(err) };

export function createLogger(level: string, stream?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'gateway' },
    redact: LOG_REDACTION,
    serializers: logSerializers,
  };
  return stream ? pino(options, stream) : pino(options);
}
