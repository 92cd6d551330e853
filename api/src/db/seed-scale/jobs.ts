/**
 * The periodic jobs at scale (issue #34, "the jobs at scale"): one run of each claim as the gateway's
 * jobs and the api's hold expiry make it (the same domain functions, the gateway's batch sizes), work
 * for each in a generated business (`prepareJobWork`), and their measure (`explainJobs`): the rows and
 * blocks a run reads, and the tables a statement of it reads by a sequential scan. For the EXPLAIN test
 * (jobs.test.ts) and the bench (bench/scenarios/jobs.ts).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { cancelExpiredHoldsBatch, HOLD_EXPIRY_BATCH } from '../../bookings/hold-expiry.js';
import { claimDueReminders } from '../../bookings/reminders.js';
import { claimDueCharges, sweepUnfinishedCharges } from '../../cards/cards.js';
import { extendSeries } from '../../series/extend.js';
import { claimWebhookDeliveries, createWebhookEndpoint } from '../../webhooks/outbox.js';
import type { Db } from '../client.js';
import * as schema from '../schema.js';
import { seqScans, type PlanNode } from './explain.js';

/** The series job's window in these runs: five weeks, a week past the generated horizon (28 days). */
export const JOB_WINDOW_WEEKS = 5;

/** The gateway's batch sizes (series-job.ts, reminder-job.ts, card-charge-job.ts, delivery-job.ts). */
const JOB_BATCH = { series: 100, reminders: 50, charges: 50, webhooks: 50 } as const;

/** One run (one claim) of each job; each answers how many rows it took. */
export const JOBS: Record<string, (db: Db, today: string) => Promise<number>> = {
  'series job': async (db, today) =>
    (await extendSeries(db, { limit: JOB_BATCH.series, today, windowWeeks: JOB_WINDOW_WEEKS })).series,
  reminders: async (db) =>
    (await claimDueReminders(db, { leadHours: 24, limit: JOB_BATCH.reminders, leaseSeconds: 120 })).length,
  'hold expiry': async (db) => (await cancelExpiredHoldsBatch(db, HOLD_EXPIRY_BATCH)).length,
  'card charges': async (db) =>
    (await claimDueCharges(db, { hoursBefore: 48, limit: JOB_BATCH.charges })).length,
  'unfinished charges': async (db) =>
    (await sweepUnfinishedCharges(db, { olderThanMinutes: 60, limit: JOB_BATCH.charges })).length,
  'webhook claim': async (db) =>
    (await claimWebhookDeliveries(db, { limit: JOB_BATCH.webhooks, leaseSeconds: 300 })).length,
};

/**
 * Work for every job in a generated business (`today` its today): a card on file for every customer of
 * a running series, with a charge recorded for each of their past paid series visits (the history the
 * unfinished-charges sweep must not read) and `stale` claims left without an outcome an hour ago; a
 * partner's endpoint with every booking's creation delivered to it (the 100 latest still to go); `expiredHolds` of the farthest visits to come (never a series'
 * first) turned into checkouts whose hold ran out a minute ago (their cancellation writes the
 * endpoint's deliveries).
 */
export async function prepareJobWork(
  db: Db,
  today: string,
  { expiredHolds = 300, stale = 30 }: { expiredHolds?: number; stale?: number } = {},
): Promise<void> {
  await db.execute(sql`insert into saved_cards (user_id, token, label)
    select distinct user_id, 'tok-scale-' || user_id, 'Visa 4242' from booking_series
     where status = 'active' and user_id is not null on conflict do nothing`);
  await db.execute(sql`insert into card_charges (booking_id, claimed_at, outcome, finished_at)
    select b.id, b.paid_at, 'charged', b.paid_at from bookings b join saved_cards c on c.user_id = b.user_id
     where b.series_id is not null and b.paid_at is not null and b.booking_date < ${today}::date
    on conflict do nothing`);
  await db.execute(sql`update card_charges set outcome = null, finished_at = null, claimed_at = now() - interval '1 hour'
    where booking_id in (select booking_id from card_charges order by booking_id desc limit ${stale})`);
  const endpoint = await createWebhookEndpoint(db, {
    url: 'https://partner.example/greenleaf',
    events: ['booking.created', 'booking.cancelled'],
    secret: 'whsec_scale_jobs_measure_0000',
  });
  // The outbox's history: every booking's creation delivered when it was made; the 100 latest still to go.
  await db.execute(sql`insert into webhook_deliveries (event_id, type, payload, endpoint_id, booking_id, subject, attempts,
      next_attempt_at, delivered_at, created_at)
    select 'scale-' || ${endpoint.id} || '-' || b.id, 'booking.created', '{}'::jsonb, ${endpoint.id}, b.id, 'booking:' || b.id, 1,
      b.created_at, b.created_at, b.created_at from bookings b`);
  await db.execute(sql`update webhook_deliveries set delivered_at = null, attempts = 0, next_attempt_at = now()
    where id in (select id from webhook_deliveries where endpoint_id = ${endpoint.id} order by id desc limit 100)`);
  await db.execute(sql`update bookings set status = 'pending', pay_later = false, held_until = now() - interval '1 minute'
    where id in (select b.id from bookings b where b.status in ('confirmed', 'pending') and b.booking_date > ${today}::date
                  and not exists (select 1 from booking_series s where s.first_booking_id = b.id)
                  order by b.booking_date desc, b.id limit ${expiredHolds})`);
  await db.execute(sql`analyze`);
}

