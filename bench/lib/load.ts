// A bounded load run with autocannon on loopback: fixed duration, fixed connections.
import autocannon, { type Request } from 'autocannon';

export interface LoadResult {
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(opts: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A body per request (instead of `body`): each request can ask something different. */
  nextBody?: () => string;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const r = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    ...(opts.nextBody
      ? { requests: [{ setupRequest: (req: Request) => ({ ...req, body: opts.nextBody!() }) }] }
      : {}),
    connections: opts.connections,
    duration: opts.seconds,
  });
  return {
    connections: opts.connections,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
