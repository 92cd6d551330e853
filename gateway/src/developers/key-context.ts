/**
 * Who a request sent with `Authorization: Bearer <secret>` is: the live API client whose secret hashes
 * to it, asked of the api on every request (no cache), so a rotation or a revocation is refused from the
 * next request on every replica. An unknown, rotated-away or revoked key is UNAUTHENTICATED (401).
 */
import type { IncomingMessage } from 'node:http';
import { gatewayError, nullOn404 } from '../api/errors.js';
import type { ApiClient } from '../api/client.js';
import type { KeyClient } from '../context.js';
import { bearerOf, hashSecret } from './secret.js';

const KEY_REFUSED =
  'This API key is not valid: it is unknown, was replaced (rotated) or was revoked. Ask the office for a new one.';

/** The request's API client; undefined when it carries no bearer key; UNAUTHENTICATED for a bad one. */
export async function keyClientOf(req: IncomingMessage, api: ApiClient): Promise<KeyClient | undefined> {
  const secret = bearerOf(req.headers.authorization);
  if (secret === undefined) return undefined;
  const client = await nullOn404(api.get('developers/authenticate.php', { secretHash: hashSecret(secret) }));
  if (!client) throw gatewayError('UNAUTHENTICATED', KEY_REFUSED, { status: 401 });
  return {
    id: client.id,
    name: client.name,
    scopes: client.scopes,
    allowedOrigins: client.allowedOrigins,
    allowedReturnUrls: client.allowedReturnUrls,
    reach: client.reach,
    limits: client.limits,
  };
}
