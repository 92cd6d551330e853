/**
 * The REST client of the api: one instance per GraphQL request (created in the context function),
 * behind the `ApiClient` interface. Typed paths (routes.ts), replies validated with zod, GET requests
 * deduplicated and memoised for the request (any write clears the memo), DataLoader batching for
 * lookups by id, `Authorization: Bearer API_TOKEN` and `x-request-id` on every call, a request
 * timeout, and HTTP failures mapped onto GraphQL errors in one place (errors.ts).
 */
import {
  RESTDataSource,
  type AugmentedRequest,
  type DataSourceFetchResult,
  type DataSourceRequest,
  type RequestDeduplicationPolicy,
  type RequestOptions,
} from '@apollo/datasource-rest';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { FetcherResponse } from '@apollo/utils.fetcher';
import { inClientSpan, passTraceOn } from '@greenleaf/shared/tracing';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { errorFromResponse, gatewayError, nullOn404, upstreamUnavailable } from './errors.js';
import type { ApiBooking } from './replies/bookings.js';
import type { ApiCategory, ApiService } from './replies/catalogue.js';
import type { ApiSeries } from './replies/series.js';
import type { ApiUser } from './replies/users.js';
import {
  replySchema,
  type GetPath,
  type GetReply,
  type PostPath,
  type PostReply,
  type QueryArgs,
  type QueryParams,
  type RouteBody,
} from './routes.js';

/** A finished call, for logs and tests. */
export interface ApiCallRecord {
  method: 'GET' | 'POST';
  path: string;
  status: number | 'network-error';
  ms: number;
}

export interface ApiClient {
  /** GET a path of the contract with the query string its schema takes; the reply is validated. */
  get<P extends GetPath>(path: P, ...query: QueryArgs<P>): Promise<GetReply<P>>;
  /** POST the body its schema takes (JSON, or form data for an upload); the reply is validated. */
  post<P extends PostPath>(path: P, body: RouteBody<P>): Promise<PostReply<P>>;
  /** Services by id (any status); null when there is none. Several ids: one list call. */
  readonly serviceById: DataLoader<number, ApiService | null>;
  /** Categories by id (any status); null when there is none. One list call for all. */
  readonly categoryById: DataLoader<number, ApiCategory | null>;
  /** Users by id; null when there is none. */
  readonly userById: DataLoader<number, ApiUser | null>;
  /** Bookings by guidId; null when there is none. */
  readonly bookingByGuid: DataLoader<string, ApiBooking | null>;
  /** Series by id (each read and parsed once per request, however many of its visits ask); null when none. */
  readonly seriesById: DataLoader<number, ApiSeries | null>;
  /** Series by id with only their visits from a date and their first (`series/get.php?visitsFrom=`). */
  readonly seriesFrom: DataLoader<{ id: number; visitsFrom: string }, ApiSeries | null, string>;
  /**
   * The same api with the write timeout on every call, reads included: for a write and the reads it
   * depends on (the slot check, the price), which must not be cut off by the shorter read timeout.
   */
  forWrite(): ApiClient;
}

interface RestApiClientOptions {
  baseUrl: string;
  token: string;
  requestId: string;
  timeoutMs: number;
  /** For POSTs and state-changing GETs; defaults to timeoutMs. */
  writeTimeoutMs?: number;
  cache?: KeyValueCache;
  onCall?: (call: ApiCallRecord) => void;
}

/** The api's HTTP status behind a mapped error (kept out of the error's public extensions). */
const upstreamStatus = new WeakMap<GraphQLError, number>();

/** The client behind the interface. The HTTP work is done by `ApiDataSource`. */
export class RestApiClient implements ApiClient {
  private readonly source: ApiDataSource;

  constructor(private readonly opts: RestApiClientOptions) {
    this.source = new ApiDataSource(opts);
  }

  forWrite(): ApiClient {
    const writeTimeoutMs = this.opts.writeTimeoutMs ?? this.opts.timeoutMs;
    return new RestApiClient({ ...this.opts, timeoutMs: writeTimeoutMs, writeTimeoutMs });
  }

