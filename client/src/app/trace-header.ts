/**
 * Each GraphQL request begins a trace in the browser: a W3C `traceparent` header with a new trace id,
 * which the gateway continues when traces are on (docs/operations.md, "Traces") and ignores when they
 * are off. Whether the trace is kept is the gateway's choice (by the trace id), not the browser's.
 */
const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A new trace and its first span, as a `traceparent` header's value (version 00, sampled). */
export function newTraceparent(): string {
  return `00-${hex(16)}-${hex(8)}-01`;
}

/** fetch, with a new trace's `traceparent` on the request. */
export const fetchInNewTrace: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('traceparent', newTraceparent());
  return fetch(input, { ...init, headers });
};
