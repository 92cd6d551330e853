/** One log line per request (not the health probes), with its request id, and no headers: cookies and tokens stay out of the logs. */
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { logSerializers } from './logger.js';
import { requestIdOf } from './request-id.js';

export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader('x-request-id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      ...logSerializers,
    },
  });
}
