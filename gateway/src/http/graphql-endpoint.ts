/**
 * POST (and GET) /graphql: the JSON body (up to 4 MB, or as the response cache already read it) handed
 * to Apollo with the request's context.
 */
import type { ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request } from 'express';
import { preReadBodyOf } from '../cache/response-cache.js';
import type { GatewayContext } from '../context.js';

export function mountGraphql(
  app: express.Express,
  apollo: ApolloServer<GatewayContext>,
  contextOf: (req: Request, res: ServerResponse) => Promise<GatewayContext>,
): void {
  const json = express.json({ limit: '4mb' });
  app.use(
    '/graphql',
    // The response cache may have read the body already (a catalogue query it did not hold).
    (req, res, next) => {
      const read = preReadBodyOf(req);
      if (!read) return json(req, res, next);
      if (!read.valid) return next(Object.assign(new Error('Invalid JSON body'), { status: 400 }));
      req.body = read.json;
      next();
    },
    expressMiddleware(apollo, { context: async ({ req, res }) => contextOf(req, res) }),
  );
}