  async get<P extends GetPath>(path: P, ...[input]: QueryArgs<P>): Promise<GetReply<P>> {
    // Every query schema is an object of scalars (shared/src/rest).
    const query = input as QueryParams | undefined;
    if (!isWritingGet(path)) return parseReply('GET', path, await this.source.call('GET', path, query));
    try {
      return parseReply('GET', path, await this.source.call('GET', path, query));
    } finally {
      this.forgetReads();
    }
  }

  async post<P extends PostPath>(path: P, body: RouteBody<P>): Promise<PostReply<P>> {
    try {
      return parseReply(
        'POST',
        path,
        await this.source.call('POST', path, undefined, body as object | FormData),
      );
    } finally {
      this.forgetReads();
    }
  }

  /** After a write, nothing read earlier in this request is trusted any more. */
  private forgetReads(): void {
    this.source.forgetReads();
    this.serviceById.clearAll();
    this.categoryById.clearAll();
    this.userById.clearAll();
    this.bookingByGuid.clearAll();
    this.seriesById.clearAll();
    this.seriesFrom.clearAll();
  }

  readonly serviceById = new DataLoader<number, ApiService | null>(async (ids) => {
    const [only] = ids;
    if (ids.length === 1 && only !== undefined)
      return [await nullOn404(this.get('services/get.php', { id: only }))];
    const all = await this.get('services/list.php');
    const byId = new Map(all.map((s) => [s.id, s]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  readonly categoryById = new DataLoader<number, ApiCategory | null>(async (ids) => {
    const all = await this.get('categories/list.php');
    const byId = new Map(all.map((c) => [c.id, c]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  readonly userById = new DataLoader<number, ApiUser | null>((ids) =>
    Promise.all(ids.map((id) => nullOn404(this.get('users/get.php', { id })))),
  );

  readonly bookingByGuid = new DataLoader<string, ApiBooking | null>((guids) =>
    Promise.all(guids.map((guidId) => nullOn404(this.get('bookings/get.php', { guidId })))),
  );

  readonly seriesById = new DataLoader<number, ApiSeries | null>((ids) =>
    Promise.all(ids.map((id) => nullOn404(this.get('series/get.php', { id })))),
  );

  /** A series with its visits from `visitsFrom` (and its first): a booking's series, without years of visits. */
  readonly seriesFrom = new DataLoader<{ id: number; visitsFrom: string }, ApiSeries | null, string>(
    (keys) => Promise.all(keys.map((key) => nullOn404(this.get('series/get.php', key)))),
    { cacheKeyFn: (key) => `${key.id}@${key.visitsFrom}` },
  );
}

/** RESTDataSource with the contract's headers, memo, timeout and error mapping. */
class ApiDataSource extends RESTDataSource {
  private readonly token: string;
  private readonly requestId: string;
  private readonly timeoutMs: number;
  private readonly writeTimeoutMs: number;
  private readonly onCall: ((call: ApiCallRecord) => void) | undefined;

  constructor(opts: RestApiClientOptions) {
    super({ ...(opts.cache ? { cache: opts.cache } : {}), fetch: globalThis.fetch });
    this.baseURL = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;
    this.token = opts.token;
    this.requestId = opts.requestId;
    this.timeoutMs = opts.timeoutMs;
    this.writeTimeoutMs = opts.writeTimeoutMs ?? opts.timeoutMs;
    this.onCall = opts.onCall;
  }

  forgetReads(): void {
    this.deduplicationPromises.clear();
  }

  async call(
    method: 'GET' | 'POST',
    path: string,
    query: QueryParams | undefined,
    body?: object | FormData,
  ): Promise<unknown> {
    const params = toParams(query);
    // skipCache: nothing is cached between GraphQL requests (bookings, slots and prices change).
    const request: DataSourceRequest =
      method === 'GET'
        ? { method, skipCache: true, ...(params ? { params } : {}) }
        : { method, skipCache: true, body: body ?? {}, ...(params ? { params } : {}) };
    return (await this.fetch<unknown>(path, request)).parsedBody;
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    request.headers['authorization'] = `Bearer ${this.token}`;
    request.headers['x-request-id'] = this.requestId;
    passTraceOn(request.headers);
  }

  /** GETs are shared for the whole GraphQL request; any write forgets them (they may be stale). */
  protected override requestDeduplicationPolicyFor(
    url: URL,
    request: RequestOptions,
  ): RequestDeduplicationPolicy {
    const method = request.method ?? 'GET';
    if (method === 'GET' && !isWritingGet(url.pathname)) {
      return { policy: 'deduplicate-until-invalidated', deduplicationKey: `GET ${url.toString()}` };
    }
    return {
      policy: 'do-not-deduplicate',
      invalidateDeduplicationKeys: [...this.deduplicationPromises.keys()],
    };
  }

  /** Each call is a span of the request's trace, passed on to the api (shared/tracing.ts). */
  override fetch<TResult>(
    path: string,
    incoming: DataSourceRequest = {},
  ): Promise<DataSourceFetchResult<TResult>> {
    const method = incoming.method === 'POST' ? 'POST' : 'GET';
    return inClientSpan(`${method} ${path}`, { 'http.request.method': method, 'url.path': path }, () =>
      this.timedFetch<TResult>(method, path, incoming),
    );
  }

  private async timedFetch<TResult>(
    method: 'GET' | 'POST',
    path: string,
    incoming: DataSourceRequest,
  ): Promise<DataSourceFetchResult<TResult>> {
    const started = performance.now();
    try {
      const result = await super.fetch<TResult>(path, {
        ...incoming,
        // A write that is slow under load must not be reported as an outage while it commits.
        signal: AbortSignal.timeout(
          method === 'POST' || isWritingGet(path) ? this.writeTimeoutMs : this.timeoutMs,
        ),
      });
      if (!result.requestDeduplication.deduplicatedAgainstPreviousRequest) {
        this.onCall?.({ method, path, status: result.response.status, ms: performance.now() - started });
      }
      return result;
    } catch (error) {
      if (error instanceof GraphQLError) {
        const status = upstreamStatus.get(error) ?? 'network-error';
        this.onCall?.({ method, path, status, ms: performance.now() - started });
        throw error;
      }
      this.onCall?.({ method, path, status: 'network-error', ms: performance.now() - started });
      throw upstreamUnavailable();
    }
  }

  /** An upload refused by the api answers `{success:false, reason}`: a reply, not an error. */
  protected override async throwIfResponseIsError(options: {
    url: URL;
    request: RequestOptions;
    response: FetcherResponse;
    parsedBody: unknown;
  }): Promise<void> {
    const { url, response, parsedBody } = options;
    if (response.ok) return;
    if (
      url.pathname.endsWith('/upload/upload.php') &&
      typeof parsedBody === 'object' &&
      parsedBody !== null &&
      'success' in parsedBody
    ) {
      return;
    }
    throw await this.errorFromResponse(options);
  }

  protected override async errorFromResponse(options: {
    response: FetcherResponse;
    parsedBody: unknown;
  }): Promise<GraphQLError> {
    const error = errorFromResponse(
      options.response.status,
      options.parsedBody,
      options.response.headers.get('retry-after'),
    );
    upstreamStatus.set(error, options.response.status);
    return error;
  }
}

/** The contract's GETs that change data (delete, cancel, confirm): never shared, and they forget reads. */
const WRITING_GET = /\/(delete|cancel|confirm)\.php$/;
const isWritingGet = (path: string): boolean => WRITING_GET.test(`/${path}`);

function toParams(query: QueryParams | undefined): Record<string, string | undefined> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

/** The reply validated by the schema of `method path` (the caller's type is the same schema's). */
function parseReply<T>(method: 'GET' | 'POST', path: GetPath | PostPath, body: unknown): T {
  const parsed = replySchema(method, path).safeParse(body);
  if (!parsed.success) {
    throw gatewayError('INTERNAL_SERVER_ERROR', `Unexpected reply from the api for ${path}`, {
      upstreamCode: 'CONTRACT_MISMATCH',
    });
  }
  return parsed.data as T;
}
