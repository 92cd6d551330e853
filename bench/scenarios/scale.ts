import pg from 'pg';
import { openDatabase, type Database } from '../../api/src/db/client.js';
import { seedDemoData } from '../../api/src/db/seed.js';
import { explainOfficeReads } from '../../api/src/db/seed-scale/explain.js';
import { OFFICE_READS, officeSubjects } from '../../api/src/db/seed-scale/office-reads.js';
import { seedScale } from '../../api/src/db/seed-scale/seed-scale.js';
import { configureDatabase } from '../../api/src/startup.js';
import { databaseUrl, startPostgres } from '../../scripts/postgres-server.mjs';
import { fmt } from '../lib/load.js';
import { note, section, table } from '../lib/report.js';

const TODAY = '2026-11-28';
const USERS = 10;
const ROUNDS = 5;
/** Generated years to measure besides the demo size: --scale-years=1,5 (default 1). */
const YEARS = (process.argv.find((a) => a.startsWith('--scale-years='))?.slice(14) ?? '1')
  .split(',')
  .map(Number);

interface SizeResult {
  label: string;
  bookings: number;
  seedSeconds: number;
  p95: Map<string, number>;
  scans: Map<string, string[]>;
}

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};

async function measure(server: string, label: string, years: number, scale: number): Promise<SizeResult> {
  const name = `bench_scale_${label.replace(/\W+/g, '_')}`;
  const admin = new pg.Client(server);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(server, name);
  const database: Database = await openDatabase({ databaseUrl: url, poolSize: USERS });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const started = performance.now();
    await configureDatabase(database, { SLOT_CAPACITY: 4 });
    await seedDemoData(database.db);
    await seedScale(database.db, { years, scale, today: TODAY });
    const seedSeconds = (performance.now() - started) / 1000;
    const subjects = await officeSubjects(database.db, TODAY);
    const p95s = new Map<string, number>();
    for (const [read, run] of Object.entries(OFFICE_READS)) {
      await run(database.db, subjects);
      const samples: number[] = [];
      await Promise.all(
        Array.from({ length: USERS }, async () => {
          for (let r = 0; r < ROUNDS; r++) {
            const t = performance.now();
            await run(database.db, subjects);
            samples.push(performance.now() - t);
          }
        }),
      );
      p95s.set(read, p95(samples));
    }
    const plans = await explainOfficeReads(pool, subjects);
    const watched = ['bookings', 'booking_events', 'users'];
    const scans = new Map(
      plans.map((p) => [
        p.read,
        [...new Set(p.scans.map((s) => s.table).filter((t) => watched.includes(t)))],
      ]),
    );
    const { rows } = await pool.query<{ n: number }>('select count(*)::int n from bookings');
    return { label, bookings: rows[0]!.n, seedSeconds, p95: p95s, scans };
  } finally {
    await pool.end();
    await database.close();
  }
}

/** The office's reads (office-reads.ts) at the demo size and at generated years, on PostgreSQL. */
export async function scaleReads() {
  section(`Office reads at scale: p95 with ${USERS} office users at once, PostgreSQL (issue #34)`);
  const server = await startPostgres();
  const sizes: SizeResult[] = [];
  try {
    sizes.push(await measure(server.url, 'demo', 0.1, 0.1));
    for (const y of YEARS) sizes.push(await measure(server.url, `${y} year${y === 1 ? '' : 's'}`, y, 1));
  } finally {
    await server.stop();
  }
  table(
    ['read', ...sizes.map((s) => `${s.label}: p95 ms (seq scans)`)],
    Object.keys(OFFICE_READS).map((read) => [
      read,
      ...sizes.map((s) => `${fmt(s.p95.get(read) ?? 0, 1)} (${s.scans.get(read)?.join(', ') || 'none'})`),
    ]),
  );
  note(
    `Sizes: ${sizes.map((s) => `${s.label} ${s.bookings} bookings, generated in ${fmt(s.seedSeconds, 0)} s`).join('; ')}. Each read runs the api's own domain functions (api/src/db/seed-scale/office-reads.ts) ${ROUNDS} times from each of ${USERS} callers at once on a pool of ${USERS}; seq scans: the watched tables (bookings, booking_events, users) a statement of the read scans in its EXPLAIN.`,
  );
}
