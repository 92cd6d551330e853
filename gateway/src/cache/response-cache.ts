/**
 * The catalogue response cache, in front of the whole express app. A POST /graphql whose operation
 * reads only the catalogue (see catalogue-query.ts) is answered from memory when the same request
 * (body and Accept header) was answered under the current catalogue version; otherwise it goes through
 * the gateway as usual and a successful answer is kept. Entries are keyed by the version the api
 * confirms (version-watcher.ts), so a catalogue write through any replica, the generic query or psql
 * retires them on every replica, and nothing is served while the version is unknown.
 *
 * A hit skips express entirely (no logging per request; counted in /metrics), which is what lets the
 * services page be served at a good fraction of a bare Node server's rate.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { Kind, OperationTypeNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { requestIdOf } from '../http/request-id.js';
import { catalogueQueryClassifier } from './catalogue-query.js';

type CatalogueClassifier = ReturnType<typeof catalogueQueryClassifier>;
import type { VersionWatcher } from './version-watcher.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface CacheCounters {
  hit(): void;
  miss(): void;
  stored(): void;
}

interface ResponseCacheOptions {
  watcher: VersionWatcher;
  counters?: CacheCounters;
  /** Entries kept at most (least recently used go first). */
  maxEntries?: number;
  /** Bytes of answers kept at most. */
  maxBytes?: number;
  /** A safety net only: entries are retired by version long before this. */
  ttlMs?: number;
}

interface Entry {
  body: Buffer;
  /** Name, value, name, value, ... ready for writeHead (content-length included). */
  headers: string[];
}

/** The body this front read on the way to express (express.json must not read it again). */
interface PreReadBody {
  text: string;
  json: unknown;
  valid: boolean;
}

const preRead = new WeakMap<IncomingMessage, PreReadBody>();
export const preReadBodyOf = (req: IncomingMessage): PreReadBody | undefined => preRead.get(req);

/** Bodies larger than this are left to express (a catalogue query is a few hundred bytes). */
const MAX_REQUEST_BYTES = 16 * 1024;
/** Answers larger than this are not kept. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const JSON_TYPE = /^application\/json\s*(;\s*charset=("?)utf-8\2\s*)?$/i;
/**
 * The headers of the first answer that matter for a JSON answer, replayed with each hit. Document
 * policies (CSP, frame options, ...) only apply to pages and are left out, which keeps each hit's
 * header block small; per-request headers (cookies, request id, date, length) are never replayed.
 */
const REPLAYED = new Set([
  'content-type',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'vary',
  'cache-control',
]);

/**
 * A lane the front may answer a request by when the cache cannot (gateway/src/booking/quote-lane.ts):
 * the JSON text of a complete answer, or null to hand the request on.
 */
type FrontLane = (req: IncomingMessage, body: PreReadBody) => Promise<string | null>;

interface ResponseCache {
  /** The http request handler: answers a hit (or by `lane`), otherwise hands the request to `next`. */
  front(next: Handler, lane?: FrontLane): Handler;
  /** Apollo plugin: a mutation of an admin* field makes the version be asked again before its answer. */
  plugin: ApolloServerPlugin<BaseContext>;
  readonly size: number;
}

/** A POST /graphql with a small JSON body, not encoded: the only requests the front reads. */
const eligible = (req: IncomingMessage): boolean => {
  if (req.method !== 'POST') return false;
  // A partner's key is looked up and its scopes checked on every request (developers/): never a kept answer.
  if (req.headers.authorization) return false;
  const url = req.url ?? '';
  if (url !== '/graphql' && !url.startsWith('/graphql?')) return false;
  const type = req.headers['content-type'];
  if (!type || !JSON_TYPE.test(type) || req.headers['content-encoding']) return false;
  const length = Number(req.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= MAX_REQUEST_BYTES;
};

const parse = (text: string): PreReadBody => {
  try {
    return { text, json: JSON.parse(text) as unknown, valid: true };
  } catch {
    return { text, json: undefined, valid: false };
  }
};

/** The request is a well-formed operation that reads only the catalogue. */
const isCatalogueRequest = (body: PreReadBody, readsOnlyCatalogue: CatalogueClassifier): boolean => {
  const json = body.json;
  if (!body.valid || typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const { query, operationName } = json as Record<string, unknown>;
  if (typeof query !== 'string') return false;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return false;
  return readsOnlyCatalogue(query, operationName ?? undefined);
};

/** Calls `done` with the whole body `res` sends, once it has been sent. */
function onAnswer(res: ServerResponse, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, encoding: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, rest[0]));
    const result = (end as (...a: unknown[]) => ServerResponse)(chunk, ...rest);
    done(Buffer.concat(chunks));
    return result;
  }) as typeof res.end;
}

