/**
 * OpenTelemetry traces across the processes (issue #36; docs/operations.md, "Traces"): a request's
 * trace starts in the browser (a `traceparent` header on each GraphQL request), goes on in the
 * gateway (its request, each REST call to the api, each background job's run) and in the api (its
 * request, each PostgreSQL query), and is exported over OTLP/HTTP to the collector named by
 * `OTEL_EXPORTER_OTLP_ENDPOINT`. Off by default: with no endpoint no provider is registered, and every
 * call here is OpenTelemetry's no-op (a few property reads per request).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import { z } from 'zod';

/** The standard OpenTelemetry variables both processes read (README.md, "Configuration"). */
export const TracingEnvSchema = z.object({
  /** The collector's OTLP/HTTP base address (traces go to `<it>/v1/traces`); unset or empty: no traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /** The name the process's spans carry; each process has its own default. */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).optional(),
  /** The share of new traces kept (0 to 1), decided by the trace id so every process agrees. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  /** Milliseconds between two exports of the spans ended meanwhile. */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(10).max(60_000).default(5000),
});
type TracingEnv = z.infer<typeof TracingEnvSchema>;

/** Asked for each span, so a provider registered (or removed) later is the one used. */
const tracer = () => trace.getTracer('greenleaf');
/** The longest query text a database span carries. */
const QUERY_TEXT_MAX = 2000;

/**
 * Starts exporting this process's spans when an endpoint is configured; returns how to flush and stop
 * (on shutdown), or null when tracing is off. The sampler decides by the trace id, for a trace begun
 * here and for one begun in the browser alike, so the browser's header never forces a trace to be kept.
 */
export async function startTracing(
  env: TracingEnv,
  defaultServiceName: string,
): Promise<{ stop(): Promise<void> } | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  // The SDK and the exporter (about a second to load) only when traces are on: every process and
  // every test file that imports this module without them pays for the API alone.
  const [{ OTLPTraceExporter }, { resourceFromAttributes }, sdk, { NodeTracerProvider }] = await Promise.all([
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/sdk-trace-node'),
  ]);
  const { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler } = sdk;
  const byTraceId = new TraceIdRatioBasedSampler(env.OTEL_TRACES_SAMPLER_ARG);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? defaultServiceName }),
    sampler: new ParentBasedSampler({
      root: byTraceId,
      remoteParentSampled: byTraceId,
      remoteParentNotSampled: byTraceId,
    }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces` }),
        { scheduledDelayMillis: env.OTEL_BSP_SCHEDULE_DELAY },
      ),
    ],
  });
  provider.register();
  return {
    stop: async () => {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** The request line's path without its query string (which may carry e-mail addresses). */
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0] ?? '/';

/**
 * Wraps a server's request listener: each request is a server span, the child of the caller's span
 * when a `traceparent` header names one, and is the active span while the request is handled (so
 * the calls it makes are its children). The server names it by its route (`spanDescriber`).
 */
export function tracedRequests(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const method = req.method ?? 'GET';
    const span = tracer().startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': method, 'url.path': pathOf(req.url) },
      },
      parent,
    );
    if (span.isRecording()) {
      res.once('close', () => {
        span.setAttribute('http.response.status_code', res.statusCode);
        if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
    }
    // Run within the span even when it is not kept, so the calls it makes are not kept either; the
    // request's and response's events too (a body read in chunks goes on in the request's trace).
    const active = trace.setSpan(parent, span);
    context.bind(active, req);
    context.bind(active, res);
    context.with(active, () => listener(req, res));
  };
}

/**
 * The active span, to describe later (a route known once the response is sent, a GraphQL
 * operation's name): adds attributes and, given a name, renames it.
 */
export function spanDescriber(): (attributes: Attributes, name?: string) => void {
  const span = trace.getActiveSpan();
  return (attributes, name) => {
    if (!span?.isRecording()) return;
    span.setAttributes(attributes);
    if (name) span.updateName(name);
  };
}

/** Describes the active span now (see spanDescriber). */
export function describeActiveSpan(attributes: Attributes, name?: string): void {
  spanDescriber()(attributes, name);
}

/** Runs `work` in a span of its own (a child of the active one), ended when it settles. */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; root?: boolean },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.root ? ROOT_CONTEXT : context.active();
  const span = tracer().startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes ?? {} },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    span.end();
  }
}

/** A REST call to another process: a client span, its context passed on in `headers` (traceparent). */
export function inClientSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return inSpan(name, { kind: SpanKind.CLIENT, attributes }, work);
}

/** Adds the active span's context to outgoing headers (traceparent, tracestate). */
export function passTraceOn(headers: Record<string, string>): void {
  propagation.inject(context.active(), headers);
}

/** The first word of a query (select, insert, begin...), for the span's name. */
const operationOf = (text: string) => /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';

type QueryMethod = (...args: unknown[]) => unknown;

/**
 * Makes each query of a node-postgres client a span (`db.system.name` postgresql, the statement's
 * text without its values, which are parameters). Queries given a callback are left as they are.
 */
export function traceQueries(client: { query: QueryMethod }): void {
  const query: QueryMethod = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (typeof args[args.length - 1] === 'function' || typeof text !== 'string' || !trace.getActiveSpan()) {
      return query(...args);
    }
    const span = tracer().startSpan(`${operationOf(text)} postgresql`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, QUERY_TEXT_MAX) },
    });
    const result = query(...args);
    if (!(result instanceof Promise)) {
      span.end();
      return result;
    }
    return result.then(
      (value: unknown) => {
        span.end();
        return value;
      },
      (err: unknown) => {
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: err instanceof Error ? err.message : String(err),
        });
        span.end();
        throw err;
      },
    );
  };
}
