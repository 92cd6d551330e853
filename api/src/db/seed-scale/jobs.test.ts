/**
 * Issue #34, the jobs at scale: with a generated business in PostgreSQL holding many series (history
 * scaled down for CI's time), every statement of the periodic jobs' claims (jobs.ts) reads no history
 * table by a sequential scan, and a run works through its due rows in bounded batches, each due row
 * served once.
 */
import { randomBytes } from 'node:crypto';
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../../../scripts/postgres-server.mjs';
import { cancelExpiredHolds } from '../../bookings/hold-expiry.js';
import { extendSeries } from '../../series/extend.js';
import { TEMPLATE_DB } from '../../test/global-setup.js';
import { openDatabase, type Database, type Db } from '../client.js';
import { seedDemoData } from '../seed.js';
import { explainJobs, JOB_WINDOW_WEEKS, prepareJobWork, type JobPlan } from './jobs.js';
import { seedScale } from './seed-scale.js';

/** History and the outbox: what grows with the years and must never be read whole by a job. */
const WATCHED = new Set([
  'bookings',
  'booking_series',
  'booking_events',
  'card_charges',
  'webhook_deliveries',
]);
const SERIES = 1000;
const BATCH = 100;

interface SeriesRow {
  id: number;
  next: string;
  weeks: number;
}

describe.skipIf((process.env.TEST_DB ?? 'pglite') !== 'postgres')('the jobs at many series', () => {
  const name = `t_jobs_${randomBytes(4).toString('hex')}`;
  const today = johannesburgToday();
  let database: Database;
  let db: Db;
  let pool: pg.Pool;

  beforeAll(async () => {
    const server = inject('pgServerUrl');
    const admin = new pg.Client(server);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: databaseUrl(server, name), poolSize: 4 });
    db = database.db;
    await seedDemoData(db);
    await seedScale(db, { years: 0.5, scale: 0.1, series: SERIES, today });
    await prepareJobWork(db, today, { expiredHolds: 450 });
    pool = new pg.Pool({ connectionString: databaseUrl(server, name), max: 2 });
  }, 240_000);

  afterAll(async () => {
    await pool?.end();
    await database?.close();
    const admin = new pg.Client(inject('pgServerUrl'));
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('the series job serves n due series in ceil((n + 1) / batch) claims, each once', async () => {
    const horizon = addDays(today, JOB_WINDOW_WEEKS * 7);
    // Due, spelled out apart from the claim's own predicate: running, first visit paid, next within the window.
    const due = (
      (await db.execute(sql`select s.id, s.next_date::text as next, s.repeat_weeks as weeks from booking_series s
        join bookings f on f.id = s.first_booking_id and f.paid_at is not null
        where s.kind = 'repeat' and s.status = 'active' and s.next_date <= ${horizon}::date
        order by s.id`)) as unknown as { rows: SeriesRow[] }
    ).rows;
    expect(due.length).toBeGreaterThan(2 * BATCH);
    const sizes: number[] = [];
    for (let call = 0; call < 100; call++) {
      const { series } = await extendSeries(db, { limit: BATCH, today, windowWeeks: JOB_WINDOW_WEEKS });
      sizes.push(series);
      if (series < BATCH) break;
    }
    expect(sizes.length).toBe(Math.ceil((due.length + 1) / BATCH));
    expect(sizes.every((n) => n <= BATCH)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(due.length);
    // Each served once: its next date moved exactly one step of its cadence, past the window.
    const after = new Map(
      (
        (await db.execute(
          sql`select id, next_date::text as next from booking_series where id in ${due.map((d) => d.id)}`,
        )) as unknown as { rows: { id: number; next: string }[] }
      ).rows.map((r) => [r.id, r.next]),
    );
    for (const s of due) expect(after.get(s.id), `series ${s.id}`).toBe(addDays(s.next, s.weeks * 7));
    expect(after.size).toBe(due.length);
  }, 180_000);

  it('the hold expiry cancels n expired holds in ceil((n + 1) / batch) transactions, each once', async () => {
    const expired = (
      (await db.execute(
        sql`select id from bookings where status = 'pending' and held_until <= now() order by id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
    expect(expired.length).toBe(450);
    let transactions = 0;
    const counted = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'transaction') transactions += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const cancelled = await cancelExpiredHolds(counted, 200);
    expect(transactions).toBe(3);
    expect([...cancelled].sort((a, b) => a - b)).toEqual(expired);
  });

  it('reads no history table by a sequential scan in any job', async () => {
    // Expired holds again, so the hold expiry's run and the webhook claim have work.
    await prepareJobWork(db, today, { expiredHolds: 50, stale: 0 });
    const plans: JobPlan[] = await explainJobs(pool, today);
    const found = Object.fromEntries(
      plans
        .map((p) => [p.job, [...new Set(p.scans.map((s) => s.table).filter((t) => WATCHED.has(t)))]] as const)
        .filter(([, tables]) => tables.length > 0),
    );
    expect(found).toEqual({});
    for (const p of plans) expect(p.statements, p.job).toBeGreaterThan(0);
    expect(plans.find((p) => p.job === 'hold expiry')!.took).toBe(50);
  }, 120_000);
});
