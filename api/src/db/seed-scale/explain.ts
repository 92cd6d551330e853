/**
 * The plans of the office's reads on PostgreSQL or PGlite: runs each read through a drizzle instance
 * that keeps the SQL it sends, then EXPLAINs every statement and names the tables it reads by a
 * sequential scan.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Db } from '../client.js';
import * as schema from '../schema.js';
import { OFFICE_READS, type OfficeSubjects } from './office-reads.js';

interface Statement {
  query: string;
  params: unknown[];
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables a plan reads by a sequential scan (explain.ts and the jobs' EXPLAIN, jobs.ts). */
export const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

export interface ReadPlan {
  read: string;
  statements: number;
  /** Tables read by a sequential scan, with the statement that did. */
  scans: { table: string; query: string }[];
}

/** A database to EXPLAIN on: a drizzle handle that tells `logger` what it sends, and "run this SQL". */
interface ExplainConnection {
  db(logger: Logger): Db;
  query(sql: string, params: unknown[]): Promise<Record<string, unknown>[]>;
}

/** A PostgreSQL pool to EXPLAIN on. */
export const pgExplainConnection = (pool: pg.Pool): ExplainConnection => ({
  db: (logger) => drizzle(pool, { schema, logger }),
  query: async (sql, params) => (await pool.query<Record<string, unknown>>(sql, params)).rows,
});

/** A PGlite database to EXPLAIN on (its one connection; the reads run one at a time). */
export const pgliteExplainConnection = (client: PGlite): ExplainConnection => ({
  db: (logger) => drizzlePglite(client, { schema, logger }) as unknown as Db,
  query: async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows,
});

export async function explainOfficeReads(pool: pg.Pool, subjects: OfficeSubjects): Promise<ReadPlan[]> {
  return explainOfficeReadsOn(pgExplainConnection(pool), subjects);
}

export async function explainOfficeReadsOn(
  conn: ExplainConnection,
  subjects: OfficeSubjects,
): Promise<ReadPlan[]> {
  const out: ReadPlan[] = [];
  for (const [read, run] of Object.entries(OFFICE_READS)) {
    const sent: Statement[] = [];
    const db = conn.db({ logQuery: (query, params) => sent.push({ query, params }) });
    await run(db, subjects);
    const scans: ReadPlan['scans'] = [];
    for (const s of sent) {
      const rows = (await conn.query(`explain (format json) ${s.query}`, s.params)) as {
        'QUERY PLAN': { Plan: PlanNode }[];
      }[];
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      for (const table of plan ? seqScans(plan) : []) scans.push({ table, query: s.query });
    }
    out.push({ read, statements: sent.length, scans });
  }
  return out;
}