/** Sends a lane's answer: the JSON text of a complete answer, never kept by a cache on the way. */
function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: string) {
  const payload = Buffer.from(answer, 'utf8');
  res.writeHead(200, [
    'content-type',
    'application/json; charset=utf-8',
    'content-length',
    String(payload.length),
    'cache-control',
    'no-store',
    'x-content-type-options',
    'nosniff',
    'x-request-id',
    requestIdOf(req),
  ]);
  res.end(payload);
}

/** A mutation of an admin* field makes the version be asked again before its answer. */
const adminMutationPlugin = (watcher: VersionWatcher): ApolloServerPlugin<BaseContext> => ({
  async requestDidStart() {
    return {
      async willSendResponse(ctx) {
        const op = ctx.operation;
        if (op?.operation !== OperationTypeNode.MUTATION) return;
        const admin = op.selectionSet.selections.some(
          (s) => s.kind !== Kind.FIELD || s.name.value.startsWith('admin'),
        );
        if (admin) watcher.refresh();
      },
    };
  },
});

export function createResponseCache(opts: ResponseCacheOptions): ResponseCache {
  const { watcher, counters } = opts;
  const entries = new LRUCache<string, Entry>({
    max: opts.maxEntries ?? 500,
    maxSize: opts.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (e, key) => e.body.length + key.length,
    ttl: opts.ttlMs ?? 10 * 60_000,
  });
  const readsOnlyCatalogue = catalogueQueryClassifier();
  let entriesVersion: number | null = null;
  /**
   * The lengths of the request bodies kept since the entries were last cleared (a superset of those
   * held: an evicted entry's length stays). A body of another length cannot be a hit, so its key (the
   * whole body again) is neither built nor hashed: a quote's kilobyte body skips the lookup.
   */
  const keptLengths = new Set<number>();

  /** Keeps the answer `res` sends, when it is a complete success and the version has not moved. */
  const keepAnswer = (res: ServerResponse, key: string, version: number, textLength: number) => {
    onAnswer(res, (body) => {
      if (res.statusCode === 200 && watcher.version === version && body.length <= MAX_ANSWER_BYTES) {
        let answer: unknown;
        try {
          answer = JSON.parse(body.toString('utf8'));
        } catch {
          answer = undefined;
        }
        if (typeof answer === 'object' && answer !== null && 'data' in answer && !('errors' in answer)) {
          const headers: string[] = ['content-length', String(body.length)];
          for (const [name, value] of Object.entries(res.getHeaders())) {
            if (REPLAYED.has(name) && value !== undefined) headers.push(name, String(value));
          }
          keptLengths.add(textLength);
          entries.set(key, { body, headers });
          counters?.stored();
        }
      }
    });
  };

  const front =
    (next: Handler, lane?: FrontLane): Handler =>
    (req, res) => {
      if (watcher.version === null || !eligible(req)) return next(req, res);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('error', () => res.destroy());
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const version = watcher.version;
        if (version !== entriesVersion) {
          entries.clear();
          keptLengths.clear();
          entriesVersion = version;
        }
        const keyOf = () => `${version}\n${req.headers.accept ?? ''}\n${text}`;
        const hit = version === null || !keptLengths.has(text.length) ? undefined : entries.get(keyOf());
        if (hit) {
          counters?.hit();
          res.writeHead(200, [...hit.headers, 'x-request-id', requestIdOf(req)]);
          res.end(hit.body);
          return;
        }
        const body = parse(text);
        preRead.set(req, body);
        if (version !== null && isCatalogueRequest(body, readsOnlyCatalogue)) {
          counters?.miss();
          keepAnswer(res, keyOf(), version, text.length);
          return next(req, res);
        }
        if (!lane) return next(req, res);
        lane(req, body).then(
          (answer) => {
            if (answer === null) return next(req, res);
            sendAnswer(req, res, answer);
          },
          () => next(req, res),
        );
      });
    };

  return {
    front,
    plugin: adminMutationPlugin(watcher),
    get size() {
      return entries.size;
    },
  };
}
