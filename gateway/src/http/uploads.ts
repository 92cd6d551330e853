/**
 * GET /uploads/:name: uploaded images, served publicly by proxying the api's upload/file.php (which
 * needs the api token). Names are the api's random `<32 hex>.<ext>`; anything else is a 404.
 */
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config.js';
import { requestIdOf } from './request-id.js';

const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|jpeg|png|webp|gif)$/i;

export function uploadsHandler(config: Pick<GatewayConfig, 'apiUrl' | 'apiToken' | 'apiTimeoutMs'>) {
  return async (req: Request, res: Response): Promise<void> => {
    const name = String(req.params['name'] ?? '');
    if (!UPLOAD_NAME.test(name)) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    try {
      const reply = await fetch(`${config.apiUrl}/upload/file.php?file=${encodeURIComponent(name)}`, {
        headers: { authorization: `Bearer ${config.apiToken}`, 'x-request-id': requestIdOf(req) },
        signal: AbortSignal.timeout(config.apiTimeoutMs * 5),
      });
      if (reply.status === 404) {
        res.status(404).json({ error: 'Not found' });
        return;
      }
      if (!reply.ok) throw new Error(`api answered ${reply.status}`);
      const body = Buffer.from(await reply.arrayBuffer());
      res.setHeader('content-type', reply.headers.get('content-type') ?? 'application/octet-stream');
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
      // Even a file that is also valid HTML (a GIF/HTML polyglot) is never run as a page.
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
      res.setHeader('content-disposition', 'inline');
      res.send(body);
    } catch (err) {
      req.log.warn({ err, name }, 'upload proxy failed');
      res.status(502).json({ error: 'Upload unavailable' });
    }
  };
}
