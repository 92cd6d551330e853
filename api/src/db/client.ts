import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { traceQueries } from '@greenleaf/shared/tracing';
import * as schema from './schema.js';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The one database type every module uses: both drivers expose the same query builder. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /**
   * Where reads that may be a moment behind go (the exports, the dashboard's figures): a read replica
   * when DATABASE_READ_URL names one, else `db` itself. Never written to, and never read right after
   * a write of the same request.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the checked-in SQL migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (best effort: a lost listening connection is
   * reopened, and notifications sent meanwhile are missed, so callers also re-check on a timer).
   * Returns a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Connection pool use, for metrics (null for PGlite's single connection). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

interface DatabaseOptions {
  /** A PostgreSQL server; when absent, PGlite in `dataDir` (or in memory when dataDir is null). */
  databaseUrl?: string | undefined;
  /**
   * The server itself, when `databaseUrl` is a pooler in transaction mode: the migrations' session
   * lock and LISTEN connect here (a pooler would hand their session to other clients between
   * transactions). Defaults to `databaseUrl`.
   */
  directUrl?: string | undefined;
  /** A read replica (hot standby) for `readDb`; defaults to `databaseUrl`. */
  readUrl?: string | undefined;
  dataDir?: string | null;
  /** A PGlite data folder dump (tar) to start from, used by the test harness. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** Told when an idle pooled connection is lost (the pool recovers by itself). */
  onPoolError?: (err: Error) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = openPool(opts.databaseUrl, opts);
    const readPool = opts.readUrl ? openPool(opts.readUrl, opts) : null;
    // Numeric columns are read as numbers by drizzle's column mode; dates stay strings.
    const db = drizzlePg(pool, { schema });
    return {
      db,
      readDb: readPool ? drizzlePg(readPool, { schema }) : db,
      kind: 'postgres',
      // Replicas starting together take turns: the first applies the migrations, the others then
      // find them recorded and apply nothing.
      migrate: async () => {
        // A session of its own on the server itself when a pooler is in front (the lock is held by
        // the session); otherwise one of the pool's connections.
        const direct = opts.directUrl ? new pg.Client({ connectionString: opts.directUrl }) : null;
        if (direct) await direct.connect();
        const lockClient = direct ?? (await pool.connect());
        try {
          await lockClient.query("select pg_advisory_lock(hashtext('greenleaf:migrate'))");
          // On the connection that holds the lock, so a pool of one connection suffices.
          await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
        } finally {
          await lockClient.query("select pg_advisory_unlock(hashtext('greenleaf:migrate'))").catch(() => {});
          if (direct) await direct.end().catch(() => {});
          else (lockClient as pg.PoolClient).release();
        }
      },
      ping: async () => {
        try {
          await db.execute(sql`select 1`);
          return true;
        } catch {
          return false;
        }
      },
      listen: (channel, onNotify) =>
        listenPg(opts.directUrl ?? opts.databaseUrl!, channel, onNotify, opts.onPoolError),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await readPool?.end();
        await pool.end();
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    // Trigram indexes for the office's "contains" searches (migration 0046).
    extensions: { pg_trgm },
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return () => unlisten();
    },
    poolStats: () => null,
    close: () => client.close(),
  };
}

/**
 * A pool of connections to one server. JIT off: the slot listing's set-returning functions
 * (calendar_cover, generate_series) are estimated at 1000 rows each, which pushes short queries past
 * jit_above_cost, and compiling them took 380 ms for a query that runs in 2 ms (bench: "slot
 * listing"). Booking queries are short.
 */
function openPool(connectionString: string, opts: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: opts.poolSize ?? 10, options: '-c jit=off' });
  // A connection the server ends while it idles in the pool (restart, failover) is reported as an
  // 'error' on the pool; unhandled, it would end the process. The pool drops it and reconnects.
  pool.on('error', (err) => opts.onPoolError?.(err));
  // The same while a connection is checked out between queries (inside a transaction): the error
  // goes to the client itself. The query in flight fails and its request answers with an error.
  pool.on('connect', (client) => {
    client.on('error', (err) => opts.onPoolError?.(err));
    // A transaction's queries run on a checked-out connection: spans of their own when traced.
    traceQueries(client);
  });
  // Each query is a span of the request that sent it, when tracing is on (shared/tracing.ts).
  traceQueries(pool);
  return pool;
}

const RELISTEN_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), reconnecting
 * after a second whenever the server ends it.
 */
async function listenPg(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError?: (err: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    client.on('error', (err) => {
      onError?.(err);
      reconnectLater(client);
    });
    client.on('end', () => reconnectLater(client));
    current = client;
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  const reconnectLater = (client: pg.Client) => {
    if (stopped || client !== current || retry) return;
    current = null;
    client.removeAllListeners('end');
    void client.end().catch(() => {});
    retry = setTimeout(() => {
      retry = null;
      connect().catch((err: Error) => {
        onError?.(err);
        if (current) reconnectLater(current);
      });
    }, RELISTEN_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
