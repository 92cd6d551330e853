/**
 * PayFast's refund call against a fake provider server: the request as PayFast documents it (amount an
 * integer in cents, reason, notify_buyer, signed headers), its reply naming the refund made; a dropped
 * connection, a server error or a "success" without the refund is an unknown outcome (the refund may
 * have been made), never a refusal; a 4xx with PayFast's words is a refusal; sandbox makes none.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundPayment } from './payfast-api.js';
import { payfastApiSignature } from './payfast-signature.js';

let server: Server;
let apiUrl = '';
/** The last request the fake provider received. */
let seen: { url: string; headers: Record<string, unknown>; body: Record<string, unknown> } | null = null;

const json = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.startsWith('/refunds/drop')) return void req.socket.destroy();
    if (req.url?.startsWith('/refunds/boom')) return void res.writeHead(502).end('Bad gateway');
    if (req.url?.startsWith('/refunds/1124148') || req.url?.startsWith('/refunds/empty')) {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        seen = { url: req.url!, headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> };
        if (req.url!.startsWith('/refunds/empty'))
          return json(res, { code: 200, status: 'success', data: {} });
        // PayFast's published example reply to a refund made.
        json(res, {
          code: 200,
          status: 'success',
          data: {
            response: {
              id: 'dc0521d3-55fe-269b-fa00-b647310d760f',
              payment_id: '1124148',
              merchant_id: '10000100',
              refund_amount: 350.5,
              status: 'COMPLETE',
              created: '2026-06-13T10:00:00Z',
            },
          },
        });
      });
      return;
    }
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
  it("asks PayFast's refund call as documented and reads the refund's id from its reply", async () => {
    const outcome = await refundPayment(config(), '1124148', {
      amount: 350.5,
      reason: 'Refund for booking X',
    });
    expect(outcome).toEqual({
      kind: 'refunded',
      reference: 'PayFast refund dc0521d3-55fe-269b-fa00-b647310d760f',
    });
    expect(seen!.url).toBe('/refunds/1124148');
    expect(seen!.body).toEqual({ amount: 35050, reason: 'Refund for booking X', notify_buyer: 1 });
    const headers = { 'merchant-id': '10000100', version: 'v1', timestamp: String(seen!.headers.timestamp) };
    expect(seen!.headers).toMatchObject(headers);
    // Signed over the headers and the body's values as text, the amount as its digits.
    const signed = { ...headers, amount: '35050', reason: 'Refund for booking X', notify_buyer: '1' };
    expect(seen!.headers.signature).toBe(payfastApiSignature(signed, 'secret'));
  });

  it('says the outcome is unknown when "success" comes without the refund', async () => {
    expect((await refundPayment(config(), 'empty', { amount: 350, reason: 'test' })).kind).toBe('unknown');
  });

  it('makes no refund in sandbox mode (PayFast refunds live only)', async () => {
    seen = null;
    const sandbox = { payment: { ...config().payment, mode: 'sandbox' } } as Parameters<
      typeof refundPayment
    >[0];
    expect((await refundPayment(sandbox, '1124148', { amount: 350, reason: 'test' })).kind).toBe('refused');
    expect(seen).toBeNull();
  });

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
