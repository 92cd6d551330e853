/**
 * PayFast's refund call when the provider does not answer plainly (a fake provider server): a dropped
 * connection or a server error is an unknown outcome (the refund may have been made), never a refusal;
 * a 4xx with PayFast's words is a refusal.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundPayment } from './payfast-api.js';

let server: Server;
let apiUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.startsWith('/refunds/drop')) return void req.socket.destroy();
    if (req.url?.startsWith('/refunds/boom')) return void res.writeHead(502).end('Bad gateway');
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        code: 400,
        status: 'failed',
        data: { response: false, message: 'Refund amount too high.' },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = () =>
  ({
    payment: { mode: 'live', merchantId: '10000100', passphrase: 'secret', apiUrl },
  }) as unknown as Parameters<typeof refundPayment>[0];

describe('refundPayment', () => {
  it('says the outcome is unknown when the connection drops', async () => {
    const outcome = await refundPayment(config(), 'drop', { amount: 350, reason: 'test' });
    expect(outcome.kind).toBe('unknown');
  });

  it('says the outcome is unknown on a server error', async () => {
    expect(await refundPayment(config(), 'boom', { amount: 350, reason: 'test' })).toEqual({
      kind: 'unknown',
      reason: 'the provider answered HTTP 502',
    });
  });

  it("is refused with the provider's words", async () => {
    expect(await refundPayment(config(), '123', { amount: 350, reason: 'test' })).toEqual({
      kind: 'refused',
      reason: 'Refund amount too high.',
    });
  });
});
