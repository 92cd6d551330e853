/**
 * The request id: the caller's x-request-id when it is well formed, otherwise a new one, the same one
 * for every part of the gateway that asks about the same request (the answer's header, the context,
 * the logs and the calls to the api).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

const ids = new WeakMap<IncomingMessage, string>();

export function requestIdOf(req: IncomingMessage): string {
  const known = ids.get(req);
  if (known) return known;
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  ids.set(req, id);
  return id;
}