export interface JobPlan {
  job: string;
  /** Rows the run took (series claimed, reminders claimed, holds cancelled...). */
  took: number;
  /** The run's time, ms. */
  ms: number;
  statements: number;
  /** Tables read by a sequential scan, with the statement that did. */
  scans: { table: string; query: string }[];
  /** Rows the run read from every table (pg_stat: by sequential scans and fetched through indexes). */
  rowsRead: number;
  /** Table and index blocks the run touched (pg_statio: hit or read). */
  blocks: number;
}

const isPlannable = (query: string) => /^\s*(select|insert|update|delete|with)\b/i.test(query);

/**
 * What the connection's backend has read so far, summed over the tables: its statistics are flushed
 * first (pg_stat_force_next_flush, PostgreSQL 15: the flush happens as the backend goes idle, before
 * it answers), then read afresh.
 */
async function readSoFar(client: pg.PoolClient): Promise<{ rows: number; blocks: number }> {
  await client.query('select pg_stat_force_next_flush()');
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ rows: string; blocks: string }>(
    `select (select coalesce(sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0)), 0) from pg_stat_user_tables) as rows,
       (select coalesce(sum(coalesce(heap_blks_read, 0) + coalesce(heap_blks_hit, 0) + coalesce(idx_blks_read, 0)
         + coalesce(idx_blks_hit, 0)), 0) from pg_statio_user_tables) as blocks`,
  );
  return { rows: Number(rows[0]!.rows), blocks: Number(rows[0]!.blocks) };
}

/**
 * Waits (up to ~5 s) until the statistics stop moving: other connections that just ended (the seeding
 * pool's) flush theirs as they go, and would otherwise count in the first job's figures.
 */
async function settle(client: pg.PoolClient): Promise<void> {
  let last = await readSoFar(client);
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await readSoFar(client);
    if (now.rows === last.rows && now.blocks === last.blocks) return;
    last = now;
  }
}

/**
 * Runs each job once on a single connection, through a drizzle that keeps the SQL it sends: its time,
 * and the rows and blocks it read (the difference of the database's statistics before and after: no
 * other connection should work meanwhile); then EXPLAINs every statement it sent and names the tables
 * read by a sequential scan.
 */
export async function explainJobs(
  pool: pg.Pool,
  today: string,
  jobs: Record<string, (db: Db, today: string) => Promise<number>> = JOBS,
): Promise<JobPlan[]> {
  const out: JobPlan[] = [];
  const client = await pool.connect();
  try {
    await settle(client);
    for (const [job, run] of Object.entries(jobs)) {
      const sent: { query: string; params: unknown[] }[] = [];
      // The job's own statements on this one connection, so the statistics read are its alone.
      const db = drizzle(client as unknown as pg.Pool, {
        schema,
        logger: { logQuery: (query, params) => sent.push({ query, params }) },
      });
      const before = await readSoFar(client);
      const started = performance.now();
      const took = await run(db, today);
      const ms = performance.now() - started;
      const after = await readSoFar(client);
      // The statistics queries read catalogs only (pg_stat_user_tables leaves them out).
      const plan: JobPlan = {
        job,
        took,
        ms,
        statements: 0,
        scans: [],
        rowsRead: after.rows - before.rows,
        blocks: after.blocks - before.blocks,
      };
      for (const s of sent.filter((x) => isPlannable(x.query))) {
        const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `explain (format json) ${s.query}`,
          s.params,
        );
        const root = rows[0]?.['QUERY PLAN'][0]?.Plan;
        plan.statements += 1;
        plan.scans.push(...(root ? seqScans(root) : []).map((table) => ({ table, query: s.query })));
      }
      out.push(plan);
    }
  } finally {
    client.release();
  }
  return out;
}
