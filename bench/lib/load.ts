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

/**
 * autocannon keeps every response body as a string (`body += chunk`) for callbacks this bench does not
 * use; for a compressed page that is a UTF-8 decode of binary bytes per response, which costs the
 * load generator (on the same two cores as the server) more than the server spends answering, and
 * made the page look several times slower than the JSON beside it. Bytes are still counted.
 */
function dropBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: (data: unknown) => void } }).pipelinedRequests;
  if (queue) queue.addBody = () => undefined;
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
    setupClient: dropBodies,
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
