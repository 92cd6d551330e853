import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../api/src/db/client.js';
import { seedDemoData } from '../../api/src/db/seed.js';
import {
  explainOfficeReadsOn,
  pgExplainConnection,
  pgliteExplainConnection,
} from '../../api/src/db/seed-scale/explain.js';
import { OFFICE_READS, officeSubjects } from '../../api/src/db/seed-scale/office-reads.js';
import { seedScale } from '../../api/src/db/seed-scale/seed-scale.js';
import { configureDatabase } from '../../api/src/startup.js';
import { databaseUrl, startPostgres } from '../../scripts/postgres-server.mjs';
import { fmt } from '../lib/load.js';
import { PUBLIC_READS } from '../lib/public-reads.js';
import { note, section } from '../lib/report.js';
import { printScaleTable, type ScaleKind, type SizeResult } from '../lib/scale-report.js';

const TODAY = '2026-11-28';
const USERS = 10;
const ROUNDS = 5;
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
/** Generated years to measure besides the demo size: --scale-years=1,5 (default 1). */
const YEARS = (arg('scale-years') ?? '1').split(',').map(Number);
/** The databases to measure on: --scale-db=postgres,pglite (default both). */
const DBS = (arg('scale-db') ?? 'postgres,pglite').split(',') as ScaleKind[];

/** A fresh database of `kind` named after `label`, and the connection its reads are EXPLAINed on. */
async function openSized(kind: ScaleKind, label: string, server: string | null) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
    const database = await openDatabase({ dataDir });
    const client = (database.db as unknown as { $client: Parameters<typeof pgliteExplainConnection>[0] })
      .$client;
    return {
      database,
      explain: pgliteExplainConnection(client),
      close: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_scale_${label.replace(/\W+/g, '_')}`;
  const admin = new pg.Client(server!);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(server!, name);
  const database: Database = await openDatabase({ databaseUrl: url, poolSize: USERS });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    database,
    explain: pgExplainConnection(pool),
    close: async () => {
      await pool.end();
      await database.close();
    },
  };
}

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};

/** p95 of `run` with USERS callers at once, ROUNDS calls each (after one warm-up call). */
async function p95Of(run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      for (let r = 0; r < ROUNDS; r++) {
        const t = performance.now();
        await run();
        samples.push(performance.now() - t);
      }
    }),
  );
  return p95(samples);
}

async function measure(
  kind: ScaleKind,
  server: string | null,
  label: string,
  years: number,
  scale: number,
): Promise<SizeResult> {
  const { database, explain, close } = await openSized(kind, label, server);
  try {
    const started = performance.now();
    await configureDatabase(database, { SLOT_CAPACITY: 4 });
    await seedDemoData(database.db);
    await seedScale(database.db, { years, scale, today: TODAY });
    const seedSeconds = (performance.now() - started) / 1000;
    const subjects = await officeSubjects(database.db, TODAY);
    const p95s = new Map<string, number>();
    for (const [read, run] of Object.entries(OFFICE_READS))
      p95s.set(read, await p95Of(() => run(database.db, subjects)));
    for (const [read, run] of Object.entries(PUBLIC_READS))
      p95s.set(read, await p95Of(() => run(database.db)));
    const plans = await explainOfficeReadsOn(explain, subjects);
    const watched = ['bookings', 'booking_events', 'users'];
    const scans = new Map(
      plans.map((p) => [
        p.read,
        [...new Set(p.scans.map((s) => s.table).filter((t) => watched.includes(t)))],
      ]),
    );
    const [count] = await explain.query('select count(*)::int n from bookings', []);
    return { label, bookings: Number(count?.n), seedSeconds, p95: p95s, scans };
  } finally {
    await close();
  }
}

/** The sizes on one database: the demo size, then each of YEARS. */
async function sizesOn(kind: ScaleKind, server: string | null) {
  const sizes: SizeResult[] = [await measure(kind, server, 'demo', 0.1, 0.1)];
  for (const y of YEARS) sizes.push(await measure(kind, server, `${y} year${y === 1 ? '' : 's'}`, y, 1));
  return sizes;
}

/** The office's reads (office-reads.ts) and the public reads at the demo size and at generated years, on PostgreSQL and PGlite. */
export async function scaleReads() {
  for (const kind of DBS) {
    section(
      `Office reads at scale: p95 with ${USERS} office users at once, ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (issue #34)`,
    );
    let sizes: SizeResult[];
    if (kind === 'postgres') {
      const server = await startPostgres();
      try {
        sizes = await sizesOn(kind, server.url);
      } finally {
        await server.stop();
      }
    } else sizes = await sizesOn(kind, null);
    printScaleTable(kind, sizes, [...Object.keys(OFFICE_READS), ...Object.keys(PUBLIC_READS)]);
    note(
      `Sizes: ${sizes.map((s) => `${s.label} ${s.bookings} bookings, generated in ${fmt(s.seedSeconds, 0)} s`).join('; ')}. Each read runs the api's own domain functions (api/src/db/seed-scale/office-reads.ts; public reads: bench/lib/public-reads.ts, the api's catalogue reads and the gateway's pricing in-process) ${ROUNDS} times from each of ${USERS} callers at once, ${kind === 'pglite' ? "on PGlite's one connection (it runs them one at a time: the p95 includes the wait)" : `on a pool of ${USERS}`}; seq scans: the watched tables (bookings, booking_events, users) a statement of an office read scans in its EXPLAIN.`,
    );
  }
}
