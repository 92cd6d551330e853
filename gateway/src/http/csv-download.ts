/**
 * A CSV file the api writes as it reads (the accounting export, a list's export), sent on to the office
 * as it comes: never held whole in the gateway. A failure after the first bytes breaks the download
 * (the browser shows it failed) instead of answering an error page inside a half-sent file.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { NextFunction, Response } from 'express';

/** Pipes the api's CSV reply to `res` (200, text/csv, its file name, never cached). */
export async function sendCsvDownload(
  reply: globalThis.Response,
  res: Response,
  what: string,
): Promise<void> {
  if (!reply.ok || !reply.body) throw new Error(`api answered ${reply.status} to ${what}`);
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', reply.headers.get('content-disposition') ?? 'attachment')
    .set('Cache-Control', 'private, no-store');
  await pipeline(Readable.fromWeb(reply.body as WebReadableStream<Uint8Array>), res);
}

/** What a download's route does with an error: break a started file, else the error handler's answer. */
export function failDownload(err: unknown, res: Response, next: NextFunction): void {
  if (res.headersSent) res.destroy(err as Error);
  else next(err);
}
