/**
 * The last handlers: a JSON 404 for what nothing answered, and the error handler (a 4xx says "Bad
 * request", a 5xx is logged and says only INTERNAL_MESSAGE).
 */
import type express from 'express';
import type { NextFunction, Request, Response } from 'express';

/** What a client is told of a failure the gateway did not expect (GraphQL and HTTP alike). */
export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

export function mountNotFoundAndErrors(app: express.Express): void {
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number'
        ? err.status
        : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    if (res.headersSent) return;
    res.status(status).json({ error: status >= 500 ? INTERNAL_MESSAGE : 'Bad request' });
  });
}
