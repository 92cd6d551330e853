/**
 * CORS for partners' browser keys (docs/graphql.md "Keys and scopes"): a browser on an origin a live API
 * client allows may send its key to /graphql. The preflight (which carries no key) is answered when some
 * live client lists the origin; the request itself is answered for the origin only when its own key
 * lists it (`allowOrigin`, from the request's context). No other origin gets a CORS header.
 */
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { ApiClient } from '../api/client.js';
import type { KeyClient } from '../context.js';

/** How long a browser keeps a preflight's answer: short, so a revoked client's origin is soon refused. */
const PREFLIGHT_SECONDS = 60;

/** Answers a CORS preflight of /graphql for an origin a live API client allows; anything else passes on. */
export function keyPreflight(api: (req: Request) => ApiClient) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (req.method !== 'OPTIONS' || !origin) return next();
    try {
      const { allowed } = await api(req).get('developers/origin.php', { origin });
      if (!allowed) return next();
    } catch (err) {
      return next(err);
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', 'POST, GET');
    // traceparent: a partner's page may make its request part of its own trace (docs/operations.md, "Traces").
    res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, traceparent, tracestate');
    res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_SECONDS));
    res.setHeader('Vary', 'Origin');
    res.status(204).end();
  };
}

/** The request's answer readable by its origin when the request's key allows that origin. */
export function allowOrigin(origin: string | undefined, client: KeyClient, res: ServerResponse): void {
  if (!origin || !client.allowedOrigins.includes(origin.toLowerCase())) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
}
