// The periodic jobs at scale (issue #34, "the jobs at scale"): each job's run (one claim, the gateway's
// batch) at the demo size, a generated year and a year with 5,000 series, on PostgreSQL: its time, what
// it took, and the rows and blocks it read (the database's own statistics). `npm run bench -- --only=jobs`.
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import pg from 'pg';
import { openDatabase, type Database } from '../../api/src/db/client.js';
import { seedDemoData } from '../../api/src/db/seed.js';
import { explainJobs, JOBS, prepareJobWork, type JobPlan } from '../../api/src/db/seed-scale/jobs.js';
import { seedScale } from '../../api/src/db/seed-scale/seed-scale.js';
import { configureDatabase } from '../../api/src/startup.js';
import { databaseUrl, startPostgres } from '../../scripts/postgres-server.mjs';
import { fmt } from '../lib/load.js';
import { note, section, table } from '../lib/report.js';

interface Size {
  label: string;
  years: number;
  scale: number;
  series?: number;
  /** Visits a slot holds: at 5,000 series the four crews' days after the generated horizon are full. */
  slotCapacity: number;
}

const SIZES: Size[] = [
  { label: 'demo', years: 0.1, scale: 0.1, slotCapacity: 4 },
  { label: '1 year', years: 1, scale: 1, slotCapacity: 4 },
  { label: '1 year, 5,000 series', years: 1, scale: 1, series: 5000, slotCapacity: 40 },
];

interface SizeResult {
  label: string;
  counts: { bookings: number; series: number; running: number; events: number; charges: number };
  seedSeconds: number;
  /** Per job, its run. */
  runs: Map<string, JobPlan>;
}

async function measure(server: string, size: Size, today: string): Promise<SizeResult> {
  const name = `bench_jobs_${size.label.replace(/\W+/g, '_')}`;
  const admin = new pg.Client(server);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(server, name);
  const database: Database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const started = performance.now();
    await configureDatabase(database, { SLOT_CAPACITY: size.slotCapacity });
    await seedDemoData(database.db);
    await seedScale(database.db, {
      years: size.years,
      scale: size.scale,
      today,
      ...(size.series ? { series: size.series } : {}),
    });
    const seedSeconds = (performance.now() - started) / 1000;
    await prepareJobWork(database.db, today, { expiredHolds: 250 });
    // Only the measuring connection from here: the statistics read are the jobs' own.
    await database.close();
    const runs = new Map((await explainJobs(pool, today)).map((p) => [p.job, p]));
    const { rows } = await pool.query<SizeResult['counts']>(
      `select (select count(*)::int from bookings) bookings, (select count(*)::int from booking_series) series,
        (select count(*)::int from booking_series where status = 'active') running,
        (select count(*)::int from booking_events) events, (select count(*)::int from card_charges) charges`,
    );
    return { label: size.label, counts: rows[0]!, seedSeconds, runs };
  } finally {
    await pool.end();
    await database.close().catch(() => {});
  }
}

/** The jobs' runs at the three sizes, side by side, on PostgreSQL. */
export async function jobsAtScale() {
  section('The jobs at scale: one run of each job, PostgreSQL (issue #34)');
  const today = johannesburgToday();
  const server = await startPostgres();
  const sizes: SizeResult[] = [];
  try {
    for (const size of SIZES) sizes.push(await measure(server.url, size, today));
  } finally {
    await server.stop();
  }
  table(
    ['job', ...sizes.map((s) => `${s.label}: ms / took / rows read / blocks (seq scans)`)],
    Object.keys(JOBS).map((job) => [
      job,
      ...sizes.map((s) => {
        const r = s.runs.get(job);
        if (!r) return '-';
        const scans = [...new Set(r.scans.map((x) => x.table))];
        return `${fmt(r.ms, 1)} / ${r.took} / ${r.rowsRead} / ${r.blocks} (${scans.join(', ') || 'none'})`;
      }),
    ]),
  );
  note(
    `Sizes: ${sizes
      .map(
        (s) =>
          `${s.label} ${s.counts.bookings} bookings, ${s.counts.events} history rows, ${s.counts.series} series (${s.counts.running} running), ${s.counts.charges} card charges, generated in ${fmt(s.seedSeconds, 0)} s`,
      )
      .join(
        '; ',
      )}. Each job runs once, one claim with the gateway's batch (api/src/db/seed-scale/jobs.ts): the series job 100 series over a 5-week window, reminders 50 within 24 hours, the hold expiry 200 expired holds (of 250 made), the card charges 50 within 48 hours, the unfinished-charges sweep and the webhook claim 50. At 5,000 series a slot holds 40 visits (SLOT_CAPACITY; the crew of a visit whose crew is busy is left unassigned): with the generated four crews the days past the horizon are full, and the series job's run would be its search for room (20 starts on each of two days tried per visit), not its reads. took: the rows the run claimed; rows read: every table's rows read by sequential scans or fetched through indexes during the run (pg_stat_user_tables, triggers included); blocks: table and index blocks touched (pg_statio_user_tables); seq scans: tables a statement of the run scans in its EXPLAIN.`,
  );
}
